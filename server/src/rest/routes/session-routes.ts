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
        'La sesión pasa a caducar 7 días después de ahora, nunca más de 30 días después del inicio de sesión: un front end que lo pide una vez al día no cierra la sesión de quien la sigue usando, y a los 30 días la renovación se rechaza (401) y hay que volver a iniciar sesión.',
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
