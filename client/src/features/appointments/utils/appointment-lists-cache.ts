import type { ApolloCache, Reference } from '@apollo/client';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { listFieldArgs } from '@/lib/list-field-args';

/**
 * What Mis Citas and the history draw of an appointment. Every booking, change and live event answers
 * with it, so a card that appears or changes arrives whole: a field a card needs is added here once.
 */
export const MyAppointmentListsFragment = graphql(`
  fragment MyAppointmentLists_appointment on Appointment {
    id
    hidden
    ...AppointmentCard_appointment
    ...AppointmentHistoryItem_appointment
  }
`);

type Lists = { myAppointments: readonly Reference[] };

/** myAppointments(includeHidden: true) is the history; the other variant is Mis Citas. */
const isHistoryList = (details: Parameters<typeof listFieldArgs>[0]) =>
  listFieldArgs<{ includeHidden: boolean }>(details).includeHidden === true;

/**
 * Puts an appointment into the cached myAppointments lists it belongs to (newest first) and
 * takes it out of those it no longer belongs to: a hidden one stays only in the history.
 */
export function placeInMyAppointmentLists(cache: ApolloCache, appointment: { id: string; hidden: boolean }) {
  const ref = cache.identify({ __typename: 'Appointment', id: appointment.id });
  if (!ref) return;
  cache.modify<Lists>({
    id: 'ROOT_QUERY',
    fields: {
      myAppointments(existing, details) {
        const { readField, toReference } = details;
        const present = existing.some((item) => readField('id', item) === appointment.id);
        const belongs = isHistoryList(details) || !appointment.hidden;
        if (belongs && !present) {
          const itemRef = toReference(ref);
          return itemRef ? [itemRef, ...existing] : existing;
        }
        if (!belongs && present) return existing.filter((item) => readField('id', item) !== appointment.id);
        return existing;
      },
    },
  });
}

/** placeInMyAppointmentLists for an answer that carries the lists' fragment. */
export function placeAnswerInMyAppointmentLists(
  cache: ApolloCache,
  answer: FragmentType<typeof MyAppointmentListsFragment>,
) {
  placeInMyAppointmentLists(cache, getFragmentData(MyAppointmentListsFragment, answer));
}

/** Free slots (and which appointment comes next) change whenever an appointment does: the next look asks the server again. */
export function forgetAvailableSlots(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'availableSlots' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'myNextAppointment' });
}
