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

const WeeklyHoursBreakFragment = graphql(`
  fragment WeeklyHours_break on BookingBreak {
    weekday
    start
    end
  }
`);

type Pause = { weekday: number; start: string; end: string };

const span = (from: string, to: string) => `${formatSlot12h(from)} - ${formatSlot12h(to)}`;

function hoursText(day: DayHours): string {
  return day.open && day.close ? span(day.open, day.close) : 'Cerrado';
}

/** Consecutive days with the same hours and the same breaks read as one row ("Lunes a Viernes"). */
function groupDays(days: readonly DayHours[], breaks: readonly Pause[]) {
  const sorted = [...days].sort((a, b) => a.weekday - b.weekday);
  const rows: { from: number; to: number; text: string; breaks: string[] }[] = [];
  for (const day of sorted) {
    const text = hoursText(day);
    // A closed day has no breaks to tell.
    const pauses =
      text === 'Cerrado'
        ? []
        : breaks
            .filter((b) => b.weekday === day.weekday)
            .sort((a, b) => a.start.localeCompare(b.start))
            .map((b) => `Descanso ${span(b.start, b.end)}`);
    const last = rows[rows.length - 1];
    if (last && last.text === text && last.to === day.weekday - 1 && last.breaks.join() === pauses.join())
      last.to = day.weekday;
    else rows.push({ from: day.weekday, to: day.weekday, text, breaks: pauses });
  }
  return rows;
}

/**
 * The shop's weekly opening hours as a definition list; the usual hours until the shop has set its own. With
 * `breaks` (issue 31), each day's breaks under its hours.
 */
export function WeeklyHours({
  days: daysRef,
  breaks: breaksRef,
}: {
  days?: readonly FragmentType<typeof WeeklyHoursDayFragment>[] | null;
  breaks?: readonly FragmentType<typeof WeeklyHoursBreakFragment>[] | null;
}) {
  const days = getFragmentData(WeeklyHoursDayFragment, daysRef) ?? [];
  const breaks = getFragmentData(WeeklyHoursBreakFragment, breaksRef) ?? [];
  const rows = groupDays(days.length > 0 ? days : DEFAULT_OPENING_HOURS, breaks);
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
          {row.breaks.map((text) => (
            <dd key={text} className="weekly-hours__break">
              {text}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}
