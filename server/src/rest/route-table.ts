import type { JsonSchema, RouteSpec } from './route';
import { appointmentRoutes, appointmentSchemas } from './routes/appointment-routes';
import { authRoutes } from './routes/auth-routes';
import { barberBookingRoutes } from './routes/barber-booking-routes';
import { commonSchemas } from './routes/common-schemas';
import { configRoutes, configSchemas } from './routes/config-routes';
import { cutRoutes, cutSchemas } from './routes/cut-routes';
import { exportRoutes } from './routes/export-routes';
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
  ...exportRoutes,
  ...userRoutes,
  ...barberBookingRoutes,
  ...appointmentRoutes,
  ...cutRoutes,
  ...configRoutes,
  ...statsRoutes,
];

export const componentSchemas: Record<string, JsonSchema> = {
  ...commonSchemas,
  ...userSchemas,
  ...cutSchemas,
  ...appointmentSchemas,
  ...configSchemas,
  ...statsSchemas,
};
