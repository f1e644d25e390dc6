import { Icon } from '@/components/ui/icon';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { formatLongDate, formatTime } from '../utils/appointment-format';

const RescheduleNoticeFragment = graphql(`
  fragment RescheduleNotice_appointment on Appointment {
    cutType
    date
    time
  }
`);

type RescheduleNoticeProps = { appointment: FragmentType<typeof RescheduleNoticeFragment> };

/** Beside the booking form opened by 'Reprogramar': which confirmed appointment the new one replaces. */
export function RescheduleNotice({ appointment }: RescheduleNoticeProps) {
  const { cutType, date, time } = getFragmentData(RescheduleNoticeFragment, appointment);
  return (
    <section className="card panel booking-card" aria-labelledby="reschedule-notice-title">
      <h2 id="reschedule-notice-title" className="booking-card__title">
        <Icon name="calendarPlus" size={20} />
        Cita que reprogramas
      </h2>
      <p className="booking-status__text">
        <strong>{cutType}</strong>
        <br />
        {formatLongDate(date)} · {formatTime(time)}
      </p>
      <p className="booking-status__text">
        Al reprogramar, esta cita se cancela y la nueva hora queda pendiente de confirmación. Si la nueva hora no se
        puede reservar, conservas esta.
      </p>
    </section>
  );
}
