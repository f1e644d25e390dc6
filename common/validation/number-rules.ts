import * as yup from 'yup';

/** A whole number within [min, max]; any slip (blank, text, decimal, out of range) reads the one message. */
export const wholeNumber = (message: string, { min, max }: { min: number; max: number }) =>
  yup.number().typeError(message).required(message).integer(message).min(min, message).max(max, message);

/** ISO weekday, 1 (Monday) to 7 (Sunday). */
export const isoWeekday = (message: string) => wholeNumber(message, { min: 1, max: 7 });
