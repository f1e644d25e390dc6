import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { accountMessages, mailSettingsSchema } from '../../../../common/validation/account';
import type { Viewer } from '../../domain/viewer';
import { badInput, unauthenticated, validate } from '../../domain/errors';
import type { Appointment } from '../appointments/appointment.entity';
import type { ShopClock } from '../appointments/shop-clock';
import { auditMailSettings } from '../audit/settings-audit';
import { User } from '../users/user.entity';
import { type BookingEvent, BookingMails, calendarSequence, recipient } from './booking-mails';
import { MailLinks, shopDetails } from './mail-links';
import { MailSettings } from './mail-settings.entity';
import { createMailTransport, type MailTransport } from './mail-transport';
import { MailWorker } from './mail-worker';
import type { MailPreferencesInput, MailSettingsInput } from './mail.inputs';
import { unsentMailCount } from './outbox';
import { queueDueReminders, REMINDER_KIND, reminderStillWanted } from './reminders';

export interface MailOptions {
  smtpUrl?: string;
  mailFrom?: string;
  publicUrl: string;
  dataDir: string;
  secret: string;
  log: (line: string) => void;
  onError: (error: unknown) => void;
  /** Awaited before each round of the worker, before due reminders are queued. */
  beforeEachRound?: () => Promise<void>;
}

/** The mail channel: booking mails, reminders, preferences and the shop's settings, and the worker that sends. */
export class MailService {
  readonly links: MailLinks;
  readonly bookings: BookingMails;
  readonly worker: MailWorker;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ShopClock,
    options: MailOptions,
    transport: MailTransport = createMailTransport({
      smtpUrl: options.smtpUrl,
      from: options.mailFrom,
      outboxDir: path.join(options.dataDir, 'outbox'),
      log: options.log,
    }),
  ) {
    this.links = new MailLinks(options.publicUrl, options.secret);
    this.bookings = new BookingMails(this.links, clock.zone);
    this.worker = new MailWorker(
      dataSource,
      transport,
      async () => {
        await options.beforeEachRound?.();
        await queueDueReminders(dataSource, this.bookings, this.links, clock.now());
      },
      async ({ kind, appointmentId, dedupeKey }) =>
        kind !== REMINDER_KIND || reminderStillWanted(dataSource, appointmentId, dedupeKey, clock.now()),
      options.onError,
    );
  }

  /** The appointment service calls this inside the transaction of each change. */
  appointmentChanged(manager: EntityManager, event: BookingEvent, appointment: Appointment): Promise<void> {
    return this.bookings.queue(manager, event, appointment);
  }

  settings(): Promise<MailSettings> {
    return this.dataSource.getRepository(MailSettings).findOneByOrFail({ id: 1 });
  }

  /** Saves the settings and records what changed, if anything, in the audit trail, together. */
  async updateSettings(input: MailSettingsInput): Promise<MailSettings> {
    const values = await validate(mailSettingsSchema, input);
    return this.dataSource.transaction(async (tx) => {
      const before = await tx.findOneByOrFail(MailSettings, { id: 1 });
      await tx.update(
        MailSettings,
        { id: 1 },
        { reminderHoursBefore: values.reminderHoursBefore, notifyBarber: values.notifyBarber },
      );
      const after = await tx.findOneByOrFail(MailSettings, { id: 1 });
      await auditMailSettings(tx, before, after);
      return after;
    });
  }

  unsentCount(): Promise<number> {
    return unsentMailCount(this.dataSource);
  }

  async updatePreferences(viewer: Viewer, input: MailPreferencesInput): Promise<User> {
    const users = this.dataSource.getRepository(User);
    const result = await users.update(
      { id: viewer.id },
      { mailReminders: Boolean(input.reminders), mailBookings: Boolean(input.bookings) },
    );
    if (!result.affected) throw unauthenticated();
    return users.findOneByOrFail({ id: viewer.id });
  }

  /** The link in every mail: turns booking mails and reminders off without signing in. */
  async unsubscribe(token: string): Promise<string> {
    const userId = this.links.userOfUnsubscribeToken(token ?? '');
    const result = userId
      ? await this.dataSource.getRepository(User).update({ id: userId }, { mailReminders: false, mailBookings: false })
      : { affected: 0 };
    if (!result.affected) throw badInput(accountMessages.unsubscribeInvalid);
    return accountMessages.unsubscribed;
  }

  /** The appointment as an .ics file, for the client's 'Añadir al calendario'. */
  async calendarFile(appointment: Appointment): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const shop = await shopDetails(manager);
      const client = appointment.clientId ? await recipient(manager, appointment.clientId) : null;
      return this.bookings.ics(appointment, shop, client, await calendarSequence(manager, appointment.id));
    });
  }
}
