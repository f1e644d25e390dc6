// Paths several screens link to, written once.

export const BOOKING_PATH = '/client/appointments/create';

/** The booking form with a service already chosen. */
export const bookingPathFor = (cutId: string) => `${BOOKING_PATH}?cutId=${encodeURIComponent(cutId)}`;

/** The booking form that replaces a confirmed appointment ('Reprogramar'), its service preselected. */
export const reschedulePathFor = (appointmentId: string, cutId: string | null) => {
  const query = new URLSearchParams(cutId ? { cutId } : {});
  query.set('reprogramar', appointmentId);
  return `${BOOKING_PATH}?${query}`;
};

/** A barber's home (issue 32): «Mi agenda», where signing in takes them. */
export const BARBER_HOME = '/barber';

/** The header's way back to an area's dashboard (a barber's is «Mi agenda»). */
export const dashboardBack = (area: 'admin' | 'client' | 'barber') =>
  area === 'barber'
    ? { to: BARBER_HOME, label: 'Volver a Mi agenda' }
    : { to: `/${area}`, label: 'Volver al Dashboard' };

/** The barber's page of one client, reached from Clientes and from the day in the calendar. */
export const clientPagePath = (clientId: string) => `/admin/users/${encodeURIComponent(clientId)}`;

/** A day of the barber's calendar, its window open. */
export const calendarDayPath = (date: string) => `/admin/appointments?dia=${encodeURIComponent(date)}`;
