import { optionalText } from '../request-values';
import { bodyFields, fieldQuery, inputMutation } from '../route-builders';
import type { RouteSpec } from '../route';
import { successMessages } from '../../../../common/messages';
import { walkInSchema } from '../../../../common/validation/walk-in';
import { formFields, formRules } from './appointment-routes';
import { appointments } from './route-groups';

const walkInFields = bodyFields({
  clientId: optionalText,
  walkInName: optionalText,
  walkInPhone: optionalText,
  outsideHours: optionalText,
});

/** Issue 15: the barber's own bookings (walk-ins, phone calls) and the client's next appointment. */
export const barberBookingRoutes: RouteSpec[] = [
  appointments.post(
    '/appointments/barber',
    {
      summary: 'El barbero reserva para un cliente o para alguien sin cuenta (queda confirmada)',
      description:
        'El formulario de reserva más `clientId` (un cliente registrado) o `walkInName` y, si lo da, `walkInPhone` (alguien sin cuenta). Sin antelación mínima ni límite de días por adelantado, desde la hora en curso. Fuera del horario, en un descanso o en un día cerrado, solo con `outsideHours: true` (el barbero confirmó «Fuera del horario, ¿reservar igualmente?»); sin él, 400 con la regla. Una hora ocupada es siempre 409. Con `barberId`, en la agenda de ese barbero; sin él, en la del barbero de quien reserva (o el primero activo). Un barbero reserva siempre en su propia agenda (otro `barberId`: 403).',
      audience: ['admin', 'barber'],
      status: 201,
      answers: 'Cita creada y confirmada',
      extraFailures: [404, 409],
    },
    inputMutation('createBarberAppointment', 'BarberAppointmentInput', '...RestAdminAppointment', {
      variables: (req) => ({ input: { ...formFields(req), ...walkInFields(req) } }),
      body: { rules: formRules.concat(walkInSchema.partial()) },
      message: successMessages.appointmentCreated,
    }),
  ),
  appointments.get(
    '/appointments/my-appointments/next',
    {
      summary: 'Mi próxima cita pendiente o confirmada',
      audience: 'client',
      answers: 'La próxima cita, o null si no hay',
    },
    fieldQuery('myNextAppointment', '...RestAppointment'),
  ),
];
