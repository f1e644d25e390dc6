import { describe, expect, it } from 'vitest';
import { anyBarberDays, anyBarberTimes, assignmentOrder } from './any-barber';
import type { AvailableDay } from './available-days';

const day = (date: string, free: string[], reason: AvailableDay['reason'] = null, message: string | null = null) => ({
  date,
  free,
  reason: free.length ? null : reason,
  message: free.length ? null : message,
});

describe('«Cualquiera»', () => {
  it('offers every time some barber could take, once and in order', () => {
    expect(anyBarberTimes([['10:00', '11:00'], ['09:00', '10:00'], []])).toEqual(['09:00', '10:00', '11:00']);
    expect(anyBarberTimes([])).toEqual([]);
  });

  it('gives a day the union of the barbers’ times', () => {
    const days = anyBarberDays([
      [day('2027-03-10', ['10:00']), day('2027-03-11', [], 'closed', 'Ese barbero no trabaja ese día (Curso)')],
      [day('2027-03-10', ['09:30']), day('2027-03-11', ['12:00'])],
    ]);
    expect(days).toEqual([
      { date: '2027-03-10', free: ['09:30', '10:00'], reason: null, message: null },
      { date: '2027-03-11', free: ['12:00'], reason: null, message: null },
    ]);
  });

  it('says a day with nothing is full when some barber works it, closed only when every one is off', () => {
    const off = day('2027-03-10', [], 'closed', 'Ese barbero no trabaja ese día (Vacaciones)');
    const full = day('2027-03-10', [], 'full', 'Completo');
    expect(anyBarberDays([[off], [full]])[0]).toMatchObject({ reason: 'full', message: 'Completo' });
    const shop = day('2027-03-10', [], 'closed', 'La barbería está cerrada ese día (Feriado)');
    expect(anyBarberDays([[shop], [off]])[0]).toMatchObject({ reason: 'closed', message: shop.message });
    expect(anyBarberDays([[off], [shop]])[0]).toMatchObject({ reason: 'closed', message: off.message });
  });

  it('tries the barber with fewest appointments that day first, ties in display order', () => {
    const [ana, ben, cai] = [{ id: 'ana' }, { id: 'ben' }, { id: 'cai' }];
    expect(assignmentOrder([ana, ben, cai], {})).toEqual([ana, ben, cai]);
    expect(assignmentOrder([ana, ben, cai], { ana: 2, ben: 1 })).toEqual([cai, ben, ana]);
    expect(assignmentOrder([ana, ben, cai], { ana: 1, ben: 1, cai: 1 })).toEqual([ana, ben, cai]);
    expect(assignmentOrder([ana, ben, cai], { ana: 1, cai: 1 })).toEqual([ben, ana, cai]);
  });
});
