import type { ApolloCache } from '@apollo/client';
import { getFragmentData, type FragmentType } from '@/gql/fragment-masking';
import { graphql } from '@/gql/gql';
import { placeInAppointmentListsOf } from '@/lib/appointment-cache';

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

/**
 * Puts an appointment into the cached myAppointments lists it belongs to (newest first) and
 * takes it out of those it no longer belongs to: a hidden one stays only in the history
 * (myAppointments(includeHidden: true); the other variant is Mis Citas).
 */
export function placeInMyAppointmentLists(cache: ApolloCache, appointment: { id: string; hidden: boolean }) {
  placeInAppointmentListsOf<{ includeHidden: boolean }>(
    cache,
    'myAppointments',
    appointment.id,
    (args) => args.includeHidden === true || !appointment.hidden,
    'first',
  );
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

/** A booking ends the client's waitlist entry of its day (issue 33): Mis Citas asks for the list again. */
export function forgetMyWaitlist(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'myWaitlist' });
}
