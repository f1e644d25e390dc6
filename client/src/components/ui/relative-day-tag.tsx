import { relativeDay } from '@common/date-text';
import { shopDayAt } from '@/lib/shop-date';
import { useNow } from '@/lib/use-now';
import './relative-day-tag.css';

/** «Hoy» or «Mañana» on an appointment of the shop's today or tomorrow; nothing on other days. */
export function RelativeDayTag({ date }: { date: string }) {
  // A card left open past midnight moves on to the next day's words within a minute.
  const now = useNow(60_000);
  const label = relativeDay(date, shopDayAt(now));
  return label ? <span className="relative-day-tag">{label}</span> : null;
}
