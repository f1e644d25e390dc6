import { describe, expect, it } from 'vitest';
import { isRebookDue, isRebookHour, rebookDueOn, sourceOfLink, wantsRebook } from './rebook';

describe('«¿Toca corte?»', () => {
  it('is due the day the cut’s days have passed, across months and years, never without days', () => {
    expect(rebookDueOn('2027-01-20', 21)).toBe('2027-02-10');
    expect(rebookDueOn('2027-12-20', 35)).toBe('2028-01-24');
    expect(isRebookDue('2027-01-20', 21, '2027-02-09')).toBe(false);
    expect(isRebookDue('2027-01-20', 21, '2027-02-10')).toBe(true);
    expect(isRebookDue('2027-01-20', null, '2030-01-01')).toBe(false);
  });

  it('stays due for 14 days, no longer', () => {
    expect(isRebookDue('2027-01-20', 21, '2027-02-23')).toBe(true);
    expect(isRebookDue('2027-01-20', 21, '2027-02-24')).toBe(false);
  });

  it('goes from 10:00 to before 19:00, shop time', () => {
    expect(isRebookHour('09:59')).toBe(false);
    expect(isRebookHour('10:00')).toBe(true);
    expect(isRebookHour('18:59')).toBe(true);
    expect(isRebookHour('19:00')).toBe(false);
  });

  it('is on by default only with a completed appointment; a choice is kept either way', () => {
    expect(wantsRebook(null, 0)).toBe(false);
    expect(wantsRebook(null, 1)).toBe(true);
    expect(wantsRebook(false, 3)).toBe(false);
    expect(wantsRebook(true, 0)).toBe(true);
  });

  it('reads the link’s source word, and nothing else', () => {
    expect(sourceOfLink('recordatorio')).toBe('rebook_reminder');
    expect(sourceOfLink('toString')).toBeNull();
    expect(sourceOfLink('otro')).toBeNull();
    expect(sourceOfLink(null)).toBeNull();
  });
});
