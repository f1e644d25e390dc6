import type { DayHours } from '../opening-hours';
import { appointmentMessages } from '../validation/appointment';
import type { ShopClock } from './shop-clock';
import { isoWeekday, minutesOf } from './shop-dates';

export interface SlotRequest {
  date: string;
  time: string;
  /** Minutes the cut takes. */
  duration: number;
}

/** Minutes between two starts of SPEC's booking grid (TIME_SLOTS): how long a slot is under way by default. */
export const SLOT_MINUTES = 30;

/**
 * Why a slot cannot be booked, or null. Decision: the whole service must fit inside the
 * day's opening hours (start ≥ open and start + duration ≤ close), because the barber leaves at
 * closing time; so with the default hours the 18:00 slot of the list is never bookable.
 * A slot of today that has already started is refused as well, except, with `underWayAllowed`, the one
 * under way (started less than one step of the grid ago, SLOT_MINUTES unless the shop chose another).
 */
export function slotProblem(
  request: SlotRequest,
  hours: readonly DayHours[],
  clock: Pick<ShopClock, 'now' | 'instant'>,
  underWayAllowed = false,
  step = SLOT_MINUTES,
): string | null {
  return hoursProblem(request, hours) ?? startedProblem(request, clock, underWayAllowed, step);
}

/** Why the slot has already started (see slotProblem), or null. */
export function startedProblem(
  request: SlotRequest,
  clock: Pick<ShopClock, 'now' | 'instant'>,
  underWayAllowed = false,
  step = SLOT_MINUTES,
): string | null {
  const sinceStart = clock.now().getTime() - clock.instant(request.date, request.time).getTime();
  if (sinceStart < 0) return null;
  return underWayAllowed && sinceStart < step * 60_000 ? null : appointmentMessages.timePast;
}

/** Minutes in a day: a booking outside the hours still ends on the day it is shown on. */
export const DAY_MINUTES = 24 * 60;

/** Why a service booked outside the hours would run past midnight, or null. */
export const pastMidnightProblem = (request: SlotRequest): string | null =>
  minutesOf(request.time) + request.duration > DAY_MINUTES ? appointmentMessages.pastMidnight : null;

/** Why the weekly hours leave no room for this service that day (closed weekday, or not inside the day's hours). */
export function hoursProblem(request: SlotRequest, hours: readonly DayHours[]): string | null {
  const day = hours.find((h) => h.weekday === isoWeekday(request.date));
  if (!day?.open || !day.close) return appointmentMessages.closedDay;
  const start = minutesOf(request.time);
  if (start < minutesOf(day.open) || start + request.duration > minutesOf(day.close)) {
    return appointmentMessages.outsideHours;
  }
  return null;
}
