import { describe, expect, it } from 'vitest';
import { availableDay, availableDays, datesBetween } from './available-days';
import { bookableTimes } from './slot-grid';
import { calendarAt, WEDNESDAY } from './calendar.fixtures';

const EARLIER = '2027-03-01T15:00:00Z'; // Monday 1 March, 10:00 in New York
const calendar = calendarAt(EARLIER);
const range = (date: string, from: string, to: string) => ({
  start: calendar.clock.instant(date, from),
  end: calendar.clock.instant(date, to),
});

describe('the booking strip', () => {
  it('lists every date of the range, across a month', () => {
    expect(datesBetween('2027-02-27', '2027-03-02')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02']);
  });

  it('gives each day what bookableTimes gives, taken ranges judged on their own day', () => {
    const taken = [range(WEDNESDAY, '08:00', '17:00')];
    const days = availableDays('2027-03-09', '2027-03-11', 30, calendar, taken);
    expect(days.map((d) => d.date)).toEqual(['2027-03-09', WEDNESDAY, '2027-03-11']);
    expect(days[0].free).toEqual(bookableTimes('2027-03-09', 30, calendar, []));
    expect(days[1]).toEqual({ date: WEDNESDAY, free: ['17:00', '17:30'], reason: null, message: null });
  });

  it('says why a day has nothing', () => {
    const full = availableDay(WEDNESDAY, 30, calendar, [range(WEDNESDAY, '08:00', '18:00')]);
    expect(full).toMatchObject({ free: [], reason: 'full', message: expect.stringMatching(/^Completo/) });
    expect(availableDay('2027-03-14', 30, calendar, []).reason).toBe('closed'); // Sunday
    const closures = [{ startDate: WEDNESDAY, endDate: WEDNESDAY, note: 'Vacaciones' }];
    expect(availableDay(WEDNESDAY, 30, calendarAt(EARLIER, { closures }), []).message).toBe(
      'La barbería está cerrada ese día (Vacaciones)',
    );
    expect(availableDay('2027-02-26', 30, calendar, []).reason).toBe('past');
    expect(availableDay('2027-05-05', 30, calendar, []).reason).toBe('too_far');
  });

  it('tells the notice apart from a full day', () => {
    const notice = calendarAt(EARLIER, { rules: { minNoticeHours: 48 } });
    expect(availableDay('2027-03-02', 30, notice, [])).toMatchObject({ reason: 'too_soon', free: [] });
    expect(availableDay('2027-03-02', 30, notice, []).message).toContain('48 horas');
    const evening = calendarAt('2027-03-01T23:30:00Z'); // 18:30, closed for the day
    expect(availableDay('2027-03-01', 30, evening, [])).toMatchObject({
      reason: 'too_soon',
      message: 'Ya no quedan horas libres hoy',
    });
  });

  it('a service longer than the day fits nowhere', () => {
    expect(availableDay(WEDNESDAY, 11 * 60, calendar, [])).toMatchObject({ reason: 'full', free: [] });
  });
});
