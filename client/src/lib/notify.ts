import { useSyncExternalStore } from 'react';
import type { Id, ToastContent, ToastOptions } from 'react-toastify/unstyled';

// SPEC §9: toasts pause on hover and focus loss by default; client appointment
// screens do not pause, they pass `noPause`.
export const noPause: ToastOptions = { pauseOnHover: false, pauseOnFocusLoss: false };

// react-toastify (and the toast container, see Toaster) load with the first toast, not with the first
// screen; toasts asked for before the container mounts wait in react-toastify's queue.
let requested = false;
const listeners = new Set<() => void>();

type Kind = 'success' | 'error' | 'info' | 'warning';

// The toasts on screen by kind and text: the same text again replaces its toast instead of stacking a copy
// (a wrong password typed five times is one toast, not five covering the form).
const onScreen = new Map<string, Id>();
let shownCount = 0;

function show(kind: Kind, message: string, options?: ToastOptions, content?: ToastContent) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-toastify/unstyled').then(({ toast }) => {
    const key = `${kind}:${message}`;
    const earlier = onScreen.get(key);
    if (earlier !== undefined) toast.dismiss(earlier);
    shownCount += 1;
    const id = options?.toastId ?? `${key}#${shownCount}`;
    onScreen.set(key, id);
    toast[kind](content ?? message, {
      ...options,
      toastId: id,
      onClose: (reason) => {
        if (onScreen.get(key) === id) onScreen.delete(key);
        options?.onClose?.(reason);
      },
    });
  });
}

/** Takes away the error toasts still on screen: what failed before has just worked. */
function clearErrors() {
  const errors = [...onScreen].filter(([key]) => key.startsWith('error:'));
  if (!errors.length) return;
  for (const [key] of errors) onScreen.delete(key);
  void import('react-toastify/unstyled').then(({ toast }) => errors.forEach(([, id]) => toast.dismiss(id)));
}

export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  /** A success toast drawn by `content` (one with a button); `message` still keys it like the others. */
  successWith: (message: string, content: ToastContent, options?: ToastOptions) =>
    show('success', message, options, content),
  clearErrors,
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
