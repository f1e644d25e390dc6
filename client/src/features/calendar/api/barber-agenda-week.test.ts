import { describe, expect, it } from 'vitest';
import { agendaDays, agendaVariables } from './barber-agenda-week';

describe('the barber agenda’s week', () => {
  it('is today and the six days after it, across a month’s end, asked from its first to its last day', () => {
    const days = agendaDays('2026-11-28');
    expect(days).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(agendaVariables(days)).toEqual({ from: '2026-11-28', to: '2026-12-04' });
  });
});
