import type { RouteSpec } from './route';
import { accountRoutes } from './routes/account-routes';
import { appointmentRoutes } from './routes/appointment-routes';
import { authRoutes } from './routes/auth-routes';
import { barberBookingRoutes } from './routes/barber-booking-routes';
import { bookingRulesRoutes } from './routes/booking-rules-routes';
import { configRoutes } from './routes/config-routes';
import { cutRoutes } from './routes/cut-routes';
import { barberRoutes } from './routes/barber-routes';
import { exportRoutes } from './routes/export-routes';
import { mailRoutes } from './routes/mail-routes';
import { auditRoutes } from './routes/audit-routes';
import { privacyRoutes } from './routes/privacy-routes';
import { pushRoutes } from './routes/push-routes';
import { sessionRoutes } from './routes/session-routes';
import { statsRoutes } from './routes/stats-routes';
import { systemRoutes } from './routes/system-routes';
import { userRoutes } from './routes/user-routes';
import { waitlistRoutes } from './routes/waitlist-routes';

/**
 * Every /api route, in mounting order (a fixed segment before a `:param` one on the same prefix).
 * The router mounts exactly these and openapi.json documents exactly these.
 */
export const routeTable: readonly RouteSpec[] = [
  ...systemRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...sessionRoutes,
  ...exportRoutes,
  ...userRoutes,
  ...barberBookingRoutes,
  ...privacyRoutes,
  ...appointmentRoutes,
  ...cutRoutes,
  ...barberRoutes,
  ...waitlistRoutes,
  ...pushRoutes,
  ...configRoutes,
  ...bookingRulesRoutes,
  ...mailRoutes,
  ...statsRoutes,
  ...auditRoutes,
];
