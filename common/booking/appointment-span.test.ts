import { describe, expect, it } from 'vitest';
import { stoppedClock } from './calendar.fixtures';
import { appointmentSpan } from './slot-grid';

const clock = stoppedClock('2027-03-01T15:00:00Z');

describe('an appointment’s span', () => {
  it('runs from the shop’s wall-clock start for its duration, and holds the buffer after it', () => {
    const span = appointmentSpan(clock, { date: '2027-03-10', time: '10:00', duration: 45 }, { bufferMinutes: 10 });
    expect(span.startsAt.toISOString()).toBe('2027-03-10T15:00:00.000Z');
    expect(span.endsAt.toISOString()).toBe('2027-03-10T15:45:00.000Z');
    expect(span.blockedUntil.toISOString()).toBe('2027-03-10T15:55:00.000Z');
  });

  it('keeps real minutes across the spring-forward night (New York, 14 March 2027)', () => {
    const span = appointmentSpan(clock, { date: '2027-03-14', time: '08:00', duration: 30 }, { bufferMinutes: 0 });
    expect(span.startsAt.toISOString()).toBe('2027-03-14T12:00:00.000Z'); // EDT, UTC−4
    expect(span.endsAt.getTime() - span.startsAt.getTime()).toBe(30 * 60_000);
    expect(span.blockedUntil).toEqual(span.endsAt);
  });
});
