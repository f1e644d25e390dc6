import { AppointmentStatus } from '../../features/appointments/appointment-status';
import { Role } from '../../domain/role';
import { isJsonObject, type Json } from '../json';
import { badRequest } from '../rest-error';
import { bodyOf, dayRange, optionalText, queryFlag, queryValue, text } from '../request-values';
import { bodyFields, deleteById, fieldQuery, idVariables, inputMutation } from '../route-builders';
import type { Request } from 'express';
import type { BodyRules } from '../request-body';
import type { OperationBinding, RouteSpec, Variables } from '../route';
import { str } from '../schema-builders';
import { successMessages } from '../../../../common/messages';
import {
  appointmentFormSchema,
  moveAppointmentSchema,
  rejectionSchema,
} from '../../../../common/validation/appointment';
import { appointments } from './route-groups';

const STATUSES = Object.values(AppointmentStatus);

const appointmentMessages = {
  statusInvalid: 'Estado de cita no válido',
  statusChanged: {
    confirmed: successMessages.appointmentConfirmed,
    cancelled: successMessages.appointmentRejected,
    completed: successMessages.appointmentCompleted,
    no_show: successMessages.appointmentNoShow,
    pending: successMessages.appointmentStatusUpdated,
  } satisfies Record<AppointmentStatus, string>,
} as const;

function restStatus(value: unknown, field: string): string {
  if (typeof value === 'string' && (STATUSES as readonly string[]).includes(value)) return value.toUpperCase();
  throw badRequest(appointmentMessages.statusInvalid, [{ field, message: appointmentMessages.statusInvalid }]);
}

/** The booking form; without `cutId`, `cutType` names the cut; without `barberId`, «Cualquiera» or the one kept. */
export const formFields = bodyFields({
  cutId: optionalText,
  cutType: optionalText,
  date: text,
  time: text,
  note: optionalText,
  barberId: optionalText,
});

/** The barber's move: the new day and time, and another barber for a reassignment. */
const moveFields = bodyFields({ date: text, time: text, barberId: optionalText });

/** `barberId` in the query: one barber's free times; without it, «Cualquiera» (issue 32). */
const barberQuery = {
  name: 'barberId',
  description:
    'Un barbero (`GET /barbers`): sus horas libres (404 si no existe, 400 si está inactivo o no hace ese corte). Sin él, «Cualquiera»: las horas en que al menos un barbero que hace ese corte está libre; al editar o mover una cita (`appointmentId`), las de su barbero.',
  schema: str(),
};

// Only the rules' shape is read (for the documented body), so any day does.
export const formRules = appointmentFormSchema('');

/** What a change to an existing appointment sends as its `input`: the GraphQL type, how the body is read, its rules. */
interface AppointmentForm {
  inputType: string;
  read: (req: Request) => Variables;
  rules: BodyRules;
}

const bookingForm: AppointmentForm = { inputType: 'AppointmentInput', read: formFields, rules: formRules };
const moveForm: AppointmentForm = {
  inputType: 'MoveAppointmentInput',
  read: moveFields,
  rules: moveAppointmentSchema(''),
};

/** `field` applies `form` to the appointment of the path's `:id`; `selection` answers as `data`. */
function appointmentMutation(
  name: string,
  field: string,
  form: AppointmentForm,
  selection: string,
  message: string,
): OperationBinding {
  return {
    document: `mutation ${name}($id: ID!, $input: ${form.inputType}!) {
      ${field}(id: $id, input: $input) { ${selection} }
    }`,
    variables: (req) => ({ ...idVariables(req), input: form.read(req) }),
    body: { rules: form.rules },
    data: { field },
    message,
  };
}

/** The message that names the status the appointment now has. */
function statusChangedMessage(data: Json): string {
  const status = STATUSES.find((value) => isJsonObject(data) && data.status === value) ?? 'pending';
  return appointmentMessages.statusChanged[status];
}

/** The admin's or a barber's verdict on an appointment (a barber's: one of their own agenda). */
const setStatusBinding: OperationBinding = {
  document: `mutation RestSetAppointmentStatus($id: ID!, $status: AppointmentStatus!, $rejectionReason: String) {
    setAppointmentStatus(id: $id, status: $status, rejectionReason: $rejectionReason) {
      ...RestAdminAppointment
    }
  }`,
  variables: (req) => ({
    ...idVariables(req),
    status: restStatus(bodyOf(req).status, 'status'),
    rejectionReason: optionalText(bodyOf(req).rejectionReason),
  }),
  body: { rules: rejectionSchema },
  data: { field: 'setAppointmentStatus' },
  message: statusChangedMessage,
};

/** The client's own list, without or with the appointments they hid. */
const myAppointments = (path: string, summary: string, includeHidden: boolean, name: string) =>
  appointments.get(
    path,
    { summary, audience: 'client', answers: 'Mis citas, la más reciente primero' },
    {
      document: `query ${name} { myAppointments(includeHidden: ${includeHidden}) { ...RestAppointment } }`,
      data: { field: 'myAppointments' },
    },
  );

export const appointmentRoutes: RouteSpec[] = [
  appointments.post(
    '/appointments',
    {
      summary: 'Reserva una cita (queda pendiente)',
      description:
        'Con `barberId`, con ese barbero (404 si no existe, 400 si está inactivo o no hace ese corte); sin él, «Cualquiera»: el servidor asigna el barbero libre con menos citas ese día (empates por su orden) y, si otro se le adelanta, prueba con el siguiente; 409 cuando no queda ninguno. ' +
        'También 409 cuando el cliente ya tiene todas las citas pendientes o confirmadas por llegar que le permiten las reglas de reserva (`GET /appointments/my-appointments/limit`).',
      audience: 'client',
      status: 201,
      answers: 'Cita creada',
      extraFailures: [404, 409],
    },
    inputMutation('createAppointment', 'AppointmentInput', '...RestAppointment', {
      variables: (req) => ({ input: formFields(req) }),
      body: { rules: formRules },
      message: successMessages.appointmentCreated,
    }),
  ),
  myAppointments(
    '/appointments/my-appointments',
    'Mis citas, sin las quitadas de la lista',
    false,
    'RestMyAppointments',
  ),
  myAppointments(
    '/appointments/my-appointments/all',
    'Todas mis citas, también las quitadas de la lista (historial)',
    true,
    'RestMyAppointmentsAll',
  ),
  appointments.get(
    '/appointments/my-appointments/limit',
    {
      summary: 'Cuántas citas por llegar tengo y cuántas puedo tener a la vez',
      description:
        '`refusal` es el mensaje con el que `POST /appointments` respondería 409 ahora; null mientras se puede reservar otra.',
      audience: 'client',
      answers: '`{ live, max, refusal }`',
    },
    fieldQuery('myLiveBookings', 'live max refusal'),
  ),
  appointments.get(
    '/appointments/all',
    {
      summary: 'Todas las citas, la creada más recientemente primero',
      description: 'Para un barbero, las de su propia agenda, pida el `barberId` que pida.',
      audience: ['admin', 'barber'],
      query: [
        { name: 'from', description: 'Desde este día (YYYY-MM-DD), incluido.', schema: str() },
        { name: 'to', description: 'Hasta este día (YYYY-MM-DD), incluido.', schema: str() },
        { name: 'status', description: 'Solo las de este estado.', schema: str({ enum: [...STATUSES] }) },
        { name: 'barberId', description: 'Solo las de este barbero.', schema: str() },
      ],
      answers: 'Citas',
    },
    {
      document: `query RestAllAppointments($from: String, $to: String, $status: AppointmentStatus, $barberId: ID) {
        appointments(from: $from, to: $to, status: $status, barberId: $barberId, orderBy: NEWEST_CREATED) {
          ...RestAdminAppointment
        }
      }`,
      variables: (req) => {
        const status = queryValue(req, 'status');
        return {
          ...dayRange(req),
          status: status === undefined ? null : restStatus(status, 'status'),
          barberId: queryValue(req, 'barberId') ?? null,
        };
      },
      data: { field: 'appointments' },
    },
  ),
  appointments.get(
    '/appointments/pending',
    {
      summary: 'Solicitudes por confirmar: las citas pendientes desde hoy, la más próxima primero',
      description:
        'Desde el día de hoy de la barbería (su zona horaria) en adelante, sea cual sea el mes; las pendientes de días pasados no están. Para un barbero, las de su agenda.',
      audience: ['admin', 'barber'],
      answers: 'Citas pendientes',
    },
    fieldQuery('pendingAppointments', '...RestAdminAppointment'),
  ),
  appointments.get(
    '/appointments/available-slots',
    {
      summary: 'Horarios libres de un día para un corte',
      audience: 'signed-in',
      query: [
        { name: 'date', description: 'YYYY-MM-DD', schema: str(), required: true },
        { name: 'cutId', description: 'El corte, por su duración.', schema: str(), required: true },
        {
          name: 'appointmentId',
          description: 'La cita propia que se edita: su horario no cuenta como ocupado.',
          schema: str(),
        },
        {
          name: 'outsideHours',
          description:
            'Solo el barbero, para una cita nueva: `true` ofrece también las horas fuera del horario, en los descansos y en un día cerrado.',
          schema: str({ enum: ['true', 'false'] }),
        },
        barberQuery,
      ],
      answers: 'Horarios HH:MM',
      extraFailures: [404],
    },
    {
      document: `query RestAvailableSlots(
        $date: String!, $cutId: ID!, $appointmentId: ID, $outsideHours: Boolean, $barberId: ID
      ) {
        availableSlots(
          date: $date, cutId: $cutId, appointmentId: $appointmentId, outsideHours: $outsideHours, barberId: $barberId
        )
      }`,
      variables: (req) => ({
        date: queryValue(req, 'date') ?? '',
        cutId: queryValue(req, 'cutId') ?? '',
        appointmentId: queryValue(req, 'appointmentId') ?? null,
        outsideHours: queryFlag(req, 'outsideHours'),
        barberId: queryValue(req, 'barberId') ?? null,
      }),
      data: { field: 'availableSlots' },
    },
  ),
  appointments.get(
    '/appointments/available-days',
    {
      summary: 'Días con horas libres para un corte (la tira de reserva)',
      description:
        'Un elemento por día de `from` a `to` (como mucho 62): `{ date, free, reason, message }`, con `free` las horas que un cliente puede reservar ese día (las de available-slots) y, cuando no hay ninguna, `reason` (past, closed, too_far, too_soon, full) y `message`, el motivo en español.',
      audience: 'signed-in',
      query: [
        { name: 'from', description: 'Desde este día (YYYY-MM-DD), incluido.', schema: str(), required: true },
        {
          name: 'to',
          description: 'Hasta este día (YYYY-MM-DD), incluido; como mucho 62 días en total.',
          schema: str(),
          required: true,
        },
        { name: 'cutId', description: 'El corte, por su duración.', schema: str(), required: true },
        {
          name: 'appointmentId',
          description: 'La cita propia que se edita: su horario no cuenta como ocupado.',
          schema: str(),
        },
        barberQuery,
      ],
      answers: 'Días con sus horas libres',
      extraFailures: [404],
    },
    {
      document: `query RestAvailableDays($from: String!, $to: String!, $cutId: ID!, $appointmentId: ID, $barberId: ID) {
        availableDays(from: $from, to: $to, cutId: $cutId, appointmentId: $appointmentId, barberId: $barberId) {
          date free reason message
        }
      }`,
      variables: (req) => ({
        from: queryValue(req, 'from') ?? '',
        to: queryValue(req, 'to') ?? '',
        cutId: queryValue(req, 'cutId') ?? '',
        appointmentId: queryValue(req, 'appointmentId') ?? null,
        barberId: queryValue(req, 'barberId') ?? null,
      }),
      data: { field: 'availableDays' },
    },
  ),
  appointments.put(
    '/appointments/:id',
    {
      summary: 'Cambia el estado (administrador, barbero) o edita una cita propia (cliente)',
      description:
        'Con un token de administrador o de barbero (una cita de su agenda) el cuerpo es `{ status, rejectionReason? }` (confirmed, cancelled con motivo, completed desde el día de la cita, no_show una vez pasada la hora); ' +
        'con uno de cliente, el formulario `{ cutType, cutId, date, time, note?, barberId? }` de una cita propia pendiente o rechazada (sin `barberId`, conserva su barbero).',
      audience: ['admin', 'barber', 'client'],
      answers: 'Cita actualizada (para el administrador, clientId es el cliente)',
      extraFailures: [409],
    },
    {
      fallback: Role.CLIENT,
      byRole: {
        [Role.ADMIN]: setStatusBinding,
        [Role.BARBER]: setStatusBinding,
        [Role.CLIENT]: appointmentMutation(
          'RestUpdateAppointment',
          'updateAppointment',
          bookingForm,
          '...RestAppointment',
          successMessages.appointmentUpdated,
        ),
      },
    },
  ),
  appointments.put(
    '/appointments/:id/move',
    {
      summary: 'Mueve una cita pendiente o confirmada a otro día u hora',
      description:
        'Con las mismas reglas que al reservar; la hora que tenía cuenta como libre. El servicio, el precio y el estado no cambian; el cliente recibe la nueva hora por correo. ' +
        'Conserva su barbero salvo que `barberId` nombre otro: una reasignación, con el horario de ese barbero y anotada en la actividad. Un barbero mueve solo las citas de su agenda, dentro de ella.',
      audience: ['admin', 'barber'],
      answers: 'Cita movida (clientId es el cliente)',
      extraFailures: [404, 409],
    },
    appointmentMutation(
      'RestMoveAppointment',
      'moveAppointment',
      moveForm,
      '...RestAdminAppointment',
      successMessages.appointmentMoved,
    ),
  ),
  appointments.post(
    '/appointments/:id/undo-status',
    {
      summary: 'Deshace la marca de completada o «No asistió» de una cita',
      description:
        'La cita vuelve a confirmada. Solo quien hizo el cambio y dentro de los 10 segundos siguientes (reloj del servidor); si no, 400.',
      audience: ['admin', 'barber'],
      answers: 'Cita confirmada de nuevo (clientId es el cliente)',
      extraFailures: [404],
    },
    {
      document: `mutation RestUndoAppointmentStatus($id: ID!) {
        undoAppointmentStatus(id: $id) { ...RestAdminAppointment }
      }`,
      variables: idVariables,
      data: { field: 'undoAppointmentStatus' },
      message: successMessages.appointmentStatusUndone,
    },
  ),
  appointments.post(
    '/appointments/:id/reschedule',
    {
      summary: 'Reprograma una cita propia confirmada',
      description:
        'Con el mismo formulario que al reservar (sin `barberId`, con el mismo barbero). La cita nueva queda pendiente y la confirmada se cancela en la misma operación; ' +
        'si la nueva hora no se puede reservar (400, 409), la confirmada sigue como estaba.',
      audience: 'client',
      status: 201,
      answers: 'Cita nueva, pendiente',
      extraFailures: [404, 409],
    },
    appointmentMutation(
      'RestRescheduleAppointment',
      'rescheduleMyAppointment',
      bookingForm,
      '...RestAppointment',
      successMessages.appointmentRescheduled,
    ),
  ),
  appointments.delete(
    '/appointments/:id',
    { summary: 'Elimina una cita en cualquier estado', audience: 'admin', answers: 'Cita eliminada' },
    deleteById('deleteAppointment', successMessages.appointmentDeleted),
  ),
  appointments.delete(
    '/appointments/:id/client',
    {
      summary: 'Elimina una cita propia pendiente, confirmada o rechazada',
      description: 'Las completadas no se eliminan: se quitan de la lista con PATCH /appointments/{id}/visibility.',
      audience: 'client',
      answers: 'Cita eliminada',
    },
    deleteById('deleteMyAppointment', successMessages.appointmentDeleted),
  ),
  appointments.patch(
    '/appointments/:id/visibility',
    {
      summary: 'Quita de mi lista (o devuelve) una cita completada',
      audience: 'client',
      answers: 'Cita quitada o devuelta',
    },
    {
      document: `mutation RestSetAppointmentHidden($id: ID!, $hidden: Boolean!) {
        setAppointmentHidden(id: $id, hidden: $hidden) { ...RestAppointment }
      }`,
      variables: (req) => ({ ...idVariables(req), hidden: bodyOf(req).hidden }),
      data: { field: 'setAppointmentHidden' },
      message: (data) =>
        isJsonObject(data) && data.hidden ? successMessages.appointmentHidden : successMessages.appointmentShown,
    },
  ),
];
