/**
 * Whether the admin can reach its server. Offline (the browser says it has no network, or the last call
 * could not connect), the admin says so (OfflineBanner) and a save made without a network is refused at
 * once with that reason: nothing is queued to be sent later behind the user's back.
 */
import { useSyncExternalStore } from 'react';

/** The last call could not connect (the browser may still believe it is online). */
let unreachable = false;
const listeners = new Set<() => void>();

/** Whether the browser knows it has no network at all. */
export const browserOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Whether the admin should show that it is offline. */
export const isOffline = (): boolean => browserOffline() || unreachable;

/** Told by the API client after each call whether it reached the server. */
export function reportConnection(reached: boolean): void {
  if (unreachable === !reached) return;
  unreachable = !reached;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the admin is offline; the component re-renders when that changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
