import { AuditAction } from '../../features/audit/audit-action';
import { queryValue } from '../request-values';
import type { RouteSpec } from '../route';
import { arrayOf, dateTime, envelope, nullable, object, str } from '../schema-builders';

const ACTIONS = Object.values(AuditAction);

// Built by hand: `changes` travel over GraphQL as JSON text and are answered here as JSON values.
const auditEntry = object({
  id: str(),
  at: dateTime(),
  action: str({ enum: ACTIONS }),
  actorId: nullable(str({ format: 'uuid' })),
  actorRole: nullable(str({ enum: ['client', 'admin'] })),
  actorName: nullable(str({ description: 'Nombre actual del autor; null si su cuenta ya no existe.' })),
  targetType: str({ enum: ['appointment', 'cut', 'user', 'settings'] }),
  targetId: str(),
  changes: arrayOf(
    object({
      field: str(),
      before: { description: 'Valor anterior; null si no existía.' },
      after: { description: 'Valor nuevo; null si dejó de existir.' },
    }),
  ),
});

interface GraphQLAuditEntry {
  action: string;
  actorRole: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
  [field: string]: unknown;
}

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** Enums in lower case as in every REST answer; each change's JSON text as the value it holds. */
const restAuditEntry = (entry: GraphQLAuditEntry) => ({
  ...entry,
  action: entry.action.toLowerCase(),
  actorRole: entry.actorRole?.toLowerCase() ?? null,
  changes: entry.changes.map(({ field, before, after }) => ({ field, before: parse(before), after: parse(after) })),
});

const day = (description: string) => ({ description, schema: str({ format: 'date' }) });

export const auditRoutes: RouteSpec[] = [
  {
    method: 'get',
    path: '/audit-log',
    tag: 'actividad',
    summary: 'Registro de actividad, lo más reciente primero',
    description:
      'Cada acción del administrador y cada cancelación de un cliente, con autor, objetivo y antes/después. Hasta 500 entradas; las entradas no se pueden cambiar ni borrar.',
    audience: ['admin'],
    query: [
      { name: 'from', ...day('Primer día (AAAA-MM-DD, hora de la barbería), incluido.') },
      { name: 'to', ...day('Último día (AAAA-MM-DD), incluido.') },
      { name: 'action', description: 'Solo esta acción.', schema: str({ enum: ACTIONS }) },
    ],
    response: {
      status: 200,
      description: 'Entradas',
      schema: envelope({ data: object({ entries: arrayOf(auditEntry) }) }),
    },
    operation: {
      document: `query RestAuditLog($from: String, $to: String, $action: AuditAction) {
        auditLog(from: $from, to: $to, action: $action) {
          id at action actorId actorRole actorName targetType targetId changes { field before after }
        }
      }`,
      variables: (req) => {
        const action = queryValue(req, 'action');
        return {
          from: queryValue(req, 'from') ?? null,
          to: queryValue(req, 'to') ?? null,
          action: action ? action.toUpperCase() : null,
        };
      },
      wrap: (result) => ({
        data: { entries: (result.auditLog as GraphQLAuditEntry[]).map(restAuditEntry) },
      }),
    },
  },
];
