import type { DataSource } from 'typeorm';
import { AfterAnswer } from './db/after-answer';
import type { AppConfig } from './config/env';
import { AccountService } from './features/account/account.service';
import { EmailChangeService } from './features/account/email-change.service';
import { Agenda } from './features/appointments/agenda';
import { AppointmentQueries } from './features/appointments/appointment-queries.service';
import { BarberAppointmentService } from './features/appointments/barber-appointments.service';
import { BookingCalendars } from './features/appointments/booking-calendar';
import { BookingService } from './features/appointments/booking.service';
import { ClientAppointmentService } from './features/appointments/client-appointments.service';
import { createShopClock } from './features/appointments/shop-clock';
import { AuditService } from './features/audit/audit.service';
import { AuthAttemptLimiter } from './features/auth/attempt-limiter';
import { AuthService } from './features/auth/auth.service';
import type { TokenService } from './features/auth/token';
import { BookingRulesService } from './features/business-config/booking-rules.service';
import { BusinessConfigService } from './features/business-config/business-config.service';
import { BarberBookingService } from './features/appointments/barber-booking.service';
import { ClosedDatesService } from './features/business-config/closed-dates.service';
import { ClientNotesService } from './features/clients/client-notes.service';
import { WaitlistService } from './features/waitlist/waitlist.service';
import { mailFreedTimes } from './features/waitlist/waitlist-openings';
import { ClientService } from './features/clients/clients.service';
import { CutService } from './features/cuts/cut.service';
import { BarberService } from './features/barbers/barber.service';
import { BarberAdminService } from './features/barbers/barber-admin.service';
import { BarberWeekService } from './features/barbers/barber-week.service';
import { ExportService } from './features/exports/export.service';
import { PrivacyService } from './features/privacy/privacy.service';
import { MailService } from './features/mail/mail.service';
import { unsubscribeKey } from './features/mail/unsubscribe-key';
import { PushService } from './features/push/push.service';
import { vapidDetails } from './features/push/vapid-keys';
import { LiveSessions } from './features/sessions/live-sessions';
import { SessionService } from './features/sessions/session.service';
import { StatsService } from './features/stats/stats.service';
import { ProfileService } from './features/users/profile.service';
import { Topic, type AppPubSub } from './events/pubsub';

/** Every business rule lives in one of these; resolvers and REST only delegate. */
export interface Services {
  auth: AuthService;
  cuts: CutService;
  /** Issue 32: the shop's barbers. */
  barbers: BarberService;
  /** Issue 32: the admin's «Barberos»: add, edit, order, invite, remove (decision 0032). */
  barberAdmin: BarberAdminService;
  /** Issue 32: each barber's hours, breaks and days off (the admin's, or the barber's own). */
  barberWeek: BarberWeekService;
  businessConfig: BusinessConfigService;
  profile: ProfileService;
  /** The agenda's reads; new bookings; what clients and the barber do with them; how each change is written. */
  appointmentQueries: AppointmentQueries;
  bookings: BookingService;
  clientAppointments: ClientAppointmentService;
  barberAppointments: BarberAppointmentService;
  agenda: Agenda;
  clients: ClientService;
  /** Issue 33: the admin's private note on each client (decision 0036). */
  clientNotes: ClientNotesService;
  /** Issue 33: «Lista de espera» (decision 0038). */
  waitlist: WaitlistService;
  stats: StatsService;
  barberBooking: BarberBookingService;
  exports: ExportService;
  account: AccountService;
  /** Issue 29: a new sign-in address takes the password; the old one can take the account back. */
  emailChanges: EmailChangeService;
  mail: MailService;
  /** Issue 34: the users' devices for push notifications; its outbox is sent in the mail worker's round. */
  push: PushService;
  /** Issue 15: buffer, notice, horizon, cancellation cutoff, breaks; and closed dates. */
  bookingRules: BookingRulesService;
  closedDates: ClosedDatesService;
  /** The signed-in client's own data: export and erasure. */
  privacy: PrivacyService;
  /** Reads the audit trail (entries are written by the other services, in their transactions). */
  audit: AuditService;
  /** Issues, checks and ends session tokens. */
  sessions: SessionService;
  /** This process's WebSocket connections per session, closed when their session ends; closed with the app. */
  liveSessions: LiveSessions;
  /** Events for subscriptions (in memory, or Redis when REDIS_URL is set); closed with the app. */
  pubSub: AppPubSub;
  /** Work started after a request's answer (reset mails); the app waits for it before closing. */
  afterAnswer: AfterAnswer;
}

export function createServices(
  dataSource: DataSource,
  tokens: TokenService,
  config: AppConfig,
  /** The server's signing secret (JWT_SECRET or the embedded one); unsubscribe links have a key of their own. */
  secret: string,
  /** Made before the services, for the schema (see createSchema). */
  pubSub: AppPubSub,
): Services {
  const businessConfig = new BusinessConfigService(dataSource, config.shopTimezone);
  const clock = createShopClock(config.shopTimezone, config.now);
  const sessions = new SessionService(dataSource, tokens, pubSub);
  const afterAnswer = new AfterAnswer((error) => console.error('[after-answer] failed', error));
  const mail = new MailService(dataSource, clock, {
    // A reset mail queued just after its answer is in the round that follows; so are the waitlist's freed times.
    beforeEachRound: async () => {
      await afterAnswer.settled();
      await mailFreedTimes(dataSource, clock, calendars, mail.links);
    },
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    publicUrl: config.publicUrl ?? `http://localhost:${config.port || 4000}`,
    dataDir: config.dataDir,
    unsubscribeKey: unsubscribeKey(config, secret),
    legacyUnsubscribeSecret: secret,
    printLinks: config.mailPrintLinks ?? process.env.NODE_ENV !== 'production',
    log: config.mailLog ?? ((line) => console.log(line)),
    onError: (error) => console.error('Correo:', error instanceof Error ? error.message : error),
    afterEachRound: async () => {
      await push.worker.runOnce();
    },
  });
  const push = new PushService(dataSource, {
    vapid: vapidDetails(config, secret),
    allowHttp: config.pushAllowHttp ?? false,
    stillWanted: (row) => mail.stillWanted(row),
    onError: (error) => console.error('Notificaciones:', error instanceof Error ? error.message : error),
  });
  const barbers = new BarberService(dataSource);
  const bookingRules = new BookingRulesService(dataSource);
  const closedDates = new ClosedDatesService(dataSource, clock.today);
  const calendars = new BookingCalendars(clock, () => businessConfig.openingHours(), bookingRules, closedDates);
  const agenda = new Agenda(dataSource, mail, (event) => pubSub.publish(Topic.AppointmentChanged, event));
  const appointmentQueries = new AppointmentQueries(dataSource, clock, calendars, bookingRules);
  const bookings = new BookingService(dataSource, clock, calendars, agenda);
  const attempts = new AuthAttemptLimiter(config.authRateLimit, {
    redisUrl: config.redisUrl,
    keyPrefix: config.authRateLimitPrefix,
  });
  const account = new AccountService(dataSource, sessions, attempts, mail.links, afterAnswer);
  const emailChanges = new EmailChangeService(dataSource, sessions, attempts, mail.links, (manager, user) =>
    account.queueVerification(manager, user),
  );
  const clients = new ClientService(dataSource, agenda, sessions, mail);
  const clientNotes = new ClientNotesService(dataSource);
  const waitlist = new WaitlistService(dataSource, clock, calendars, mail.links, pubSub);
  return {
    auth: new AuthService(dataSource, sessions, attempts, (manager, user) => account.queueVerification(manager, user)),
    cuts: new CutService(dataSource),
    barbers,
    barberAdmin: new BarberAdminService(dataSource, barbers, mail.links, clock.now),
    barberWeek: new BarberWeekService(dataSource, barbers, () => businessConfig.openingHours(), clock.today),
    businessConfig,
    profile: new ProfileService(dataSource, emailChanges),
    appointmentQueries,
    bookings,
    clientAppointments: new ClientAppointmentService(dataSource, clock, bookingRules, bookings, agenda),
    barberAppointments: new BarberAppointmentService(dataSource, clock, calendars, closedDates, agenda),
    agenda,
    clients,
    clientNotes,
    waitlist,
    stats: new StatsService(dataSource, clock, barbers),
    barberBooking: new BarberBookingService(dataSource, bookings, barbers),
    exports: new ExportService(dataSource, clock, clients),
    account,
    emailChanges,
    mail,
    push,
    bookingRules,
    closedDates,
    pubSub,
    privacy: new PrivacyService(dataSource, appointmentQueries, clients, clientNotes, attempts),
    audit: new AuditService(dataSource, config.shopTimezone),
    sessions,
    liveSessions: new LiveSessions(pubSub),
    afterAnswer,
  };
}
