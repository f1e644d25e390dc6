import { useAppointmentChanges } from '../api/use-appointment-changes';

/** Mounted once in the client area: keeps the appointment screens live (renders nothing). */
export function AppointmentLiveUpdates() {
  useAppointmentChanges();
  return null;
}
