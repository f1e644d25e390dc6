import type { Request } from 'express';
import { Role } from '../../features/users/role';
import { adminAppointment, clientAppointment } from '../records';
import { badRequest } from '../rest-error';
import { bodyOf, optionalText, param, queryValue, text } from '../request-values';
import type { RouteSpec, Variables } from '../route';
import {
  arrayOf,
  bool,
  dateTime,
  envelope,
  int,
  nullable,
  num,
  object,
  ref,
  requestBody,
  str,
  uuid,
} from '../schema-builders';
import { successMessages } from '../../../../common/messages';

const STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
type RestStatus = (typeof STATUSES)[number];

export const appointmentMessages = {
  created: successMessages.appointmentCreated,
  updated: successMessages.appointmentUpdated,
  deleted: successMessages.appointmentDeleted,
  hidden: successMessages.appointmentHidden,
  shown: successMessages.appointmentShown,
  statusInvalid: 'Estado de cita no válido',
  statusChanged: {
    confirmed: successMessages.appointmentConfirmed,
    cancelled: successMessages.appointmentRejected,
    completed: successMessages.appointmentCompleted,
    no_show: successMessages.appointmentNoShow,
    pending: successMessages.appointmentStatusUpdated,
  } satisfies Record<RestStatus, string>,
} as const;

export const FIELDS =
  'id clientId cutId cutType date time note status rejectionReason hidden price duration createdAt updatedAt';
export const ADMIN_FIELDS = `${FIELDS} walkInName walkInPhone client { id name email phone }`;

const appointmentProperties = {
  id: uuid(),
  _id: uuid('El mismo valor que id.'),
  cutId: nullable(uuid('null si el corte se eliminó del catálogo.')),
  cutType: str({ description: 'Nombre del corte al reservar.' }),
  date: str({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, día de la barbería.' }),
  time: str({ pattern: '^\\d{2}:\\d{2}$', description: 'HH:MM (24 h), hora de la barbería.' }),
  note: nullable(str()),
  status: str({
    enum: [...STATUSES],
    description:
      'cancelled es la cita rechazada por el administrador; no_show, una confirmada a la que el cliente no asistió.',
  }),
  rejectionReason: nullable(str()),
  hidden: bool({ description: 'Quitada de la lista del cliente.' }),
  price: num({ description: 'Precio al reservar, en dólares.' }),
  duration: int({ description: 'Duración al reservar, en minutos.' }),
  createdAt: dateTime(),
  updatedAt: dateTime(),
};

export const appointmentSchemas = {
  Appointment: object({
    ...appointmentProperties,
    clientId: nullable(uuid('El id del cliente.')),
  }),
  AdminAppointment: object({
    ...appointmentProperties,
    clientId: nullable({
      ...object({ id: uuid(), _id: uuid(), name: str(), email: str(), phone: nullable(str()) }),
      description: 'El cliente; null si su cuenta se eliminó o la cita es de alguien sin cuenta.',
    }),
    walkInName: nullable(str({ description: 'Nombre de quien reservó sin cuenta (en la barbería o por teléfono).' })),
    walkInPhone: nullable(str({ description: 'Su teléfono, si lo dio.' })),
  }),
};

function restStatus(value: unknown, field: string): string {
  if (typeof value === 'string' && (STATUSES as readonly string[]).includes(value)) return value.toUpperCase();
  throw badRequest(appointmentMessages.statusInvalid, [{ field, message: appointmentMessages.statusInvalid }]);
}

/** The booking form; without `cutId`, `cutType` names the cut. */
export function formInput(req: Request): Variables {
  const body = bodyOf(req);
  return {
    input: {
      cutId: optionalText(body.cutId),
      cutType: optionalText(body.cutType),
      date: text(body.date),
      time: text(body.time),
      note: optionalText(body.note),
    },
  };
}

export const formBody = requestBody(
  {
    cutType: str({ description: 'El nombre del corte (sin distinguir mayúsculas); se usa si no llega cutId.' }),
    cutId: uuid('El corte; si llega, manda sobre cutType.'),
    date: str({ description: 'YYYY-MM-DD' }),
    time: str({ description: 'HH:MM, cada 30 minutos de 08:00 a 18:00' }),
    note: nullable(str({ maxLength: 500 })),
  },
  ['date', 'time'],
);

const statusBody = requestBody(
  {
    status: str({ enum: [...STATUSES] }),
    rejectionReason: nullable(str({ description: 'Obligatorio al rechazar (cancelled), hasta 500 caracteres.' })),
  },
  ['status'],
);

const clientList = envelope({ data: arrayOf(ref('Appointment')) });
const adminList = envelope({ data: arrayOf(ref('AdminAppointment')) });
const idParam = { id: 'Id de la cita' };

export const appointmentRoutes: RouteSpec[] = [
  {
    method: 'post',
    path: '/appointments',
    tag: 'citas',
    summary: 'Reserva una cita (queda pendiente)',
    audience: ['client'],
    requestBody: formBody,
    response: {
      status: 201,
      description: 'Cita creada',
      schema: envelope({ message: true, data: ref('Appointment') }),
    },
    extraFailures: [404, 409],
    operation: {
      document: `mutation RestCreateAppointment($input: AppointmentInput!) { createAppointment(input: $input) { ${FIELDS} } }`,
      variables: formInput,
      wrap: (data) => ({ message: appointmentMessages.created, data: clientAppointment(data.createAppointment) }),
    },
  },
  {
    method: 'get',
    path: '/appointments/my-appointments',
    tag: 'citas',
    summary: 'Mis citas, sin las quitadas de la lista',
    audience: ['client'],
    response: { status: 200, description: 'Mis citas, la más reciente primero', schema: clientList },
    operation: {
      document: `query RestMyAppointments { myAppointments(includeHidden: false) { ${FIELDS} } }`,
      wrap: (data) => ({ data: data.myAppointments.map(clientAppointment) }),
    },
  },
  {
    method: 'get',
    path: '/appointments/my-appointments/all',
    tag: 'citas',
    summary: 'Todas mis citas, también las quitadas de la lista (historial)',
    audience: ['client'],
    response: { status: 200, description: 'Mis citas, la más reciente primero', schema: clientList },
    operation: {
      document: `query RestMyAppointmentsAll { myAppointments(includeHidden: true) { ${FIELDS} } }`,
      wrap: (data) => ({ data: data.myAppointments.map(clientAppointment) }),
    },
  },
  {
    method: 'get',
    path: '/appointments/all',
    tag: 'citas',
    summary: 'Todas las citas, la creada más recientemente primero',
    audience: ['admin'],
    query: [
      { name: 'from', description: 'Desde este día (YYYY-MM-DD), incluido.', schema: str() },
      { name: 'to', description: 'Hasta este día (YYYY-MM-DD), incluido.', schema: str() },
      { name: 'status', description: 'Solo las de este estado.', schema: str({ enum: [...STATUSES] }) },
    ],
    response: { status: 200, description: 'Citas', schema: adminList },
    operation: {
      document: `query RestAllAppointments($from: String, $to: String, $status: AppointmentStatus) {
        appointments(from: $from, to: $to, status: $status, orderBy: NEWEST_CREATED) { ${ADMIN_FIELDS} }
      }`,
      variables: (req) => {
        const status = queryValue(req, 'status');
        return {
          from: queryValue(req, 'from') ?? null,
          to: queryValue(req, 'to') ?? null,
          status: status === undefined ? null : restStatus(status, 'status'),
        };
      },
      wrap: (data) => ({ data: data.appointments.map(adminAppointment) }),
    },
  },
  {
    method: 'get',
    path: '/appointments/available-slots',
    tag: 'citas',
    summary: 'Horarios libres de un día para un corte',
    audience: ['signed-in'],
    query: [
      { name: 'date', description: 'YYYY-MM-DD', schema: str(), required: true },
      { name: 'cutId', description: 'El corte, por su duración.', schema: str(), required: true },
      {
        name: 'appointmentId',
        description: 'La cita propia que se edita: su horario no cuenta como ocupado.',
        schema: str(),
      },
    ],
    response: {
      status: 200,
      description: 'Horarios HH:MM',
      schema: envelope({ data: arrayOf(str({ pattern: '^\\d{2}:\\d{2}$' })) }),
    },
    extraFailures: [404],
    operation: {
      document: `query RestAvailableSlots($date: String!, $cutId: ID!, $appointmentId: ID) {
        availableSlots(date: $date, cutId: $cutId, appointmentId: $appointmentId)
      }`,
      variables: (req) => ({
        date: queryValue(req, 'date') ?? '',
        cutId: queryValue(req, 'cutId') ?? '',
        appointmentId: queryValue(req, 'appointmentId') ?? null,
      }),
      wrap: (data) => ({ data: data.availableSlots }),
    },
  },
  {
    method: 'put',
    path: '/appointments/:id',
    tag: 'citas',
    summary: 'Cambia el estado (administrador) o edita una cita propia (cliente)',
    description:
      'Con un token de administrador el cuerpo es `{ status, rejectionReason? }` (confirmed, cancelled con motivo, completed, no_show una vez pasada la hora); ' +
      'con uno de cliente, el formulario `{ cutType, cutId, date, time, note? }` de una cita propia pendiente o rechazada.',
    audience: ['admin', 'client'],
    params: idParam,
    requestBody: { anyOf: [statusBody, formBody] },
    response: {
      status: 200,
      description: 'Cita actualizada (para el administrador, clientId es el cliente)',
      schema: envelope({ message: true, data: { anyOf: [ref('AdminAppointment'), ref('Appointment')] } }),
    },
    extraFailures: [409],
    operation: {
      fallback: Role.CLIENT,
      byRole: {
        [Role.ADMIN]: {
          document: `mutation RestSetAppointmentStatus($id: ID!, $status: AppointmentStatus!, $rejectionReason: String) {
            setAppointmentStatus(id: $id, status: $status, rejectionReason: $rejectionReason) { ${ADMIN_FIELDS} }
          }`,
          variables: (req) => ({
            id: param(req, 'id'),
            status: restStatus(bodyOf(req).status, 'status'),
            rejectionReason: optionalText(bodyOf(req).rejectionReason),
          }),
          wrap: (data) => {
            const appointment = adminAppointment(data.setAppointmentStatus);
            return { message: appointmentMessages.statusChanged[appointment.status as RestStatus], data: appointment };
          },
        },
        [Role.CLIENT]: {
          document: `mutation RestUpdateAppointment($id: ID!, $input: AppointmentInput!) {
            updateAppointment(id: $id, input: $input) { ${FIELDS} }
          }`,
          variables: (req) => ({ id: param(req, 'id'), ...formInput(req) }),
          wrap: (data) => ({ message: appointmentMessages.updated, data: clientAppointment(data.updateAppointment) }),
        },
      },
    },
  },
  {
    method: 'delete',
    path: '/appointments/:id',
    tag: 'citas',
    summary: 'Elimina una cita en cualquier estado',
    audience: ['admin'],
    params: idParam,
    response: { status: 200, description: 'Cita eliminada', schema: envelope({ message: true }) },
    operation: {
      document: 'mutation RestDeleteAppointment($id: ID!) { deleteAppointment(id: $id) }',
      variables: (req) => ({ id: param(req, 'id') }),
      wrap: () => ({ message: appointmentMessages.deleted }),
    },
  },
  {
    method: 'delete',
    path: '/appointments/:id/client',
    tag: 'citas',
    summary: 'Elimina una cita propia pendiente, confirmada o rechazada',
    description: 'Las completadas no se eliminan: se quitan de la lista con PATCH /appointments/{id}/visibility.',
    audience: ['client'],
    params: idParam,
    response: { status: 200, description: 'Cita eliminada', schema: envelope({ message: true }) },
    operation: {
      document: 'mutation RestDeleteMyAppointment($id: ID!) { deleteMyAppointment(id: $id) }',
      variables: (req) => ({ id: param(req, 'id') }),
      wrap: () => ({ message: appointmentMessages.deleted }),
    },
  },
  {
    method: 'patch',
    path: '/appointments/:id/visibility',
    tag: 'citas',
    summary: 'Quita de mi lista (o devuelve) una cita completada',
    audience: ['client'],
    params: idParam,
    requestBody: requestBody({ hidden: bool() }, ['hidden']),
    response: {
      status: 200,
      description: 'Cita quitada o devuelta',
      schema: envelope({ message: true, data: ref('Appointment') }),
    },
    operation: {
      document: `mutation RestSetAppointmentHidden($id: ID!, $hidden: Boolean!) {
        setAppointmentHidden(id: $id, hidden: $hidden) { ${FIELDS} }
      }`,
      variables: (req) => ({ id: param(req, 'id'), hidden: bodyOf(req).hidden }),
      wrap: (data) => {
        const message = data.setAppointmentHidden.hidden ? appointmentMessages.hidden : appointmentMessages.shown;
        return { message, data: clientAppointment(data.setAppointmentHidden) };
      },
    },
  },
];
