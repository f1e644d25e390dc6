import { adminAppointment, clientAppointment } from '../records';
import { bodyOf, optionalText } from '../request-values';
import type { RouteSpec } from '../route';
import { envelope, nullable, ref, str, uuid } from '../schema-builders';
import { successMessages } from '../../../../common/messages';
import { ADMIN_FIELDS, FIELDS, formBody, formInput } from './appointment-routes';

/** Issue 15: the barber's own bookings (walk-ins, phone calls) and the client's next appointment. */
export const barberBookingRoutes: RouteSpec[] = [
  {
    method: 'post',
    path: '/appointments/barber',
    tag: 'citas',
    summary: 'El barbero reserva para un cliente o para alguien sin cuenta (queda confirmada)',
    description:
      'El cuerpo del formulario de reserva más `clientId` (un cliente registrado) o `walkInName` y, si lo da, `walkInPhone` (alguien sin cuenta). Sigue las mismas reglas que la reserva de un cliente.',
    audience: ['admin'],
    requestBody: {
      ...formBody,
      properties: {
        ...(formBody.properties as object),
        clientId: nullable(uuid('El cliente registrado.')),
        walkInName: nullable(str({ description: 'Nombre de quien no tiene cuenta.' })),
        walkInPhone: nullable(str({ description: 'Su teléfono (opcional).' })),
      },
    },
    response: {
      status: 201,
      description: 'Cita creada y confirmada',
      schema: envelope({ message: true, data: ref('AdminAppointment') }),
    },
    extraFailures: [404, 409],
    operation: {
      document: `mutation RestCreateBarberAppointment($input: BarberAppointmentInput!) {
        createBarberAppointment(input: $input) { ${ADMIN_FIELDS} }
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
      wrap: (data) => ({
        message: successMessages.appointmentCreated,
        data: adminAppointment(data.createBarberAppointment),
      }),
    },
  },
  {
    method: 'get',
    path: '/appointments/my-appointments/next',
    tag: 'citas',
    summary: 'Mi próxima cita pendiente o confirmada',
    audience: ['client'],
    response: {
      status: 200,
      description: 'La próxima cita, o null si no hay',
      schema: envelope({ data: nullable(ref('Appointment')) }),
    },
    operation: {
      document: `query RestMyNextAppointment { myNextAppointment { ${FIELDS} } }`,
      wrap: (data) => ({ data: data.myNextAppointment ? clientAppointment(data.myNextAppointment) : null }),
    },
  },
];
