import { APPOINTMENT_STATUSES, STATUS_NAMES } from '@common/appointment-status';
import type { MonthCounters } from '../utils/appointment-status';

const ITEMS = [
  { key: 'total', label: 'Total', className: 'calendar-counter' },
  ...STATUS_NAMES.map((name) => ({
    key: name,
    label: APPOINTMENT_STATUSES[name].plural,
    className: `calendar-counter tone-${APPOINTMENT_STATUSES[name].tone}`,
  })),
] as const;

/** SPEC §2: the month's total, then one counter per status (pending, confirmed, completed, rejected, no-show). */
export function CalendarCounters({ counters }: { counters: MonthCounters }) {
  return (
    <dl className="tile-grid calendar-counters">
      {ITEMS.map((item) => (
        <div key={item.key} className={item.className}>
          <dt>{item.label}</dt>
          <dd>{counters[item.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
