import type { JsonSchema, RouteSpec } from './route';
import { appointmentRoutes, appointmentSchemas } from './routes/appointment-routes';
import { auditRoutes, auditSchemas } from './routes/audit-routes';
import { authRoutes } from './routes/auth-routes';
import { commonSchemas } from './routes/common-schemas';
import { configRoutes, configSchemas } from './routes/config-routes';
import { cutRoutes, cutSchemas } from './routes/cut-routes';
import { privacyRoutes } from './routes/privacy-routes';
import { sessionRoutes } from './routes/session-routes';
import { statsRoutes, statsSchemas } from './routes/stats-routes';
import { systemRoutes } from './routes/system-routes';
import { userRoutes, userSchemas } from './routes/user-routes';

/**
 * Every /api route, in mounting order (a fixed segment before a `:param` one on the same prefix).
 * The router mounts exactly these and openapi.json documents exactly these.
 */
export const routeTable: readonly RouteSpec[] = [
  ...systemRoutes,
  ...authRoutes,
  ...sessionRoutes,
  ...userRoutes,
  ...privacyRoutes,
  ...appointmentRoutes,
  ...cutRoutes,
  ...configRoutes,
  ...statsRoutes,
  ...auditRoutes,
];

export const componentSchemas: Record<string, JsonSchema> = {
  ...commonSchemas,
  ...userSchemas,
  ...cutSchemas,
  ...appointmentSchemas,
  ...configSchemas,
  ...statsSchemas,
  ...auditSchemas,
};
