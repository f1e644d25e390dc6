import type { DataSource, EntityManager } from 'typeorm';
import { windowProblem } from '../../../../common/booking/waitlist';
import { barberMessages } from '../../../../common/validation/barber';
import {
  WAITLIST_LIMITS,
  waitlistMessages,
  waitlistOfferSchema,
  waitlistSchema,
} from '../../../../common/validation/waitlist';
import { isUniqueViolation } from '../../db/pg-errors';
import { isUuid } from '../../db/uuid';
import { badInput, conflict, notFound, validate } from '../../domain/errors';
import type { Viewer } from '../../domain/viewer';
import { Topic, type AppPubSub } from '../../events/pubsub';
import { cutOrFail } from '../appointments/appointment-lookup';
import type { BookingCalendars } from '../appointments/booking-calendar';
import type { ShopClock } from '../appointments/shop-clock';
import { AuditAction } from '../audit/audit-action';
import { recordAudit } from '../audit/record-audit';
import type { MailLinks } from '../mail/mail-links';
import { waitlistDay, wishTimes, type WaitlistWish } from './waitlist-day';
import type { WaitlistEntry } from './waitlist-entry.type';
import type { WaitlistInput } from './waitlist.inputs';
import { queueFreedTimeMail } from './waitlist-mail';

interface EntryRow {
  id: string;
  client_id: string;
  date: string;
  cut_id: string;
  barber_id: string | null;
  barber_name: string | null;
  from_time: string | null;
  to_time: string | null;
  created_at: Date;
}

const ENTRY_COLUMNS = `w.id, w.client_id, to_char(w."date", 'YYYY-MM-DD') AS "date", w.cut_id, w.barber_id,
  b.name AS barber_name, w.from_time, w.to_time, w.created_at`;
const FROM_ENTRIES = `waitlist_entries w LEFT JOIN barbers b ON b.id = w.barber_id`;

export const toEntry = (row: EntryRow): WaitlistEntry => ({
  id: row.id,
  clientId: row.client_id,
  date: row.date,
  cutId: row.cut_id,
  barberId: row.barber_id,
  barberName: row.barber_name,
  from: row.from_time,
  to: row.to_time,
  createdAt: row.created_at,
});

export const wishOf = (entry: WaitlistEntry): WaitlistWish => ({
  date: entry.date,
  cutId: entry.cutId,
  barberId: entry.barberId,
  from: entry.from,
  to: entry.to,
});

/** Every entry of a client, whatever its day: their data export's. */
export async function waitlistOf(db: EntityManager, clientId: string): Promise<WaitlistEntry[]> {
  const rows: EntryRow[] = await db.query(
    `SELECT ${ENTRY_COLUMNS} FROM ${FROM_ENTRIES} WHERE w.client_id = $1 ORDER BY w."date"`,
    [clientId],
  );
  return rows.map(toEntry);
}

/**
 * «Lista de espera» (issue 33, decision 0038): clients wait for a full day, the admin sees who waits and offers a
 * time. The mails for freed times come from the openings the database records (waitlist-openings.ts).
 */
export class WaitlistService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: ShopClock,
    private readonly calendars: BookingCalendars,
    private readonly links: MailLinks,
    private readonly pubSub: AppPubSub,
  ) {}

  /** The client's entries still to come, by day. */
  async mine(viewer: Viewer): Promise<WaitlistEntry[]> {
    const rows: EntryRow[] = await this.dataSource.query(
      `SELECT ${ENTRY_COLUMNS} FROM ${FROM_ENTRIES} WHERE w.client_id = $1 AND w."date" >= $2 ORDER BY w."date"`,
      [viewer.id, this.clock.today()],
    );
    return rows.map(toEntry);
  }

  /** A day's list, in the order people joined. */
  async ofDay(date: string): Promise<WaitlistEntry[]> {
    const values = await validate(waitlistSchema('0000-01-01').pick(['date']), { date });
    const rows: EntryRow[] = await this.dataSource.query(
      `SELECT ${ENTRY_COLUMNS} FROM ${FROM_ENTRIES} WHERE w."date" = $1 ORDER BY w.created_at, w.id`,
      [values.date],
    );
    return values.date < this.clock.today() ? [] : rows.map(toEntry);
  }

  async count(date: string): Promise<number> {
    const [row] = (await this.dataSource.query(`SELECT count(*)::int AS n FROM waitlist_entries WHERE "date" = $1`, [
      date,
    ])) as { n: number }[];
    return row.n;
  }

  /**
   * Joins a day's list: a day the client could book (not past, closed or beyond the horizon) with no free time
   * for them in their window; one entry a day, WAITLIST_LIMITS.maxActive at a time.
   */
  async join(viewer: Viewer, input: WaitlistInput): Promise<WaitlistEntry> {
    const today = this.clock.today();
    const values = await validate(waitlistSchema(today), input);
    const cut = await cutOrFail(this.dataSource.manager, values.cutId);
    const wish: WaitlistWish = {
      date: values.date,
      cutId: cut.id,
      barberId: values.barberId ?? null,
      from: values.from ?? null,
      to: values.to ?? null,
    };
    const tooShort = windowProblem(cut.duration, wish);
    if (tooShort) throw badInput(tooShort);
    const day = await waitlistDay(this.dataSource.manager, this.clock, this.calendars, wish, cut.duration);
    if (!day.byBarber.length) throw badInput(barberMessages.noneDoesCut);
    if (['past', 'closed', 'too_far'].includes(day.day.reason ?? '')) throw badInput(day.day.message ?? '');
    if (wishTimes(day).length > 0) throw conflict(waitlistMessages.stillFree);
    const entry = await this.dataSource.transaction(async (tx) => {
      // The account's row is the lock that makes «five at a time» hold for two requests at once.
      const [user] = await tx.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [viewer.id]);
      if (!user) throw notFound(waitlistMessages.notFound);
      const [{ n }] = (await tx.query(
        `SELECT count(*)::int AS n FROM waitlist_entries WHERE client_id = $1 AND "date" >= $2`,
        [viewer.id, today],
      )) as { n: number }[];
      if (n >= WAITLIST_LIMITS.maxActive) throw conflict(waitlistMessages.tooMany);
      try {
        const [{ id }] = (await tx.query(
          `INSERT INTO waitlist_entries (client_id, "date", cut_id, barber_id, from_time, to_time)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [viewer.id, wish.date, wish.cutId, wish.barberId, wish.from, wish.to],
        )) as { id: string }[];
        return this.entry(tx, id);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(waitlistMessages.alreadyWaiting);
        throw error;
      }
    });
    this.changed(entry.date);
    return entry;
  }

  /** Leaves one of the client's own entries; another's is not found. */
  async leave(viewer: Viewer, id: string): Promise<string> {
    const rows = isUuid(id)
      ? (
          (await this.dataSource.query(
            `DELETE FROM waitlist_entries WHERE id = $1 AND client_id = $2 RETURNING to_char("date", 'YYYY-MM-DD') AS "date"`,
            [id, viewer.id],
          )) as [{ date: string }[], number]
        )[0]
      : [];
    if (!rows.length) throw notFound(waitlistMessages.notFound);
    this.changed(rows[0].date);
    return id;
  }

  /** The times the entry could be offered now: what its client could book that fits their window. */
  async freeTimes(entry: WaitlistEntry): Promise<string[]> {
    if (entry.date < this.clock.today()) return [];
    const cut = await cutOrFail(this.dataSource.manager, entry.cutId);
    try {
      return wishTimes(
        await waitlistDay(this.dataSource.manager, this.clock, this.calendars, wishOf(entry), cut.duration),
      );
    } catch {
      // The barber asked for left or stopped doing the cut: nothing to offer until the admin sees to it.
      return [];
    }
  }

  /** The admin offers `time` to one person: the mail the freed times send, to them only, and its record. */
  async offer(id: string, time: string): Promise<WaitlistEntry> {
    const values = await validate(waitlistOfferSchema, { time });
    const entry = await this.entry(this.dataSource.manager, id);
    if (!(await this.freeTimes(entry)).includes(values.time)) throw conflict(waitlistMessages.nothingToOffer);
    await this.dataSource.transaction(async (tx) => {
      const [person] = (await tx.query(
        `SELECT u.name, u.email, c.name AS cut_name FROM waitlist_entries w
           JOIN users u ON u.id = w.client_id JOIN cuts c ON c.id = w.cut_id
          WHERE w.id = $1 FOR UPDATE OF w`,
        [id],
      )) as { name: string; email: string; cut_name: string }[];
      if (!person) throw notFound(waitlistMessages.notFound);
      await queueFreedTimeMail(
        tx,
        this.links,
        {
          entryId: entry.id,
          clientId: entry.clientId,
          name: person.name,
          email: person.email,
          date: entry.date,
          time: values.time,
          cutId: entry.cutId,
          cutName: person.cut_name,
          barberId: entry.barberId,
          barberName: entry.barberName,
        },
        `offer-${Date.now()}`,
      );
      await recordAudit(tx, {
        action: AuditAction.WAITLIST_OFFERED,
        targetType: 'user',
        targetId: entry.clientId,
        after: {
          date: entry.date,
          time: values.time,
          cutType: person.cut_name,
          barberName: entry.barberName ?? 'Cualquiera',
        },
      });
    });
    return entry;
  }

  private async entry(db: EntityManager, id: string): Promise<WaitlistEntry> {
    const [row]: EntryRow[] = isUuid(id)
      ? await db.query(`SELECT ${ENTRY_COLUMNS} FROM ${FROM_ENTRIES} WHERE w.id = $1`, [id])
      : [];
    if (!row) throw notFound(waitlistMessages.notFound);
    return toEntry(row);
  }

  private changed(date: string): void {
    this.pubSub.publish(Topic.WaitlistChanged, { date });
  }
}
