import type { Request } from 'express';
import { Role } from '../../features/users/role';
import { isJsonObject, type Json } from '../json';
import { badRequest } from '../rest-error';
import { bodyOf, optionalText, param, queryValue, text } from '../request-values';
import type { RouteSpec, Variables } from '../route';
import { str } from '../schema-builders';
import { successMessages } from '../../../../common/messages';
import { appointmentFormSchema, rejectionSchema } from '../../../../common/validation/appointment';

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

// Only the rules' shape is read (for the documented body), so any day does.
export const formRules = appointmentFormSchema('');

/** The message that names the status the appointment now has. */
function statusChangedMessage(data: Json): string {
  const status = STATUSES.find((value) => isJsonObject(data) && data.status === value) ?? 'pending';
  return appointmentMessages.statusChanged[status];
}

const idParam = { id: 'Id de la cita' };

export const appointmentRoutes: RouteSpec[] = [
  {
    method: 'post',
    path: '/appointments',
    tag: 'citas',
    summary: 'Reserva una cita (queda pendiente)',
    audience: ['client'],
    response: { status: 201, description: 'Cita creada' },
    extraFailures: [404, 409],
    operation: {
      document: `mutation RestCreateAppointment($input: AppointmentInput!) {
        createAppointment(input: $input) { ...RestAppointment }
      }`,
      variables: formInput,
      body: { rules: formRules },
      data: { field: 'createAppointment' },
      message: appointmentMessages.created,
    },
  },
  {
    method: 'get',
    path: '/appointments/my-appointments',
    tag: 'citas',
    summary: 'Mis citas, sin las quitadas de la lista',
    audience: ['client'],
    response: { status: 200, description: 'Mis citas, la más reciente primero' },
    operation: {
      document: `query RestMyAppointments { myAppointments(includeHidden: false) { ...RestAppointment } }`,
      data: { field: 'myAppointments' },
    },
  },
  {
    method: 'get',
    path: '/appointments/my-appointments/all',
    tag: 'citas',
    summary: 'Todas mis citas, también las quitadas de la lista (historial)',
    audience: ['client'],
    response: { status: 200, description: 'Mis citas, la más reciente primero' },
    operation: {
      document: `query RestMyAppointmentsAll { myAppointments(includeHidden: true) { ...RestAppointment } }`,
      data: { field: 'myAppointments' },
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
    response: { status: 200, description: 'Citas' },
    operation: {
      document: `query RestAllAppointments($from: String, $to: String, $status: AppointmentStatus) {
        appointments(from: $from, to: $to, status: $status, orderBy: NEWEST_CREATED) { ...RestAdminAppointment }
      }`,
      variables: (req) => {
        const status = queryValue(req, 'status');
        return {
          from: queryValue(req, 'from') ?? null,
          to: queryValue(req, 'to') ?? null,
          status: status === undefined ? null : restStatus(status, 'status'),
        };
      },
      data: { field: 'appointments' },
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
    response: { status: 200, description: 'Horarios HH:MM' },
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
      data: { field: 'availableSlots' },
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
    response: { status: 200, description: 'Cita actualizada (para el administrador, clientId es el cliente)' },
    extraFailures: [409],
    operation: {
      fallback: Role.CLIENT,
      byRole: {
        [Role.ADMIN]: {
          document: `mutation RestSetAppointmentStatus($id: ID!, $status: AppointmentStatus!, $rejectionReason: String) {
            setAppointmentStatus(id: $id, status: $status, rejectionReason: $rejectionReason) {
              ...RestAdminAppointment
            }
          }`,
          variables: (req) => ({
            id: param(req, 'id'),
            status: restStatus(bodyOf(req).status, 'status'),
            rejectionReason: optionalText(bodyOf(req).rejectionReason),
          }),
          body: { rules: rejectionSchema },
          data: { field: 'setAppointmentStatus' },
          message: statusChangedMessage,
        },
        [Role.CLIENT]: {
          document: `mutation RestUpdateAppointment($id: ID!, $input: AppointmentInput!) {
            updateAppointment(id: $id, input: $input) { ...RestAppointment }
          }`,
          variables: (req) => ({ id: param(req, 'id'), ...formInput(req) }),
          body: { rules: formRules },
          data: { field: 'updateAppointment' },
          message: appointmentMessages.updated,
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
    response: { status: 200, description: 'Cita eliminada' },
    operation: {
      document: 'mutation RestDeleteAppointment($id: ID!) { deleteAppointment(id: $id) }',
      variables: (req) => ({ id: param(req, 'id') }),
      message: appointmentMessages.deleted,
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
    response: { status: 200, description: 'Cita eliminada' },
    operation: {
      document: 'mutation RestDeleteMyAppointment($id: ID!) { deleteMyAppointment(id: $id) }',
      variables: (req) => ({ id: param(req, 'id') }),
      message: appointmentMessages.deleted,
    },
  },
  {
    method: 'patch',
    path: '/appointments/:id/visibility',
    tag: 'citas',
    summary: 'Quita de mi lista (o devuelve) una cita completada',
    audience: ['client'],
    params: idParam,
    response: { status: 200, description: 'Cita quitada o devuelta' },
    operation: {
      document: `mutation RestSetAppointmentHidden($id: ID!, $hidden: Boolean!) {
        setAppointmentHidden(id: $id, hidden: $hidden) { ...RestAppointment }
      }`,
      variables: (req) => ({ id: param(req, 'id'), hidden: bodyOf(req).hidden }),
      data: { field: 'setAppointmentHidden' },
      message: (data) => (isJsonObject(data) && data.hidden ? appointmentMessages.hidden : appointmentMessages.shown),
    },
  },
];
