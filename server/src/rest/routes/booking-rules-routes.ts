import { bodyOf, numeric, optionalText, param, text } from '../request-values';
import type { RouteSpec } from '../route';
import { arrayOf, envelope, int, nullable, object, ref, requestBody, str, uuid } from '../schema-builders';
import { successMessages } from '../../../../common/messages';

const RULES_FIELDS = 'bufferMinutes minNoticeHours horizonDays cancellationCutoffHours breaks { weekday start end }';
const CLOSED_FIELDS = 'id startDate endDate note';
const CLOSED_ADMIN_FIELDS = `${CLOSED_FIELDS} appointments { id date time status cutType client { id name phone } }`;

const hhmm = str({ pattern: '^\\d{2}:\\d{2}$', description: 'HH:MM, hora de la barbería.' });
const isoDate = str({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD, día de la barbería.' });

const rulesProperties = {
  bufferMinutes: int({ minimum: 0, maximum: 120, description: 'Minutos libres después de cada cita.' }),
  minNoticeHours: int({ minimum: 0, maximum: 168, description: 'Antelación mínima para reservar, en horas.' }),
  horizonDays: int({ minimum: 1, maximum: 365, description: 'Hasta cuántos días por adelantado se reserva.' }),
  cancellationCutoffHours: int({
    minimum: 0,
    maximum: 168,
    description: 'Horas antes del inicio desde las que un cliente ya no cancela una cita confirmada (0 = siempre).',
  }),
  breaks: arrayOf(ref('BookingBreak')),
};

export const bookingRulesSchemas = {
  BookingBreak: object({
    weekday: int({ minimum: 1, maximum: 7, description: '1 lunes … 7 domingo.' }),
    start: hhmm,
    end: hhmm,
  }),
  BookingRules: object(rulesProperties),
  ClosedDate: object({ id: uuid(), startDate: isoDate, endDate: isoDate, note: nullable(str()) }),
  AdminClosedDate: object({
    id: uuid(),
    startDate: isoDate,
    endDate: isoDate,
    note: nullable(str()),
    appointments: {
      ...arrayOf(
        object({
          id: uuid(),
          date: isoDate,
          time: hhmm,
          status: str({ enum: ['pending', 'confirmed'] }),
          cutType: str(),
          client: nullable(object({ id: uuid(), name: str(), phone: nullable(str()) })),
        }),
      ),
      description: 'Citas pendientes o confirmadas dentro del cierre: hay que moverlas o rechazarlas.',
    },
  }),
};

type GraphQLClosedDate = { appointments?: { status: string }[] };

/** REST statuses are lower case, as in the appointment routes. */
const restClosedDate = (closure: GraphQLClosedDate) =>
  closure.appointments
    ? { ...closure, appointments: closure.appointments.map((a) => ({ ...a, status: a.status.toLowerCase() })) }
    : closure;

export const bookingRulesRoutes: RouteSpec[] = [
  {
    method: 'get',
    path: '/config/booking-rules',
    tag: 'configuración',
    summary: 'Reglas de reserva: margen, antelación, horizonte, plazo de cancelación y descansos',
    audience: ['public'],
    response: { status: 200, description: 'Las reglas', schema: envelope({ data: ref('BookingRules') }) },
    operation: {
      document: `query RestBookingRules { bookingRules { ${RULES_FIELDS} } }`,
      wrap: (data) => ({ data: data.bookingRules }),
    },
  },
  {
    method: 'put',
    path: '/config/booking-rules',
    tag: 'configuración',
    summary: 'Guarda las reglas de reserva',
    audience: ['admin'],
    requestBody: requestBody(rulesProperties, [
      'bufferMinutes',
      'minNoticeHours',
      'horizonDays',
      'cancellationCutoffHours',
      'breaks',
    ]),
    response: {
      status: 200,
      description: 'Reglas guardadas',
      schema: envelope({ message: true, data: ref('BookingRules') }),
    },
    operation: {
      document: `mutation RestUpdateBookingRules($input: BookingRulesInput!) { updateBookingRules(input: $input) { ${RULES_FIELDS} } }`,
      variables: (req) => {
        const body = bodyOf(req);
        return {
          input: {
            bufferMinutes: numeric(body.bufferMinutes),
            minNoticeHours: numeric(body.minNoticeHours),
            horizonDays: numeric(body.horizonDays),
            cancellationCutoffHours: numeric(body.cancellationCutoffHours),
            breaks: body.breaks ?? [],
          },
        };
      },
      wrap: (data) => ({ message: successMessages.bookingRulesUpdated, data: data.updateBookingRules }),
    },
  },
  {
    method: 'get',
    path: '/config/closed-dates',
    tag: 'configuración',
    summary: 'Cierres de hoy en adelante',
    description:
      'Las citas que quedan dentro de un cierre las devuelve POST al agregarlo, y GraphQL (`closedDates { appointments }`).',
    audience: ['public'],
    response: {
      status: 200,
      description: 'Los cierres, el más próximo primero',
      schema: envelope({ data: arrayOf(ref('ClosedDate')) }),
    },
    operation: {
      document: `query RestClosedDates { closedDates { ${CLOSED_FIELDS} } }`,
      wrap: (data) => ({ data: data.closedDates }),
    },
  },
  {
    method: 'post',
    path: '/config/closed-dates',
    tag: 'configuración',
    summary: 'Cierra un día o un rango de días',
    description:
      'Sin `endDate` es un solo día. Las citas dentro no se tocan: la respuesta las lista para moverlas o rechazarlas.',
    audience: ['admin'],
    requestBody: requestBody(
      { startDate: isoDate, endDate: nullable(isoDate), note: nullable(str({ maxLength: 100 })) },
      ['startDate'],
    ),
    response: {
      status: 201,
      description: 'Cierre agregado',
      schema: envelope({ message: true, data: ref('AdminClosedDate') }),
    },
    operation: {
      document: `mutation RestAddClosedDate($input: ClosedDateInput!) { addClosedDate(input: $input) { ${CLOSED_ADMIN_FIELDS} } }`,
      variables: (req) => {
        const body = bodyOf(req);
        return {
          input: {
            startDate: text(body.startDate),
            endDate: optionalText(body.endDate),
            note: optionalText(body.note),
          },
        };
      },
      wrap: (data) => ({ message: successMessages.closedDateAdded, data: restClosedDate(data.addClosedDate) }),
    },
  },
  {
    method: 'delete',
    path: '/config/closed-dates/:id',
    tag: 'configuración',
    summary: 'Quita un cierre',
    audience: ['admin'],
    params: { id: 'Id del cierre' },
    response: { status: 200, description: 'Cierre eliminado', schema: envelope({ message: true }) },
    operation: {
      document: 'mutation RestDeleteClosedDate($id: ID!) { deleteClosedDate(id: $id) }',
      variables: (req) => ({ id: param(req, 'id') }),
      wrap: () => ({ message: successMessages.closedDateDeleted }),
    },
  },
];
