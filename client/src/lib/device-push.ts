import { base64UrlBytes } from './base64url';

/**
 * This browser's side of push notifications (issue 34): what it can do, and its subscription. The server
 * learns of a subscription through `subscribePush`; here only the browser is asked.
 */
export type DevicePushState =
  /** No service worker, Push API or Notification API (an iPhone's Safari outside the home screen). */
  | 'unsupported'
  /** Supported, but the app's service worker is not installed (yet, or in development). */
  | 'unavailable'
  /** The person (or the browser) has denied notifications for this site. */
  | 'blocked'
  | 'off'
  | 'on';

export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in globalThis && 'Notification' in globalThis;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return supported() ? navigator.serviceWorker.getRegistration() : undefined;
}

export async function devicePushState(): Promise<DevicePushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const worker = await registration();
  if (!worker) return 'unavailable';
  if (Notification.permission !== 'granted') return 'off';
  return (await worker.pushManager.getSubscription()) ? 'on' : 'off';
}

/**
 * Asks the browser's permission (only now, when the person switched notifications on) and subscribes with
 * the server's VAPID key. `blocked` when permission is refused.
 */
export async function subscribeDevice(publicKey: string): Promise<DeviceSubscription | 'blocked'> {
  const worker = await registration();
  if (!worker) throw new Error('Sin service worker');
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const existing = await worker.pushManager.getSubscription();
  const subscription =
    existing ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(publicKey) }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('Suscripción incompleta');
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}

/**
 * Ends this browser's subscription, so that the push service refuses further pushes to it (the server then
 * deletes its copy on the 410). Signing out calls it: the next person on this device must not get these.
 * Returns the endpoint that was ended, if any.
 */
export async function forgetDevicePush(): Promise<string | null> {
  try {
    const subscription = await (await registration())?.pushManager.getSubscription();
    if (!subscription) return null;
    await subscription.unsubscribe();
    return subscription.endpoint;
  } catch {
    return null;
  }
}
