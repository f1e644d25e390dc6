import { waitlistMessages, waitlistOfferSchema, waitlistSchema } from '../../../../common/validation/waitlist';
import type { RouteSpec } from '../route';
import { optionalText, queryValue, text } from '../request-values';
import { bodyFields, bodyInput, deleteById, idVariables, inputMutation } from '../route-builders';
import { str } from '../schema-builders';
import { waitlist } from './route-groups';

const ENTRY = 'id date cutId cut { id name duration } barberId barberName from to createdAt';
const ADMIN_ENTRY = `${ENTRY} client { id name email phone } freeTimes`;

export const waitlistRoutes: RouteSpec[] = [
  waitlist.post(
    '/waitlist',
    {
      summary: 'Me apunto a la lista de espera de un día',
      description:
        '`{ date, cutId, barberId?, from?, to? }`: sin `barberId`, «Cualquiera»; `from`/`to` (HH:MM), la franja en la que el servicio debe empezar y terminar. Cuando se libera una hora que sirve, llega un correo con el enlace para reservarla; reservar cualquier hora ese día termina la entrada. 400: día pasado, cerrado o más allá del horizonte, o franja en la que no cabe el servicio; 409: ya en la lista de ese día, ya en 5 listas, o ese día aún tiene horas libres.',
      audience: 'client',
      status: 201,
      answers: 'En la lista de espera',
      extraFailures: [409],
    },
    inputMutation('joinWaitlist', 'WaitlistInput', ENTRY, {
      variables: bodyInput({
        date: text,
        cutId: text,
        barberId: optionalText,
        from: optionalText,
        to: optionalText,
      }),
      // Only the rules' shape is read (for the documented body), so any day does.
      body: { rules: waitlistSchema('') },
      message: waitlistMessages.joined,
    }),
  ),
  waitlist.get(
    '/waitlist/mine',
    {
      summary: 'Mis listas de espera',
      description: 'Los días por venir en los que espero, por fecha.',
      audience: 'client',
      answers: 'Listas de espera',
    },
    { document: `query RestMyWaitlist { myWaitlist { ${ENTRY} } }`, data: { field: 'myWaitlist' } },
  ),
  waitlist.delete(
    '/waitlist/:id',
    { summary: 'Salgo de una lista de espera', audience: 'client', answers: 'Fuera de la lista' },
    deleteById('leaveWaitlist', waitlistMessages.left),
  ),
  waitlist.get(
    '/waitlist',
    {
      summary: 'Quién espera un día',
      description:
        'Por orden de llegada: el cliente, el corte, el barbero (o «Cualquiera»), la franja y `freeTimes`, las horas que se le pueden ofrecer ahora.',
      audience: 'admin',
      answers: 'Lista de espera del día',
      query: [{ name: 'date', description: 'El día (YYYY-MM-DD).', schema: str(), required: true }],
    },
    {
      document: `query RestWaitlist($date: String!) { waitlist(date: $date) { ${ADMIN_ENTRY} } }`,
      variables: (req) => ({ date: queryValue(req, 'date') ?? '' }),
      data: { field: 'waitlist' },
    },
  ),
  waitlist.post(
    '/waitlist/:id/offer',
    {
      summary: 'Ofrece una hora a una persona de la lista',
      description:
        '`{ time }` (HH:MM): le llega el correo «Se ha liberado un hueco» con esa hora, solo a ella; queda en el registro de actividad. 409 si esa hora no le sirve ahora (ocupada, fuera de su franja o de las reglas).',
      audience: 'admin',
      answers: 'Oferta enviada',
      extraFailures: [409],
    },
    {
      document: `mutation RestOfferWaitlistTime($id: ID!, $time: String!) { offerWaitlistTime(id: $id, time: $time) { ${ENTRY} } }`,
      variables: (req) => ({ ...idVariables(req), ...bodyFields({ time: text })(req) }),
      body: { rules: waitlistOfferSchema },
      data: { field: 'offerWaitlistTime' },
      message: waitlistMessages.offered,
    },
  ),
];
