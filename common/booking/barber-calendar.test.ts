import { describe, expect, it } from 'vitest';
import { bookingProblem } from './booking-problem';
import { barberCalendar } from './barber-calendar';
import { closedDay } from './closures';
import { bookableTimes } from './slot-grid';
import { calendarAt, WEDNESDAY } from './calendar.fixtures';

const EARLIER = '2027-03-01T15:00:00Z'; // days before WEDNESDAY
const lunch = { weekday: 3, start: '13:00', end: '14:00' };
const shop = calendarAt(EARLIER, { rules: { breaks: [lunch] } });
const follows = { hours: null, breaks: [] };

describe('a barber’s calendar', () => {
  it('is the shop’s while the barber has nothing of their own', () => {
    const calendar = barberCalendar(shop, follows, []);
    expect(bookableTimes(WEDNESDAY, 30, calendar, [])).toEqual(bookableTimes(WEDNESDAY, 30, shop, []));
  });

  it('follows the barber’s own hours and adds their breaks to the shop’s', () => {
    const hours = [{ weekday: 3, open: '10:00', close: '16:00' }];
    const calendar = barberCalendar(shop, { hours, breaks: [{ weekday: 3, start: '11:00', end: '11:30' }] }, []);
    const times = bookableTimes(WEDNESDAY, 30, calendar, []);
    expect(times[0]).toBe('10:00');
    expect(times.at(-1)).toBe('15:30');
    expect(times).not.toContain('11:00');
    expect(times).not.toContain('13:00');
    expect(bookingProblem({ date: WEDNESDAY, time: '09:00', duration: 30 }, calendar)).toMatch(/horario/);
  });

  it('closes the barber’s days off with their note, and the shop’s closures close them too', () => {
    const off = [{ startDate: WEDNESDAY, endDate: WEDNESDAY, note: 'Curso' }];
    const calendar = barberCalendar(shop, follows, off);
    expect(bookableTimes(WEDNESDAY, 30, calendar, [])).toEqual([]);
    expect(bookingProblem({ date: WEDNESDAY, time: '10:00', duration: 30 }, calendar)).toBe(
      'Ese barbero no trabaja ese día (Curso)',
    );
    expect(closedDay(WEDNESDAY, { closures: calendar.closures, openingHours: calendar.hours })).toMatchObject({
      closure: true,
      note: 'Curso',
    });
    const closedShop = { ...shop, closures: [{ startDate: WEDNESDAY, endDate: WEDNESDAY, note: 'Feriado' }] };
    expect(
      bookingProblem({ date: WEDNESDAY, time: '10:00', duration: 30 }, barberCalendar(closedShop, follows, off)),
    ).toBe('La barbería está cerrada ese día (Feriado)');
  });
});
