import { bodyOf, optionalText, param, queryValue, text } from '../request-values';
import type { RouteSpec } from '../route';
import { str } from '../schema-builders';
import { successMessages } from '../../../../common/messages';
import { profileSchema } from '../../../../common/validation/auth';

export const userMessages = {
  clientDeleted: successMessages.clientDeleted,
  profileUpdated: successMessages.profileUpdated,
} as const;

/** Clients (admin) and the signed-in user's own profile. */
export const userRoutes: RouteSpec[] = [
  {
    method: 'get',
    path: '/auth/clients',
    tag: 'clientes',
    summary: 'Lista los clientes con su actividad',
    audience: ['admin'],
    query: [{ name: 'search', description: 'Busca en nombre, email o teléfono.', schema: str() }],
    response: { status: 200, description: 'Clientes por nombre' },
    operation: {
      document: `query RestClients($search: String) { clients(search: $search) { ...RestClientRecord } }`,
      variables: (req) => ({ search: queryValue(req, 'search') ?? null }),
      data: 'result',
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
    response: { status: 200, description: 'Cliente eliminado' },
    operation: {
      document: 'mutation RestDeleteClient($id: ID!) { deleteClient(id: $id) }',
      variables: (req) => ({ id: param(req, 'id') }),
      message: userMessages.clientDeleted,
    },
  },
  {
    method: 'get',
    path: '/users/profile',
    tag: 'perfil',
    summary: 'El perfil de la sesión',
    audience: ['signed-in'],
    response: { status: 200, description: 'El perfil' },
    operation: {
      document: `query RestProfile { profile { ...RestUser } }`,
      data: { field: 'profile' },
    },
  },
  {
    method: 'put',
    path: '/users/profile',
    tag: 'perfil',
    summary: 'Cambia nombre, email y teléfono de la sesión',
    description: 'Un teléfono vacío o ausente lo quita.',
    audience: ['signed-in'],
    response: { status: 200, description: 'Perfil actualizado' },
    extraFailures: [409],
    operation: {
      document: `mutation RestUpdateProfile($input: ProfileInput!) { updateProfile(input: $input) { ...RestUser } }`,
      variables: (req) => {
        const body = bodyOf(req);
        return { input: { name: text(body.name), email: text(body.email), phone: optionalText(body.phone) } };
      },
      body: { rules: profileSchema },
      data: { field: 'updateProfile' },
      message: userMessages.profileUpdated,
    },
  },
];
