import { barberMessages, barberSchema, barberTimeOffSchema } from '../../../../common/validation/barber';
import { bookingRulesSchema } from '../../../../common/validation/booking-rules';
import type { RouteSpec } from '../route';
import { badRequest } from '../rest-error';
import { bodyOf, optionalText, param, text } from '../request-values';
import { bodyInput, deleteById, idVariables } from '../route-builders';
import { barbers } from './route-groups';

// The admin's view of a barber: what clients see, plus the flag, the place in the list and the account.
const ADMIN_BARBER = 'id name bio color cutIds active order accountState email _id: id';
const WEEK_FIELDS = 'followsShop hours { weekday open close } breaks { weekday start end }';
const TIME_OFF_FIELDS = 'id barberId startDate endDate note';

// A barber's hours, breaks and days off: the admin's for anyone, a barber's for their own (the operation decides).
const OWN_OR_ADMIN = 'Un barbero, solo los suyos: los de otro barbero son un 403.';

// Absent in the body is «leave as it is» for the optional fields; null is a value (no bio, every cut).
const kept = (value: unknown): unknown => value;
const HOURS_REQUIRED = 'Indica `hours`: los 7 días, o null para seguir el horario de la barbería';

export const barberRoutes: RouteSpec[] = [
  barbers.get(
    '/barbers',
    {
      summary: 'Los barberos que reciben reservas, en su orden',
      description: 'Cada uno `{ id, name, bio, color, cutIds }`; `cutIds` son los cortes que hace.',
      audience: 'public',
      answers: 'Barberos',
    },
    { document: `query RestBarbers { barbers { ...RestBarber } }`, data: 'result' },
  ),
  barbers.get(
    '/barbers/all',
    {
      summary: 'Todos los barberos, también los inactivos, en su orden',
      description: '`accountState`: `none` sin cuenta, `invited` invitación enviada, `active` con cuenta.',
      audience: 'admin',
      answers: 'Barberos',
    },
    { document: `query RestAdminBarbers { barbers: adminBarbers { ${ADMIN_BARBER} } }`, data: 'result' },
  ),
  barbers.post(
    '/barbers',
    {
      summary: 'Agrega un barbero',
      description:
        'Va al final de la lista. Sin `color`, el primer tono que nadie lleva. Sin `cutIds` (o null), hace todos los cortes. Con `email` se le crea la cuenta (rol `barber`, sin contraseña) y se le envía la invitación: un enlace para elegir la contraseña, válido 72 horas. Un email que ya tiene cuenta es un 409.',
      audience: 'admin',
      status: 201,
      answers: 'Barbero agregado',
      extraFailures: [409],
    },
    {
      document: `mutation RestCreateBarber($input: CreateBarberInput!) { barber: createBarber(input: $input) { ${ADMIN_BARBER} } }`,
      variables: bodyInput({
        name: text,
        bio: optionalText,
        email: optionalText,
        cutIds: optionalText,
        color: optionalText,
      }),
      body: { rules: barberSchema },
      data: 'result',
      message: barberMessages.created,
    },
  ),
  barbers.put(
    '/barbers/:id',
    {
      summary: 'Cambia un barbero',
      description:
        'Lo que no se envía queda como está; `cutIds: null` es todos los cortes. `order` lo pone en ese puesto (0 el primero). `active: false` se niega (409) mientras tenga citas pendientes o confirmadas por venir (las lista) o si es el único activo.',
      audience: 'admin',
      answers: 'Barbero actualizado',
      extraFailures: [409],
    },
    {
      document: `mutation RestUpdateBarber($id: ID!, $input: UpdateBarberInput!) { barber: updateBarber(id: $id, input: $input) { ${ADMIN_BARBER} } }`,
      variables: (req) => ({
        ...idVariables(req),
        ...bodyInput({ name: text, bio: kept, cutIds: kept, color: kept, active: kept, order: kept })(req),
      }),
      body: { rules: barberSchema },
      data: 'result',
      message: barberMessages.updated,
    },
  ),
  barbers.delete(
    '/barbers/:id',
    {
      summary: 'Elimina un barbero',
      description:
        'Sus citas pasadas conservan su nombre (`barberName`; `barberId` pasa a null) y su cuenta de barbero se borra. Se niega (409) mientras tenga citas pendientes o confirmadas por venir (las lista), si es el único activo o si es el de la cuenta del administrador.',
      audience: 'admin',
      answers: 'Barbero eliminado',
      extraFailures: [409],
    },
    deleteById('deleteBarber', barberMessages.deleted),
  ),
  barbers.post(
    '/barbers/:id/invite',
    {
      summary: 'Crea la cuenta de un barbero y le envía la invitación',
      description:
        'Para un barbero sin cuenta (o con una invitación sin usar, que se reemplaza). El enlace vale 72 horas. Un email que ya tiene cuenta, o un barbero que ya entró con la suya, es un 409.',
      audience: 'admin',
      answers: 'Invitación enviada',
      extraFailures: [409],
    },
    {
      document: `mutation RestInviteBarber($id: ID!, $email: String!) { barber: inviteBarber(id: $id, email: $email) { ${ADMIN_BARBER} } }`,
      variables: (req) => ({ ...idVariables(req), email: text(bodyOf(req).email) }),
      data: 'result',
      message: barberMessages.invited,
    },
  ),
  barbers.get(
    '/barbers/:id/hours',
    {
      summary: 'El horario en vigor de un barbero',
      description: `\`followsShop\` mientras sigue el de la barbería (y \`hours\` es el de la barbería). ${OWN_OR_ADMIN}`,
      audience: ['admin', 'barber'],
      extraFailures: [403],
      answers: 'Su horario',
    },
    {
      document: `query RestBarberHours($id: ID!) { week: barberWeek(barberId: $id) { followsShop hours { weekday open close } } }`,
      variables: idVariables,
      data: { field: 'week' },
    },
  ),
  barbers.put(
    '/barbers/:id/hours',
    {
      summary: 'Guarda el horario propio de un barbero',
      description: `\`{ hours: [{ weekday, open, close }] }\` los 7 días, como el de la barbería (dentro o fuera de él); \`{ hours: null }\` vuelve a seguir el de la barbería. ${OWN_OR_ADMIN}`,
      audience: ['admin', 'barber'],
      extraFailures: [403],
      answers: 'Horario guardado',
    },
    {
      document: `mutation RestSetBarberHours($id: ID!, $hours: [OpeningHoursInput!]) { week: setBarberHours(barberId: $id, hours: $hours) { ${WEEK_FIELDS} } }`,
      variables: (req) => {
        const body = bodyOf(req);
        if (!('hours' in body)) throw badRequest(HOURS_REQUIRED, [{ field: 'hours', message: HOURS_REQUIRED }]);
        return { ...idVariables(req), hours: body.hours };
      },
      data: { field: 'week' },
      message: barberMessages.hoursSaved,
    },
  ),
  barbers.get(
    '/barbers/:id/breaks',
    {
      summary: 'Los descansos propios de un barbero',
      description: `Uno por día, además de los de la barbería. ${OWN_OR_ADMIN}`,
      audience: ['admin', 'barber'],
      extraFailures: [403],
      answers: 'Sus descansos',
    },
    {
      document: `query RestBarberBreaks($id: ID!) { week: barberWeek(barberId: $id) { breaks { weekday start end } } }`,
      variables: idVariables,
      data: { field: 'week' },
    },
  ),
  barbers.put(
    '/barbers/:id/breaks',
    {
      summary: 'Guarda los descansos propios de un barbero (la lista entera)',
      description: `\`{ breaks: [...] }\` como los de las reglas de reserva: cada uno con \`weekday\` o \`weekdays\`; se guardan uno por día. ${OWN_OR_ADMIN}`,
      audience: ['admin', 'barber'],
      extraFailures: [403],
      answers: 'Descansos guardados',
    },
    {
      document: `mutation RestSetBarberBreaks($id: ID!, $breaks: [BookingBreakInput!]!) { week: setBarberBreaks(barberId: $id, breaks: $breaks) { ${WEEK_FIELDS} } }`,
      variables: (req) => ({ ...idVariables(req), breaks: bodyOf(req).breaks ?? [] }),
      body: { rules: bookingRulesSchema.pick(['breaks']) },
      data: { field: 'week' },
      message: barberMessages.breaksSaved,
    },
  ),
  barbers.get(
    '/barbers/:id/time-off',
    {
      summary: 'Los días libres de un barbero, de hoy en adelante',
      description: OWN_OR_ADMIN,
      audience: ['admin', 'barber'],
      extraFailures: [403],
      answers: 'Sus días libres, los más próximos primero',
    },
    {
      document: `query RestBarberTimeOff($id: ID!) { timeOff: barberTimeOff(barberId: $id) { ${TIME_OFF_FIELDS} } }`,
      variables: idVariables,
      data: { field: 'timeOff' },
    },
  ),
  barbers.post(
    '/barbers/:id/time-off',
    {
      summary: 'Agrega días libres a un barbero',
      description: `\`{ startDate, endDate?, note? }\`: sin \`endDate\`, un solo día; desde hoy; otros días libres en esas fechas son un 409. ${OWN_OR_ADMIN}`,
      audience: ['admin', 'barber'],
      status: 201,
      answers: 'Días libres agregados',
      extraFailures: [403, 409],
    },
    {
      document: `mutation RestAddBarberTimeOff($id: ID!, $input: BarberTimeOffInput!) { timeOff: addBarberTimeOff(barberId: $id, input: $input) { ${TIME_OFF_FIELDS} } }`,
      variables: (req) => ({
        ...idVariables(req),
        ...bodyInput({ startDate: text, endDate: optionalText, note: optionalText })(req),
      }),
      body: { rules: barberTimeOffSchema },
      data: { field: 'timeOff' },
      message: barberMessages.timeOffAdded,
    },
  ),
  barbers.delete(
    '/barbers/:id/time-off/:timeOffId',
    {
      summary: 'Quita unos días libres de un barbero',
      description: OWN_OR_ADMIN,
      audience: ['admin', 'barber'],
      extraFailures: [403],
      answers: 'Días libres quitados',
    },
    {
      document: `mutation RestRemoveBarberTimeOff($id: ID!, $timeOffId: ID!) { removeBarberTimeOff(barberId: $id, timeOffId: $timeOffId) }`,
      variables: (req) => ({ ...idVariables(req), timeOffId: param(req, 'timeOffId') }),
      message: barberMessages.timeOffRemoved,
    },
  ),
];
