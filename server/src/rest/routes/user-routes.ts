import { optionalText, queryValue, text } from '../request-values';
import { bodyFields, bodyInput, deleteById, fieldQuery, idVariables, inputMutation } from '../route-builders';
import type { OperationBinding, RouteSpec } from '../route';
import { Role } from '../../domain/role';
import { str } from '../schema-builders';
import { successMessages } from '../../../../common/messages';
import { accountMessages } from '../../../../common/validation/account';
import { profileSchema } from '../../../../common/validation/auth';
import { clientNotesSchema } from '../../../../common/validation/client-notes';
import { clients, profile } from './route-groups';

const MAIL_SWITCHES = 'mailReminders mailBookings mailRebook';
const asGiven = (value: unknown) => value;

/** The clients list as `fragment` shows them. */
const clientList = (name: string, fragment: string): OperationBinding => ({
  document: `query ${name}($search: String) { clients(search: $search) { ...${fragment} } }`,
  variables: (req) => ({ search: queryValue(req, 'search') ?? null }),
  data: 'result',
});

/** Clients (admin) and the signed-in user's own profile. */
export const userRoutes: RouteSpec[] = [
  clients.get(
    '/auth/clients',
    {
      summary: 'Lista los clientes con su actividad',
      description:
        'Un barbero (para anotar una cita por teléfono) recibe solo los datos de contacto: `id`, `name`, `email`, `phone` e `isVerified`.',
      audience: ['admin', 'barber'],
      query: [{ name: 'search', description: 'Busca en nombre, email o teléfono.', schema: str() }],
      answers: 'Clientes por nombre',
    },
    {
      fallback: Role.ADMIN,
      byRole: {
        [Role.ADMIN]: clientList('RestClients', 'RestClientRecord'),
        [Role.BARBER]: clientList('RestClientContacts', 'RestClientContact'),
      },
    },
  ),
  clients.get(
    '/auth/clients/:id',
    {
      summary: 'La ficha de un cliente',
      description:
        '`client`: sus datos y cifras, como en la lista; `appointments`: todas sus citas, de cualquier estado, la que empieza más tarde primero. Un id que no es de un cliente responde 404.',
      audience: 'admin',
      answers: 'El cliente y sus citas',
    },
    {
      document: `query RestClientPage($id: ID!) { clientPage(id: $id) { client { ...RestClientRecord } appointments { ...RestAppointment } } }`,
      variables: idVariables,
      data: { field: 'clientPage' },
    },
  ),
  clients.get(
    '/auth/clients/:id/notes',
    {
      summary: 'La nota privada sobre un cliente',
      description:
        '`notes`: lo que el administrador escribió sobre el cliente (vacía si nada), `updatedAt`: cuándo. El cliente no la ve en la aplicación; sí en la copia de sus datos. Un id que no es de un cliente responde 404.',
      audience: 'admin',
      answers: 'La nota',
    },
    {
      document: `query RestClientNotes($id: ID!) { clientNotes(id: $id) { clientId notes updatedAt } }`,
      variables: idVariables,
      data: { field: 'clientNotes' },
    },
  ),
  clients.put(
    '/auth/clients/:id/notes',
    {
      summary: 'Escribe la nota privada sobre un cliente',
      description:
        '`{ notes }`: texto libre de hasta 1000 caracteres, sin espacios al principio ni al final; vacía, la quita. Un id que no es de un cliente responde 404.',
      audience: 'admin',
      answers: 'Nota guardada',
    },
    {
      document: `mutation RestSetClientNotes($id: ID!, $notes: String!) { setClientNotes(id: $id, notes: $notes) { clientId notes updatedAt } }`,
      variables: (req) => ({ ...idVariables(req), ...bodyFields({ notes: optionalText })(req) }),
      body: { rules: clientNotesSchema },
      data: { field: 'setClientNotes' },
      message: successMessages.clientNotesSaved,
    },
  ),
  clients.delete(
    '/auth/clients/:id',
    {
      summary: 'Elimina un cliente',
      description:
        'Sus citas pendientes y confirmadas se eliminan; las completadas y rechazadas se conservan sin cliente. Sus correos sin enviar se descartan y los enviados quedan sin su dirección ni su nombre.',
      audience: 'admin',
      answers: 'Cliente eliminado',
    },
    deleteById('deleteClient', successMessages.clientDeleted),
  ),
  profile.get(
    '/users/profile',
    { summary: 'El perfil de la sesión', audience: 'signed-in', answers: 'El perfil' },
    fieldQuery('profile', '...RestUser'),
  ),
  profile.put(
    '/users/profile',
    {
      summary: 'Cambia nombre, email y teléfono de la sesión',
      description:
        'Un teléfono vacío o ausente lo quita. Cambiar el email pide `currentPassword` (los intentos fallidos cuentan como inicios de sesión fallidos); el email nuevo queda sin verificar y el anterior recibe un enlace, válido 7 días, que lo vuelve a poner.',
      audience: 'signed-in',
      answers: 'Perfil actualizado',
      extraFailures: [409],
      rateLimited: true,
    },
    inputMutation('updateProfile', 'ProfileInput', '...RestUser', {
      variables: bodyInput({ name: text, email: text, phone: optionalText, currentPassword: optionalText }),
      body: { rules: profileSchema },
      message: successMessages.profileUpdated,
    }),
  ),
  profile.get(
    '/users/profile/mail',
    {
      summary: 'Qué correos recibe la sesión',
      description:
        '`mailRebook`: «Recordatorios para volver» (¿Toca corte?); si nunca lo eligió, activo cuando ya tiene una cita completada.',
      audience: 'signed-in',
      answers: 'Sus correos',
    },
    { document: `query RestMailPreferences { profile { ${MAIL_SWITCHES} } }`, data: { field: 'profile' } },
  ),
  profile.put(
    '/users/profile/mail',
    {
      summary: 'Cambia qué correos recibe la sesión',
      description: 'Sin `rebook`, «Recordatorios para volver» queda como estaba.',
      audience: 'signed-in',
      answers: 'Preferencias guardadas',
    },
    inputMutation('updateMailPreferences', 'MailPreferencesInput', MAIL_SWITCHES, {
      variables: bodyInput({ reminders: asGiven, bookings: asGiven, rebook: optionalText }),
      message: accountMessages.preferencesSaved,
    }),
  ),
];
