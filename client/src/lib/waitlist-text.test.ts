import { describe, expect, it } from 'vitest';
import { waitlistLine, waitlistWindow } from './waitlist-text';

describe('waitlist words', () => {
  it('says the window with the ends it has', () => {
    expect(waitlistWindow('10:00', '13:00')).toBe('de 10:00 AM a 1:00 PM');
    expect(waitlistWindow('10:00', null)).toBe('desde 10:00 AM');
    expect(waitlistWindow(null, '13:00')).toBe('hasta 1:00 PM');
    expect(waitlistWindow(null, null)).toBe('a cualquier hora');
  });

  it('names the day, the cut, the barber or «Cualquiera», and the window', () => {
    expect(
      waitlistLine({
        date: '2026-03-14',
        cut: { name: 'Corte clásico' },
        barberName: null,
        from: '10:00',
        to: '13:00',
      }),
    ).toBe('Sábado, 14 de marzo · Corte clásico · Cualquiera · de 10:00 AM a 1:00 PM');
    expect(waitlistLine({ date: '2026-03-14', cut: null, barberName: 'Luis', from: null, to: null })).toBe(
      'Sábado, 14 de marzo · Servicio eliminado · Luis · a cualquier hora',
    );
  });
});
