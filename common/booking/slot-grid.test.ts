import { describe, expect, it } from 'vitest';
import { TIME_SLOTS } from '../validation/appointment';
import { calendarAt, stoppedClock, WEDNESDAY } from './calendar.fixtures';
import { blockedUntil, bookableTimes } from './slot-grid';

const EARLIER = '2027-03-01T15:00:00Z'; // days before WEDNESDAY
/** The grid's starts from `first` to `last`, both included. */
const half = (first: string, last: string) => TIME_SLOTS.filter((time) => first <= time && time <= last);
const clock = stoppedClock(EARLIER);
const held = (time: string, minutes: number) => {
  const start = clock.instant(WEDNESDAY, time);
  return { start, end: new Date(start.getTime() + minutes * 60_000) };
};

describe('the slot grid', () => {
  it('offers every half hour the whole service fits in the day', () => {
    expect(bookableTimes(WEDNESDAY, 30, calendarAt(EARLIER), [])).toEqual(half('08:00', '17:30'));
    expect(bookableTimes(WEDNESDAY, 60, calendarAt(EARLIER), [])).toEqual(half('08:00', '17:00'));
    expect(bookableTimes('2027-03-13', 45, calendarAt(EARLIER), [])).toEqual(half('08:00', '15:00'));
    expect(bookableTimes('2027-03-14', 30, calendarAt(EARLIER), [])).toEqual([]);
  });

  it('leaves out what is held, back-to-back allowed', () => {
    const times = bookableTimes(WEDNESDAY, 30, calendarAt(EARLIER), [held('10:00', 30)]);
    expect(times).toContain('09:30');
    expect(times).not.toContain('10:00');
    expect(times).toContain('10:30');
    const hour = bookableTimes(WEDNESDAY, 60, calendarAt(EARLIER), [held('10:00', 30)]);
    expect(hour).not.toContain('09:30');
    expect(hour).toContain('09:00');
  });

  it('keeps the buffer free after each booking, the new one’s too', () => {
    const rules = { bufferMinutes: 15 };
    // The booking held 10:00–10:30 blocks until 10:45, as it was stored.
    const taken = [{ ...held('10:00', 30), end: blockedUntil(held('10:00', 30).end, rules) }];
    const times = bookableTimes(WEDNESDAY, 30, calendarAt(EARLIER, { rules }), taken);
    expect(times).toContain('09:00');
    expect(times).not.toContain('09:30'); // it would block until 10:15
    expect(times).not.toContain('10:30');
    expect(times).toContain('11:00');
    expect(blockedUntil(new Date('2027-03-10T15:30:00Z'), rules).toISOString()).toBe('2027-03-10T15:45:00.000Z');
  });

  it('leaves out the breaks', () => {
    const rules = { breaks: [{ weekday: 3, start: '13:00', end: '14:00' }] };
    const times = bookableTimes(WEDNESDAY, 30, calendarAt(EARLIER, { rules }), []);
    expect(times).toContain('12:30');
    expect(times).not.toContain('13:00');
    expect(times).not.toContain('13:30');
    expect(times).toContain('14:00');
    expect(bookableTimes(WEDNESDAY, 60, calendarAt(EARLIER, { rules }), [])).not.toContain('12:30');
  });

  it('offers nothing on a closed date or beyond the horizon', () => {
    const closures = [{ startDate: WEDNESDAY, endDate: WEDNESDAY, note: null }];
    expect(bookableTimes(WEDNESDAY, 30, calendarAt(EARLIER, { closures }), [])).toEqual([]);
    expect(bookableTimes('2027-05-05', 30, calendarAt(EARLIER), [])).toEqual([]);
  });

  it('starts today after now, or with the notice, and the barber may take the slot under way', () => {
    const now = '2027-03-10T15:10:00Z'; // 10:10 EST
    expect(bookableTimes(WEDNESDAY, 30, calendarAt(now), [])[0]).toBe('10:30');
    expect(bookableTimes(WEDNESDAY, 30, calendarAt(now), [], { underWay: true })[0]).toBe('10:00');
    expect(bookableTimes(WEDNESDAY, 30, calendarAt(now, { rules: { minNoticeHours: 3 } }), [])[0]).toBe('13:30');
  });

  it('lays the DST Sundays out on the wall clock', () => {
    const hours = [{ weekday: 7, open: '08:00', close: '14:00' }];
    const spring = bookableTimes('2027-03-14', 30, calendarAt('2027-03-12T17:00:00Z', { hours }), []);
    const fall = bookableTimes('2027-11-07', 30, calendarAt('2027-11-05T16:00:00Z', { hours }), []);
    expect(spring).toEqual(half('08:00', '13:30'));
    expect(fall).toEqual(half('08:00', '13:30'));
  });

  it('compares held ranges as instants across the DST change', () => {
    const hours = [{ weekday: 7, open: '00:00', close: '06:00' }];
    const sunday = calendarAt('2027-11-05T16:00:00Z', { hours });
    // 01:00–01:30 EST (06:00–06:30 UTC), the repeated hour read the second time.
    const taken = [{ start: new Date('2027-11-07T06:00:00Z'), end: new Date('2027-11-07T06:30:00Z') }];
    const times = bookableTimes('2027-11-07', 30, sunday, taken);
    expect(times).not.toContain('01:00');
    expect(times).toContain('00:30');
    expect(times).toContain('01:30');
  });
});
