import { describe, expect, it } from 'vitest';
import { bookingLinkPath, parseBookingLink } from './booking-link';

const parse = (query: string) => parseBookingLink(new URLSearchParams(query));

describe('the booking form’s link', () => {
  it('reads the cut, barber, day and time', () => {
    expect(parse('cutId=c1&barberId=b1&date=2027-05-04&time=09:30')).toEqual({
      cutId: 'c1',
      barberId: 'b1',
      date: '2027-05-04',
      time: '09:30',
    });
  });

  it('leaves out what is not given, or empty', () => {
    expect(parse('cutId=c1&barberId=')).toEqual({ cutId: 'c1', barberId: null, date: null, time: null });
  });

  it('drops a day that is not a calendar day, and its time with it', () => {
    expect(parse('date=2027-02-30&time=10:00')).toMatchObject({ date: null, time: null });
    expect(parse('date=4-5-2027&time=10:00')).toMatchObject({ date: null, time: null });
  });

  it('drops a time that is not HH:MM but keeps the day', () => {
    for (const time of ['9:30', '24:00', '10:60', '10:00:00', 'mañana']) {
      expect(parse(`date=2027-05-04&time=${encodeURIComponent(time)}`)).toMatchObject({
        date: '2027-05-04',
        time: null,
      });
    }
  });

  it('takes no time without a day', () => {
    expect(parse('time=10:00')).toMatchObject({ date: null, time: null });
  });

  it('writes the path the form reads back', () => {
    const link = { cutId: 'c 1', barberId: null, date: '2027-05-04', time: '09:30' };
    const path = bookingLinkPath(link);
    expect(path).toBe('/client/appointments/create?cutId=c+1&date=2027-05-04&time=09%3A30');
    expect(parse(path.split('?')[1])).toEqual(link);
    expect(bookingLinkPath({})).toBe('/client/appointments/create');
  });
});
