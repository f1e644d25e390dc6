import type { DataSource } from 'typeorm';
import { isRebookHour, REBOOK_GRACE_DAYS } from '../../../../common/booking/rebook';
import { AppointmentStatus, LIVE_STATUSES } from '../appointments/appointment-status';
import type { ShopClock } from '../appointments/shop-clock';
import { Role } from '../../domain/role';
import { renderMail } from './mail-layout';
import { shopDetails, type MailLinks } from './mail-links';
import { enqueueMail } from './outbox';

export const REBOOK_KIND = 'rebook_reminder';

/** One «¿Toca corte?» per completed appointment, ever. */
export const rebookKey = (appointmentId: string) => `rebook:${appointmentId}`;

/**
 * Who still wants the mail about completed appointment `a` of client `u` (decision 0037): it is their latest
 * completed one and nothing of theirs starts after it or is still to come, their switch is on (never chosen
 * counts as on: they have this completed appointment) and their account's mail is not off (the general
 * unsubscribe turns both of its switches off).
 */
const STILL_WANTED = `
  u.role = '${Role.CLIENT}'
  AND COALESCE(u.mail_rebook, true)
  AND (u.mail_reminders OR u.mail_bookings)
  AND NOT EXISTS (
    SELECT 1 FROM appointments b
    WHERE b.client_id = a.client_id AND b.id <> a.id
      AND (b.starts_at > a.starts_at OR (b.status = ANY($2::text[]) AND b.ends_at > $1)))`;

interface DueRow {
  id: string;
  client_id: string;
  cut_id: string;
  barber_id: string | null;
  barber_active: boolean;
  name: string;
  email: string;
}

/** The shop's wall-clock time now, HH:MM. */
function shopTime(clock: ShopClock): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: clock.zone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).format(clock.now());
}

/**
 * Queues «¿Toca corte, Ana?» for each client whose latest completed appointment's cut is due again (its
 * `rebook_after_days` have passed since the appointment's day, less than REBOOK_GRACE_DAYS ago; the SQL says
 * what isRebookDue says), during the shop's sensible hours. The outbox's
 * unique dedupe key makes it one per appointment even with several processes or a restart.
 */
export async function queueDueRebookReminders(dataSource: DataSource, links: MailLinks, clock: ShopClock) {
  if (!isRebookHour(shopTime(clock))) return 0;
  const now = clock.now();
  const due = (await dataSource.query(
    `SELECT a.id, a.client_id, a.cut_id, a.barber_id, COALESCE(br.active, false) AS barber_active, u.name, u.email
     FROM appointments a
     JOIN users u ON u.id = a.client_id
     JOIN cuts c ON c.id = a.cut_id
     LEFT JOIN barbers br ON br.id = a.barber_id
     WHERE a.status = $3
       AND c.rebook_after_days IS NOT NULL
       AND a."date" + c.rebook_after_days <= $4::date
       AND a."date" + c.rebook_after_days > $4::date - $5::int
       AND ${STILL_WANTED}
       AND NOT EXISTS (SELECT 1 FROM mail_outbox m WHERE m.dedupe_key = 'rebook:' || a.id)`,
    [now, [...LIVE_STATUSES], AppointmentStatus.COMPLETED, clock.today(), REBOOK_GRACE_DAYS],
  )) as DueRow[];
  let queued = 0;
  for (const row of due) {
    await dataSource.transaction(async (manager) => {
      const shop = await shopDetails(manager);
      const firstName = row.name.trim().split(/\s+/)[0] || row.name;
      const barberId = shop.activeBarbers > 1 && row.barber_active ? row.barber_id : null;
      const unsubscribeUrl = links.unsubscribeRebook(row.client_id);
      const mail = renderMail(
        {
          subject: `¿Toca corte, ${firstName}?`,
          greeting: `Hola, ${row.name}:`,
          paragraphs: [
            'Ya ha pasado un tiempo desde tu último corte y quizá vaya tocando el siguiente.',
            'Si quieres, reserva otra vez con un toque: te dejamos el mismo corte elegido.',
          ],
          action: { label: 'Reservar otra vez', url: links.rebook(row.cut_id, barberId) },
          footer: { text: 'No quiero más recordatorios para volver', url: unsubscribeUrl },
        },
        shop,
      );
      const added = await enqueueMail(manager, {
        kind: REBOOK_KIND,
        to: row.email,
        ...mail,
        unsubscribeUrl,
        appointmentId: row.id,
        userId: row.client_id,
        dedupeKey: rebookKey(row.id),
      });
      if (added) queued += 1;
    });
  }
  return queued;
}

/** Checked right before sending: a client who booked, switched it off or turned mail off since gets nothing. */
export async function rebookStillWanted(
  dataSource: DataSource,
  appointmentId: string | null,
  now: Date,
): Promise<boolean> {
  if (!appointmentId) return false;
  const rows = (await dataSource.query(
    `SELECT 1 FROM appointments a JOIN users u ON u.id = a.client_id WHERE a.id = $3 AND ${STILL_WANTED}`,
    [now, [...LIVE_STATUSES], appointmentId],
  )) as unknown[];
  return rows.length > 0;
}
