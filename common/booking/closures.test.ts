import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '../opening-hours';
import { closedDay, closureOn, weeklyClosedOn } from './closures';

const holidays = { startDate: '2027-03-10', endDate: '2027-03-14', note: 'Vacaciones' };
const inventory = { startDate: '2027-04-01', endDate: '2027-04-01', note: '' };
const closures = [holidays, inventory];
const openingHours = DEFAULT_OPENING_HOURS;

describe('closed dates', () => {
  it('include both ends of their range', () => {
    expect(closureOn(closures, '2027-03-09')).toBeUndefined();
    expect(closureOn(closures, '2027-03-10')).toBe(holidays);
    expect(closureOn(closures, '2027-03-14')).toBe(holidays);
    expect(closureOn(closures, '2027-03-15')).toBeUndefined();
    expect(closureOn(closures, '2027-04-01')).toBe(inventory);
    expect(closureOn(undefined, '2027-04-01')).toBeUndefined();
  });

  it('say why in the server’s words, with the barber’s note', () => {
    expect(closedDay('2027-03-11', { closures })).toEqual({
      closure: true,
      note: 'Vacaciones',
      reason: 'La barbería está cerrada ese día (Vacaciones)',
    });
    expect(closedDay('2027-04-01', { closures })).toEqual({
      closure: true,
      note: null,
      reason: 'La barbería está cerrada ese día',
    });
  });

  it('win over the weekly hours', () => {
    expect(closedDay('2027-03-14', { closures, openingHours })?.reason).toBe(
      'La barbería está cerrada ese día (Vacaciones)',
    );
  });
});

describe('weekly closed days', () => {
  it('are the weekdays without opening time', () => {
    expect(weeklyClosedOn(openingHours, '2027-03-21')).toBe(true);
    expect(weeklyClosedOn(openingHours, '2027-03-20')).toBe(false);
    expect(closedDay('2027-03-21', { closures, openingHours })).toEqual({
      closure: false,
      note: null,
      reason: 'La barbería no abre ese día',
    });
    expect(closedDay('2027-03-22', { closures, openingHours })).toBeNull();
  });

  it('are unknown (not closed) before the hours are read, for weekdays they do not list and for a non-date', () => {
    expect(weeklyClosedOn(undefined, '2027-03-21')).toBe(false);
    expect(weeklyClosedOn([], '2027-03-21')).toBe(false);
    expect(weeklyClosedOn(openingHours, '2027-02-30')).toBe(false);
    expect(weeklyClosedOn(openingHours, '')).toBe(false);
  });
});
