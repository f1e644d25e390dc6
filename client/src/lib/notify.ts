import { useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify/unstyled';

// SPEC §9: toasts pause on hover and focus loss by default; client appointment
// screens do not pause, they pass `noPause`.
export const noPause: ToastOptions = { pauseOnHover: false, pauseOnFocusLoss: false };

// react-toastify (and the toast container, see Toaster) load with the first toast, not with the first
// screen; toasts asked for before the container mounts wait in react-toastify's queue.
let requested = false;
const listeners = new Set<() => void>();

function show(kind: 'success' | 'error' | 'info' | 'warning', message: string, options?: ToastOptions) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-toastify/unstyled').then(({ toast }) => toast[kind](message, options));
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast has been asked for: from then on the toast container is mounted. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
