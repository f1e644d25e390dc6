import { describe, expect, it } from 'vitest';
import { compareForDay, countByStatus } from './appointment-status';

describe('the day view’s order and the month’s counters', () => {
  it('sorts a day by status (pending first) and then by time', () => {
    const day = [
      { status: 'COMPLETED', time: '09:00' },
      { status: 'CONFIRMED', time: '11:00' },
      { status: 'SOMETHING_NEW', time: '08:00' },
      { status: 'PENDING', time: '12:00' },
      { status: 'CONFIRMED', time: '10:00' },
      { status: 'NO_SHOW', time: '08:30' },
      { status: 'CANCELLED', time: '09:30' },
    ];
    expect([...day].sort(compareForDay).map(({ status, time }) => `${status} ${time}`)).toEqual([
      'PENDING 12:00',
      'CONFIRMED 10:00',
      'CONFIRMED 11:00',
      'CANCELLED 09:30',
      'COMPLETED 09:00',
      'NO_SHOW 08:30',
      'SOMETHING_NEW 08:00',
    ]);
  });

  it('counts each status, an unknown one only in the total', () => {
    const counters = countByStatus([
      { status: 'PENDING' },
      { status: 'PENDING' },
      { status: 'NO_SHOW' },
      { status: 'X' },
    ]);
    expect(counters).toEqual({ total: 4, PENDING: 2, CONFIRMED: 0, COMPLETED: 0, CANCELLED: 0, NO_SHOW: 1 });
  });
});
