import type { DataSource } from 'typeorm';
import { TIME_SLOTS } from '../../../../common/validation/appointment';
import { bookingRuleRefusals } from '../../../../common/validation/booking-rules';
import { BookingRulesService, type BookingRulesView } from '../business-config/booking-rules.service';
import type { ClosedDate } from '../business-config/closed-date.entity';
import { ClosedDatesService } from '../business-config/closed-dates.service';
import type { DayHours } from '../../../../common/opening-hours';
import { addDays, isoWeekday, minutesOf, type ShopClock } from './shop-clock';
import { slotProblem, type SlotRequest, type TimeRange } from './slots';

/** Everything that decides whether a time can be booked, read once per request. */
export interface BookingCalendar {
  hours: DayHours[];
  rules: BookingRulesView;
  closures: Pick<ClosedDate, 'startDate' | 'endDate' | 'note'>[];
  clock: ShopClock;
}

export async function loadBookingCalendar(
  dataSource: DataSource,
  clock: ShopClock,
  openingHours: () => Promise<DayHours[]>,
  date: string,
): Promise<BookingCalendar> {
  const [hours, rules, closures] = await Promise.all([
    openingHours(),
    new BookingRulesService(dataSource).get(),
    new ClosedDatesService(dataSource, clock.today).between(date, date),
  ]);
  return { hours, rules, closures, clock };
}

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
}

/**
 * Why the shop's rules refuse this slot, or null: a closed date, beyond the horizon, outside the
 * day's hours or already started (slotProblem), overlapping a break, or inside the minimum notice.
 */
export function bookingProblem(
  slot: SlotRequest,
  calendar: BookingCalendar,
  { held, underWay = false }: BookingLeeway = {},
): string | null {
  const { rules, clock } = calendar;
  const closure = calendar.closures.find((c) => c.startDate <= slot.date && slot.date <= c.endDate);
  if (closure) return bookingRuleRefusals.closedDate(closure.note);
  if (slot.date > addDays(clock.today(), rules.horizonDays)) return bookingRuleRefusals.tooFar(rules.horizonDays);
  const outside = slotProblem(slot, calendar.hours, clock, underWay);
  if (outside) return outside;
  const start = minutesOf(slot.time);
  const end = start + slot.duration;
  const pause = rules.breaks.find(
    (b) => b.weekday === isoWeekday(slot.date) && start < minutesOf(b.end) && minutesOf(b.start) < end,
  );
  if (pause) return bookingRuleRefusals.duringBreak(pause.start, pause.end);
  const keepsHeld = held?.date === slot.date && held.time === slot.time;
  const lead = clock.instant(slot.date, slot.time).getTime() - clock.now().getTime();
  const noticeApplies = !keepsHeld && !(underWay && lead <= 0);
  if (noticeApplies && lead < rules.minNoticeHours * 3_600_000)
    return bookingRuleRefusals.tooSoon(rules.minNoticeHours);
  return null;
}

export type HeldStart = { date: string; time: string };

/** The end of the range a booking holds: its end plus the buffer the barber keeps after it. */
export const blockedUntil = (endsAt: Date, rules: BookingRulesView) =>
  new Date(endsAt.getTime() + rules.bufferMinutes * 60_000);

/** The times of `date` the server would accept for `duration` minutes, given the ranges already held. */
export function bookableTimes(
  date: string,
  duration: number,
  calendar: BookingCalendar,
  taken: TimeRange[],
  leeway: BookingLeeway = {},
): string[] {
  return TIME_SLOTS.filter((time) => {
    if (bookingProblem({ date, time, duration }, calendar, leeway)) return false;
    const start = calendar.clock.instant(date, time);
    const end = blockedUntil(new Date(start.getTime() + duration * 60_000), calendar.rules).getTime();
    // Half-open ranges, as the exclusion constraint compares them: back-to-back is fine.
    return !taken.some((range) => start.getTime() < range.end.getTime() && range.start.getTime() < end);
  });
}

/**
 * The client's cutoff: a confirmed appointment that starts within N hours can no longer be
 * cancelled or changed online. Null when allowed (always, with the default 0).
 */
export function cancellationCutoffStart(rules: BookingRulesView, clock: ShopClock): Date | null {
  if (rules.cancellationCutoffHours === 0) return null;
  return new Date(clock.now().getTime() + rules.cancellationCutoffHours * 3_600_000);
}
