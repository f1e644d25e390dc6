import {
  accountMessages,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '../../../../common/validation/account';
import { text } from '../request-values';
import { bodyFields, bodyInput, inputMutation } from '../route-builders';
import type { OperationBinding, RouteSpec } from '../route';
import { auth, profile } from './route-groups';

/** The mutation's answer is what happened (verified, or verified already): it is the message, and `data` too. */
const toldByTheAnswer = (field: string): Pick<OperationBinding, 'data' | 'message'> => ({
  data: { field },
  message: (data) => String(data),
});

/** Password recovery and change, email verification (issue 14). */
export const accountRoutes: RouteSpec[] = [
  auth.post(
    '/auth/forgot-password',
    {
      summary: 'Envía un enlace para restablecer la contraseña',
      description:
        'Siempre responde lo mismo y en el mismo tiempo, exista o no la cuenta: el enlace se prepara después de responder. El enlace sirve una vez y caduca en 1 hora. Limitado por dirección y por cuenta y dirección (429); cada cuenta recibe unos pocos correos por hora, así que nadie inunda el buzón de otro ni le impide pedir el suyo.',
      audience: 'public',
      rateLimited: true,
      answers: 'Respuesta neutra',
    },
    {
      document: 'mutation RestForgotPassword($email: String!) { requestPasswordReset(email: $email) }',
      variables: bodyFields({ email: text }),
      body: { rules: forgotPasswordSchema },
      message: accountMessages.resetRequested,
    },
  ),
  auth.post(
    '/auth/reset-password',
    {
      summary: 'Fija la contraseña nueva con el enlace del correo',
      description: 'Todas las sesiones abiertas de la cuenta terminan.',
      audience: 'public',
      answers: 'Contraseña restablecida',
    },
    {
      document: 'mutation RestResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }',
      variables: bodyInput({ token: text, password: text, confirmPassword: text }),
      body: { rules: resetPasswordSchema },
      message: accountMessages.resetDone,
    },
  ),
  auth.post(
    '/auth/verify-email',
    {
      summary: 'Verifica el email con el enlace del correo',
      description: `Un enlace ya usado de la dirección que la cuenta tiene verificada responde «${accountMessages.alreadyVerified}».`,
      audience: 'public',
      answers: 'Email verificado, o ya lo estaba',
    },
    {
      document: 'mutation RestVerifyEmail($token: String!) { verifyEmail(token: $token) }',
      variables: bodyFields({ token: text }),
      ...toldByTheAnswer('verifyEmail'),
    },
  ),
  auth.post(
    '/auth/revert-email-change',
    {
      summary: 'Deshace un cambio de email con el enlace enviado a la dirección anterior',
      description:
        'Un solo uso, 7 días. La cuenta vuelve a la dirección anterior (verificada), todas sus sesiones terminan, la contraseña deja de valer y esa dirección recibe un enlace para elegir otra.',
      audience: 'public',
      extraFailures: [409],
      answers: 'Email recuperado',
    },
    {
      document: 'mutation RestRevertEmailChange($token: String!) { revertEmailChange(token: $token) }',
      variables: bodyFields({ token: text }),
      ...toldByTheAnswer('revertEmailChange'),
    },
  ),
  auth.post(
    '/auth/resend-verification',
    {
      summary: 'Envía otro enlace de verificación al email de la sesión',
      audience: 'signed-in',
      rateLimited: true,
      // An email already verified needs no link.
      extraFailures: [400],
      answers: 'Enlace enviado',
    },
    { document: 'mutation RestResendVerification { resendVerification }', message: accountMessages.verificationSent },
  ),
  profile.put(
    '/users/password',
    {
      summary: 'Cambia la contraseña de la sesión',
      description: 'Las demás sesiones de la cuenta terminan; la de quien la cambia sigue.',
      audience: 'signed-in',
      rateLimited: true,
      answers: 'Contraseña cambiada',
    },
    inputMutation('changePassword', 'ChangePasswordInput', '...RestUser', {
      variables: bodyInput({ currentPassword: text, password: text, confirmPassword: text }),
      body: { rules: changePasswordSchema },
      message: accountMessages.passwordChanged,
    }),
  ),
];
