import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './update-offer';

// A tab left open all day (the barber's agenda) would otherwise only hear of a deploy on its next navigation.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Decision 0040: the worker is registered; a new deploy waits until the person chooses «Actualizar». */
export function registerServiceWorker() {
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => offerUpdate(() => update(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
  });
}
