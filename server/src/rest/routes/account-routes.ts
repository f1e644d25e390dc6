import { restUser } from '../records';
import { bodyOf, text } from '../request-values';
import type { RouteSpec } from '../route';
import { envelope, ref, requestBody, str } from '../schema-builders';
import { accountMessages } from '../../../../common/validation/account';
import { USER_FIELDS } from './auth-routes';

const newPassword = { password: str({ minLength: 6 }), confirmPassword: str() };
const messageOnly = (description: string) => ({ status: 200, description, schema: envelope({ message: true }) });

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
    requestBody: requestBody({ email: str() }, ['email']),
    response: messageOnly('Respuesta neutra'),
    operation: {
      document: 'mutation RestForgotPassword($email: String!) { requestPasswordReset(email: $email) }',
      variables: (req) => ({ email: text(bodyOf(req).email) }),
      wrap: (data) => ({ message: data.requestPasswordReset }),
    },
  },
  {
    method: 'post',
    path: '/auth/reset-password',
    tag: 'auth',
    summary: 'Fija la contraseña nueva con el enlace del correo',
    description: 'Las sesiones abiertas antes del cambio dejan de valer.',
    audience: ['public'],
    requestBody: requestBody({ token: str(), ...newPassword }, ['token', 'password', 'confirmPassword']),
    response: messageOnly('Contraseña restablecida'),
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
      wrap: (data) => ({ message: data.resetPassword }),
    },
  },
  {
    method: 'post',
    path: '/auth/verify-email',
    tag: 'auth',
    summary: 'Verifica el email con el enlace del correo',
    audience: ['public'],
    requestBody: requestBody({ token: str() }, ['token']),
    response: messageOnly('Email verificado'),
    operation: {
      document: 'mutation RestVerifyEmail($token: String!) { verifyEmail(token: $token) }',
      variables: (req) => ({ token: text(bodyOf(req).token) }),
      wrap: (data) => ({ message: data.verifyEmail }),
    },
  },
  {
    method: 'post',
    path: '/auth/resend-verification',
    tag: 'auth',
    summary: 'Envía otro enlace de verificación al email de la sesión',
    audience: ['signed-in'],
    rateLimited: true,
    response: messageOnly('Enlace enviado'),
    operation: {
      document: 'mutation RestResendVerification { resendVerification }',
      wrap: (data) => ({ message: data.resendVerification }),
    },
  },
  {
    method: 'put',
    path: '/users/password',
    tag: 'perfil',
    summary: 'Cambia la contraseña de la sesión',
    description: 'Las demás sesiones terminan; esta sigue con el token devuelto.',
    audience: ['signed-in'],
    rateLimited: true,
    requestBody: requestBody({ currentPassword: str(), ...newPassword }, [
      'currentPassword',
      'password',
      'confirmPassword',
    ]),
    response: {
      status: 200,
      description: 'Contraseña cambiada',
      schema: envelope({ message: true, token: true, data: ref('User') }),
    },
    operation: {
      document: `mutation RestChangePassword($input: ChangePasswordInput!) {
        changePassword(input: $input) { token user { ${USER_FIELDS} } }
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
      wrap: (data) => ({
        message: accountMessages.passwordChanged,
        token: data.changePassword.token,
        data: restUser(data.changePassword.user),
      }),
    },
  },
];
