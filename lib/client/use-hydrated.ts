import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False on the server and during hydration, true after. A query whose answer arrives before a
 * lazily loaded page chunk hydrates would otherwise render data where the server sent a
 * loading state (React error #418); pages gate on this so both first renders agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
