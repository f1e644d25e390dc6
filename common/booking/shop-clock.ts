/**
 * Calendar questions answered in the shop's time zone, never the process's: the barber's
 * "today" and "10:00" are wall-clock times where the shop is, whatever TZ the server or browser runs in.
 */
export interface ShopClock {
  readonly zone: string;
  now(): Date;
  /** The shop's current date, YYYY-MM-DD. */
  today(): string;
  /**
   * The instant a shop wall-clock date and time (HH:MM) happen. A time the night repeats (fall back) is read
   * the second time; a time it skips (spring forward) as the one an hour later.
   */
  instant(date: string, time: string): Date;
}

export function createShopClock(zone: string, now: () => Date = () => new Date()): ShopClock {
  // Built once: a formatter is costly to make, and a booking asks for "today" and for instants many times.
  const shopDate = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return {
    zone,
    now,
    today: () => shopDate.format(now()),
    instant: instantIn(zone),
  };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function instantIn(zone: string): (date: string, time: string) => Date {
  const wallClock = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  /** How far the shop's clock is ahead of UTC at `t`, in ms. */
  const offsetAt = (t: number): number => {
    const part: Record<string, number> = {};
    for (const { type, value } of wallClock.formatToParts(t)) part[type] = Number(value);
    const shown = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
    return shown - (t - (((t % 1000) + 1000) % 1000));
  };
  return (date, time) => {
    const [year, month, day] = date.split('-').map(Number);
    const [hour, minute] = time.split(':').map(Number);
    // The wall-clock reading as if it were UTC; the instant is that minus the offset in force then.
    const wall = Date.UTC(year, month - 1, day, hour, minute);
    // No zone changes its offset twice in two days: the offsets a day either side are the only candidates.
    const before = offsetAt(wall - DAY);
    const after = offsetAt(wall + DAY);
    if (before === after) return new Date(wall - before);
    const readings = [wall - before, wall - after].filter((t) => offsetAt(t) === wall - t);
    // Two readings: the repeated hour, read the second time. None: the skipped hour, moved on by the jump.
    return new Date(readings.length ? Math.max(...readings) : wall - before);
  };
}
