import { describe, expect, it } from 'vitest';
import { addDays } from '@common/booking/shop-dates';
import { gridRange, monthGrid, monthLabel, monthRange, shiftMonth, WEEKDAY_ABBREVIATIONS } from './month-grid';

const dates = (weeks: ReturnType<typeof monthGrid>) => weeks.flat().map((cell) => cell.date);

describe('the month grid (SPEC §2)', () => {
  it('covers the month in whole weeks from Sunday, neighbours flagged', () => {
    const weeks = monthGrid('2027-02', '2027-02-10');
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0][0]).toEqual({ date: '2027-01-31', day: 31, inMonth: false, isToday: false });
    expect(weeks[0][1]).toEqual({ date: '2027-02-01', day: 1, inMonth: true, isToday: false });
    expect(weeks[4][6]).toEqual({ date: '2027-03-06', day: 6, inMonth: false, isToday: false });
    expect(
      weeks
        .flat()
        .filter((cell) => cell.isToday)
        .map((cell) => cell.date),
    ).toEqual(['2027-02-10']);
    expect(weeks.flat().filter((cell) => cell.inMonth)).toHaveLength(28);
  });

  it('starts on the 1st when it is a Sunday and takes six weeks when the month needs them', () => {
    expect(monthGrid('2027-08', '2027-01-01')[0][0].date).toBe('2027-08-01');
    expect(monthGrid('2027-08', '2027-01-01')).toHaveLength(5);
    const october = monthGrid('2027-10', '2027-01-01');
    expect(october).toHaveLength(6);
    expect(october[0][0].date).toBe('2027-09-26');
    expect(october[5][6].date).toBe('2027-11-06');
  });

  it('lists each day once across the DST changes', () => {
    for (const month of ['2027-03', '2027-11']) {
      const days = dates(monthGrid(month, '2027-01-01'));
      expect(new Set(days).size).toBe(days.length);
      days.slice(1).forEach((day, i) => expect(day).toBe(addDays(days[i], 1)));
    }
    expect(dates(monthGrid('2027-03', '2027-01-01'))).toContain('2027-03-14');
    expect(dates(monthGrid('2027-11', '2027-01-01'))).toContain('2027-11-07');
  });

  it('moves between months and names them in Spanish', () => {
    expect(shiftMonth('2027-12', 1)).toBe('2028-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthLabel('2027-03')).toBe('Marzo 2027');
    expect(WEEKDAY_ABBREVIATIONS).toEqual(['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb']);
  });
});

describe('the range the calendar asks for (issue 31 §3)', () => {
  it("is the grid's first and last day, the neighbouring months' days included", () => {
    // November 2026: Sunday 1 to Monday 30, so the grid runs on to Saturday 5 December.
    expect(gridRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-12-05' });
    expect(gridRange('2027-10')).toEqual({ from: '2027-09-26', to: '2027-11-06' });
    for (const month of ['2026-11', '2027-02', '2027-10', '2028-02']) {
      const days = dates(monthGrid(month, '2027-01-01'));
      expect(gridRange(month)).toEqual({ from: days[0], to: days[days.length - 1] });
    }
  });
});
