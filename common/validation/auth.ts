import * as yup from 'yup';
import { personName } from './name-rules';
import { plainText } from './plain-text';

// SPEC §5: "text@text"; kept loose on purpose, the server lower-cases and trims.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
export const PHONE_PATTERN = /^\+?[\d ()-]+$/;
/** The longest phone kept (the database refuses more): room for any international number written out. */
export const PHONE_MAX = 30;

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

const nameLength = { min: authMessages.nameMin, max: authMessages.nameMax };
const name = personName('name', { required: authMessages.nameRequired, ...nameLength });
// The maximum matches the users table's CHECK constraint, so a long value is a message, not a 500.
/** A sign-in address (SPEC §5's loose 'text@text'). */
export const emailAddress = plainText('email')
  .trim()
  .required(authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  .matches(EMAIL_PATTERN, authMessages.emailInvalid);
const phone = plainText('phone')
  .trim()
  .transform((value: string | undefined) => (value ? value : undefined))
  .optional()
  .max(PHONE_MAX, authMessages.phoneInvalid)
  .matches(PHONE_PATTERN, { message: authMessages.phoneInvalid, excludeEmptyString: true });

/** A new password typed twice: sign-up, reset and change of password. */
export const newPassword = {
  password: plainText('password').required(authMessages.passwordRequired).min(6, authMessages.passwordMin),
  confirmPassword: plainText('confirmPassword')
    .required(authMessages.confirmRequired)
    // Only once something is typed, so an empty field reads 'Debes confirmar tu contraseña'.
    .test('passwords-match', authMessages.passwordsDiffer, (value, ctx) => !value || value === ctx.parent.password),
};

export const registerSchema = yup.object({
  name,
  email: emailAddress,
  phone,
  ...newPassword,
});
export type RegisterValues = yup.InferType<typeof registerSchema>;

export const loginSchema = yup.object({
  email: emailAddress,
  password: plainText('password').required(authMessages.passwordRequired),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

// SPEC §5 profile save: one message for a blank name or email.
export const profileSchema = yup.object({
  name: personName('name', { required: authMessages.profileRequired, ...nameLength }),
  email: plainText('email')
    .trim()
    .required(authMessages.profileRequired)
    .max(254, authMessages.emailInvalid)
    .matches(EMAIL_PATTERN, authMessages.emailInvalid),
  phone,
});
export type ProfileValues = yup.InferType<typeof profileSchema>;
