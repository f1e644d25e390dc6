import { describe, expect, it } from 'vitest';
import { breakDuring } from './breaks';
import { WEDNESDAY } from './calendar.fixtures';

const lunch = { weekday: 3, start: '13:00', end: '14:00' };
const breaks = [lunch, { weekday: 4, start: '12:00', end: '12:30' }];
const during = (time: string, duration = 30, date = WEDNESDAY) => breakDuring({ date, time, duration }, breaks);

describe('the weekly breaks', () => {
  it('refuse a service that overlaps one, by a minute or entirely', () => {
    expect(during('13:00')).toBe(lunch);
    expect(during('13:30')).toBe(lunch);
    expect(during('12:30', 60)).toBe(lunch);
    expect(during('12:00', 180)).toBe(lunch);
  });

  it('let a service end as the break starts or start as it ends', () => {
    expect(during('12:30')).toBeUndefined();
    expect(during('14:00')).toBeUndefined();
  });

  it('apply only on their weekday', () => {
    expect(during('13:00', 30, '2027-03-11')).toBeUndefined();
    expect(during('12:00', 30, '2027-03-11')).toEqual({ weekday: 4, start: '12:00', end: '12:30' });
  });
});
