import { deleteAccountSchema } from '../../../../common/validation/account';
import { text } from '../request-values';
import { bodyFields, fieldQuery } from '../route-builders';
import type { RouteSpec } from '../route';
import { successMessages } from '../../../../common/messages';
import { profile } from './route-groups';

/** The signed-in user's own data (GDPR): a copy of it, and erasure of the account. */
export const privacyRoutes: RouteSpec[] = [
  profile.get(
    '/users/me/export',
    {
      summary:
        'Descarga todos los datos de la sesión: perfil, citas, citas canceladas, la nota del barbero sobre ella, listas de espera y dispositivos con notificaciones',
      audience: 'signed-in',
      answers: 'Sus datos',
    },
    fieldQuery(
      'myData',
      'exportedAt profile { ...RestUser mailReminders mailBookings mailRebook } appointments { ...RestAppointment } cancellations { ...RestClientCancellation } barberNotes waitlist { id date cutId barberId barberName from to createdAt } pushDevices { endpoint createdAt }',
    ),
  ),
  profile.delete(
    '/users/me',
    {
      summary: 'El cliente elimina su propia cuenta',
      description:
        'Pide su contraseña. Sus citas pendientes y confirmadas se liberan; las completadas y rechazadas se conservan sin cliente. Todas sus sesiones terminan. Sus correos sin enviar se descartan y los enviados quedan sin su dirección ni su nombre. El administrador no puede eliminarse así (400).',
      audience: 'signed-in',
      // Wrong passwords count as failed sign-ins of the account.
      rateLimited: true,
      answers: 'Cuenta eliminada',
    },
    {
      document: 'mutation RestDeleteMyAccount($password: String!) { deleteMyAccount(password: $password) }',
      variables: bodyFields({ password: text }),
      body: { rules: deleteAccountSchema },
      message: successMessages.accountDeleted,
    },
  ),
];
