import * as yup from 'yup';
import { authMessages, PHONE_PATTERN } from './auth';
import { plainText } from './plain-text';

export const walkInMessages = {
  whoRequired: 'Elige un cliente o escribe el nombre de quien viene sin cuenta',
  whoAmbiguous: 'La cita es para un cliente registrado o para alguien sin cuenta, no para ambos',
  nameRequired: 'El nombre del cliente es requerido',
  nameMin: authMessages.nameMin,
  nameMax: authMessages.nameMax,
  phoneInvalid: authMessages.phoneInvalid,
  clientNotFound: 'Cliente no encontrado',
} as const;

/** The barber's booking is for a registered client (clientId) or for a name and phone without an account. */
export const walkInSchema = yup.object({
  walkInName: plainText('walkInName')
    .trim()
    .required(walkInMessages.nameRequired)
    .min(2, walkInMessages.nameMin)
    .max(100, walkInMessages.nameMax),
  walkInPhone: plainText('walkInPhone')
    .trim()
    .transform((value: string | undefined) => (value ? value : undefined))
    .optional()
    .max(30, walkInMessages.phoneInvalid)
    .matches(PHONE_PATTERN, { message: walkInMessages.phoneInvalid, excludeEmptyString: true }),
});
export type WalkInValues = yup.InferType<typeof walkInSchema>;
