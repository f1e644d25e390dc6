import { pushMessages, pushSubscriptionSchema, pushUnsubscribeSchema } from '../../../../common/validation/push';
import type { RouteSpec } from '../route';
import { text } from '../request-values';
import { bodyFields, bodyInput } from '../route-builders';
import { push } from './route-groups';

/** Issue 34: the devices that receive the account's push notifications. */
export const pushRoutes: RouteSpec[] = [
  push.get(
    '/push/public-key',
    {
      summary: 'La clave pública VAPID',
      description:
        '`publicKey` (base64url): la `applicationServerKey` con la que el navegador se suscribe (`pushManager.subscribe`).',
      audience: 'public',
      answers: 'La clave',
    },
    { document: 'query RestPushPublicKey { publicKey: pushPublicKey }', data: 'result' },
  ),
  push.post(
    '/push/subscriptions',
    {
      summary: 'Activa las notificaciones en este dispositivo',
      description:
        '`{ endpoint, keys: { p256dh, auth } }`, lo que da `PushSubscription.toJSON()` en el navegador, para la cuenta de la sesión. La misma dirección otra vez la actualiza (también si era de otra cuenta: pasa a esta). La dirección debe ser `https:`. Llegan las notificaciones de las citas y de la lista de espera, con los mismos interruptores que los correos.',
      audience: 'signed-in',
      status: 201,
      answers: 'Notificaciones activadas',
    },
    {
      document: 'mutation RestSubscribePush($input: PushSubscriptionInput!) { subscribePush(input: $input) }',
      variables: bodyInput({ endpoint: text, p256dh: ['keys.p256dh', text], auth: ['keys.auth', text] }),
      // Only the rules' shape is read (for the documented body).
      body: { rules: pushSubscriptionSchema(false) },
      message: pushMessages.subscribed,
    },
  ),
  push.delete(
    '/push/subscriptions',
    {
      summary: 'Desactiva las notificaciones de un dispositivo',
      description:
        '`{ endpoint }`: la dirección del dispositivo. Si no es de la cuenta de la sesión, o ya no estaba, no cambia nada.',
      audience: 'signed-in',
      answers: 'Notificaciones desactivadas',
    },
    {
      document: 'mutation RestUnsubscribePush($endpoint: String!) { unsubscribePush(endpoint: $endpoint) }',
      variables: bodyFields({ endpoint: text }),
      body: { rules: pushUnsubscribeSchema },
      message: pushMessages.unsubscribed,
    },
  ),
];
