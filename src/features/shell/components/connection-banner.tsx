import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIsOnline } from '../../../lib/online';

/** How long "Back online" stays once everything has synced. */
export const SYNCED_NOTICE_MS = 4000;

/**
 * The shopper always knows where they stand (GUIDE §3): offline, syncing what they did offline,
 * or back online with everything sent. Nothing shows while all is well.
 */
export function ConnectionBanner() {
  const online = useIsOnline();
  const pending = useIsMutating();
  const wasOffline = useRef(!online);
  const [justSynced, setJustSynced] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setJustSynced(false);
      return;
    }
    if (!wasOffline.current || pending > 0) return;
    wasOffline.current = false;
    setJustSynced(true);
    const timer = setTimeout(() => setJustSynced(false), SYNCED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [online, pending]);

  let message = '';
  if (!online) {
    message =
      pending > 0
        ? `You are offline. ${changes(pending)} will sync when the signal returns.`
        : 'You are offline. You can keep browsing what you have seen and change your cart; it syncs when the signal returns.';
  } else if (wasOffline.current && pending > 0) {
    message = `Back online. Syncing ${changes(pending)}…`;
  } else if (justSynced) {
    message = 'Back online. Everything is synced.';
  }

  return (
    <div
      className={`connection-banner${message ? '' : ' connection-banner--idle'}`}
      role="status"
      aria-label="Connection"
    >
      {message}
    </div>
  );
}

function changes(count: number) {
  return count === 1 ? '1 change' : `${count} changes`;
}
