import { describe, expect, it } from 'vitest';
import { appointmentMessages } from '../validation/appointment';
import { bookingProblem } from './booking-problem';
import { calendarAt, WEDNESDAY } from './calendar.fixtures';
import { bookableTimes } from './slot-grid';

// Issue 31: at 16:30 with a 2-hour notice the barber was first offered 19:00 for the client in front of him.
const AT_1630 = '2027-03-10T21:30:00Z'; // Wednesday 16:30 EST
const closures = [{ startDate: '2027-03-12', endDate: '2027-03-12', note: 'Feria' }];
const rules = { minNoticeHours: 2, horizonDays: 10, breaks: [{ weekday: 3, start: '17:00', end: '17:30' }] };
const calendar = calendarAt(AT_1630, { closures, rules });
const slot = (time: string, date = WEDNESDAY, duration = 30) => ({ date, time, duration });
const barber = { barber: true } as const;
const anyHour = { barber: true, outsideHours: true } as const;

describe("the barber's own booking", () => {
  it('ignores the notice and the horizon that still refuse a client', () => {
    expect(bookingProblem(slot('16:30'), calendar, barber)).toBeNull();
    expect(bookingProblem(slot('16:30'), calendar)).toBe(appointmentMessages.timePast);
    expect(bookingProblem(slot('17:30'), calendar, barber)).toBeNull();
    expect(bookingProblem(slot('17:30'), calendar)).toBe(
      'Las citas se reservan con al menos 2 horas de antelación; elige una hora posterior',
    );
    expect(bookingProblem(slot('10:00', '2027-03-24'), calendar, barber)).toBeNull();
    expect(bookingProblem(slot('10:00', '2027-03-24'), calendar)).toBe(
      'Solo se puede reservar hasta 10 días por adelantado',
    );
  });

  it('without the confirmation, hours, breaks and closed days refuse him with their own words', () => {
    expect(bookingProblem(slot('17:00'), calendar, barber)).toBe(
      'Ese horario coincide con el descanso de la barbería (17:00–17:30); elige otra hora',
    );
    expect(bookingProblem(slot('19:00'), calendar, barber)).toBe(appointmentMessages.outsideHours);
    expect(bookingProblem(slot('10:00', '2027-03-14'), calendar, barber)).toBe(appointmentMessages.closedDay);
    expect(bookingProblem(slot('10:00', '2027-03-12'), calendar, barber)).toBe(
      'La barbería está cerrada ese día (Feria)',
    );
  });

  it('with it, takes any time of the day still to come on the grid, ending by midnight', () => {
    for (const [time, date] of [
      ['17:00', WEDNESDAY],
      ['19:00', WEDNESDAY],
      ['10:00', '2027-03-14'],
      ['10:00', '2027-03-12'],
      ['06:30', '2027-03-11'],
    ]) {
      expect(bookingProblem(slot(time, date), calendar, anyHour)).toBeNull();
    }
    expect(bookingProblem(slot('23:30', WEDNESDAY, 45), calendar, anyHour)).toBe(appointmentMessages.pastMidnight);
    expect(bookingProblem(slot('15:00'), calendar, anyHour)).toBe(appointmentMessages.timePast);
    expect(bookingProblem(slot('19:10'), calendar, anyHour)).toBe(appointmentMessages.timeInvalid);
  });

  it('a client is never given the confirmation', () => {
    expect(bookingProblem(slot('19:00'), calendar, { outsideHours: true })).toBe(appointmentMessages.outsideHours);
  });
});

describe("the barber's free times", () => {
  it('start at the slot under way, past the notice and the break', () => {
    expect(bookableTimes(WEDNESDAY, 30, calendar, [], barber)).toEqual(['16:30', '17:30']);
    expect(bookableTimes(WEDNESDAY, 30, calendar, [])).toEqual([]);
  });

  it('with the confirmation, cover the rest of the day, the closed ones and the break', () => {
    const taken = [{ start: new Date('2027-03-10T23:00:00Z'), end: new Date('2027-03-11T00:00:00Z') }]; // 18:00–19:00
    const times = bookableTimes(WEDNESDAY, 30, calendar, taken, anyHour);
    expect(times.slice(0, 4)).toEqual(['16:30', '17:00', '17:30', '19:00']);
    expect(times.at(-1)).toBe('23:30');
    const sunday = bookableTimes('2027-03-14', 60, calendar, [], anyHour);
    expect([sunday[0], sunday.at(-1), sunday.length]).toEqual(['00:00', '23:00', 47]);
  });
});
