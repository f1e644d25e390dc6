import { clientAppointment, restUser } from '../records';
import { bodyOf, text } from '../request-values';
import type { RouteSpec } from '../route';
import { arrayOf, dateTime, envelope, object, ref, requestBody, str } from '../schema-builders';
import { FIELDS as APPOINTMENT_FIELDS } from './appointment-routes';
import { USER_FIELDS } from './auth-routes';

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
    response: {
      status: 200,
      description: 'Sus datos',
      schema: envelope({
        data: object({ exportedAt: dateTime(), profile: ref('User'), appointments: arrayOf(ref('Appointment')) }),
      }),
    },
    operation: {
      document: `query RestMyData { myData { exportedAt profile { ${USER_FIELDS} } appointments { ${APPOINTMENT_FIELDS} } } }`,
      wrap: (data) => ({
        data: {
          exportedAt: data.myData.exportedAt,
          profile: restUser(data.myData.profile),
          appointments: data.myData.appointments.map(clientAppointment),
        },
      }),
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
    requestBody: requestBody({ password: str() }, ['password']),
    response: { status: 200, description: 'Cuenta eliminada', schema: envelope({ message: true }) },
    operation: {
      document: 'mutation RestDeleteMyAccount($password: String!) { deleteMyAccount(password: $password) }',
      variables: (req) => ({ password: text(bodyOf(req).password) }),
      wrap: () => ({ message: accountMessages.accountDeleted }),
    },
  },
];
