import { NextAppointment } from '@/features/appointments/components/next-appointment';
import { ClientHome } from '@/features/client-home/components/client-home';

/** The client home with the next appointment above the shortcuts (features meet here, not in each other). */
export function ClientHomePage() {
  return <ClientHome nextAppointment={<NextAppointment />} />;
}
