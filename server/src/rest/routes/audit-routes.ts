import { AuditAction } from '../../features/audit/audit-action';
import { dayRange, queryValue } from '../request-values';
import type { RouteSpec } from '../route';
import { str } from '../schema-builders';
import { activity } from './route-groups';

const ACTIONS = Object.values(AuditAction);

const day = (description: string) => ({ description, schema: str({ format: 'date' }) });

export const auditRoutes: RouteSpec[] = [
  activity.get(
    '/audit-log',
    {
      summary: 'Registro de actividad, lo más reciente primero',
      description:
        'Cada acción del administrador, cada cancelación de un cliente, los inicios de sesión (también los fallidos, con la dirección IP), los cambios de contraseña y las exportaciones, con autor, objetivo y antes/después. Hasta 500 entradas; las entradas no se pueden cambiar ni borrar.',
      audience: 'admin',
      query: [
        { name: 'from', ...day('Primer día (AAAA-MM-DD, hora de la barbería), incluido.') },
        { name: 'to', ...day('Último día (AAAA-MM-DD), incluido.') },
        { name: 'action', description: 'Solo esta acción.', schema: str({ enum: ACTIONS }) },
      ],
      answers: 'Entradas',
    },
    {
      document: `query RestAuditLog($from: String, $to: String, $action: AuditAction) {
        entries: auditLog(from: $from, to: $to, action: $action) {
          id at action actorId actorRole actorName targetType targetId targetName targetEmail
          appointment { party date time } changes { field before after }
        }
      }`,
      variables: (req) => {
        const action = queryValue(req, 'action');
        return { ...dayRange(req), action: action ? action.toUpperCase() : null };
      },
      data: 'result',
    },
  ),
];
