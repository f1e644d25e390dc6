import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { accountMessages, mailSettingsSchema } from '../../../../common/validation/account';
import type { Viewer } from '../../domain/viewer';
import { badInput, unauthenticated, validate } from '../../domain/errors';
import { wantsRebook } from '../../../../common/booking/rebook';
import type { Appointment } from '../appointments/appointment.entity';
import { AppointmentStatus } from '../appointments/appointment-status';
import type { ShopClock } from '../appointments/shop-clock';
import { auditMailSettings } from '../audit/settings-audit';
import { User } from '../users/user.entity';
import { type BookingEvent, BookingMails, calendarSequence, type OtherTime, recipient } from './booking-mails';
import { MailLinks, shopDetails } from './mail-links';
import { MailSettings } from './mail-settings.entity';
import { createMailTransport, type MailTransport } from './mail-transport';
import { MailWorker, type StillWanted } from './mail-worker';
import type { MailPreferencesInput, MailSettingsInput } from './mail.inputs';
import { dropExpiredBodies, forgetMailOf, MAIL_RETENTION_DAYS, unsentMailCount } from './outbox';
import { OutboxFiles } from './outbox-files';
import { queueDueRebookReminders, REBOOK_KIND, rebookStillWanted } from './rebook-reminders';
import { queueDueReminders, REMINDER_KIND, reminderStillWanted } from './reminders';
import { freedTimeStillWanted, WAITLIST_KIND } from '../waitlist/waitlist-mail';
import { forgetPushOf } from '../push/push-outbox';

export interface MailOptions {
  smtpUrl?: string;
  mailFrom?: string;
  publicUrl: string;
  dataDir: string;
  /** Signs unsubscribe links (see unsubscribe-key.ts). */
  unsubscribeKey: Buffer;
  /** The session secret, which signed unsubscribe links before they had their own key: honoured for a while. */
  legacyUnsubscribeSecret: string;
  /** Whether the no-SMTP outbox prints each mail's links: only outside production. */
  printLinks: boolean;
  log: (line: string) => void;
  onError: (error: unknown) => void;
  /** Awaited before each round of the worker, before due reminders are queued (the waitlist's freed times too). */
  beforeEachRound?: () => Promise<void>;
  /** Awaited at the end of each round, once the due mails are sent: the push outbox's turn. */
  afterEachRound?: () => Promise<void>;
}

/** How often the worker drops expired bodies and .eml files: the first round, then every 10 minutes. */
const RETENTION_SWEEP_MS = 10 * 60_000;

/** The mail channel: booking mails, reminders, preferences and the shop's settings, and the worker that sends. */
export class MailService {
  readonly links: MailLinks;
  readonly bookings: BookingMails;
  readonly worker: MailWorker;
  readonly files: OutboxFiles;
  private nextSweep = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ShopClock,
    options: MailOptions,
    transport?: MailTransport,
  ) {
    this.files = new OutboxFiles(path.join(options.dataDir, 'outbox'));
    this.links = new MailLinks(options.publicUrl, options.unsubscribeKey, options.legacyUnsubscribeSecret);
    this.bookings = new BookingMails(this.links, clock.zone);
    this.worker = new MailWorker(
      dataSource,
      transport ??
        createMailTransport({
          smtpUrl: options.smtpUrl,
          from: options.mailFrom,
          files: this.files,
          printLinks: options.printLinks,
          log: options.log,
        }),
      async () => {
        await options.beforeEachRound?.();
        if (Date.now() >= this.nextSweep) {
          this.nextSweep = Date.now() + RETENTION_SWEEP_MS;
          await this.dropExpired();
        }
        await queueDueReminders(dataSource, this.bookings, this.links, clock.now());
        await queueDueRebookReminders(dataSource, this.links, clock);
      },
      this.stillWanted,
      options.onError,
      async () => options.afterEachRound?.(),
    );
  }

  /** Checked right before a mail or a push notification is sent: false skips it for good. */
  readonly stillWanted: StillWanted = async ({ kind, appointmentId, dedupeKey }) => {
    if (kind === REMINDER_KIND) return reminderStillWanted(this.dataSource, appointmentId, dedupeKey, this.clock.now());
    if (kind === REBOOK_KIND) return rebookStillWanted(this.dataSource, appointmentId, this.clock.now());
    if (kind === WAITLIST_KIND) return freedTimeStillWanted(this.dataSource.manager, dedupeKey);
    return true;
  };

  /** Past the retention limit, unsent bodies and .eml files go (MAIL_RETENTION_DAYS). */
  async dropExpired(): Promise<{ bodies: number; files: number }> {
    const bodies = await dropExpiredBodies(this.dataSource);
    const files = this.files.removeOlderThan(new Date(Date.now() - MAIL_RETENTION_DAYS * 86_400_000));
    return { bodies, files };
  }

  /**
   * An account's erasure, inside its transaction: its mails are dropped or stripped (forgetMailOf), its push
   * notifications dropped (forgetPushOf). Returns what
   * to do once that commits: delete their .eml files.
   */
  async forget(manager: EntityManager, user: { id: string; email: string }, appointmentIds: readonly string[]) {
    const ids = await forgetMailOf(manager, user, appointmentIds);
    await forgetPushOf(manager, user.id, appointmentIds);
    return () => void this.files.remove(ids);
  }

  /** The appointment service calls this inside the transaction of each change. */
  appointmentChanged(
    manager: EntityManager,
    event: BookingEvent,
    appointment: Appointment,
    other?: OtherTime,
  ): Promise<void> {
    return this.bookings.queue(manager, event, appointment, other);
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
      {
        mailReminders: Boolean(input.reminders),
        mailBookings: Boolean(input.bookings),
        // Absent: left as it was, so a caller that knows only the first two switches does not choose this one.
        ...(typeof input.rebook === 'boolean' ? { mailRebookChoice: input.rebook } : {}),
      },
    );
    if (!result.affected) throw unauthenticated();
    return users.findOneByOrFail({ id: viewer.id });
  }

  /**
   * The link in every mail: turns booking mails and reminders off without signing in. A link signed with the
   * session secret (before the links had their own key) counts until `legacy_unsubscribe_until`.
   */
  async unsubscribe(token: string, rebookOnly = false): Promise<string> {
    const signed = this.links.userOfUnsubscribeToken(token ?? '');
    const accepted = signed && (!signed.legacy || (await this.legacyUnsubscribeAccepted()));
    // The «¿Toca corte?» mail's link turns off that kind alone (decision 0037).
    const off = rebookOnly ? { mailRebookChoice: false } : { mailReminders: false, mailBookings: false };
    const result = accepted
      ? await this.dataSource.getRepository(User).update({ id: signed.userId }, off)
      : { affected: 0 };
    if (!result.affected) throw badInput(accountMessages.unsubscribeInvalid);
    return rebookOnly ? accountMessages.unsubscribedRebook : accountMessages.unsubscribed;
  }

  /** «Recordatorios para volver» as it stands: the client's choice, else on once they have a completed cut. */
  async wantsRebook(user: User): Promise<boolean> {
    if (user.mailRebookChoice !== null && user.mailRebookChoice !== undefined) return user.mailRebookChoice;
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM appointments WHERE client_id = $1 AND status = $2`,
      [user.id, AppointmentStatus.COMPLETED],
    )) as { n: number }[];
    return wantsRebook(null, row?.n ?? 0);
  }

  private async legacyUnsubscribeAccepted(): Promise<boolean> {
    const [row] = (await this.dataSource.query(
      `SELECT legacy_unsubscribe_until > now() AS open FROM mail_settings WHERE id = 1`,
    )) as { open: boolean | null }[];
    return row?.open === true;
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
