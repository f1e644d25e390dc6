import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ResolverData } from 'type-graphql';
import { AccountResolver } from '../features/account/account.resolver';
import { AppointmentResolver } from '../features/appointments/appointment.resolver';
import { BarberBookingResolver } from '../features/appointments/barber-booking.resolver';
import { withAuditActor } from '../features/audit/audit-actor';
import { AuditResolver } from '../features/audit/audit.resolver';
import { AuthResolver } from '../features/auth/auth.resolver';
import { BookingRulesResolver } from '../features/business-config/booking-rules.resolver';
import { BusinessConfigResolver } from '../features/business-config/business-config.resolver';
import { ClosedDatesResolver } from '../features/business-config/closed-dates.resolver';
import { ClientResolver } from '../features/clients/clients.resolver';
import { CutResolver } from '../features/cuts/cut.resolver';
import { ExportResolver } from '../features/exports/export.resolver';
import { PrivacyResolver } from '../features/privacy/privacy.resolver';
import { MailResolver } from '../features/mail/mail.resolver';
import { SessionResolver } from '../features/sessions/session.resolver';
import { StatsResolver } from '../features/stats/stats.resolver';
import { ProfileResolver } from '../features/users/profile.resolver';
import type { Services } from '../services';
import { assertRootFieldsDeclared, authChecker } from './auth-checker';
import { withAuthDirectives } from './auth-directives';
import type { Context } from './context';
import { DateTimeIsoScalar } from './date-time-scalar';
import { createAppPubSub } from './pubsub';

/** One entry per resolver class: how to build it from the services. */
const resolverFactories = [
  [AuthResolver, (s: Services) => new AuthResolver(s.auth, s.profile)],
  [CutResolver, (s: Services) => new CutResolver(s.cuts)],
  [BusinessConfigResolver, (s: Services) => new BusinessConfigResolver(s.businessConfig)],
  [ProfileResolver, (s: Services) => new ProfileResolver(s.profile)],
  [AppointmentResolver, (s: Services) => new AppointmentResolver(s.appointments)],
  [ClientResolver, (s: Services) => new ClientResolver(s.clients)],
  [StatsResolver, (s: Services) => new StatsResolver(s.stats)],
  [BarberBookingResolver, (s: Services) => new BarberBookingResolver(s.barberBooking)],
  [ExportResolver, (s: Services) => new ExportResolver(s.exports)],
  [AccountResolver, (s: Services) => new AccountResolver(s.account)],
  [MailResolver, (s: Services) => new MailResolver(s.mail, s.appointments)],
  [BookingRulesResolver, (s: Services) => new BookingRulesResolver(s.bookingRules)],
  [ClosedDatesResolver, (s: Services) => new ClosedDatesResolver(s.closedDates)],
  [SessionResolver, (s: Services) => new SessionResolver(s.sessions)],
  [AuditResolver, (s: Services) => new AuditResolver(s.audit)],
  [PrivacyResolver, (s: Services) => new PrivacyResolver(s.privacy)],
] as const;

export async function createSchema(services: Services | null): Promise<GraphQLSchema> {
  const instances = new Map<Function, unknown>(
    services ? resolverFactories.map(([cls, make]) => [cls, make(services)]) : [],
  );
  const schema = await buildSchema({
    resolvers: resolverFactories.map(([cls]) => cls) as unknown as [Function, ...Function[]],
    authChecker,
    authMode: 'error',
    validate: false,
    scalarsMap: [{ type: Date, scalar: DateTimeIsoScalar }],
    // Without services (printing the SDL) nothing is published; an in-memory engine satisfies the build.
    pubSub: services?.pubSub ?? createAppPubSub(),
    container: {
      get(cls: Function, _data: ResolverData<Context>) {
        const instance = instances.get(cls);
        if (!instance) throw new Error(`No services wired for ${cls.name}`);
        return instance;
      },
    },
  });
  return withAuditActor(assertRootFieldsDeclared(withAuthDirectives(schema)));
}
