import type { ApolloCache } from '@apollo/client';
import { placeInAppointmentListsOf } from '@/lib/appointment-cache';

type Placement = { id: string; date: string; status: string; barberId?: string | null };
type ListArgs = { from?: string | null; to?: string | null; status?: string | null; barberId?: string | null };

/**
 * Puts an appointment (already written to the cache) into every cached `appointments(from, to,
 * status, barberId)` list it belongs to and takes it out of the ones it no longer does (its day, status or
 * barber changed). Order inside a list does not matter: the calendar groups and sorts by itself.
 */
export function placeInAppointmentLists(cache: ApolloCache, appointment: Placement) {
  placeInAppointmentListsOf<ListArgs>(
    cache,
    'appointments',
    appointment.id,
    (args) =>
      (!args.from || appointment.date >= args.from) &&
      (!args.to || appointment.date <= args.to) &&
      (!args.status || appointment.status === args.status) &&
      (!args.barberId || appointment.barberId === args.barberId),
    'last',
  );
}
