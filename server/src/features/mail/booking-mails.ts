import type { EntityManager } from 'typeorm';
import { mediumDate } from '../../../../common/date-text';
import { formatSlot12h } from '../../../../common/validation/appointment';
import type { Appointment } from '../appointments/appointment.entity';
import { appointmentIcs, type CalendarEvent } from './ics';
import { renderMail, type MailContent } from './mail-layout';
import { shopDetails, type MailLinks, type ShopDetails } from './mail-links';
import { BookingEvent } from './booking-event';
import { enqueueMail } from './outbox';
import { barberPush, clientPush } from '../push/booking-pushes';
import { barberAccounts, enqueuePush } from '../push/push-outbox';

export { BookingEvent } from './booking-event';

interface Recipient {
  id: string;
  name: string;
  email: string;
  mail_bookings: boolean;
  mail_reminders: boolean;
}

/** The other side of a reschedule: the old time in the new request's mail, the new one in the old time's. */
export type OtherTime = Pick<Appointment, 'date' | 'time'>;

/** A shop day as the screens name it (decision 0028's medium length): 'lunes, 12 de julio'. */
export const dayInWords = (date: string): string => mediumDate(date) ?? date;

/** The text as a sentence: its own closing mark kept ('¿puedes otro día?'), a full stop added otherwise. */
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** 'lunes, 12 de julio a las 10:00 AM': the day in words and the time as the screens write them. */
const dayAndTime = (a: Pick<Appointment, 'date' | 'time'>) => `${dayInWords(a.date)} a las ${formatSlot12h(a.time)}`;

export const whenText = (a: Pick<Appointment, 'date' | 'time'>) => `el ${dayAndTime(a)}`;

/**
 * « con Carlos» when the shop has more than one barber taking bookings, nothing with one: a one-chair shop's
 * mails read as they always did (issue 32).
 */
export const withBarber = (a: Pick<Appointment, 'barberName'>, shop: Pick<ShopDetails, 'activeBarbers'>) =>
  shop.activeBarbers > 1 ? ` con ${a.barberName}` : '';

/** The cut as the subjects name it: 'Corte clásico', or 'Corte clásico con Carlos' with several barbers. */
export const cutText = (a: Pick<Appointment, 'cutType' | 'barberName'>, shop: Pick<ShopDetails, 'activeBarbers'>) =>
  `${a.cutType}${withBarber(a, shop)}`;

/**
 * The client's and the barber's mails about an appointment, queued in the transaction of the change
 * (the `manager` the appointment service wrote with), each with its calendar invitation; and, by the same
 * switches, the push notifications to their devices (issue 34).
 */
export class BookingMails {
  constructor(
    private readonly links: MailLinks,
    private readonly zone: string,
  ) {}

  async queue(manager: EntityManager, event: BookingEvent, appointment: Appointment, other?: OtherTime): Promise<void> {
    const shop = await shopDetails(manager);
    const client = appointment.clientId ? await recipient(manager, appointment.clientId) : null;
    if (client?.mail_bookings) {
      const toClient = this.clientMail(
        event,
        appointment,
        client,
        shop,
        await calendarSequence(manager, appointment.id),
        other,
      );
      if (toClient) await enqueueMail(manager, toClient);
      const push = clientPush(event, appointment, shop);
      if (push) {
        await enqueuePush(manager, {
          kind: event,
          to: [client.id],
          message: push,
          appointmentId: appointment.id,
          userId: client.id,
        });
      }
    }
    if (await this.barberWants(manager, event)) {
      const sequence = await calendarSequence(manager, appointment.id);
      const toBarber = this.barberMail(event, appointment, client, shop, sequence, other);
      if (toBarber) await enqueueMail(manager, toBarber);
      const push = barberPush(event, appointment, client?.name ?? 'Un cliente', shop, other);
      if (push) {
        await enqueuePush(manager, {
          kind: `${event}_barber`,
          to: await barberAccounts(manager, appointment.barberId),
          message: push,
          appointmentId: appointment.id,
          userId: client?.id ?? null,
        });
      }
    }
  }

  private async barberWants(manager: EntityManager, event: BookingEvent): Promise<boolean> {
    const told: BookingEvent[] = [
      BookingEvent.RECEIVED,
      BookingEvent.RESUBMITTED,
      BookingEvent.CANCELLED_BY_CLIENT,
      BookingEvent.RESCHEDULED_FROM,
      BookingEvent.RESCHEDULED,
    ];
    if (!told.includes(event)) return false;
    const [settings] = (await manager.query(`SELECT notify_barber FROM mail_settings WHERE id = 1`)) as {
      notify_barber: boolean;
    }[];
    return settings?.notify_barber ?? true;
  }

  private clientMail(
    event: BookingEvent,
    a: Appointment,
    client: Recipient,
    shop: ShopDetails,
    sequence: number,
    other?: OtherTime,
  ) {
    const when = whenText(a);
    const otherTime = other ? dayAndTime(other) : 'otra hora';
    const hello = `Hola, ${client.name}:`;
    const service = `${a.cutType} (${a.duration} min)${withBarber(a, shop)}`;
    const cut = cutText(a, shop);
    const view = { label: 'Ver mis citas', url: this.links.myAppointments() };
    const changed: MailContent = {
      subject: `Tu cita ha cambiado: ${cut} ${when}`,
      greeting: hello,
      paragraphs: [`Tu cita queda así: ${service} ${when}.`, 'Está pendiente de confirmación por la barbería.'],
      action: view,
    };
    const content: Record<string, MailContent | undefined> = {
      [BookingEvent.RECEIVED]: {
        subject: `Hemos recibido tu reserva: ${cut} ${when}`,
        greeting: hello,
        paragraphs: [
          `Hemos recibido tu reserva de ${service} ${when}.`,
          'Está pendiente de confirmación: te escribiremos en cuanto la barbería la confirme.',
        ],
        action: view,
      },
      [BookingEvent.CHANGED]: changed,
      [BookingEvent.RESUBMITTED]: changed,
      [BookingEvent.CONFIRMED]: {
        subject: `Cita confirmada: ${cut} ${when}`,
        greeting: hello,
        paragraphs: [`Tu cita de ${service} ${when} está confirmada. ¡Te esperamos!`],
        action: view,
      },
      [BookingEvent.REJECTED]: {
        subject: `Tu cita no ha podido aceptarse: ${cut} ${when}`,
        greeting: hello,
        paragraphs: [
          `Lo sentimos: la barbería no ha podido aceptar tu cita de ${service} ${when}.`,
          `Motivo: ${sentence(a.rejectionReason ?? 'sin indicar')}`,
          'Puedes elegir otro día u hora para esta misma cita; volverá a quedar pendiente de confirmación.',
        ],
        // The one way to the edit a rejected appointment allows (SPEC): its card in Mis Citas has no actions.
        action: { label: 'Elegir otra hora', url: this.links.editAppointment(a.id) },
      },
      [BookingEvent.MOVED_BY_SHOP]: {
        subject: `La barbería ha cambiado la hora de tu cita: ${cut} ${when}`,
        greeting: hello,
        paragraphs: [
          `La barbería ha movido tu cita de ${service}: ahora es ${when}.`,
          a.status === 'confirmed'
            ? 'Sigue confirmada. ¡Te esperamos!'
            : 'Sigue pendiente de confirmación: te escribiremos en cuanto la barbería la confirme.',
          shop.phone
            ? `Si no te viene bien, llámanos al ${shop.phone} o cancélala desde la app.`
            : 'Si no te viene bien, cancélala desde la app.',
        ],
        action: view,
      },
      [BookingEvent.RESCHEDULED_FROM]: {
        subject: `Cita reprogramada: ${cut} ya no es ${when}`,
        greeting: hello,
        paragraphs: [
          `Has reprogramado tu cita de ${service} ${when} al ${otherTime}.`,
          'Si la habías añadido a tu calendario, la invitación adjunta quita la hora anterior; la nueva te llega en otro correo.',
        ],
        action: view,
      },
      [BookingEvent.RESCHEDULED]: {
        subject: `Cita reprogramada: ${cut} ${when}`,
        greeting: hello,
        paragraphs: [
          `Hemos recibido tu cita reprogramada: ${service} ${when} (antes, el ${otherTime}).`,
          'Está pendiente de confirmación: te escribiremos en cuanto la barbería la confirme.',
        ],
        action: view,
      },
      [BookingEvent.CANCELLED_BY_CLIENT]: {
        subject: `Cita cancelada: ${cut} ${when}`,
        greeting: hello,
        paragraphs: [
          `Has cancelado tu cita de ${service} ${when}.`,
          'Si la habías añadido a tu calendario, la invitación adjunta la quita.',
        ],
        action: view,
      },
      [BookingEvent.CANCELLED_BY_SHOP]: {
        subject: `La barbería ha cancelado tu cita: ${cut} ${when}`,
        greeting: hello,
        paragraphs: [
          `La barbería ha cancelado tu cita de ${service} ${when}.`,
          'Disculpa las molestias; puedes reservar otra hora cuando quieras.',
        ],
        action: view,
      },
    };
    const mail = content[event];
    if (!mail) return null;
    const unsubscribeUrl = this.links.unsubscribe(client.id);
    const rendered = renderMail(
      { ...mail, footer: { text: 'No quiero recibir más correos de citas ni recordatorios', url: unsubscribeUrl } },
      shop,
    );
    return {
      kind: event,
      to: client.email,
      ...rendered,
      unsubscribeUrl,
      appointmentId: a.id,
      userId: client.id,
      ics: this.invitation(event, a, shop, client, sequence),
    };
  }

  private barberMail(
    event: BookingEvent,
    a: Appointment,
    client: Recipient | null,
    shop: ShopDetails,
    sequence: number,
    other?: OtherTime,
  ) {
    if (!shop.barberEmail) return null;
    const otherTime = other ? dayAndTime(other) : 'otra hora';
    const who = client?.name ?? 'Un cliente';
    const cut = cutText(a, shop);
    const calendar = { label: 'Abrir el calendario', url: this.links.calendar() };
    const request = (subject: string, asked: string): MailContent => ({
      subject: `${subject}: ${who}, ${dayAndTime(a)}`,
      greeting: 'Hola:',
      paragraphs: [
        `${asked} ${a.cutType} (${a.duration} min)${withBarber(a, shop)} ${whenText(a)}.`,
        ...(a.note ? [`Nota del cliente: ${a.note}`] : []),
        'Confírmala o recházala desde el calendario.',
      ],
      action: calendar,
    });
    const mails: Partial<Record<BookingEvent, MailContent>> = {
      [BookingEvent.RECEIVED]: request('Nueva reserva', `${who} ha reservado`),
      [BookingEvent.RESUBMITTED]: request(
        'Nueva hora pedida',
        `${who} ha pedido otra hora para la cita que rechazaste:`,
      ),
      [BookingEvent.RESCHEDULED_FROM]: {
        subject: `Cita reprogramada por el cliente (hora anterior): ${who}, ${dayAndTime(a)}`,
        greeting: 'Hola:',
        paragraphs: [
          `${who} ha reprogramado su cita de ${cut} ${whenText(a)} al ${otherTime}.`,
          'La hora anterior queda libre; la invitación adjunta la quita de tu calendario. La nueva te llega en otro correo para confirmarla.',
        ],
        action: calendar,
      },
      [BookingEvent.RESCHEDULED]: {
        subject: `Cita reprogramada por el cliente: ${who}, ${dayAndTime(a)}`,
        greeting: 'Hola:',
        paragraphs: [
          `${who} ha reprogramado su cita de ${a.cutType} (${a.duration} min)${withBarber(a, shop)}: antes, el ${otherTime}; ahora, ${whenText(a)}.`,
          ...(a.note ? [`Nota del cliente: ${a.note}`] : []),
          'Confírmala o recházala desde el calendario.',
        ],
        action: calendar,
      },
      [BookingEvent.CANCELLED_BY_CLIENT]: {
        subject: `Cita cancelada por el cliente: ${who}, ${dayAndTime(a)}`,
        greeting: 'Hola:',
        paragraphs: [`${who} ha cancelado su cita de ${cut} ${whenText(a)}. La hora queda libre.`],
        action: calendar,
      },
    };
    const mail = mails[event];
    if (!mail) return null;
    return {
      kind: `${event}_barber`,
      to: shop.barberEmail,
      ...renderMail(mail, shop),
      appointmentId: a.id,
      userId: client?.id ?? null,
      ics: this.invitation(event, a, shop, client, sequence),
    };
  }

  private invitation(
    event: BookingEvent,
    a: Appointment,
    shop: ShopDetails,
    client: Recipient | null,
    sequence: number,
  ) {
    const cancel = (
      [
        BookingEvent.REJECTED,
        BookingEvent.CANCELLED_BY_SHOP,
        BookingEvent.CANCELLED_BY_CLIENT,
        BookingEvent.RESCHEDULED_FROM,
      ] as BookingEvent[]
    ).includes(event);
    return {
      method: cancel ? ('CANCEL' as const) : ('REQUEST' as const),
      content: this.ics(a, shop, client, sequence, cancel),
    };
  }

  /** The appointment as a calendar file; also what the client downloads from its card. */
  ics(
    a: Appointment,
    shop: ShopDetails,
    client: Pick<Recipient, 'name' | 'email'> | null,
    sequence: number,
    cancel = false,
  ): string {
    const event: CalendarEvent = {
      appointmentId: a.id,
      method: cancel ? 'CANCEL' : 'REQUEST',
      summary: `${cutText(a, shop)} · ${shop.name}`,
      description: [`${a.cutType} (${a.duration} min)${withBarber(a, shop)}`, shop.phone ? `Tel. ${shop.phone}` : null]
        .filter(Boolean)
        .join('\n'),
      location: shop.address ?? shop.name,
      start: new Date(a.startsAt),
      end: new Date(a.endsAt),
      zone: this.zone,
      sequence,
      organizer: { name: shop.name, email: shop.barberEmail ?? 'no-reply@barberia.local' },
      attendee: client ? { name: client.name, email: client.email } : null,
      status: cancel ? 'CANCELLED' : a.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    };
    return appointmentIcs(event);
  }
}

/** How many invitations about the appointment were queued before (their method outlives their file): the next one's SEQUENCE. */
export async function calendarSequence(manager: EntityManager, appointmentId: string): Promise<number> {
  const [row] = (await manager.query(
    `SELECT count(*)::int AS n FROM mail_outbox WHERE appointment_id = $1 AND ics_method IS NOT NULL`,
    [appointmentId],
  )) as { n: number }[];
  return row.n;
}

export async function recipient(manager: EntityManager, userId: string): Promise<Recipient | null> {
  const [row] = (await manager.query(`SELECT id, name, email, mail_bookings, mail_reminders FROM users WHERE id = $1`, [
    userId,
  ])) as Recipient[];
  return row ?? null;
}
