/**
 * Production only (a development worker would serve stale modules to Vite): registers the service worker
 * once the first screen has loaded, so that /login's first load does not carry workbox-window.
 */
export function registerServiceWorkerAfterLoad() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void import('./register-service-worker').then((module) => module.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
