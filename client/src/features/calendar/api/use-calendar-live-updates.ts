import { useSubscription } from '@apollo/client/react';
import { partyName } from '@common/appointment-party';
import { mediumDate } from '@common/date-text';
import { formatSlot12h } from '@common/validation/appointment';
import { graphql } from '@/gql/gql';
import { notify } from '@/lib/notify';
import { evictAppointment } from '@/lib/appointment-cache';
import { placeInAppointmentLists } from './calendar-cache';

const CalendarAppointmentChangedSubscription = graphql(`
  subscription CalendarAppointmentChanged {
    appointmentChanged {
      kind
      appointmentId
      appointment {
        id
        date
        time
        status
        barberId
        cutType
        walkInName
        client {
          id
          name
        }
        ...CalendarDay_appointment
        ...DayAppointmentCard_appointment
      }
    }
  }
`);

/**
 * SPEC §7 (live): every change to any appointment reaches the admin. The appointment is written to
 * the normalised cache by Apollo; here it joins or leaves the cached month lists, so a client's new
 * booking appears in the open calendar without a reload (and is announced with a toast).
 */
export function useCalendarLiveUpdates() {
  useSubscription(CalendarAppointmentChangedSubscription, {
    ignoreResults: true,
    onData({ client: { cache }, data }) {
      const change = data.data?.appointmentChanged;
      if (!change) return;
      const { appointment } = change;
      // Any change may free or take a time, or end someone's wait by their booking (issue 33): the open day's
      // waitlist and the times it can be offered are read again.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'waitlist' });
      if (change.kind === 'DELETED' || !appointment) {
        evictAppointment(cache, change.appointmentId);
        return;
      }
      placeInAppointmentLists(cache, appointment);
      // Born confirmed means the barber booked it here (issue 15): not news to them.
      if (change.kind === 'CREATED' && appointment.status !== 'CONFIRMED') {
        const when = `${mediumDate(appointment.date) ?? appointment.date}, ${formatSlot12h(appointment.time)}`;
        notify.info(
          `Nueva cita: ${partyName(appointment.client?.name, appointment.walkInName)} · ${appointment.cutType} · ${when}`,
        );
      }
    },
  });
}
