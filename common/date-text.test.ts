import { describe, expect, it } from 'vitest';
import {
  capitalized,
  longDate,
  mediumDate,
  relativeDay,
  shopDayAndTime,
  shortDate,
  shortInstant,
  shortInstantWithTime,
} from './date-text';

// The suite runs with TZ=Asia/Tokyo too: a shop day never moves with the process's zone, and an instant is
// always read in the shop's.
const NY = 'America/New_York';

describe('one way to write a date (decision 0028)', () => {
  it('writes a shop day in three lengths', () => {
    expect(longDate('2026-12-01')).toBe('martes, 1 de diciembre de 2026');
    expect(mediumDate('2026-12-01')).toBe('martes, 1 de diciembre');
    expect(shortDate('2026-12-01')).toBe('1 dic 2026');
    expect(longDate('2030-01-16')).toBe('miércoles, 16 de enero de 2030');
    expect(mediumDate('2027-09-04')).toBe('sábado, 4 de septiembre');
    expect(shortDate('2027-09-04')).toBe('4 sept 2027');
  });

  it('names every weekday and month', () => {
    const week = ['2027-03-07', '2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12', '2027-03-13'];
    expect(week.map((d) => mediumDate(d)!.split(',')[0])).toEqual([
      'domingo',
      'lunes',
      'martes',
      'miércoles',
      'jueves',
      'viernes',
      'sábado',
    ]);
    const months = Array.from({ length: 12 }, (_, i) => `2027-${String(i + 1).padStart(2, '0')}-15`);
    expect(months.map((d) => shortDate(d)!.split(' ')[1])).toEqual([
      'ene',
      'feb',
      'mar',
      'abr',
      'may',
      'jun',
      'jul',
      'ago',
      'sept',
      'oct',
      'nov',
      'dic',
    ]);
    expect(longDate('2027-12-31')).toBe('viernes, 31 de diciembre de 2027');
  });

  it('takes the day of an ISO string and refuses what is not a day', () => {
    expect(mediumDate('2026-12-01T00:00:00.000Z')).toBe('martes, 1 de diciembre');
    for (const bad of ['', null, undefined, '2027-02-30', '2027-13-01', 'mañana', '01/12/2026']) {
      expect(longDate(bad)).toBeNull();
      expect(mediumDate(bad)).toBeNull();
      expect(shortDate(bad)).toBeNull();
    }
    expect(longDate('2028-02-29')).toBe('martes, 29 de febrero de 2028');
  });

  it('says «Hoy» and «Mañana» for the shop’s today and tomorrow, and nothing else', () => {
    expect(relativeDay('2026-11-30', '2026-11-30')).toBe('Hoy');
    expect(relativeDay('2026-12-01', '2026-11-30')).toBe('Mañana');
    expect(relativeDay('2027-01-01', '2026-12-31')).toBe('Mañana');
    expect(relativeDay('2026-12-02', '2026-11-30')).toBeNull();
    expect(relativeDay('2026-11-29', '2026-11-30')).toBeNull();
    expect(relativeDay('2026-02-30', '2026-02-29')).toBeNull();
    expect(relativeDay(null, '2026-11-30')).toBeNull();
  });

  it('reads an instant in the shop’s zone, whatever the process’s', () => {
    // 03:30 UTC on 1 December is still 30 November, 10:30 PM, in New York (and already the 1st in Tokyo).
    expect(shopDayAndTime('2026-12-01T03:30:00Z', NY)).toEqual({ date: '2026-11-30', time: '22:30' });
    expect(shortInstant('2026-12-01T03:30:00Z', NY)).toBe('30 nov 2026');
    expect(shortInstantWithTime('2026-12-01T03:30:00Z', NY)).toBe('30 nov 2026, 10:30 PM');
    expect(shortInstantWithTime(new Date('2026-12-01T05:00:00Z'), NY)).toBe('1 dic 2026, 12:00 AM');
    expect(shortInstant('2026-12-01T03:30:00Z', 'Asia/Tokyo')).toBe('1 dic 2026');
    // Across the spring change New York's clock reads EDT.
    expect(shortInstantWithTime('2027-03-14T07:00:00Z', NY)).toBe('14 mar 2027, 3:00 AM');
    expect(shortInstant('not a date', NY)).toBeNull();
    expect(shortInstantWithTime(null, NY)).toBeNull();
  });

  it('capitalizes a date that opens a title', () => {
    expect(capitalized(longDate('2026-12-01')!)).toBe('Martes, 1 de diciembre de 2026');
    expect(capitalized(mediumDate('2027-03-10')!)).toBe('Miércoles, 10 de marzo');
  });
});
