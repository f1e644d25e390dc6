import { bodyOf, numeric, optionalText, param, text } from '../request-values';
import type { RouteSpec } from '../route';
import { successMessages } from '../../../../common/messages';
import { bookingRulesSchema, closedDateSchema } from '../../../../common/validation/booking-rules';

const RULES_FIELDS = 'bufferMinutes minNoticeHours horizonDays cancellationCutoffHours breaks { weekday start end }';
const CLOSED_FIELDS = 'id startDate endDate note';
// The live appointments inside a closure, for the barber to move or reject.
const CLOSED_ADMIN_FIELDS = `${CLOSED_FIELDS} appointments { id date time status cutType client { id name phone } }`;

export const bookingRulesRoutes: RouteSpec[] = [
  {
    method: 'get',
    path: '/config/booking-rules',
    tag: 'configuración',
    summary: 'Reglas de reserva: margen, antelación, horizonte, plazo de cancelación y descansos',
    audience: ['public'],
    response: { status: 200, description: 'Las reglas (las habituales mientras no se guarden)' },
    operation: {
      document: `query RestBookingRules { bookingRules { ${RULES_FIELDS} } }`,
      data: { field: 'bookingRules' },
    },
  },
  {
    method: 'put',
    path: '/config/booking-rules',
    tag: 'configuración',
    summary: 'Guarda las reglas de reserva',
    audience: ['admin'],
    response: { status: 200, description: 'Reglas guardadas' },
    operation: {
      document: `mutation RestUpdateBookingRules($input: BookingRulesInput!) {
        updateBookingRules(input: $input) { ${RULES_FIELDS} }
      }`,
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
      body: { rules: bookingRulesSchema },
      data: { field: 'updateBookingRules' },
      message: successMessages.bookingRulesUpdated,
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
    response: { status: 200, description: 'Los cierres, el más próximo primero' },
    operation: {
      document: `query RestClosedDates { closedDates { ${CLOSED_FIELDS} } }`,
      data: { field: 'closedDates' },
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
    response: { status: 201, description: 'Cierre agregado, con las citas pendientes o confirmadas que hay dentro' },
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
      body: { rules: closedDateSchema },
      data: { field: 'addClosedDate' },
      message: successMessages.closedDateAdded,
    },
  },
  {
    method: 'delete',
    path: '/config/closed-dates/:id',
    tag: 'configuración',
    summary: 'Quita un cierre',
    audience: ['admin'],
    params: { id: 'Id del cierre' },
    response: { status: 200, description: 'Cierre eliminado' },
    operation: {
      document: 'mutation RestDeleteClosedDate($id: ID!) { deleteClosedDate(id: $id) }',
      variables: (req) => ({ id: param(req, 'id') }),
      message: successMessages.closedDateDeleted,
    },
  },
];
