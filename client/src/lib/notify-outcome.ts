import type { ToastOptions } from 'react-toastify/unstyled';
import { errorMessage } from './error-message';
import { notify } from './notify';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export type OutcomeToasts<T> = {
  /** The success toast: a text, or one built from the answer; none when omitted. */
  success?: string | ((value: T) => string | undefined);
  /** Shown when the server gives no message of its own (SPEC §8). */
  error: string;
  options?: ToastOptions;
};

/**
 * Runs one mutation and announces how it went: the success toast, or the server's message (else
 * the fallback) as an error toast. Never rejects: the screen branches on `ok`.
 */
export async function notifyOutcome<T>(work: () => Promise<T>, toasts: OutcomeToasts<T>): Promise<Outcome<T>> {
  let value: T;
  try {
    value = await work();
  } catch (error) {
    notify.error(errorMessage(error, toasts.error), toasts.options);
    return { ok: false, error };
  }
  notify.clearErrors();
  const success = typeof toasts.success === 'function' ? toasts.success(value) : toasts.success;
  if (success) notify.success(success, toasts.options);
  return { ok: true, value };
}

/** notifyOutcome for screens that only need to know whether it worked. */
export async function notifySucceeded<T>(work: () => Promise<T>, toasts: OutcomeToasts<T>): Promise<boolean> {
  return (await notifyOutcome(work, toasts)).ok;
}
