import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { capitalized, mediumDate } from '@common/date-text';
import './next-closures.css';

const NextClosuresFragment = graphql(`
  fragment NextClosures_closure on ClosedDate {
    id
    startDate
    endDate
    note
  }
`);

const dayText = (date: string) => mediumDate(date) ?? date;

/** 'Viernes, 9 de abril', or 'Del martes, 20 de abril al jueves, 22 de abril'. */
export const closureDays = (startDate: string, endDate: string) =>
  startDate === endDate ? capitalized(dayText(startDate)) : `Del ${dayText(startDate)} al ${dayText(endDate)}`;

/** The next days the shop is closed (issue 31), under its opening hours; nothing while there are none. */
export function NextClosures({
  closures: refs,
  headingId,
}: {
  closures?: readonly FragmentType<typeof NextClosuresFragment>[] | null;
  /** Unique on the page: the list is named by its heading. */
  headingId: string;
}) {
  const closures = getFragmentData(NextClosuresFragment, refs) ?? [];
  if (closures.length === 0) return null;
  return (
    <div className="next-closures">
      <h3 id={headingId} className="next-closures__title">
        Próximos cierres
      </h3>
      <ul className="next-closures__list" aria-labelledby={headingId}>
        {closures.map((closure) => (
          <li key={closure.id} className="next-closures__item">
            <span className="next-closures__days">{closureDays(closure.startDate, closure.endDate)}</span>
            {closure.note ? <span className="next-closures__note">{closure.note}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
