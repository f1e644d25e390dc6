import type { ApolloCache, Reference } from '@apollo/client';

type Placement = { id: string; date: string; status: string };
type ListArgs = { from?: string | null; to?: string | null; status?: string | null };

/** The arguments of a cached `appointments(...)` field, read from its store name. */
function argsOf(storeFieldName: string): ListArgs {
  const open = storeFieldName.indexOf('(');
  if (open < 0) {
    const colon = storeFieldName.indexOf(':');
    return colon < 0 ? {} : (JSON.parse(storeFieldName.slice(colon + 1)) as ListArgs);
  }
  try {
    return JSON.parse(storeFieldName.slice(open + 1, -1)) as ListArgs;
  } catch {
    return {};
  }
}

const belongs = (args: ListArgs, appointment: Placement) =>
  (!args.from || appointment.date >= args.from) &&
  (!args.to || appointment.date <= args.to) &&
  (!args.status || appointment.status === args.status);

/**
 * Puts an appointment (already written to the cache) into every cached `appointments(from, to,
 * status)` list it belongs to and takes it out of the ones it no longer does (its day or status
 * changed). Order inside a list does not matter: the calendar groups and sorts by itself.
 */
export function placeInAppointmentLists(cache: ApolloCache, appointment: Placement) {
  const id = cache.identify({ __typename: 'Appointment', id: appointment.id });
  if (!id) return;
  cache.modify<{ appointments: Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      appointments(existing = [], { storeFieldName, readField, toReference }) {
        const present = existing.some((ref) => readField('id', ref) === appointment.id);
        const wanted = belongs(argsOf(storeFieldName), appointment);
        if (wanted && !present) {
          const ref = toReference(id);
          return ref ? [...existing, ref] : existing;
        }
        if (!wanted && present) return existing.filter((ref) => readField('id', ref) !== appointment.id);
        return existing;
      },
    },
  });
}

/** Drops a deleted appointment from the cache; lists holding it lose the dangling reference. */
export function evictAppointment(cache: ApolloCache, id: string) {
  cache.evict({ id: cache.identify({ __typename: 'Appointment', id }) });
  cache.gc();
}
