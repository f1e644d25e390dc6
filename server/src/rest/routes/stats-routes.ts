import { fieldQuery } from '../route-builders';
import type { RouteSpec } from '../route';
import { stats } from './route-groups';

export const statsRoutes: RouteSpec[] = [
  stats.get(
    '/stats/dashboard',
    {
      summary: 'Estadísticas del negocio y del panel',
      description: '"Hoy", la semana (lunes a domingo) y el mes son los de la zona horaria de la barbería.',
      audience: 'admin',
      answers: 'Estadísticas',
    },
    fieldQuery('stats', '...RestStats'),
  ),
];
