import { appointmentMessages } from '../../../../common/validation/appointment';
import type { DayHours } from '../../../../common/opening-hours';
import { isoWeekday, minutesOf, type ShopClock } from './shop-clock';

export interface SlotRequest {
  date: string;
  time: string;
  /** Minutes the cut takes. */
  duration: number;
}

export interface TimeRange {
  start: Date;
  end: Date;
}

/**
 * Why a slot cannot be booked, or null. Decision: the whole service must fit inside the
 * day's opening hours (start ≥ open and start + duration ≤ close), because the barber leaves at
 * closing time; so with the default hours the 18:00 slot of the list is never bookable.
 * A slot of today that has already started is refused as well.
 */
export function slotProblem(request: SlotRequest, hours: DayHours[], clock: ShopClock): string | null {
  const outside = hoursProblem(request, hours);
  if (outside) return outside;
  if (clock.instant(request.date, request.time).getTime() <= clock.now().getTime()) return appointmentMessages.timePast;
  return null;
}

/** Why the weekly hours leave no room for this service that day (closed weekday, or not inside the day's hours). */
export function hoursProblem(request: SlotRequest, hours: DayHours[]): string | null {
  const day = hours.find((h) => h.weekday === isoWeekday(request.date));
  if (!day?.open || !day.close) return appointmentMessages.closedDay;
  const start = minutesOf(request.time);
  if (start < minutesOf(day.open) || start + request.duration > minutesOf(day.close)) {
    return appointmentMessages.outsideHours;
  }
  return null;
}
