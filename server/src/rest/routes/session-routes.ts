import type { RouteSpec } from '../route';
import { auth } from './route-groups';
import { successMessages } from '../../../../common/messages';

/** Ending sessions: the presented token, or every token of its user. */
export const sessionRoutes: RouteSpec[] = [
  auth.post(
    '/auth/logout',
    {
      summary: 'Cierra la sesión del token presentado',
      description: 'El token deja de valer al momento, también en las suscripciones abiertas con él.',
      audience: 'signed-in',
      answers: 'Sesión cerrada',
    },
    { document: 'mutation RestLogout { logout }', message: successMessages.loggedOut },
  ),
  auth.post(
    '/auth/logout-all',
    {
      summary: 'Cierra todas las sesiones del usuario',
      description: 'Todos sus tokens, en cualquier dispositivo, dejan de valer al momento.',
      audience: 'signed-in',
      answers: 'Sesiones cerradas',
    },
    { document: 'mutation RestLogoutAll { logoutAll }', message: successMessages.loggedOutEverywhere },
  ),
];
