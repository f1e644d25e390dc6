import { describe, expect, it } from 'vitest';
import { appointmentMessages } from '../validation/appointment';
import { bookingProblem } from './booking-problem';
import { calendarAt, WEDNESDAY } from './calendar.fixtures';

const NOW = '2027-03-10T15:00:00Z'; // Wednesday 10:00 EST
const closures = [{ startDate: '2027-05-16', endDate: '2027-05-16', note: 'Feria' }];
const rules = { minNoticeHours: 2, breaks: [{ weekday: 3, start: '13:00', end: '14:00' }] };
const calendar = calendarAt(NOW, { closures, rules });
const problem = (date: string, time: string, duration = 30) => bookingProblem({ date, time, duration }, calendar);

describe('a booking judged by every rule of the shop', () => {
  it('is accepted when none refuses it', () => {
    expect(problem(WEDNESDAY, '12:00')).toBeNull();
    expect(problem('2027-05-07', '08:00')).toBeNull();
  });

  it('hears the first refusal: closure, horizon, hours or past, break, notice', () => {
    // A closed Sunday beyond the horizon: the closure speaks.
    expect(problem('2027-05-16', '10:00')).toBe('La barbería está cerrada ese día (Feria)');
    // A Sunday beyond the horizon: the horizon.
    expect(problem('2027-05-23', '10:00')).toBe('Solo se puede reservar hasta 60 días por adelantado');
    // A past time inside the break and the notice: the past.
    expect(problem(WEDNESDAY, '09:00')).toBe(appointmentMessages.timePast);
    // Inside the break and the notice: the break.
    expect(problem(WEDNESDAY, '11:30', 120)).toBe(
      'Ese horario coincide con el descanso de la barbería (13:00–14:00); elige otra hora',
    );
    expect(problem(WEDNESDAY, '11:00')).toBe(
      'Las citas se reservan con al menos 2 horas de antelación; elige una hora posterior',
    );
  });

  it('lets the barber book the slot under way and keeps the client out of it', () => {
    const underWay = calendarAt('2027-03-10T15:10:00Z');
    expect(bookingProblem({ date: WEDNESDAY, time: '10:00', duration: 30 }, underWay, { underWay: true })).toBeNull();
    expect(bookingProblem({ date: WEDNESDAY, time: '10:00', duration: 30 }, underWay)).toBe(
      appointmentMessages.timePast,
    );
  });
});
