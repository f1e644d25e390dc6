import type { DayHours } from '../opening-hours';
import type { BookingBreak } from './breaks';
import { closureOn, type Closure } from './closures';
import { addDays, isoWeekday, minutesOf } from './shop-dates';

/** What decides how long a barber is there to be booked (issue 32): the occupancy's denominator. */
export interface BarberDayRules {
  /** Their own week, or the shop's when they follow it. */
  hours: readonly DayHours[];
  /** The shop's breaks and their own: a minute paused by both is paused once. */
  breaks: readonly BookingBreak[];
  /** The shop's closures: they close every barber. */
  closures: readonly Closure[];
  /** Their own days off. */
  timeOff: readonly Closure[];
}

/** Minutes a barber is open for bookings on `date`: their hours less their breaks; 0 on a closure or a day off. */
export function openMinutesOn(date: string, rules: BarberDayRules): number {
  if (closureOn(rules.closures, date) || closureOn(rules.timeOff, date)) return 0;
  const weekday = isoWeekday(date);
  const day = rules.hours.find((entry) => entry.weekday === weekday);
  if (!day?.open || !day.close) return 0;
  const open = minutesOf(day.open);
  const close = minutesOf(day.close);
  if (close <= open) return 0;
  const pauses = rules.breaks
    .filter((pause) => pause.weekday === weekday)
    .map((pause) => [Math.max(open, minutesOf(pause.start)), Math.min(close, minutesOf(pause.end))] as const)
    .filter(([start, end]) => start < end)
    .sort((a, b) => a[0] - b[0]);
  let paused = 0;
  let reached = open;
  for (const [start, end] of pauses) {
    const from = Math.max(start, reached);
    if (end > from) {
      paused += end - from;
      reached = end;
    }
  }
  return close - open - paused;
}

/** The open minutes of every day from `from` to `to`, both included. */
export function openMinutesBetween(from: string, to: string, rules: BarberDayRules): number {
  let total = 0;
  for (let date = from; date <= to; date = addDays(date, 1)) total += openMinutesOn(date, rules);
  return total;
}
