import type { DataSource, EntityManager } from 'typeorm';
import type { BookingCalendars } from '../appointments/booking-calendar';
import type { ShopClock } from '../appointments/shop-clock';
import type { MailLinks } from '../mail/mail-links';
import { waitlistDay, wishTimes, type WaitlistDay } from './waitlist-day';
import { queueFreedTimeMail } from './waitlist-mail';

/** What the database recorded (migration 1732300760000): a day, and the barber and span freed, or the whole day. */
interface OpeningRow {
  id: string;
  date: string;
  barber_id: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
}

interface WaitingRow {
  id: string;
  client_id: string;
  cut_id: string;
  barber_id: string | null;
  barber_name: string | null;
  from_time: string | null;
  to_time: string | null;
  name: string;
  email: string;
  cut_name: string;
  duration: number;
}

/**
 * Turns the openings into mails, one at a time, each in its own transaction with the mails it causes, so an
 * opening is gone only once its mails are queued. Entries of days gone are dropped first. Returns the mails queued.
 */
export async function mailFreedTimes(
  dataSource: DataSource,
  clock: ShopClock,
  calendars: BookingCalendars,
  links: MailLinks,
): Promise<number> {
  const today = clock.today();
  await dataSource.query(`DELETE FROM waitlist_entries WHERE "date" < $1`, [today]);
  let queued = 0;
  for (;;) {
    const handled = await dataSource.transaction(async (tx) => {
      const [opening] = (await tx.query(
        `SELECT id, to_char("date", 'YYYY-MM-DD') AS "date", barber_id, starts_at, ends_at
           FROM waitlist_openings ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      )) as OpeningRow[];
      if (!opening) return null;
      await tx.query(
        // A whole day's opening stands for every other one of that day not yet taken: one look serves them all.
        opening.starts_at
          ? `DELETE FROM waitlist_openings WHERE id = $1`
          : `DELETE FROM waitlist_openings WHERE "date" = $2 AND starts_at IS NULL AND (id = $1 OR id IN (
               SELECT id FROM waitlist_openings WHERE "date" = $2 AND starts_at IS NULL FOR UPDATE SKIP LOCKED))`,
        opening.starts_at ? [opening.id] : [opening.id, opening.date],
      );
      return opening.date < today ? 0 : tellWaiting(tx, clock, calendars, links, opening);
    });
    if (handled === null) return queued;
    queued += handled;
  }
}

/** Mails each entry of the opening's day that a time freed by it can serve: the earliest such time. */
async function tellWaiting(
  tx: EntityManager,
  clock: ShopClock,
  calendars: BookingCalendars,
  links: MailLinks,
  opening: OpeningRow,
): Promise<number> {
  const waiting = (await tx.query(
    `SELECT w.id, w.client_id, w.cut_id, w.barber_id, b.name AS barber_name, w.from_time, w.to_time,
            u.name, u.email, c.name AS cut_name, c.duration
       FROM waitlist_entries w
       JOIN users u ON u.id = w.client_id
       JOIN cuts c ON c.id = w.cut_id
       LEFT JOIN barbers b ON b.id = w.barber_id
      WHERE w."date" = $1 AND ($2::uuid IS NULL OR w.barber_id IS NULL OR w.barber_id = $2)
      ORDER BY w.created_at, w.id`,
    [opening.date, opening.barber_id],
  )) as WaitingRow[];
  let queued = 0;
  for (const entry of waiting) {
    let day: WaitlistDay;
    try {
      day = await waitlistDay(
        tx,
        clock,
        calendars,
        {
          date: opening.date,
          cutId: entry.cut_id,
          barberId: entry.barber_id,
          from: entry.from_time,
          to: entry.to_time,
        },
        entry.duration,
      );
    } catch {
      continue; // The barber asked for is gone or no longer does the cut: nothing this entry can book.
    }
    const time = firstFreed(day, opening, entry.duration, clock);
    if (!time) continue;
    const added = await queueFreedTimeMail(
      tx,
      links,
      {
        entryId: entry.id,
        clientId: entry.client_id,
        name: entry.name,
        email: entry.email,
        date: opening.date,
        time,
        cutId: entry.cut_id,
        cutName: entry.cut_name,
        barberId: entry.barber_id,
        barberName: entry.barber_name,
      },
      // A whole day's look tells a time once; a freed span is news each time it frees.
      opening.starts_at ? `opening-${opening.id}` : 'day',
    );
    if (added) queued += 1;
  }
  return queued;
}

/**
 * The earliest time the entry can book that the opening freed: for a span, a time of that barber whose service
 * overlaps it (it was not bookable while the span was held); for the whole day, any. Times inside the minimum
 * notice are never among them: the booking rules leave them out.
 */
function firstFreed(day: WaitlistDay, opening: OpeningRow, duration: number, clock: ShopClock): string | null {
  if (!opening.starts_at || !opening.ends_at) {
    return wishTimes(day)[0] ?? null;
  }
  const freedStart = new Date(opening.starts_at).getTime();
  const freedEnd = new Date(opening.ends_at).getTime();
  const times = day.byBarber.find((b) => b.barberId === opening.barber_id)?.times ?? [];
  return (
    times.find((time) => {
      const start = clock.instant(opening.date, time).getTime();
      return start < freedEnd && start + duration * 60_000 > freedStart;
    }) ?? null
  );
}
