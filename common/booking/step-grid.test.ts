import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, type DayHours } from '../opening-hours';
import { bookingProblem } from './booking-problem';
import { calendarAt, stoppedClock, WEDNESDAY } from './calendar.fixtures';
import { blockedUntil, bookableTimes } from './slot-grid';
import { gridStarts, offGridProblem } from './step-grid';

const EARLIER = '2027-03-01T15:00:00Z'; // days before WEDNESDAY
const clock = stoppedClock(EARLIER);

/** What a booking of `minutes` at `time` holds, its buffer included, as the server stores it. */
const taken = (date: string, time: string, minutes: number, bufferMinutes: number) => {
  const start = clock.instant(date, time);
  return { start, end: blockedUntil(new Date(start.getTime() + minutes * 60_000), { bufferMinutes }) };
};

/** Offered times between `from` and `to`, both included. */
const between = (times: string[], from: string, to: string) => times.filter((t) => from <= t && t <= to);

describe('the grid of start times (issue 31)', () => {
  it('runs from opening every step minutes', () => {
    const wednesday = (step: number) => gridStarts(WEDNESDAY, DEFAULT_OPENING_HOURS, step);
    expect(wednesday(30).slice(0, 3)).toEqual(['08:00', '08:30', '09:00']);
    expect(wednesday(30)).toHaveLength(20);
    expect(wednesday(20).slice(0, 4)).toEqual(['08:00', '08:20', '08:40', '09:00']);
    expect(wednesday(15).slice(-2)).toEqual(['17:30', '17:45']);
    expect(wednesday(10)).toHaveLength(60);
    expect(gridStarts('2027-03-14', DEFAULT_OPENING_HOURS, 15)).toEqual([]); // Sunday, closed
    const halfPast: DayHours[] = [{ weekday: 3, open: '09:30', close: '11:00' }];
    expect(gridStarts(WEDNESDAY, halfPast, 20)).toEqual(['09:30', '09:50', '10:10', '10:30', '10:50']);
  });

  it('with the default half hour, a 10-minute buffer after 10:00–10:30 still costs the hour that SPEC’s grid costs', () => {
    const rules = { bufferMinutes: 10 };
    const times = bookableTimes(WEDNESDAY, 30, calendarAt(EARLIER, { rules }), [taken(WEDNESDAY, '10:00', 30, 10)]);
    expect(between(times, '09:00', '11:30')).toEqual(['09:00', '11:00', '11:30']);
  });

  it.each([
    // step, the times offered from 9:00 to 11:00 around a 30-minute booking at 10:00 with a 10-minute buffer
    [10, ['09:00', '09:10', '09:20', '10:40', '10:50', '11:00']],
    [15, ['09:00', '09:15', '10:45', '11:00']],
    [20, ['09:00', '09:20', '10:40', '11:00']],
    [30, ['09:00', '11:00']],
  ])('with a %i-minute step the next time is the end plus the buffer rounded up to the step', (step, expected) => {
    const rules = { bufferMinutes: 10, slotStepMinutes: step };
    const times = bookableTimes(WEDNESDAY, 30, calendarAt(EARLIER, { rules }), [taken(WEDNESDAY, '10:00', 30, 10)]);
    expect(between(times, '09:00', '11:00')).toEqual(expected);
  });

  it('rounds up to the step for a buffer that ends off it (15-minute step, 25-minute buffer: 11:00)', () => {
    const rules = { bufferMinutes: 25, slotStepMinutes: 15 };
    const times = bookableTimes(WEDNESDAY, 30, calendarAt(EARLIER, { rules }), [taken(WEDNESDAY, '10:00', 30, 25)]);
    expect(between(times, '10:00', '11:15')).toEqual(['11:00', '11:15']);
  });

  it('keeps the grid on a day the clocks change (New York, Sunday 14 March 2027)', () => {
    const dstDay = '2027-03-14';
    const hours: DayHours[] = [{ weekday: 7, open: '08:00', close: '12:00' }];
    const rules = { bufferMinutes: 10, slotStepMinutes: 15 };
    const times = bookableTimes(dstDay, 30, calendarAt(EARLIER, { hours, rules }), [taken(dstDay, '10:00', 30, 10)]);
    expect(between(times, '09:15', '11:00')).toEqual(['09:15', '10:45', '11:00']);
    // 10:45 on that day is 14:45 UTC (EDT), an hour earlier than the day before (EST).
    expect(clock.instant(dstDay, '10:45').toISOString()).toBe('2027-03-14T14:45:00.000Z');
    expect(clock.instant('2027-03-13', '10:45').toISOString()).toBe('2027-03-13T15:45:00.000Z');
  });

  it('refuses a time off the grid, in SPEC’s words for the half hour and naming a finer step', () => {
    const slot = (time: string) => ({ date: WEDNESDAY, time, duration: 30 });
    expect(bookingProblem(slot('10:15'), calendarAt(EARLIER))).toBe(
      'La hora debe ser un horario de la lista (en punto o y media, HH:00 o HH:30)',
    );
    const fifteen = calendarAt(EARLIER, { rules: { slotStepMinutes: 15 } });
    expect(bookingProblem(slot('10:15'), fifteen)).toBeNull();
    expect(bookingProblem(slot('10:10'), fifteen)).toBe(
      'La hora debe ser un horario de la lista (cada 15 minutos desde la apertura)',
    );
    expect(bookingProblem(slot('10:20'), calendarAt(EARLIER, { rules: { slotStepMinutes: 20 } }))).toBeNull();
    expect(bookingProblem(slot('10:30'), calendarAt(EARLIER, { rules: { slotStepMinutes: 20 } }))).not.toBeNull();
  });

  it('lets a pending appointment keep a start a later change of step left off the grid', () => {
    const held = { date: WEDNESDAY, time: '10:30' };
    const twenty = calendarAt(EARLIER, { rules: { slotStepMinutes: 20 } });
    expect(offGridProblem({ ...held, duration: 30 }, DEFAULT_OPENING_HOURS, 20)).not.toBeNull();
    expect(offGridProblem({ ...held, duration: 30 }, DEFAULT_OPENING_HOURS, 20, held)).toBeNull();
    expect(bookableTimes(WEDNESDAY, 30, twenty, [], { held })).toContain('10:30');
    expect(bookableTimes(WEDNESDAY, 30, twenty, [])).not.toContain('10:30');
  });
});
