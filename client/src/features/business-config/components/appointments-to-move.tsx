import { Link } from 'react-router-dom';
import { partyName } from '@common/appointment-party';
import { statusMeta } from '@common/appointment-status';
import { capitalized, longDate } from '@common/date-text';
import { formatSlot12h } from '@common/validation/appointment';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';

const AppointmentsToMoveFragment = graphql(`
  fragment AppointmentsToMove_appointment on Appointment {
    id
    date
    time
    status
    cutType
    client {
      id
      name
    }
    walkInName
  }
`);

export const shopDayLabel = (date: string) => longDate(date) ?? date;

/** Appointments a change of the shop's days left stranded, each linked to its day in the calendar. */
export function AppointmentsToMove({
  appointments: refs,
}: {
  appointments: readonly FragmentType<typeof AppointmentsToMoveFragment>[];
}) {
  const appointments = getFragmentData(AppointmentsToMoveFragment, refs);
  return (
    <ul className="closed-item__appointments">
      {appointments.map((a) => (
        <li key={a.id}>
          <Link to={`/admin/appointments?dia=${a.date}`}>
            {`${capitalized(shopDayLabel(a.date))}, ${formatSlot12h(a.time)} · ${partyName(a.client?.name, a.walkInName)} · ${a.cutType} (${statusMeta(a.status).label})`}
          </Link>
        </li>
      ))}
    </ul>
  );
}
