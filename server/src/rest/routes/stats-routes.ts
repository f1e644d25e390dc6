import type { RouteSpec } from '../route';

export const statsRoutes: RouteSpec[] = [
  {
    method: 'get',
    path: '/stats/dashboard',
    tag: 'estadísticas',
    summary: 'Estadísticas del negocio y del panel',
    description: '"Hoy", la semana (lunes a domingo) y el mes son los de la zona horaria de la barbería.',
    audience: ['admin'],
    response: { status: 200, description: 'Estadísticas' },
    operation: {
      document: `query RestStats { stats { ...RestStats } }`,
      data: { field: 'stats' },
    },
  },
];
