import { describe, expect, it } from 'vitest';
import { clientAppointmentGroups } from './client-appointment-groups';

const NOW = Date.parse('2027-05-10T12:00:00Z');
// As the server sends them: the latest start first.
const LIST = [
  { id: 'later', status: 'PENDING', startsAt: '2027-05-20T13:00:00Z' },
  { id: 'soon', status: 'CONFIRMED', startsAt: '2027-05-12T13:00:00Z' },
  { id: 'rejected-ahead', status: 'CANCELLED', startsAt: '2027-05-11T13:00:00Z' },
  { id: 'under-way', status: 'CONFIRMED', startsAt: '2027-05-10T11:45:00Z' },
  { id: 'done', status: 'COMPLETED', startsAt: '2027-05-04T13:00:00Z' },
  { id: 'missed', status: 'NO_SHOW', startsAt: '2027-05-01T13:00:00Z' },
];

describe('clientAppointmentGroups', () => {
  it('puts the live ones still ahead first, soonest first, and keeps the rest latest first', () => {
    const { upcoming, past } = clientAppointmentGroups(LIST, NOW);
    expect(upcoming.map((a) => a.id)).toEqual(['soon', 'later']);
    expect(past.map((a) => a.id)).toEqual(['rejected-ahead', 'under-way', 'done', 'missed']);
  });

  it('has empty groups for a client without appointments', () => {
    expect(clientAppointmentGroups([], NOW)).toEqual({ upcoming: [], past: [] });
  });
});
