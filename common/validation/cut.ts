import * as yup from 'yup';
import { REBOOK_DAYS } from '../booking/rebook';
import { plainText, singleLine } from './plain-text';

export const cutMessages = {
  nameRequired: 'El nombre es requerido',
  nameMin: 'El nombre debe tener al menos 2 caracteres',
  nameMax: 'El nombre no puede superar 80 caracteres',
  descriptionRequired: 'La descripción es requerida',
  descriptionMin: 'La descripción debe tener al menos 5 caracteres',
  descriptionMax: 'La descripción no puede superar 500 caracteres',
  priceRequired: 'El precio es requerido',
  priceNumber: 'El precio debe ser un número',
  priceMin: 'El precio debe ser mayor o igual a 0',
  priceMax: 'El precio no puede superar 10000',
  priceCents: 'El precio admite como máximo 2 decimales',
  durationRequired: 'La duración es requerida',
  durationNumber: 'La duración debe ser un número',
  durationMin: 'La duración debe ser mayor a 0',
  durationMax: 'La duración no puede superar 480 minutos',
  durationInteger: 'La duración debe ser un número entero de minutos',
  rebookNumber: 'Los días para volver deben ser un número',
  rebookInteger: 'Los días para volver deben ser un número entero',
  rebookMin: 'Los días para volver deben ser al menos 1',
  rebookMax: 'Los días para volver no pueden superar 365',
  notFound: 'Corte no encontrado',
  nameTaken: 'Ya existe un corte con ese nombre',
} as const;

export const CUT_LIMITS = { nameMax: 80, descriptionMax: 500, priceMax: 10000, durationMax: 480 } as const;

/** SPEC §5: a new haircut starts at price 0 and 30 minutes. */
export const cutDefaults = { price: 0, duration: 30 } as const;

// Binary floats: 12.35 * 100 is 1234.9999999999998, so compare with a tolerance.
const hasAtMostTwoDecimals = (value: number | undefined) =>
  value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const cutSchema = yup.object({
  name: singleLine('name')
    .trim()
    .required(cutMessages.nameRequired)
    .min(2, cutMessages.nameMin)
    .max(CUT_LIMITS.nameMax, cutMessages.nameMax),
  description: plainText('description')
    .trim()
    .required(cutMessages.descriptionRequired)
    .min(5, cutMessages.descriptionMin)
    .max(CUT_LIMITS.descriptionMax, cutMessages.descriptionMax),
  price: yup
    .number()
    .typeError(cutMessages.priceNumber)
    .required(cutMessages.priceRequired)
    .min(0, cutMessages.priceMin)
    .max(CUT_LIMITS.priceMax, cutMessages.priceMax)
    .test('cents', cutMessages.priceCents, hasAtMostTwoDecimals),
  duration: yup
    .number()
    .typeError(cutMessages.durationNumber)
    .required(cutMessages.durationRequired)
    .integer(cutMessages.durationInteger)
    .min(1, cutMessages.durationMin)
    .max(CUT_LIMITS.durationMax, cutMessages.durationMax),
  // Empty: the cut is never due again (no «¿Toca corte?»).
  rebookAfterDays: yup
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? null : value))
    .typeError(cutMessages.rebookNumber)
    .integer(cutMessages.rebookInteger)
    .min(REBOOK_DAYS.min, cutMessages.rebookMin)
    .max(REBOOK_DAYS.max, cutMessages.rebookMax)
    .nullable()
    .default(null),
});
export type CutValues = yup.InferType<typeof cutSchema>;
