import { bookingRuleRefusals } from '../validation/booking-rules';
import type { ShopClock } from './shop-clock';
import type { SlotRequest } from './slot';

/** A start a pending appointment already holds. */
export type HeldStart = { date: string; time: string };

/** What a booking may do that a client's new request may not. */
export interface BookingLeeway {
  /**
   * The start a pending appointment already holds; keeping it (to change the note or the cut) is not a new
   * last-minute request, so the notice does not refuse it.
   */
  held?: HeldStart;
  /**
   * The barber records someone already in the chair (the owner's decision, issue 29): the slot under way
   * (slotProblem) may be booked, and no notice applies to a time already here.
   */
  underWay?: boolean;
  /**
   * The barber's own new booking (issue 31): he takes whoever is in front of him, so neither the minimum notice
   * nor the horizon applies, and the slot under way may be booked as with `underWay`.
   */
  barber?: boolean;
  /**
   * With `barber`, he confirmed «Fuera del horario, ¿reservar igualmente?»: the day's hours, its breaks and a
   * closed day do not refuse the time either. Overlaps and the past still do.
   */
  outsideHours?: boolean;
}

/** Why the slot starts too soon for the minimum notice, or null. */
export function noticeProblem(
  slot: SlotRequest,
  minNoticeHours: number,
  clock: Pick<ShopClock, 'now' | 'instant'>,
  { held, underWay = false }: BookingLeeway = {},
): string | null {
  const keepsHeld = held?.date === slot.date && held.time === slot.time;
  const lead = clock.instant(slot.date, slot.time).getTime() - clock.now().getTime();
  const noticeApplies = !keepsHeld && !(underWay && lead <= 0);
  return noticeApplies && lead < minNoticeHours * 3_600_000 ? bookingRuleRefusals.tooSoon(minNoticeHours) : null;
}
