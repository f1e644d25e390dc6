import { useSyncExternalStore } from 'react';

/** Installs the waiting version (its worker takes over and the page reloads), or null while none waits. */
type ApplyUpdate = () => Promise<void>;

let offered: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** A new deploy's service worker is installed and waits for the person's «Actualizar». */
export function offerUpdate(apply: ApplyUpdate) {
  offered = apply;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function useUpdateOffer(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => offered,
    () => null,
  );
}
