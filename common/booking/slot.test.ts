import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '../opening-hours';
import { appointmentMessages } from '../validation/appointment';
import { stoppedClock, WEDNESDAY } from './calendar.fixtures';
import { hoursProblem, slotProblem } from './slot';

const hours = DEFAULT_OPENING_HOURS; // Monday–Friday 08:00–18:00, Saturday 08:00–16:00, Sunday closed

describe('the weekly hours', () => {
  it('take a service that starts at opening and ends at closing', () => {
    expect(hoursProblem({ date: WEDNESDAY, time: '08:00', duration: 30 }, hours)).toBeNull();
    expect(hoursProblem({ date: WEDNESDAY, time: '17:30', duration: 30 }, hours)).toBeNull();
    expect(hoursProblem({ date: WEDNESDAY, time: '17:00', duration: 60 }, hours)).toBeNull();
  });

  it('refuse one that starts before opening or ends after closing', () => {
    expect(hoursProblem({ date: WEDNESDAY, time: '07:30', duration: 30 }, hours)).toBe(
      appointmentMessages.outsideHours,
    );
    expect(hoursProblem({ date: WEDNESDAY, time: '17:30', duration: 60 }, hours)).toBe(
      appointmentMessages.outsideHours,
    );
    expect(hoursProblem({ date: WEDNESDAY, time: '18:00', duration: 30 }, hours)).toBe(
      appointmentMessages.outsideHours,
    );
    expect(hoursProblem({ date: '2027-03-13', time: '16:00', duration: 30 }, hours)).toBe(
      appointmentMessages.outsideHours,
    );
  });

  it('refuse a closed weekday, and one they do not list', () => {
    expect(hoursProblem({ date: '2027-03-14', time: '10:00', duration: 30 }, hours)).toBe(
      appointmentMessages.closedDay,
    );
    const noWednesday = hours.filter((day) => day.weekday !== 3);
    expect(hoursProblem({ date: WEDNESDAY, time: '10:00', duration: 30 }, noWednesday)).toBe(
      appointmentMessages.closedDay,
    );
  });
});

describe('a slot of today', () => {
  const clock = stoppedClock('2027-03-10T15:10:00Z'); // 10:10 EST
  const slot = (time: string) => ({ date: WEDNESDAY, time, duration: 30 });

  it('is refused once it has started', () => {
    expect(slotProblem(slot('10:30'), hours, clock)).toBeNull();
    expect(slotProblem(slot('10:00'), hours, clock)).toBe(appointmentMessages.timePast);
    expect(slotProblem(slot('10:00'), hours, stoppedClock('2027-03-10T15:00:00Z'))).toBe(appointmentMessages.timePast);
  });

  it('under way (less than 30 minutes since it started) is the barber’s to book', () => {
    expect(slotProblem(slot('10:00'), hours, clock, true)).toBeNull();
    expect(slotProblem(slot('09:30'), hours, clock, true)).toBe(appointmentMessages.timePast);
    expect(slotProblem(slot('10:00'), hours, stoppedClock('2027-03-10T15:30:00Z'), true)).toBe(
      appointmentMessages.timePast,
    );
  });

  it('is judged by the hours before the clock', () => {
    expect(slotProblem(slot('07:00'), hours, clock)).toBe(appointmentMessages.outsideHours);
  });
});
