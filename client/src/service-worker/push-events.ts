/// <reference lib="webworker" />
// What the service worker does with the server's pushes (server/src/features/push: `{ title, body, url }`).
declare const self: ServiceWorkerGlobalScope;
export {};

interface PushPayload {
  title: string;
  body: string;
  url: string;
}

const FALLBACK: PushPayload = { title: 'Barbería', body: 'Tienes novedades en tus citas.', url: '/' };

function payloadOf(event: PushEvent): PushPayload {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (data && typeof data.title === 'string') {
      return { title: data.title, body: data.body ?? '', url: data.url ?? '/' };
    }
  } catch {
    // A push that is not our JSON still tells the person something happened.
  }
  return FALLBACK;
}

self.addEventListener('push', (event) => {
  const { title, body, url } = payloadOf(event);
  event.waitUntil(
    self.registration.showNotification(title, {
      body,
      lang: 'es',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url },
    }),
  );
});

// Only paths of this app are opened: a payload cannot send the person to another site.
function sameOriginUrl(raw: unknown): string {
  const url = new URL(typeof raw === 'string' ? raw : '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin + '/';
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOriginUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
