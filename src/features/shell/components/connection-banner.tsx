import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useShopper } from '#src/domain/session/use-shopper';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useIsOnline } from '#src/lib/online';
import { useOutboxChanges } from '#src/lib/outbox/use-outbox';

/** How long "Back online" stays once everything has synced. */
export const SYNCED_NOTICE_MS = 4000;

/**
 * The shopper always knows where they stand (GUIDE §3): offline, syncing what they did offline,
 * back online with everything sent, or a change the shop refused. Nothing shows while all is well.
 * While anything is on the phone the sync centre is one tap away.
 */
export function ConnectionBanner() {
  const online = useIsOnline();
  const shopper = useShopper();
  const changes = useOutboxChanges(shopper?.id);
  const pending = changes.filter((change) => change.state === 'waiting').length;
  const refused = changes.length - pending;
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
    message = pending > 0 ? m.shell_connection_offline_pending({ count: pending }) : m.shell_connection_offline();
  } else if (wasOffline.current && pending > 0) {
    message = m.shell_connection_syncing({ count: pending });
  } else if (justSynced) {
    message = m.shell_connection_synced();
  }
  if (refused > 0) message = `${message} ${m.shell_connection_refused({ count: refused })}`.trim();

  // A change simply on its way on a good connection is no news; anything waiting or refused is.
  const showLink = message !== '' && (pending > 0 || refused > 0);
  return (
    <div className={`connection-banner${message ? '' : ' connection-banner--idle'}`}>
      <span role="status" aria-label={m.shell_connection_label()}>
        {message}
      </span>
      {showLink && (
        <>
          {' '}
          <Link to="/sync" className="connection-banner__link">
            {m.shell_connection_see_changes()}
          </Link>
        </>
      )}
    </div>
  );
}
