import type { AvailableDay, DayUnavailableReason } from './available-days';

// «Cualquiera» (issue 32, decision 0031): what any barber could take is the union of what each one could,
// each judged by their own calendar with the same functions that judge a booking when it is saved.

/** The start times at least one barber could take, in order; `perBarber` holds each one's bookableTimes. */
export function anyBarberTimes(perBarber: readonly (readonly string[])[]): string[] {
  return [...new Set(perBarber.flat())].sort();
}

/**
 * Which reason a day empty for every barber is given, first found first: the bookings of others (some barber
 * would have had a time), then the clock, the horizon, then closed (every barber off or the shop closed), then gone.
 */
const REASON_ORDER: readonly DayUnavailableReason[] = ['full', 'too_soon', 'too_far', 'closed', 'past'];

/**
 * The booking strip for «Cualquiera»: `perBarber` is each barber's availableDays over the same range, in display
 * order. A day offers every time some barber has; empty, it gives the reason of REASON_ORDER found first among
 * the barbers, in the words of the first barber (display order) who has it.
 */
export function anyBarberDays(perBarber: readonly (readonly AvailableDay[])[]): AvailableDay[] {
  const [first, ...others] = perBarber;
  if (!first) return [];
  return first.map((day, index) => {
    const days = [day, ...others.map((barber) => barber[index])];
    const free = anyBarberTimes(days.map((d) => d.free));
    if (free.length > 0) return { date: day.date, free, reason: null, message: null };
    const reason = REASON_ORDER.find((r) => days.some((d) => d.reason === r));
    const said = days.find((d) => d.reason === reason) ?? day;
    return { date: day.date, free, reason: said.reason, message: said.message };
  });
}

/**
 * The order «Cualquiera» tries the free barbers in: fewest appointments that day first (`counts`, by barber
 * id; none counted is zero), ties in display order (the order `barbers` come in).
 */
export function assignmentOrder<T extends { id: string }>(
  barbers: readonly T[],
  counts: Readonly<Record<string, number>>,
): T[] {
  return barbers
    .map((barber, position) => ({ barber, position, count: counts[barber.id] ?? 0 }))
    .sort((a, b) => a.count - b.count || a.position - b.position)
    .map(({ barber }) => barber);
}
