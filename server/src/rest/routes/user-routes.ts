import { restUser, withMongoId } from '../records';
import { bodyOf, optionalText, param, queryValue, text } from '../request-values';
import type { RouteSpec } from '../route';
import {
  arrayOf,
  bool,
  dateTime,
  envelope,
  int,
  nullable,
  num,
  object,
  ref,
  requestBody,
  str,
  uuid,
} from '../schema-builders';
import { USER_FIELDS } from './auth-routes';
import { successMessages } from '../../../../common/messages';

export const userMessages = {
  clientDeleted: successMessages.clientDeleted,
  profileUpdated: successMessages.profileUpdated,
} as const;

export const userSchemas = {
  ClientRecord: object(
    {
      id: uuid(),
      _id: uuid('El mismo valor que id.'),
      name: str(),
      email: str(),
      phone: nullable(str()),
      isVerified: bool(),
      createdAt: dateTime(),
      updatedAt: dateTime(),
      completedAppointments: int({ description: 'Citas completadas.' }),
      noShowAppointments: int({ description: 'Citas a las que no asistió.' }),
      totalSpent: num({ description: 'Suma de sus citas completadas, en dólares.' }),
    },
    ['phone'],
  ),
};

const CLIENT_FIELDS =
  'id name email phone isVerified createdAt updatedAt completedAppointments noShowAppointments totalSpent';

/** Clients (admin) and the signed-in user's own profile. */
export const userRoutes: RouteSpec[] = [
  {
    method: 'get',
    path: '/auth/clients',
    tag: 'clientes',
    summary: 'Lista los clientes con su actividad',
    audience: ['admin'],
    query: [{ name: 'search', description: 'Busca en nombre, email o teléfono.', schema: str() }],
    response: {
      status: 200,
      description: 'Clientes por nombre',
      schema: envelope({ data: object({ clients: arrayOf(ref('ClientRecord')) }) }),
    },
    operation: {
      document: `query RestClients($search: String) { clients(search: $search) { ${CLIENT_FIELDS} } }`,
      variables: (req) => ({ search: queryValue(req, 'search') ?? null }),
      wrap: (data) => ({ data: { clients: data.clients.map(withMongoId) } }),
    },
  },
  {
    method: 'delete',
    path: '/auth/clients/:id',
    tag: 'clientes',
    summary: 'Elimina un cliente',
    description:
      'Sus citas pendientes y confirmadas se eliminan; las completadas y rechazadas se conservan sin cliente.',
    audience: ['admin'],
    params: { id: 'Id del cliente' },
    response: { status: 200, description: 'Cliente eliminado', schema: envelope({ message: true }) },
    operation: {
      document: 'mutation RestDeleteClient($id: ID!) { deleteClient(id: $id) }',
      variables: (req) => ({ id: param(req, 'id') }),
      wrap: () => ({ message: userMessages.clientDeleted }),
    },
  },
  {
    method: 'get',
    path: '/users/profile',
    tag: 'perfil',
    summary: 'El perfil de la sesión',
    audience: ['signed-in'],
    response: { status: 200, description: 'El perfil', schema: envelope({ data: ref('User') }) },
    operation: {
      document: `query RestProfile { profile { ${USER_FIELDS} } }`,
      wrap: (data) => ({ data: restUser(data.profile) }),
    },
  },
  {
    method: 'put',
    path: '/users/profile',
    tag: 'perfil',
    summary: 'Cambia nombre, email y teléfono de la sesión',
    description: 'Un teléfono vacío o ausente lo quita.',
    audience: ['signed-in'],
    requestBody: requestBody({ name: str(), email: str(), phone: nullable(str()) }, ['name', 'email']),
    response: {
      status: 200,
      description: 'Perfil actualizado',
      schema: envelope({ message: true, data: ref('User') }),
    },
    extraFailures: [409],
    operation: {
      document: `mutation RestUpdateProfile($input: ProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`,
      variables: (req) => {
        const body = bodyOf(req);
        return { input: { name: text(body.name), email: text(body.email), phone: optionalText(body.phone) } };
      },
      wrap: (data) => ({ message: userMessages.profileUpdated, data: restUser(data.updateProfile) }),
    },
  },
];
