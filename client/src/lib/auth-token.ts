import { useSyncExternalStore } from 'react';
import { tokenUser } from './offline-snapshot';
import { clearOfflineSnapshots } from './offline-store';

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
  expiredNotice = false;
  // Issue 34: whoever signs in never finds another account's offline data on this device.
  clearOfflineSnapshots(tokenUser(token)?.id);
  window.localStorage.setItem(TOKEN_KEY, token);
  emit();
}

export function clearToken() {
  // Issue 34: leaving the account takes its offline data (and any other account's) with it.
  clearOfflineSnapshots();
  window.localStorage.removeItem(TOKEN_KEY);
  emit();
}

/** The token's claims the client schedules by; only the server judges the token. */
export function tokenClaims(token: string | null): { iat?: number; exp?: number } {
  try {
    const payload: unknown = JSON.parse(atob(token!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return payload && typeof payload === 'object' ? (payload as { iat?: number; exp?: number }) : {};
  } catch {
    return {};
  }
}

/** When the token's session runs out for good (30 days from sign-in at most), in ms; null when it does not say. */
export function tokenExpiresAt(token: string | null): number | null {
  const { exp } = tokenClaims(token);
  return typeof exp === 'number' ? exp * 1000 : null;
}

// Whether the sign-in screen says the last session ran out; until the next sign-in or that screen is left.
let expiredNotice = false;

/**
 * The server refused `token`: it is dropped (the guards go to /login) and, when it had run out, the
 * sign-in screen says so. A token replaced meanwhile (a new sign-in in another tab) is left alone.
 */
export function dropRefusedToken(token: string | null) {
  if (!token || readToken() !== token) return;
  const expiresAt = tokenExpiresAt(token);
  expiredNotice = expiresAt !== null && expiresAt <= Date.now();
  clearOfflineSnapshots();
  window.localStorage.removeItem(TOKEN_KEY);
  emit();
}

export const sessionExpiredNotice = () => expiredNotice;
export function forgetSessionExpiredNotice() {
  expiredNotice = false;
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
