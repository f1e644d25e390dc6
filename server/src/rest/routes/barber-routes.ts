import type { RouteSpec } from '../route';
import { barbers } from './route-groups';

export const barberRoutes: RouteSpec[] = [
  barbers.get(
    '/barbers',
    {
      summary: 'Los barberos que reciben reservas, en su orden',
      description: 'Cada uno `{ id, name, bio, color, cutIds }`; `cutIds` son los cortes que hace.',
      audience: 'public',
      answers: 'Barberos',
    },
    { document: `query RestBarbers { barbers { ...RestBarber } }`, data: 'result' },
  ),
];
