import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, minusOneMonth, minutesOf } from './shop-dates';

describe('shop dates', () => {
  it('numbers weekdays Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2027-03-08')).toBe(1);
    expect(isoWeekday('2027-03-13')).toBe(6);
    expect(isoWeekday('2027-03-14')).toBe(7);
  });

  it('adds days across months, years and leap days, DST weekends included', () => {
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14');
    expect(addDays('2027-11-06', 2)).toBe('2027-11-08');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', 365)).toBe('2028-01-01');
  });

  it('goes back one month keeping the day, clamped to the shorter month', () => {
    expect(minusOneMonth('2027-05-15')).toBe('2027-04-15');
    expect(minusOneMonth('2027-03-31')).toBe('2027-02-28');
    expect(minusOneMonth('2028-03-31')).toBe('2028-02-29');
    expect(minusOneMonth('2027-01-10')).toBe('2026-12-10');
  });

  it('reads HH:MM as minutes since midnight', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('08:30')).toBe(510);
    expect(minutesOf('23:30')).toBe(1410);
  });
});
