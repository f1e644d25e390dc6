// Paths several screens link to, written once.

export const BOOKING_PATH = '/client/appointments/create';

/** The booking form with a service already chosen. */
export const bookingPathFor = (cutId: string) => `${BOOKING_PATH}?cutId=${encodeURIComponent(cutId)}`;

/** The header's way back to an area's dashboard. */
export const dashboardBack = (area: 'admin' | 'client') => ({ to: `/${area}`, label: 'Volver al Dashboard' });
