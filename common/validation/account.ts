import * as yup from 'yup';
import { authMessages, emailAddress, newPassword, profileSchema } from './auth';
import { wholeNumber } from './number-rules';
import { plainText } from './plain-text';

/** Password recovery, verification, change of password and mail preferences (issue 14). */
export const accountMessages = {
  resetRequested:
    'Si existe una cuenta con ese email, te hemos enviado un enlace para restablecer la contraseña. Revisa tu correo.',
  resetDone: 'Contraseña restablecida. Ya puedes iniciar sesión.',
  resetLinkInvalid: 'El enlace no es válido o ha caducado. Pide uno nuevo.',
  verifyLinkInvalid: 'El enlace de verificación no es válido o ha caducado. Pide uno nuevo desde Mi Perfil.',
  emailVerified: 'Email verificado',
  verificationSent: 'Te hemos enviado un nuevo enlace de verificación',
  alreadyVerified: 'Tu email ya está verificado',
  passwordChanged: 'Contraseña cambiada. Tus sesiones en otros dispositivos se han cerrado.',
  currentPasswordRequired: 'La contraseña actual es requerida',
  currentPasswordWrong: 'La contraseña actual no es correcta',
  currentPasswordForEmail: 'Escribe tu contraseña actual para cambiar el email',
  revertLinkInvalid:
    'Este enlace ya no sirve: se usó, caducó o la cuenta ya no existe. Si no puedes entrar, pide un enlace para restablecer la contraseña.',
  preferencesSaved: 'Preferencias de correo guardadas',
  unsubscribed: 'Listo: ya no recibirás correos de citas ni recordatorios.',
  unsubscribedRebook: 'Listo: ya no recibirás recordatorios para volver.',
  unsubscribeInvalid: 'El enlace para darse de baja no es válido.',
  mailSettingsSaved: 'Ajustes de correo guardados',
  reminderHoursInvalid: 'Las horas de antelación deben ser un número entero entre 0 y 168',
} as const;

/** What the link mailed to the old address answers once it has put that address back. */
export const emailRestored = (email: string) =>
  `Tu cuenta vuelve a usar ${email}. Hemos cerrado todas sus sesiones y te hemos enviado a ese email un enlace para elegir una contraseña nueva.`;

export const forgotPasswordSchema = yup.object({
  email: emailAddress,
});
export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({
  token: plainText('token').required(accountMessages.resetLinkInvalid),
  ...newPassword,
});
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;

export const changePasswordSchema = yup.object({
  currentPassword: plainText('currentPassword').required(accountMessages.currentPasswordRequired),
  ...newPassword,
});
export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

export const mailSettingsSchema = yup.object({
  reminderHoursBefore: wholeNumber(accountMessages.reminderHoursInvalid, { min: 0, max: 168 }),
  notifyBarber: yup.boolean().required(),
});
export type MailSettingsValues = yup.InferType<typeof mailSettingsSchema>;

/** 'Eliminar mi cuenta': the account's own password, asked again. */
export const deleteAccountSchema = yup.object({
  password: plainText('password').required(authMessages.passwordRequired),
});

/** Whether the form's address differs from the saved one (capitals and spaces aside). */
export const changesEmail = (email: unknown, savedEmail: string) =>
  String(email ?? '')
    .trim()
    .toLowerCase() !== savedEmail.trim().toLowerCase();

/**
 * Mi Perfil's save for the account whose address is `savedEmail`: a new sign-in address takes the current
 * password (a stolen session cannot move the account to its own mailbox); a new name or phone does not.
 */
export const profileChangeSchema = (savedEmail: string) =>
  profileSchema.shape({
    currentPassword: plainText('currentPassword')
      .nullable()
      .optional()
      .test(
        'needed-to-change-email',
        accountMessages.currentPasswordForEmail,
        (value, ctx) => !!value || !changesEmail(ctx.parent.email, savedEmail),
      ),
  });
export type ProfileChangeValues = yup.InferType<ReturnType<typeof profileChangeSchema>>;
