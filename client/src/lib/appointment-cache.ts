import type { ApolloCache, Reference } from '@apollo/client';
import { forgetInCache } from './forget-in-cache';

type AppointmentLists = { appointments: readonly Reference[]; myAppointments: readonly Reference[] };

/** Takes a deleted appointment out of every cached list (safe inside an optimistic update). */
export function removeFromAppointmentLists(cache: ApolloCache, id: string) {
  const without: (
    list: readonly Reference[],
    details: { readField: (f: string, r: Reference) => unknown },
  ) => Reference[] = (list, { readField }) => list.filter((item) => readField('id', item) !== id);
  cache.modify<AppointmentLists>({ id: 'ROOT_QUERY', fields: { appointments: without, myAppointments: without } });
}

/** Forgets a deleted appointment entirely, whichever screen holds it: out of the lists and out of the cache. */
export function evictAppointment(cache: ApolloCache, id: string) {
  removeFromAppointmentLists(cache, id);
  forgetInCache(cache, { __typename: 'Appointment', id });
}
