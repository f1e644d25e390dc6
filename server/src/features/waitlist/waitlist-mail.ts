import type { EntityManager } from 'typeorm';
import { freedTimeText } from '../../../../common/booking/waitlist';
import { mediumDate } from '../../../../common/date-text';
import { formatSlot12h } from '../../../../common/validation/appointment';
import { renderMail } from '../mail/mail-layout';
import { shopDetails, type MailLinks } from '../mail/mail-links';
import { enqueueMail } from '../mail/outbox';
import { enqueuePush } from '../push/push-outbox';
import { bookingLinkPath } from '../../../../common/booking/booking-link';

export const WAITLIST_KIND = 'waitlist_time';

/** The outbox key of a freed time's mail: the entry first, so the worker can tell whether it still waits. */
export const waitlistMailKey = (entryId: string, time: string, cause: string) => `waitlist:${entryId}:${time}:${cause}`;

/** The entry a waitlist mail's key names. */
export const entryOfMailKey = (key: string | null) => (key?.startsWith('waitlist:') ? key.split(':')[1] : null);

/** Who is told, and of what. */
export interface FreedTimeMail {
  entryId: string;
  clientId: string;
  name: string;
  email: string;
  date: string;
  time: string;
  cutId: string;
  cutName: string;
  /** The barber the entry asked for (null: «Cualquiera»), and their name for the text. */
  barberId: string | null;
  barberName: string | null;
}

/**
 * «Se ha liberado un hueco: sábado 14 de marzo a las 10:00 AM», with a button to the booking form on that time,
 * and the same on the client's devices (issue 34). Queued in the caller's transaction; false when this key was
 * queued already.
 */
export async function queueFreedTimeMail(
  manager: EntityManager,
  links: MailLinks,
  mail: FreedTimeMail,
  cause: string,
): Promise<boolean> {
  const shop = await shopDetails(manager);
  const withBarber = mail.barberName && shop.activeBarbers > 1 ? ` con ${mail.barberName}` : '';
  const content = renderMail(
    {
      subject: freedTimeText(mail.date, mail.time),
      greeting: `Hola, ${mail.name}:`,
      paragraphs: [
        `Estabas en la lista de espera del ${mediumDate(mail.date)}: ha quedado libre una hora para ${mail.cutName}${withBarber}, a las ${formatSlot12h(mail.time)}.`,
        'Avisamos a la vez a todas las personas a las que les sirve: la primera que reserve se la queda. Si cuando entres ya no está, sigues en la lista y te avisaremos del próximo hueco.',
      ],
      action: {
        label: 'Reservar esta hora',
        url: links.freedTime({ cutId: mail.cutId, barberId: mail.barberId, date: mail.date, time: mail.time }),
      },
      footer: { text: 'Ver o dejar mi lista de espera', url: links.myAppointments() },
    },
    shop,
  );
  const dedupeKey = waitlistMailKey(mail.entryId, mail.time, cause);
  const added = await enqueueMail(manager, {
    kind: WAITLIST_KIND,
    to: mail.email,
    ...content,
    userId: mail.clientId,
    dedupeKey,
  });
  if (added) {
    await enqueuePush(manager, {
      kind: WAITLIST_KIND,
      to: [mail.clientId],
      message: {
        title: 'Se ha liberado un hueco',
        body: `${mediumDate(mail.date)} a las ${formatSlot12h(mail.time)}: ${mail.cutName}${withBarber}. La primera persona que reserve se la queda.`,
        url: bookingLinkPath({ cutId: mail.cutId, barberId: mail.barberId, date: mail.date, time: mail.time }),
      },
      userId: mail.clientId,
      dedupeKey,
    });
  }
  return added;
}

/** Checked right before sending: a client who booked that day or left the list since gets nothing. */
export async function freedTimeStillWanted(manager: EntityManager, dedupeKey: string | null): Promise<boolean> {
  const entryId = entryOfMailKey(dedupeKey);
  if (!entryId) return false;
  const rows = (await manager.query(`SELECT 1 FROM waitlist_entries WHERE id = $1`, [entryId])) as unknown[];
  return rows.length > 0;
}
