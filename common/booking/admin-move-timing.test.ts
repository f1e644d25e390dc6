import { describe, expect, it } from 'vitest';
import { appointmentMessages } from '../validation/appointment';
import { noShowMessages } from '../validation/no-show';
import { adminMoveTooEarly } from './admin-move-timing';
import { stoppedClock } from './calendar.fixtures';

// Confirmed for Monday 8 November 2027 at 10:00 EST, the day after fall back.
const appointment = { date: '2027-11-08', startsAt: new Date('2027-11-08T15:00:00Z') };
const at = (iso: string, to: string) => adminMoveTooEarly(to, appointment, stoppedClock(iso));

describe('the admin’s moves in time', () => {
  it('marks a no-show only once the appointment has started', () => {
    expect(at('2027-11-08T14:59:59Z', 'NO_SHOW')).toBe(noShowMessages.tooEarly);
    expect(at('2027-11-08T15:00:00Z', 'NO_SHOW')).toBeNull();
  });

  it('completes from the appointment’s shop day on, whatever the hour', () => {
    // Sunday 23:59 in New York, already Monday in UTC.
    expect(at('2027-11-08T04:59:00Z', 'COMPLETED')).toBe(appointmentMessages.completedTooEarly);
    expect(at('2027-11-08T05:00:00Z', 'COMPLETED')).toBeNull();
    expect(at('2027-11-09T20:00:00Z', 'COMPLETED')).toBeNull();
  });

  it('confirms or rejects at any time', () => {
    expect(at('2027-11-01T12:00:00Z', 'CONFIRMED')).toBeNull();
    expect(at('2027-11-01T12:00:00Z', 'CANCELLED')).toBeNull();
  });
});
