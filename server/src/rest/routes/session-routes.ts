import type { RouteSpec } from '../route';
import { auth } from './route-groups';
import { successMessages } from '../../../../common/messages';

/** Renewing the presented session, or ending it or every session of its user. */
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
    '/auth/renew',
    {
      summary: 'Alarga la sesión del token presentado y devuelve su token nuevo',
      description:
        'La sesión pasa a caducar 7 días después de ahora. Un front end que lo pide una vez al día no cierra nunca la sesión de quien la sigue usando.',
      audience: 'signed-in',
      answers: 'Sesión renovada',
    },
    {
      document: 'mutation RestRenewSession { token: renewSession }',
      data: 'result',
      token: 'token',
      message: successMessages.sessionRenewed,
    },
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
