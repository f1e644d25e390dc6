import { In, type DataSource } from 'typeorm';
import { AppointmentStatus, LIVE_STATUSES } from '../appointments/appointment-status';
import { Appointment } from '../appointments/appointment.entity';
import { calendarSequence, cutText, recipient, whenText, withBarber, type BookingMails } from './booking-mails';
import { renderMail } from './mail-layout';
import { shopDetails, type MailLinks } from './mail-links';
import { enqueueMail } from './outbox';
import { reminderPush } from '../push/booking-pushes';
import { enqueuePush } from '../push/push-outbox';

export const REMINDER_KIND = 'reminder';

/** One reminder per appointment and start: moving the appointment earns a new one, a restart none. */
export const reminderKey = (appointmentId: string, startsAt: Date) =>
  `reminder:${appointmentId}:${Math.floor(new Date(startsAt).getTime() / 1000)}`;

/**
 * Queues a reminder for every live appointment starting within the shop's reminder window
 * (`reminderHoursBefore`, 0 = off) whose client wants reminders and has none for that start yet.
 * The outbox's unique dedupe key makes it exactly one even with several processes or a restart.
 */
export async function queueDueReminders(
  dataSource: DataSource,
  bookingMails: BookingMails,
  links: MailLinks,
  now: Date,
): Promise<number> {
  const due = (await dataSource.query(
    `SELECT a.id FROM appointments a
     JOIN users u ON u.id = a.client_id
     CROSS JOIN mail_settings s
     WHERE s.id = 1 AND s.reminder_hours_before > 0
       AND a.status = ANY($2::text[])
       AND a.starts_at > $1
       AND a.starts_at <= $1::timestamptz + make_interval(hours => s.reminder_hours_before)
       AND u.mail_reminders
       AND NOT EXISTS (
         SELECT 1 FROM mail_outbox m
         WHERE m.dedupe_key = 'reminder:' || a.id || ':' || floor(extract(epoch FROM a.starts_at))::bigint)`,
    [now, [...LIVE_STATUSES]],
  )) as { id: string }[];
  if (!due.length) return 0;
  let queued = 0;
  const appointments = await dataSource.getRepository(Appointment).findBy({ id: In(due.map((row) => row.id)) });
  for (const appointment of appointments) {
    await dataSource.transaction(async (manager) => {
      const client = await recipient(manager, appointment.clientId!);
      if (!client) return;
      const shop = await shopDetails(manager);
      const unsubscribeUrl = links.unsubscribe(client.id);
      const mail = renderMail(
        {
          subject: `Recordatorio: ${cutText(appointment, shop)} ${whenText(appointment)}`,
          greeting: `Hola, ${client.name}:`,
          paragraphs: [
            `Te recordamos tu cita de ${appointment.cutType} (${appointment.duration} min)${withBarber(appointment, shop)} ${whenText(appointment)}.`,
            // A request the barber has not answered yet is not an appointment to count on.
            ...(appointment.status === AppointmentStatus.PENDING
              ? ['Todavía está pendiente de confirmación por la barbería: te escribiremos en cuanto la confirme.']
              : []),
            ...(shop.address ? [`Dirección: ${shop.address}.`] : []),
            shop.phone
              ? `Si no puedes venir, cancélala desde la app o llámanos al ${shop.phone}.`
              : 'Si no puedes venir, cancélala desde la app.',
          ],
          action: { label: 'Ver mis citas', url: links.myAppointments() },
          footer: { text: 'No quiero recibir más correos de citas ni recordatorios', url: unsubscribeUrl },
        },
        shop,
      );
      const added = await enqueueMail(manager, {
        kind: REMINDER_KIND,
        to: client.email,
        ...mail,
        unsubscribeUrl,
        appointmentId: appointment.id,
        userId: client.id,
        dedupeKey: reminderKey(appointment.id, appointment.startsAt),
        ics: {
          method: 'REQUEST',
          content: bookingMails.ics(appointment, shop, client, await calendarSequence(manager, appointment.id)),
        },
      });
      if (!added) return;
      queued += 1;
      await enqueuePush(manager, {
        kind: REMINDER_KIND,
        to: [client.id],
        message: reminderPush(appointment, shop),
        appointmentId: appointment.id,
        userId: client.id,
        dedupeKey: reminderKey(appointment.id, appointment.startsAt),
      });
    });
  }
  return queued;
}

/** Checked right before sending: a reminder for an appointment cancelled, rejected, deleted or moved since is dropped. */
export async function reminderStillWanted(
  dataSource: DataSource,
  appointmentId: string | null,
  dedupeKey: string | null,
  now: Date,
): Promise<boolean> {
  if (!appointmentId) return false;
  const [row] = (await dataSource.query(
    `SELECT a.id, a.status, a.starts_at, u.mail_reminders FROM appointments a
     JOIN users u ON u.id = a.client_id WHERE a.id = $1`,
    [appointmentId],
  )) as { id: string; status: string; starts_at: Date; mail_reminders: boolean }[];
  return Boolean(
    row &&
    row.mail_reminders &&
    (LIVE_STATUSES as readonly string[]).includes(row.status) &&
    new Date(row.starts_at) > now &&
    reminderKey(row.id, row.starts_at) === dedupeKey,
  );
}
