import {
  accountMessages,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '../../../../common/validation/account';
import { bodyOf, text } from '../request-values';
import type { RouteSpec } from '../route';

/** Password recovery and change, email verification (issue 14). */
export const accountRoutes: RouteSpec[] = [
  {
    method: 'post',
    path: '/auth/forgot-password',
    tag: 'auth',
    summary: 'Envía un enlace para restablecer la contraseña',
    description:
      'Siempre responde lo mismo, exista o no la cuenta. El enlace sirve una vez y caduca en 1 hora. Limitado como el inicio de sesión.',
    audience: ['public'],
    rateLimited: true,
    response: { status: 200, description: 'Respuesta neutra' },
    operation: {
      document: 'mutation RestForgotPassword($email: String!) { requestPasswordReset(email: $email) }',
      variables: (req) => ({ email: text(bodyOf(req).email) }),
      body: { rules: forgotPasswordSchema },
      message: accountMessages.resetRequested,
    },
  },
  {
    method: 'post',
    path: '/auth/reset-password',
    tag: 'auth',
    summary: 'Fija la contraseña nueva con el enlace del correo',
    description: 'Todas las sesiones abiertas de la cuenta terminan.',
    audience: ['public'],
    response: { status: 200, description: 'Contraseña restablecida' },
    operation: {
      document: 'mutation RestResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }',
      variables: (req) => {
        const body = bodyOf(req);
        return {
          input: {
            token: text(body.token),
            password: text(body.password),
            confirmPassword: text(body.confirmPassword),
          },
        };
      },
      body: { rules: resetPasswordSchema },
      message: accountMessages.resetDone,
    },
  },
  {
    method: 'post',
    path: '/auth/verify-email',
    tag: 'auth',
    summary: 'Verifica el email con el enlace del correo',
    audience: ['public'],
    response: { status: 200, description: 'Email verificado' },
    operation: {
      document: 'mutation RestVerifyEmail($token: String!) { verifyEmail(token: $token) }',
      variables: (req) => ({ token: text(bodyOf(req).token) }),
      message: accountMessages.emailVerified,
    },
  },
  {
    method: 'post',
    path: '/auth/resend-verification',
    tag: 'auth',
    summary: 'Envía otro enlace de verificación al email de la sesión',
    audience: ['signed-in'],
    rateLimited: true,
    response: { status: 200, description: 'Enlace enviado' },
    operation: {
      document: 'mutation RestResendVerification { resendVerification }',
      message: accountMessages.verificationSent,
    },
  },
  {
    method: 'put',
    path: '/users/password',
    tag: 'perfil',
    summary: 'Cambia la contraseña de la sesión',
    description: 'Las demás sesiones de la cuenta terminan; la de quien la cambia sigue.',
    audience: ['signed-in'],
    rateLimited: true,
    response: { status: 200, description: 'Contraseña cambiada' },
    operation: {
      document: `mutation RestChangePassword($input: ChangePasswordInput!) {
        changePassword(input: $input) { ...RestUser }
      }`,
      variables: (req) => {
        const body = bodyOf(req);
        return {
          input: {
            currentPassword: text(body.currentPassword),
            password: text(body.password),
            confirmPassword: text(body.confirmPassword),
          },
        };
      },
      body: { rules: changePasswordSchema },
      data: { field: 'changePassword' },
      message: accountMessages.passwordChanged,
    },
  },
];
