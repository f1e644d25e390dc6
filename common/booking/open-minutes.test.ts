import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '../opening-hours';
import { openMinutesBetween, openMinutesOn, type BarberDayRules } from './open-minutes';

// 2027-03-08 is a Monday: the usual hours open it 08:00–18:00 (600 minutes), Saturday 08:00–16:00.
const shop: BarberDayRules = { hours: DEFAULT_OPENING_HOURS, breaks: [], closures: [], timeOff: [] };

describe('open minutes of a barber on a day', () => {
  it('are the hours of that weekday, none on a closed weekday', () => {
    expect(openMinutesOn('2027-03-08', shop)).toBe(600);
    expect(openMinutesOn('2027-03-13', shop)).toBe(480);
    expect(openMinutesOn('2027-03-14', shop)).toBe(0);
  });

  it('follow their own hours when they have them', () => {
    const own = { ...shop, hours: [{ weekday: 1, open: '10:00', close: '14:30' }] };
    expect(openMinutesOn('2027-03-08', own)).toBe(270);
    expect(openMinutesOn('2027-03-09', own)).toBe(0);
  });

  it('lose the breaks inside the hours, a minute paused twice counted once', () => {
    const breaks = [
      { weekday: 1, start: '13:00', end: '14:00' },
      { weekday: 1, start: '13:30', end: '14:30' },
      { weekday: 1, start: '07:00', end: '08:30' },
      { weekday: 1, start: '18:00', end: '19:00' },
      { weekday: 2, start: '13:00', end: '14:00' },
    ];
    expect(openMinutesOn('2027-03-08', { ...shop, breaks })).toBe(600 - 90 - 30);
    expect(openMinutesOn('2027-03-09', { ...shop, breaks })).toBe(540);
  });

  it('are none on a shop closure or a day off of theirs', () => {
    const closures = [{ startDate: '2027-03-08', endDate: '2027-03-08', note: 'Festivo' }];
    const timeOff = [{ startDate: '2027-03-09', endDate: '2027-03-10', note: 'Curso' }];
    const rules = { ...shop, closures, timeOff };
    expect(openMinutesOn('2027-03-08', rules)).toBe(0);
    expect(openMinutesOn('2027-03-09', rules)).toBe(0);
    expect(openMinutesOn('2027-03-10', rules)).toBe(0);
    expect(openMinutesOn('2027-03-11', rules)).toBe(600);
  });

  it('add up over a range, both ends included', () => {
    expect(openMinutesBetween('2027-03-08', '2027-03-14', shop)).toBe(5 * 600 + 480);
    expect(openMinutesBetween('2027-03-08', '2027-03-08', shop)).toBe(600);
    expect(openMinutesBetween('2027-03-09', '2027-03-08', shop)).toBe(0);
  });
});
