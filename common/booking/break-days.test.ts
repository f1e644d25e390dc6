import { describe, expect, it } from 'vitest';
import { breakDays, breaksByHours, breaksPerDay } from './break-days';

describe('a break for several days', () => {
  it('covers its days once each, Monday first; a one-day break its day', () => {
    expect(breakDays({ weekdays: [5, 1, 3, 1] })).toEqual([1, 3, 5]);
    expect(breakDays({ weekday: 2 })).toEqual([2]);
    expect(breakDays({ weekdays: [] })).toEqual([]);
    expect(breakDays({})).toEqual([]);
  });

  it('is kept as one break per day, beside the one-day breaks', () => {
    expect(
      breaksPerDay([
        { weekdays: [1, 2], start: '14:00', end: '15:00' },
        { weekday: 6, start: '11:00', end: '11:30' },
      ]),
    ).toEqual([
      { weekday: 1, start: '14:00', end: '15:00' },
      { weekday: 2, start: '14:00', end: '15:00' },
      { weekday: 6, start: '11:00', end: '11:30' },
    ]);
  });

  it('reads back as the barber set it: the same hours on several days are one break', () => {
    expect(
      breaksByHours([
        { weekday: 3, start: '14:00', end: '15:00' },
        { weekday: 1, start: '14:00', end: '15:00' },
        { weekday: 1, start: '17:00', end: '17:30' },
        { weekday: 6, start: '11:00', end: '11:30' },
      ]),
    ).toEqual([
      { weekdays: [1, 3], start: '14:00', end: '15:00' },
      { weekdays: [1], start: '17:00', end: '17:30' },
      { weekdays: [6], start: '11:00', end: '11:30' },
    ]);
  });
});
