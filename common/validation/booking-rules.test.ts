import { describe, expect, it } from 'vitest';
import { BOOKING_RULE_LIMITS, bookingRulesMessages, bookingRulesSchema } from './booking-rules';

describe('the booking rules’ messages', () => {
  it('say the limits the rules check', () => {
    expect(bookingRulesMessages).toMatchObject({
      bufferInvalid: 'El margen entre citas debe ser un número entero de 0 a 120 minutos',
      noticeInvalid: 'La antelación mínima debe ser un número entero de 0 a 168 horas',
      horizonInvalid: 'El horizonte de reserva debe ser un número entero de 1 a 365 días',
      cutoffInvalid: 'El plazo de cancelación debe ser un número entero de 0 a 168 horas',
      liveBookingsInvalid: 'El máximo de citas por cliente debe ser un número entero de 1 a 50',
      liveBookingsUnverifiedInvalid: 'El máximo de citas sin email verificado debe ser un número entero de 1 a 50',
      breaksMax: 'Puedes indicar como máximo 14 descansos',
      closedNoteMax: 'La nota no puede superar 100 caracteres',
    });
  });

  it('are what the schema answers just past each limit', async () => {
    const valid = { bufferMinutes: 0, minNoticeHours: 0, horizonDays: 60, cancellationCutoffHours: 0, breaks: [] };
    const refusal = (values: object) =>
      bookingRulesSchema.validate({ ...valid, ...values }).then(
        () => null,
        (error: Error) => error.message,
      );
    expect(await refusal({ bufferMinutes: BOOKING_RULE_LIMITS.bufferMinutes.max })).toBeNull();
    expect(await refusal({ bufferMinutes: BOOKING_RULE_LIMITS.bufferMinutes.max + 1 })).toBe(
      bookingRulesMessages.bufferInvalid,
    );
    expect(await refusal({ horizonDays: BOOKING_RULE_LIMITS.horizonDays.min - 1 })).toBe(
      bookingRulesMessages.horizonInvalid,
    );
  });
});

describe('a break for several days (issue 31)', () => {
  const valid = { bufferMinutes: 0, minNoticeHours: 0, horizonDays: 60, cancellationCutoffHours: 0 };
  const refusal = (breaks: object[]) =>
    bookingRulesSchema.validate({ ...valid, breaks }).then(
      () => null,
      (error: Error) => error.message,
    );

  it('takes weekdays or weekday, and refuses neither or both', async () => {
    expect(await refusal([{ weekdays: [1, 2], start: '14:00', end: '15:00' }])).toBeNull();
    expect(await refusal([{ weekday: 1, start: '14:00', end: '15:00' }])).toBeNull();
    expect(await refusal([{ weekdays: [], start: '14:00', end: '15:00' }])).toBe(bookingRulesMessages.breakNoDays);
    expect(await refusal([{ start: '14:00', end: '15:00' }])).toBe(bookingRulesMessages.breakNoDays);
    expect(await refusal([{ weekday: 1, weekdays: [1], start: '14:00', end: '15:00' }])).toBe(
      bookingRulesMessages.breakDayOrDays,
    );
  });

  it('overlaps a break that shares one of its days, and counts one break per day against the limit', async () => {
    expect(
      await refusal([
        { weekdays: [1, 3], start: '14:00', end: '15:00' },
        { weekday: 3, start: '14:30', end: '15:30' },
      ]),
    ).toBe(bookingRulesMessages.breakOverlap);
    expect(
      await refusal([
        { weekdays: [1, 3], start: '14:00', end: '15:00' },
        { weekday: 2, start: '14:30', end: '15:30' },
      ]),
    ).toBeNull();
    const week = [1, 2, 3, 4, 5, 6, 7];
    expect(
      await refusal([
        { weekdays: week, start: '10:00', end: '10:30' },
        { weekdays: week, start: '14:00', end: '15:00' },
      ]),
    ).toBeNull();
    expect(
      await refusal([
        { weekdays: week, start: '10:00', end: '10:30' },
        { weekdays: week, start: '14:00', end: '15:00' },
        { weekday: 1, start: '17:00', end: '17:30' },
      ]),
    ).toBe(bookingRulesMessages.breaksMax);
  });
});
