import * as yup from 'yup';
import { plainText } from './plain-text';

// SPEC §5: "text@text"; kept loose on purpose, the server lower-cases and trims.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
export const PHONE_PATTERN = /^\+?[\d ()-]+$/;

export const authMessages = {
  nameRequired: 'El nombre es requerido',
  nameMin: 'El nombre debe tener al menos 2 caracteres',
  nameMax: 'El nombre no puede superar 100 caracteres',
  emailRequired: 'El email es requerido',
  emailInvalid: 'Email inválido',
  phoneInvalid: 'Formato de teléfono inválido',
  passwordRequired: 'La contraseña es requerida',
  passwordMin: 'La contraseña debe tener al menos 6 caracteres',
  confirmRequired: 'Debes confirmar tu contraseña',
  passwordsDiffer: 'Las contraseñas no coinciden',
  emailTaken: 'El email ya está registrado',
  invalidCredentials: 'Credenciales inválidas',
  profileRequired: 'Nombre y email son requeridos',
} as const;

// The maxima match the users table's CHECK constraints, so a long value is a message, not a 500.
const name = plainText('name')
  .trim()
  .required(authMessages.nameRequired)
  .min(2, authMessages.nameMin)
  .max(100, authMessages.nameMax);
const email = plainText('email')
  .trim()
  .required(authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  .matches(EMAIL_PATTERN, authMessages.emailInvalid);
const phone = plainText('phone')
  .trim()
  .transform((value: string | undefined) => (value ? value : undefined))
  .optional()
  .matches(PHONE_PATTERN, { message: authMessages.phoneInvalid, excludeEmptyString: true });

export const registerSchema = yup.object({
  name,
  email,
  phone,
  password: plainText('password').required(authMessages.passwordRequired).min(6, authMessages.passwordMin),
  confirmPassword: plainText('confirmPassword')
    .required(authMessages.confirmRequired)
    // Only once something is typed, so an empty field reads 'Debes confirmar tu contraseña'.
    .test('passwords-match', authMessages.passwordsDiffer, (value, ctx) => !value || value === ctx.parent.password),
});
export type RegisterValues = yup.InferType<typeof registerSchema>;

export const loginSchema = yup.object({
  email,
  password: plainText('password').required(authMessages.passwordRequired),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

// SPEC §5 profile save: one message for a blank name or email.
export const profileSchema = yup.object({
  name: plainText('name')
    .trim()
    .required(authMessages.profileRequired)
    .min(2, authMessages.nameMin)
    .max(100, authMessages.nameMax),
  email: plainText('email')
    .trim()
    .required(authMessages.profileRequired)
    .max(254, authMessages.emailInvalid)
    .matches(EMAIL_PATTERN, authMessages.emailInvalid),
  phone,
});
export type ProfileValues = yup.InferType<typeof profileSchema>;
