import type { SlotRequest } from './slot';
import { isoWeekday, minutesOf } from './shop-dates';

/** A weekly pause (lunch): no appointment may overlap it. */
export type BookingBreak = { weekday: number; start: string; end: string };

/** The break the service would overlap that day, if any; one ending as the service starts (or the reverse) does not. */
export function breakDuring<T extends BookingBreak>(slot: SlotRequest, breaks: readonly T[]): T | undefined {
  const start = minutesOf(slot.time);
  const end = start + slot.duration;
  return breaks.find(
    (b) => b.weekday === isoWeekday(slot.date) && start < minutesOf(b.end) && minutesOf(b.start) < end,
  );
}
