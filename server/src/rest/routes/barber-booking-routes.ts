import { bodyOf, optionalText } from '../request-values';
import type { RouteSpec } from '../route';
import { successMessages } from '../../../../common/messages';
import { walkInSchema } from '../../../../common/validation/walk-in';
import { formInput, formRules } from './appointment-routes';

/** Issue 15: the barber's own bookings (walk-ins, phone calls) and the client's next appointment. */
export const barberBookingRoutes: RouteSpec[] = [
  {
    method: 'post',
    path: '/appointments/barber',
    tag: 'citas',
    summary: 'El barbero reserva para un cliente o para alguien sin cuenta (queda confirmada)',
    description:
      'El formulario de reserva más `clientId` (un cliente registrado) o `walkInName` y, si lo da, `walkInPhone` (alguien sin cuenta). Sigue las mismas reglas que la reserva de un cliente.',
    audience: ['admin'],
    response: { status: 201, description: 'Cita creada y confirmada' },
    extraFailures: [404, 409],
    operation: {
      document: `mutation RestCreateBarberAppointment($input: BarberAppointmentInput!) {
        createBarberAppointment(input: $input) { ...RestAdminAppointment }
      }`,
      variables: (req) => {
        const body = bodyOf(req);
        const { input } = formInput(req) as { input: Record<string, unknown> };
        return {
          input: {
            ...input,
            clientId: optionalText(body.clientId),
            walkInName: optionalText(body.walkInName),
            walkInPhone: optionalText(body.walkInPhone),
          },
        };
      },
      body: { rules: formRules.concat(walkInSchema.partial()) },
      data: { field: 'createBarberAppointment' },
      message: successMessages.appointmentCreated,
    },
  },
  {
    method: 'get',
    path: '/appointments/my-appointments/next',
    tag: 'citas',
    summary: 'Mi próxima cita pendiente o confirmada',
    audience: ['client'],
    response: { status: 200, description: 'La próxima cita, o null si no hay' },
    operation: {
      document: `query RestMyNextAppointment { myNextAppointment { ...RestAppointment } }`,
      data: { field: 'myNextAppointment' },
    },
  },
];
