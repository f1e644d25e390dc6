import { deleteAccountSchema } from '../../../../common/validation/account';
import { bodyOf, text } from '../request-values';
import type { RouteSpec } from '../route';

export const accountMessages = {
  accountDeleted: 'Tu cuenta ha sido eliminada',
} as const;

/** The signed-in user's own data (GDPR): a copy of it, and erasure of the account. */
export const privacyRoutes: RouteSpec[] = [
  {
    method: 'get',
    path: '/users/me/export',
    tag: 'perfil',
    summary: 'Descarga todos los datos de la sesión: perfil y citas',
    audience: ['signed-in'],
    response: { status: 200, description: 'Sus datos' },
    operation: {
      document: `query RestMyData {
        myData { exportedAt profile { ...RestUser } appointments { ...RestAppointment } }
      }`,
      data: { field: 'myData' },
    },
  },
  {
    method: 'delete',
    path: '/users/me',
    tag: 'perfil',
    summary: 'El cliente elimina su propia cuenta',
    description:
      'Pide su contraseña. Sus citas pendientes y confirmadas se liberan; las completadas y rechazadas se conservan sin cliente. Todas sus sesiones terminan. El administrador no puede eliminarse así (400).',
    audience: ['signed-in'],
    response: { status: 200, description: 'Cuenta eliminada' },
    operation: {
      document: 'mutation RestDeleteMyAccount($password: String!) { deleteMyAccount(password: $password) }',
      variables: (req) => ({ password: text(bodyOf(req).password) }),
      body: { rules: deleteAccountSchema },
      message: accountMessages.accountDeleted,
    },
  },
];
