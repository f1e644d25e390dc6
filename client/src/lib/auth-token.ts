import { useSyncExternalStore } from 'react';

// SPEC §4: the session token lives in localStorage under "token".
export const TOKEN_KEY = 'token';

const listeners = new Set<() => void>();

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

function emit() {
  listeners.forEach((listener) => listener());
}

export function getToken(): string | null {
  return readToken();
}

export function setToken(token: string) {
  window.localStorage.setItem(TOKEN_KEY, token);
  emit();
}

export function clearToken() {
  window.localStorage.removeItem(TOKEN_KEY);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes the session here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current token, re-rendering when it is set or cleared. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, () => null);
}
