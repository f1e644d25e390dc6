import { describe, expect, it } from 'vitest';
import { horizonProblem, lastBookableDay } from './horizon';

describe('the booking horizon', () => {
  it('ends horizonDays after today, that day included', () => {
    expect(lastBookableDay('2027-03-10', 60)).toBe('2027-05-09');
    expect(horizonProblem('2027-05-09', '2027-03-10', 60)).toBeNull();
    expect(horizonProblem('2027-05-10', '2027-03-10', 60)).toBe('Solo se puede reservar hasta 60 días por adelantado');
  });

  it('crosses years and says one day in the singular', () => {
    expect(lastBookableDay('2027-12-31', 1)).toBe('2028-01-01');
    expect(horizonProblem('2028-01-02', '2027-12-31', 1)).toBe('Solo se puede reservar hasta 1 día por adelantado');
  });
});
