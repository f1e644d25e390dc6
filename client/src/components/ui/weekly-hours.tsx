import { DEFAULT_OPENING_HOURS, type DayHours } from '@common/opening-hours';
import { formatSlot12h } from '@common/validation/appointment';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { WEEKDAY_NAMES } from '@/lib/weekday-names';
import './weekly-hours.css';

const WeeklyHoursDayFragment = graphql(`
  fragment WeeklyHours_day on OpeningHours {
    weekday
    open
    close
  }
`);

function hoursText(day: DayHours): string {
  return day.open && day.close ? `${formatSlot12h(day.open)} - ${formatSlot12h(day.close)}` : 'Cerrado';
}

/** Consecutive days with the same hours read as one row ("Lunes a Viernes"). */
function groupDays(days: readonly DayHours[]) {
  const sorted = [...days].sort((a, b) => a.weekday - b.weekday);
  const rows: { from: number; to: number; text: string }[] = [];
  for (const day of sorted) {
    const text = hoursText(day);
    const last = rows[rows.length - 1];
    if (last && last.text === text && last.to === day.weekday - 1) last.to = day.weekday;
    else rows.push({ from: day.weekday, to: day.weekday, text });
  }
  return rows;
}

/** The shop's weekly opening hours as a definition list; the usual hours until the shop has set its own. */
export function WeeklyHours({
  days: daysRef,
}: {
  days?: readonly FragmentType<typeof WeeklyHoursDayFragment>[] | null;
}) {
  const days = getFragmentData(WeeklyHoursDayFragment, daysRef) ?? [];
  const rows = groupDays(days.length > 0 ? days : DEFAULT_OPENING_HOURS);
  return (
    <dl className="weekly-hours">
      {rows.map((row) => (
        <div key={row.from} className="dashed-row weekly-hours__row">
          <dt>
            {row.from === row.to
              ? WEEKDAY_NAMES[row.from - 1]
              : `${WEEKDAY_NAMES[row.from - 1]} a ${WEEKDAY_NAMES[row.to - 1]}`}
          </dt>
          <dd className={row.text === 'Cerrado' ? 'weekly-hours__closed' : undefined}>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}
