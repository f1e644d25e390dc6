import { describe, expect, it } from 'vitest';
import { isPushEndpoint, pushMessages, pushSubscriptionSchema, pushUnsubscribeSchema } from './push';

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const errorsOf = (allowHttp: boolean, value: Record<string, unknown>) =>
  pushSubscriptionSchema(allowHttp)
    .validate(value, { abortEarly: false })
    .then(() => [])
    .catch((error: { errors: string[] }) => error.errors);

describe('push subscriptions (issue 34)', () => {
  it('https: endpoints always; http: only where a local push service is allowed', () => {
    expect(isPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(isPushEndpoint('http://127.0.0.1:9999/push/1', false)).toBe(false);
    expect(isPushEndpoint('http://127.0.0.1:9999/push/1', true)).toBe(true);
    expect(isPushEndpoint('ftp://push.example/1', true)).toBe(false);
    expect(isPushEndpoint('no es una dirección', true)).toBe(false);
  });

  it('names each problem in Spanish', async () => {
    expect(
      await errorsOf(false, { endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/x', ...KEYS }),
    ).toEqual([]);
    expect(await errorsOf(false, { endpoint: 'http://127.0.0.1/push', ...KEYS })).toEqual([
      pushMessages.endpointNotHttps,
    ]);
    expect(await errorsOf(true, { endpoint: 'nada', p256dh: 'con espacios', auth: '' })).toEqual([
      pushMessages.endpointInvalid,
      pushMessages.p256dhInvalid,
      pushMessages.authRequired,
    ]);
    expect(await errorsOf(true, {})).toEqual([
      pushMessages.endpointRequired,
      pushMessages.p256dhRequired,
      pushMessages.authRequired,
    ]);
    await expect(pushUnsubscribeSchema.validate({ endpoint: '' })).rejects.toThrow(pushMessages.endpointRequired);
  });
});
