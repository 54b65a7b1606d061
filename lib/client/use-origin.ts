import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/** This page's origin in the browser; '' while rendered on the server (no hydration mismatch). */
export function useOrigin(): string {
  return useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => '',
  );
}
