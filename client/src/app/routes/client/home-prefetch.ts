import { ClientNextAppointmentQuery } from '@/features/appointments/api/client-next-appointment';
import { prefetchQuery } from '@/lib/prefetch-query';

export const loader = () => prefetchQuery(ClientNextAppointmentQuery);
