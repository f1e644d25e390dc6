import { describe, expect, it } from 'vitest';
import { agendaSnapshot } from './agenda-snapshot';

describe('agendaSnapshot', () => {
  it("keeps each appointment's time, who, service and status, in the day's order", () => {
    const screen = agendaSnapshot('2026-11-29', [
      { id: 'a', date: '2026-11-29', time: '10:30:00', status: 'PENDING', cutType: 'Corte', client: { name: 'Ana' } },
      { id: 'b', date: '2026-11-29', time: '11:00', status: 'CONFIRMED', cutType: null, walkInName: 'Luis' },
      { id: 'c', date: '2026-11-29', time: '12:00', status: 'CONFIRMED', client: null },
    ]);
    expect(screen).toEqual({
      kind: 'agenda',
      date: '2026-11-29',
      appointments: [
        { id: 'a', date: '2026-11-29', time: '10:30', status: 'PENDING', service: 'Corte', who: 'Ana' },
        { id: 'b', date: '2026-11-29', time: '11:00', status: 'CONFIRMED', service: '', who: 'Luis' },
        { id: 'c', date: '2026-11-29', time: '12:00', status: 'CONFIRMED', service: '', who: 'Cliente no disponible' },
      ],
    });
  });
});
