import { useSyncExternalStore } from 'react';

/** Counts calls in flight that did not ask for noloading=1 (spec §9). */
let pending = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function beginLoading() {
  pending += 1;
  emit();
}

export function endLoading() {
  pending = Math.max(0, pending - 1);
  emit();
}

export function useIsLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending > 0,
    () => false,
  );
}
