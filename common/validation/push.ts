import * as yup from 'yup';
import { plainText } from './plain-text';

export const PUSH_LIMITS = { endpoint: 2000, p256dh: 200, auth: 100 } as const;

export const pushMessages = {
  subscribed: 'Notificaciones activadas en este dispositivo',
  unsubscribed: 'Notificaciones desactivadas en este dispositivo',
  subscribeFailed: 'No se pudieron activar las notificaciones en este dispositivo',
  unsubscribeFailed: 'No se pudieron desactivar las notificaciones en este dispositivo',
  endpointRequired: 'Falta la dirección del servicio de notificaciones',
  endpointInvalid: 'La dirección del servicio de notificaciones no es válida',
  endpointNotHttps: 'La dirección del servicio de notificaciones debe empezar por https://',
  endpointTooLong: `La dirección del servicio de notificaciones no puede superar ${PUSH_LIMITS.endpoint} caracteres`,
  p256dhRequired: 'Falta la clave pública del dispositivo (p256dh)',
  p256dhInvalid: 'La clave pública del dispositivo (p256dh) no es válida',
  authRequired: 'Falta el secreto del dispositivo (auth)',
  authInvalid: 'El secreto del dispositivo (auth) no es válido',
} as const;

// What browsers give in `PushSubscription.toJSON().keys`: unpadded base64url (padding tolerated).
const BASE64URL = /^[A-Za-z0-9_-]+=*$/;

/** `https:`, or `http:` too where a local push service is allowed (PUSH_ALLOW_HTTP, the tests). */
export function isPushEndpoint(value: string, allowHttp: boolean): boolean {
  const protocol = protocolOf(value);
  return protocol === 'https:' || (allowHttp && protocol === 'http:');
}

function protocolOf(value: string): string | null {
  try {
    return new URL(value).protocol;
  } catch {
    return null;
  }
}

const endpoint = (allowHttp: boolean) =>
  plainText('endpoint')
    .trim()
    .required(pushMessages.endpointRequired)
    .max(PUSH_LIMITS.endpoint, pushMessages.endpointTooLong)
    .test('url', pushMessages.endpointInvalid, (value) => !value || protocolOf(value) !== null)
    .test(
      'https',
      pushMessages.endpointNotHttps,
      (value) => !value || !protocolOf(value) || isPushEndpoint(value, allowHttp),
    );

const key = (field: string, max: number, required: string, invalid: string) =>
  plainText(field)
    .trim()
    .required(required)
    .max(max, invalid)
    .test('base64url', invalid, (value) => !value || BASE64URL.test(value));

/** A browser's push subscription for the signed-in user (issue 34): where to send, and the keys to encrypt for. */
export function pushSubscriptionSchema(allowHttp: boolean) {
  return yup.object({
    endpoint: endpoint(allowHttp),
    p256dh: key('p256dh', PUSH_LIMITS.p256dh, pushMessages.p256dhRequired, pushMessages.p256dhInvalid),
    auth: key('auth', PUSH_LIMITS.auth, pushMessages.authRequired, pushMessages.authInvalid),
  });
}
export type PushSubscriptionValues = yup.InferType<ReturnType<typeof pushSubscriptionSchema>>;

/** Turning a device off: its endpoint, whatever its scheme (an old one may be removed). */
export const pushUnsubscribeSchema = yup.object({
  endpoint: plainText('endpoint')
    .trim()
    .required(pushMessages.endpointRequired)
    .max(PUSH_LIMITS.endpoint, pushMessages.endpointTooLong),
});
