import { fieldQuery } from '../route-builders';
import type { RouteSpec } from '../route';
import { stats } from './route-groups';

export const statsRoutes: RouteSpec[] = [
  stats.get(
    '/stats/dashboard',
    {
      summary: 'Estadísticas del negocio y del panel',
      description:
        '"Hoy", la semana (lunes a domingo) y el mes son los de la zona horaria de la barbería. `byBarber`: las cifras de cada barbero en los días de esta semana (las de `weeklyStats.byBarber`; `monthlyStats.byBarber`, las del mes). Para el administrador o un barbero (rol `barber`), que recibe las de sus propias citas; un cliente recibe 403.',
      // The administrator or a barber (their own figures); a client is refused before the body is read.
      audience: ['admin', 'barber'],
      answers: 'Estadísticas',
      extraFailures: [403],
    },
    fieldQuery('stats', '...RestStats'),
  ),
];
