import * as yup from 'yup';

// SPEC §5: "text@text"; kept loose on purpose, the server lower-cases and trims.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

export const authMessages = {
  nameRequired: 'El nombre es requerido',
  nameMin: 'El nombre debe tener al menos 2 caracteres',
  emailRequired: 'El email es requerido',
  emailInvalid: 'Email inválido',
  phoneInvalid: 'Formato de teléfono inválido',
  passwordRequired: 'La contraseña es requerida',
  passwordMin: 'La contraseña debe tener al menos 6 caracteres',
  confirmRequired: 'Debes confirmar tu contraseña',
  passwordsDiffer: 'Las contraseñas no coinciden',
  emailTaken: 'El email ya está registrado',
  invalidCredentials: 'Credenciales inválidas',
} as const;

const name = yup.string().trim().required(authMessages.nameRequired).min(2, authMessages.nameMin);
const email = yup
  .string()
  .trim()
  .required(authMessages.emailRequired)
  .matches(EMAIL_PATTERN, authMessages.emailInvalid);
const phone = yup
  .string()
  .trim()
  .transform((value: string | undefined) => (value ? value : undefined))
  .optional()
  .matches(PHONE_PATTERN, { message: authMessages.phoneInvalid, excludeEmptyString: true });

export const registerSchema = yup.object({
  name,
  email,
  phone,
  password: yup.string().required(authMessages.passwordRequired).min(6, authMessages.passwordMin),
  confirmPassword: yup
    .string()
    .required(authMessages.confirmRequired)
    // Only once something is typed, so an empty field reads 'Debes confirmar tu contraseña'.
    .test('passwords-match', authMessages.passwordsDiffer, (value, ctx) => !value || value === ctx.parent.password),
});
export type RegisterValues = yup.InferType<typeof registerSchema>;

export const loginSchema = yup.object({
  email,
  password: yup.string().required(authMessages.passwordRequired),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

export const profileSchema = yup.object({ name, email, phone });
export type ProfileValues = yup.InferType<typeof profileSchema>;
