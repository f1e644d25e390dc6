import type { ApolloCache, Reference } from '@apollo/client';
import { listFieldArgs } from '@/lib/list-field-args';

type Placement = { id: string; date: string; status: string };
type ListArgs = { from?: string | null; to?: string | null; status?: string | null };

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
      appointments(existing = [], details) {
        const { readField, toReference } = details;
        const present = existing.some((ref) => readField('id', ref) === appointment.id);
        const wanted = belongs(listFieldArgs<ListArgs>(details), appointment);
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
