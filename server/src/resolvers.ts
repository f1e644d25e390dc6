import type { GraphQLSchema } from 'graphql';
import type { ResolverData } from 'type-graphql';
import { createAppPubSub, type AppPubSub } from './events/pubsub';
import { AccountResolver } from './features/account/account.resolver';
import { EmailChangeResolver } from './features/account/email-change.resolver';
import { AppointmentResolver } from './features/appointments/appointment.resolver';
import { BarberBookingResolver } from './features/appointments/barber-booking.resolver';
import { withAuditActor } from './features/audit/audit-actor';
import { AuditResolver } from './features/audit/audit.resolver';
import { AuthResolver } from './features/auth/auth.resolver';
import { BookingRulesResolver } from './features/business-config/booking-rules.resolver';
import { BusinessConfigAppointmentsResolver } from './features/business-config/business-config-appointments.resolver';
import { BusinessConfigResolver } from './features/business-config/business-config.resolver';
import { ClosedDatesResolver } from './features/business-config/closed-dates.resolver';
import { PublicConfigCalendarResolver } from './features/business-config/public-config.resolver';
import { ClientNotesResolver } from './features/clients/client-notes.resolver';
import { WaitlistResolver } from './features/waitlist/waitlist.resolver';
import { ClientRecordResolver } from './features/clients/client-record.resolver';
import { ClientResolver } from './features/clients/clients.resolver';
import { CutResolver } from './features/cuts/cut.resolver';
import { BarberResolver } from './features/barbers/barber.resolver';
import { BarberAdminResolver } from './features/barbers/barber-admin.resolver';
import { BarberWeekResolver } from './features/barbers/barber-week.resolver';
import { ExportResolver } from './features/exports/export.resolver';
import { PrivacyResolver } from './features/privacy/privacy.resolver';
import { MailResolver } from './features/mail/mail.resolver';
import { UserMailResolver } from './features/mail/user-mail.resolver';
import { PushResolver } from './features/push/push.resolver';
import { SessionResolver } from './features/sessions/session.resolver';
import { StatsResolver } from './features/stats/stats.resolver';
import { ProfileResolver } from './features/users/profile.resolver';
import type { Context } from './graphql/context';
import { buildAppSchema } from './graphql/schema';
import type { Services } from './services';

interface Wiring {
  cls: Function;
  make(services: Services): unknown;
}

/** A resolver class, built from the services its constructor takes, named in its parameters' order. */
function wired<const Keys extends readonly (keyof Services)[]>(
  cls: new (...services: { -readonly [I in keyof Keys]: Services[Keys[I]] }) => unknown,
  ...keys: Keys
): Wiring {
  // `cls`'s type has already matched each key's service to its parameter.
  return { cls, make: (services) => new cls(...(keys.map((key) => services[key]) as never)) };
}

const resolverWiring: Wiring[] = [
  wired(AuthResolver, 'auth', 'profile'),
  wired(CutResolver, 'cuts'),
  wired(BarberResolver, 'barbers', 'cuts'),
  wired(BarberAdminResolver, 'barbers', 'barberAdmin'),
  wired(BarberWeekResolver, 'barberWeek'),
  wired(BusinessConfigResolver, 'businessConfig'),
  wired(BusinessConfigAppointmentsResolver, 'appointmentQueries'),
  wired(ProfileResolver, 'profile'),
  wired(AppointmentResolver, 'appointmentQueries', 'bookings', 'clientAppointments', 'barberAppointments'),
  wired(ClientResolver, 'clients'),
  wired(ClientRecordResolver),
  wired(ClientNotesResolver, 'clientNotes'),
  wired(WaitlistResolver, 'waitlist'),
  wired(StatsResolver, 'stats'),
  wired(BarberBookingResolver, 'barberBooking'),
  wired(ExportResolver, 'exports'),
  wired(AccountResolver, 'account'),
  wired(EmailChangeResolver, 'emailChanges'),
  wired(MailResolver, 'mail', 'appointmentQueries'),
  wired(UserMailResolver, 'mail'),
  wired(PushResolver, 'push'),
  wired(BookingRulesResolver, 'bookingRules'),
  wired(ClosedDatesResolver, 'closedDates'),
  wired(PublicConfigCalendarResolver, 'bookingRules', 'closedDates'),
  wired(SessionResolver, 'sessions'),
  wired(AuditResolver, 'audit'),
  wired(PrivacyResolver, 'privacy'),
];

/**
 * What the resolvers run on. The services are asked for when a resolver first runs: the schema is built
 * while the database opens, before the services that need it exist.
 */
export interface SchemaServices {
  pubSub: AppPubSub;
  services(): Services;
}

/** The app's schema: every resolver, each built once from the services it names. */
export async function createSchema(wiring: SchemaServices | null): Promise<GraphQLSchema> {
  const makers = new Map(resolverWiring.map(({ cls, make }) => [cls, make]));
  const instances = new Map<Function, unknown>();
  const schema = await buildAppSchema({
    resolvers: resolverWiring.map(({ cls }) => cls) as [Function, ...Function[]],
    // Without services (printing the SDL) nothing is published; an in-memory engine satisfies the build.
    pubSub: wiring?.pubSub ?? createAppPubSub(),
    container: {
      get(cls: Function, _data: ResolverData<Context>) {
        let instance = instances.get(cls);
        if (!instance) {
          const make = makers.get(cls);
          if (!wiring || !make) throw new Error(`No services wired for ${cls.name}`);
          instance = make(wiring.services());
          instances.set(cls, instance);
        }
        return instance;
      },
    },
  });
  return withAuditActor(schema);
}
