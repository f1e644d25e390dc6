import { describe, expect, it } from 'vitest';
import { stoppedClock, WEDNESDAY } from './calendar.fixtures';
import { noticeProblem } from './notice';

const twoHours = 'Las citas se reservan con al menos 2 horas de antelación; elige una hora posterior';
const clock = stoppedClock('2027-03-10T15:00:00Z'); // Wednesday 10:00 EST
const slot = (time: string, date = WEDNESDAY) => ({ date, time, duration: 30 });

describe('the minimum notice', () => {
  it('takes a start exactly the notice ahead and refuses one sooner', () => {
    expect(noticeProblem(slot('12:00'), 2, clock)).toBeNull();
    expect(noticeProblem(slot('11:30'), 2, clock)).toBe(twoHours);
    expect(noticeProblem(slot('12:00'), 2, stoppedClock('2027-03-10T15:00:01Z'))).toBe(twoHours);
    expect(noticeProblem(slot('10:30'), 1, clock)).toBe(
      'Las citas se reservan con al menos 1 hora de antelación; elige una hora posterior',
    );
  });

  it('is nothing at 0 hours', () => {
    expect(noticeProblem(slot('10:00'), 0, clock)).toBeNull();
  });

  it('lets a pending appointment keep the start it holds, not take another', () => {
    const held = { date: WEDNESDAY, time: '11:00' };
    expect(noticeProblem(slot('11:00'), 2, clock, { held })).toBeNull();
    expect(noticeProblem(slot('11:30'), 2, clock, { held })).toBe(twoHours);
  });

  it('does not hold back the barber booking the slot under way, but does his later ones', () => {
    expect(noticeProblem(slot('10:00'), 2, stoppedClock('2027-03-10T15:10:00Z'), { underWay: true })).toBeNull();
    expect(noticeProblem(slot('11:00'), 2, clock, { underWay: true })).toBe(twoHours);
  });

  it('counts real hours across spring forward, not wall-clock ones', () => {
    const midnight = stoppedClock('2027-03-14T05:00:00Z'); // Sunday 00:00 EST
    const three = 'Las citas se reservan con al menos 3 horas de antelación; elige una hora posterior';
    // 03:00 EDT is two real hours after midnight.
    expect(noticeProblem(slot('03:00', '2027-03-14'), 3, midnight)).toBe(three);
    expect(noticeProblem(slot('04:00', '2027-03-14'), 3, midnight)).toBeNull();
  });

  it('counts real hours across fall back, not wall-clock ones', () => {
    const midnight = stoppedClock('2027-11-07T04:00:00Z'); // Sunday 00:00 EDT
    // 02:00 EST is three real hours after midnight.
    expect(noticeProblem(slot('02:00', '2027-11-07'), 3, midnight)).toBeNull();
    expect(noticeProblem(slot('01:30', '2027-11-07'), 3, midnight)).not.toBeNull();
  });
});
