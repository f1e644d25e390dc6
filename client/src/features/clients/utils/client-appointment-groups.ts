import { isLiveStatus } from '@common/appointment-status';

type Dated = { status: string; startsAt: unknown };

/**
 * A client's appointments as the barber reads them: the ones still to come (pending or confirmed, not yet
 * started) soonest first, then every other one as the server sends them, latest first.
 */
export function clientAppointmentGroups<T extends Dated>(appointments: readonly T[], now: number) {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const appointment of appointments) {
    const ahead = new Date(String(appointment.startsAt)).getTime() > now;
    (ahead && isLiveStatus(appointment.status) ? upcoming : past).push(appointment);
  }
  return { upcoming: upcoming.reverse(), past };
}
