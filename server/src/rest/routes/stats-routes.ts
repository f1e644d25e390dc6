import { routeGroup } from '../route-builders';
import type { RouteSpec } from '../route';

export const statsRoutes: RouteSpec[] = [
  routeGroup('estadísticas').get(
    '/stats/dashboard',
    {
      summary: 'Estadísticas del negocio y del panel',
      description: '"Hoy", la semana (lunes a domingo) y el mes son los de la zona horaria de la barbería.',
      audience: 'admin',
      answers: 'Estadísticas',
    },
    { document: `query RestStats { stats { ...RestStats } }`, data: { field: 'stats' } },
  ),
];
