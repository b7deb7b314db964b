import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * TanStack Query assumes it is online until an `offline` event says otherwise; a phone that opens
 * the app with no signal fires no event, so the browser's own answer is where it starts.
 */
export function startOnlineManagerFromNavigator() {
  onlineManager.setOnline(navigator.onLine);
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(() => onChange());

/** Whether the app believes it has a connection; re-renders when that changes. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
}
