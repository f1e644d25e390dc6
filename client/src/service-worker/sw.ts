/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import './push-events';
import { SERVER_PATHS } from './server-paths';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// The app shell and this build's assets (vite.config.ts leaves GraphiQL out); decision 0040.
precacheAndRoute(self.__WB_MANIFEST);
// Precaches of an older Workbox's format. This build's own entries replace the previous build's only when it
// activates, after «Actualizar»: until then an old tab still finds its lazy chunks here (decision 0040).
cleanupOutdatedCaches();

// A reload of /client/appointments on a bad network still opens the app.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }));

// «Actualizar»: the new worker takes over only when the person asks (registerType 'prompt').
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
