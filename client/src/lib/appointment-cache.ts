import type { ApolloCache, Reference } from '@apollo/client';
import type { ModifierDetails } from '@apollo/client/cache';
import { forgetInCache } from './forget-in-cache';
import { listFieldArgs } from './list-field-args';

type ListField = 'appointments' | 'myAppointments';
type AppointmentLists = Record<ListField, readonly Reference[]>;

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

/** Where a list takes an appointment it did not hold: first (newest first) or last (the screen sorts). */
export type ListEnd = 'first' | 'last';

/**
 * Puts an appointment (already written to the cache) into every cached list of `field` it belongs to, judged
 * by the arguments each list was fetched with, and takes it out of those it no longer belongs to.
 */
export function placeInAppointmentListsOf<Args>(
  cache: ApolloCache,
  field: ListField,
  id: string,
  belongs: (args: Partial<Args>) => boolean,
  end: ListEnd,
) {
  const ref = cache.identify({ __typename: 'Appointment', id });
  if (!ref) return;
  const place = (existing: readonly Reference[] = [], details: ModifierDetails): readonly Reference[] => {
    const { readField, toReference } = details;
    const present = existing.some((item) => readField('id', item) === id);
    const wanted = belongs(listFieldArgs<Args>(details));
    if (wanted && !present) {
      const itemRef = toReference(ref);
      if (!itemRef) return existing;
      return end === 'first' ? [itemRef, ...existing] : [...existing, itemRef];
    }
    if (!wanted && present) return existing.filter((item) => readField('id', item) !== id);
    return existing;
  };
  cache.modify<AppointmentLists>({ id: 'ROOT_QUERY', fields: { [field]: place } });
}
