import type { MonthCounters } from '../utils/appointment-status';

const ITEMS: { key: keyof MonthCounters; label: string; tone: string }[] = [
  { key: 'total', label: 'Total', tone: 'total' },
  { key: 'pending', label: 'Pendientes', tone: 'pending' },
  { key: 'confirmed', label: 'Confirmadas', tone: 'confirmed' },
  { key: 'completed', label: 'Completadas', tone: 'completed' },
  { key: 'rejected', label: 'Rechazadas', tone: 'cancelled' },
  { key: 'noShow', label: 'No asistió', tone: 'no_show' },
];

/** SPEC §2: the month's total, pending, confirmed, completed and rejected appointments; issue 15 adds no-shows. */
export function CalendarCounters({ counters }: { counters: MonthCounters }) {
  return (
    <dl className="calendar-counters">
      {ITEMS.map((item) => (
        <div key={item.key} className={`calendar-counter calendar-counter--${item.tone}`}>
          <dt>{item.label}</dt>
          <dd>{counters[item.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
