import { numeric, optionalText, text } from '../request-values';
import { bodyInput, deleteById, fieldQuery, inputMutation } from '../route-builders';
import type { RouteSpec } from '../route';
import { successMessages } from '../../../../common/messages';
import { bookingRulesSchema, closedDateSchema } from '../../../../common/validation/booking-rules';
import { config } from './route-groups';

// GET and PUT answer the same rules; breaks come back one per day, however they were sent.
const RULES_FIELDS =
  'bufferMinutes minNoticeHours horizonDays cancellationCutoffHours maxLiveBookingsPerClient maxLiveBookingsUnverified breaks { weekday start end } slotStepMinutes';
const CLOSED_FIELDS = 'id startDate endDate note';
// The live appointments inside a closure, for the barber to move or reject.
const CLOSED_ADMIN_FIELDS = `${CLOSED_FIELDS} appointments { id date time status cutType client { id name phone } }`;

export const bookingRulesRoutes: RouteSpec[] = [
  config.get(
    '/config/booking-rules',
    {
      summary:
        'Reglas de reserva: margen, antelación, horizonte, plazo de cancelación, citas por cliente, intervalo entre horas y descansos',
      audience: 'public',
      answers: 'Las reglas (las habituales mientras no se guarden)',
    },
    fieldQuery('bookingRules', RULES_FIELDS),
  ),
  config.put(
    '/config/booking-rules',
    {
      summary: 'Guarda las reglas de reserva',
      description:
        'Sin `maxLiveBookingsPerClient` o `maxLiveBookingsUnverified` (1–50), o sin `slotStepMinutes` (10, 15, 20 o 30), se conservan los guardados. Cada descanso lleva `weekday` (un día) o `weekdays` (varios a la vez, al menos uno); se guarda y se responde uno por día.',
      audience: 'admin',
      answers: 'Reglas guardadas',
    },
    inputMutation('updateBookingRules', 'BookingRulesInput', RULES_FIELDS, {
      variables: bodyInput({
        bufferMinutes: numeric,
        minNoticeHours: numeric,
        horizonDays: numeric,
        cancellationCutoffHours: numeric,
        maxLiveBookingsPerClient: numeric,
        maxLiveBookingsUnverified: numeric,
        slotStepMinutes: numeric,
        breaks: (value) => value ?? [],
      }),
      body: { rules: bookingRulesSchema },
      message: successMessages.bookingRulesUpdated,
    }),
  ),
  config.get(
    '/config/closed-dates',
    {
      summary: 'Cierres de hoy en adelante',
      description:
        'Las citas que quedan dentro de un cierre las devuelve POST al agregarlo, y GraphQL (`closedDates { appointments }`).',
      audience: 'public',
      answers: 'Los cierres, el más próximo primero',
    },
    fieldQuery('closedDates', CLOSED_FIELDS),
  ),
  config.post(
    '/config/closed-dates',
    {
      summary: 'Cierra un día o un rango de días',
      description:
        'Sin `endDate` es un solo día. Las citas dentro no se tocan: la respuesta las lista para rechazarlas o eliminarlas. Un cierre sobre días ya cerrados es un 409.',
      audience: 'admin',
      status: 201,
      extraFailures: [409],
      answers: 'Cierre agregado, con las citas pendientes o confirmadas que hay dentro',
    },
    inputMutation('addClosedDate', 'ClosedDateInput', CLOSED_ADMIN_FIELDS, {
      variables: bodyInput({ startDate: text, endDate: optionalText, note: optionalText }),
      body: { rules: closedDateSchema },
      message: successMessages.closedDateAdded,
    }),
  ),
  config.delete(
    '/config/closed-dates/:id',
    { summary: 'Quita un cierre', audience: 'admin', answers: 'Cierre eliminado' },
    deleteById('deleteClosedDate', successMessages.closedDateDeleted),
  ),
];
