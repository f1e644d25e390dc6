import { useSyncExternalStore } from 'react';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

// Issue 34: whether the app can reach the server. The browser's word (navigator.onLine and its
// 'online'/'offline' events) or a request that failed without any answer, until the next answer.
let unanswered = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** A request that got no answer at all (no network, the server's address unreachable), not a server's refusal or 502. */
export function isNetworkFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error) || ServerError.is(error) || ServerParseError.is(error)) return false;
  // fetch's own failure: a TypeError ('Failed to fetch'); an AbortError is a request the app let go.
  return error instanceof TypeError;
}

export function markAnswered(): void {
  if (!unanswered) return;
  unanswered = false;
  emit();
}

export function markUnanswered(): void {
  if (unanswered) return;
  unanswered = true;
  emit();
}

export const isOffline = () => !navigator.onLine || unanswered;

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** True while the app cannot reach the server, re-rendering when that changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
