// Calendar arithmetic on shop dates (YYYY-MM-DD) and times (HH:MM), done in UTC so the process TZ cannot
// shift a day: the server's and the browser's zones never enter.

const toUtc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

/** ISO weekday: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string) => toUtc(date).getUTCDay() || 7;

export function addDays(date: string, days: number): string {
  const value = toUtc(date);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtc(value);
}

/** Same day of the month one month earlier, clamped (03-31 → 02-28). */
export function minusOneMonth(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const lastDayOfPrevious = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  return fromUtc(new Date(Date.UTC(y, m - 2, Math.min(d, lastDayOfPrevious))));
}

export const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};
