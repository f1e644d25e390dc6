import { useSubscription } from '@apollo/client/react';
import { graphql } from '@/gql/gql';
import { noPause, notify } from '@/lib/notify';
import { evictAppointment } from '@/lib/appointment-cache';
import { forgetAvailableSlots, placeAnswerInMyAppointmentLists } from '../utils/appointment-lists-cache';
import { liveNotices } from '../utils/appointment-messages';
import { takeOwnDeletion } from '../utils/own-deletions';

const ClientAppointmentChangedSubscription = graphql(`
  subscription ClientAppointmentChanged {
    appointmentChanged {
      kind
      appointmentId
      appointment {
        status
        ...MyAppointmentLists_appointment
      }
    }
  }
`);

const STATUS_TOAST = {
  CONFIRMED: notify.success,
  COMPLETED: notify.success,
  CANCELLED: notify.warning,
  PENDING: notify.info,
  NO_SHOW: notify.warning,
} as const;

/**
 * Live changes to the client's own appointments (the admin confirming, rejecting, completing or
 * deleting; another tab booking). The appointment lands in the normalized cache, so every screen
 * showing it updates; the lists gain or lose it here; status changes are announced with a toast.
 */
export function useAppointmentChanges() {
  useSubscription(ClientAppointmentChangedSubscription, {
    onData({ client: { cache }, data }) {
      const change = data.data?.appointmentChanged;
      if (!change) return;
      forgetAvailableSlots(cache);
      if (change.kind === 'DELETED' || !change.appointment) {
        evictAppointment(cache, change.appointmentId);
        if (!takeOwnDeletion(change.appointmentId)) notify.info(liveNotices.deleted, noPause);
        return;
      }
      placeAnswerInMyAppointmentLists(cache, change.appointment);
      if (change.kind === 'STATUS_CHANGED') {
        const status = change.appointment.status;
        STATUS_TOAST[status](liveNotices[status], noPause);
      }
    },
  });
}
