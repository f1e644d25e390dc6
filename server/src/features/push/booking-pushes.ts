import { mediumDate } from '../../../../common/date-text';
import { formatSlot12h } from '../../../../common/validation/appointment';
import type { Appointment } from '../appointments/appointment.entity';
import { BookingEvent } from '../mail/booking-event';
import type { ShopDetails } from '../mail/mail-links';
import type { PushMessage } from './push-outbox';

type When = Pick<Appointment, 'date' | 'time'>;
type Shown = Pick<Appointment, 'id' | 'date' | 'time' | 'cutType' | 'barberName' | 'rejectionReason'>;

/** 'sábado, 6 de marzo a las 10:00 AM': the day in words and the time as the screens write them. */
export const pushWhen = (a: When) => `${mediumDate(a.date) ?? a.date} a las ${formatSlot12h(a.time)}`;

/** The cut, and its barber when the shop has more than one (as the mails name it). */
const cutOf = (a: Shown, shop: Pick<ShopDetails, 'activeBarbers'>) =>
  shop.activeBarbers > 1 && a.barberName ? `${a.cutType} con ${a.barberName}` : a.cutType;

const CLIENT_HOME = '/client/appointments';
/** The barber's calendar opened on the appointment's day. */
const calendarDay = (date: string) => `/admin/appointments?dia=${date}`;

/** What the client's phone says of a change the barber made; null for the changes she made herself. */
export function clientPush(
  event: BookingEvent,
  a: Shown,
  shop: Pick<ShopDetails, 'activeBarbers'>,
): PushMessage | null {
  const cut = cutOf(a, shop);
  switch (event) {
    case BookingEvent.CONFIRMED:
      return { title: 'Cita confirmada', body: `${cut}, ${pushWhen(a)}. ¡Te esperamos!`, url: CLIENT_HOME };
    case BookingEvent.REJECTED:
      return {
        title: 'Tu cita no ha podido aceptarse',
        body: `${cut}, ${pushWhen(a)}. Motivo: ${a.rejectionReason?.trim() || 'sin indicar'}`,
        // As the mail's button: the edit is the one thing a rejected appointment allows.
        url: `/client/appointments/edit/${a.id}`,
      };
    case BookingEvent.MOVED_BY_SHOP:
      return {
        title: 'La barbería ha cambiado la hora de tu cita',
        body: `${cut}: ahora es el ${pushWhen(a)}.`,
        url: CLIENT_HOME,
      };
    default:
      return null;
  }
}

/** What the barber's (and the admins') phones say of a client's request; null for the rest. */
export function barberPush(
  event: BookingEvent,
  a: Shown,
  who: string,
  shop: Pick<ShopDetails, 'activeBarbers'>,
  other?: When,
): PushMessage | null {
  const cut = cutOf(a, shop);
  const url = calendarDay(a.date);
  switch (event) {
    case BookingEvent.RECEIVED:
      return { title: `Nueva reserva: ${who}`, body: `${cut}, ${pushWhen(a)}. Confírmala o recházala.`, url };
    case BookingEvent.RESUBMITTED:
      return { title: `Nueva hora pedida: ${who}`, body: `${cut}, ${pushWhen(a)}. Confírmala o recházala.`, url };
    case BookingEvent.RESCHEDULED:
      return {
        title: `Cita reprogramada: ${who}`,
        body: `${cut}: ${other ? `antes, el ${pushWhen(other)}; ` : ''}ahora, el ${pushWhen(a)}. Confírmala o recházala.`,
        url,
      };
    case BookingEvent.CANCELLED_BY_CLIENT:
      return { title: `Cita cancelada: ${who}`, body: `${cut}, ${pushWhen(a)}. La hora queda libre.`, url };
    default:
      return null;
  }
}

/** The reminder, on the client's phone. */
export const reminderPush = (a: Shown, shop: Pick<ShopDetails, 'activeBarbers'>): PushMessage => ({
  title: 'Recordatorio de tu cita',
  body: `${cutOf(a, shop)}, ${pushWhen(a)}.`,
  url: CLIENT_HOME,
});
