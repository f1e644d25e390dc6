import type { RouteSpec } from '../route';

export const sessionMessages = {
  loggedOut: 'Sesión cerrada',
  loggedOutEverywhere: 'Sesión cerrada en todos los dispositivos',
} as const;

/** Ending sessions: the presented token, or every token of its user. */
export const sessionRoutes: RouteSpec[] = [
  {
    method: 'post',
    path: '/auth/logout',
    tag: 'auth',
    summary: 'Cierra la sesión del token presentado',
    description: 'El token deja de valer al momento, también en las suscripciones abiertas con él.',
    audience: ['signed-in'],
    response: { status: 200, description: 'Sesión cerrada' },
    operation: {
      document: 'mutation RestLogout { logout }',
      message: sessionMessages.loggedOut,
    },
  },
  {
    method: 'post',
    path: '/auth/logout-all',
    tag: 'auth',
    summary: 'Cierra todas las sesiones del usuario',
    description: 'Todos sus tokens, en cualquier dispositivo, dejan de valer al momento.',
    audience: ['signed-in'],
    response: { status: 200, description: 'Sesiones cerradas' },
    operation: {
      document: 'mutation RestLogoutAll { logoutAll }',
      message: sessionMessages.loggedOutEverywhere,
    },
  },
];
