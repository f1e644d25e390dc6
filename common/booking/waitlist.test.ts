import { describe, expect, it } from 'vitest';
import { waitlistMessages, waitlistSchema } from '../validation/waitlist';
import { fitsWindow, freedTimeText, timesInWindow, windowProblem } from './waitlist';

describe('a waitlist window', () => {
  it('takes a service that starts and ends inside it', () => {
    expect(fitsWindow('10:00', 30, { from: '10:00', to: '10:30' })).toBe(true);
    expect(fitsWindow('09:30', 30, { from: '10:00', to: '13:00' })).toBe(false);
    expect(fitsWindow('12:45', 30, { from: '10:00', to: '13:00' })).toBe(false);
  });

  it('is open on a side not given, and the whole day with neither', () => {
    expect(fitsWindow('08:00', 45, { to: '09:00' })).toBe(true);
    expect(fitsWindow('20:00', 45, { from: '19:00' })).toBe(true);
    expect(timesInWindow(['09:00', '10:00', '18:30'], 30, {})).toEqual(['09:00', '10:00', '18:30']);
    expect(timesInWindow(['09:00', '10:00', '18:30'], 30, { from: '09:30', to: '18:00' })).toEqual(['10:00']);
  });

  it('is refused when the service cannot fit in it', () => {
    expect(windowProblem(45, { from: '10:00', to: '10:30' })).toBe(waitlistMessages.windowTooShort);
    expect(windowProblem(30, { from: '10:00', to: '10:30' })).toBeNull();
    expect(windowProblem(30, { from: '10:00' })).toBeNull();
  });
});

describe('joining a waitlist, as the form and the API check it', () => {
  const schema = waitlistSchema('2027-03-10');

  it('needs a day from today on and a cut', async () => {
    await expect(schema.validate({ date: '2027-03-09', cutId: 'c' })).rejects.toThrow('anterior a hoy');
    await expect(schema.validate({ date: '2027-03-10' })).rejects.toThrow('tipo de corte');
    expect(await schema.validate({ date: '2027-03-10', cutId: 'c', from: '', to: '' })).toEqual({
      date: '2027-03-10',
      cutId: 'c',
    });
  });

  it('wants «hasta» after «desde», both clock times', async () => {
    await expect(schema.validate({ date: '2027-03-10', cutId: 'c', from: '11:00', to: '10:00' })).rejects.toThrow(
      waitlistMessages.windowInverted,
    );
    await expect(schema.validate({ date: '2027-03-10', cutId: 'c', from: '25:00' })).rejects.toThrow(
      waitlistMessages.fromInvalid,
    );
  });
});

describe('the freed time, in words', () => {
  it('reads as the mail says it', () => {
    expect(freedTimeText('2027-03-13', '10:00')).toBe('Se ha liberado un hueco: sábado 13 de marzo a las 10:00 AM');
  });
});
