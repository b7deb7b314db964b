import { getRouteApi } from '@tanstack/react-router';
import { DocumentTitle } from '#src/components/ui/document-title';
import { intlLocale } from '#src/lib/i18n/locale';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { clockFields } from '#src/lib/indian-dates';
import { useIsOnline } from '#src/lib/online';
import type { Change } from '#src/lib/outbox/change';
import { useOutbox, useOutboxChanges, useSendingChange } from '#src/lib/outbox/use-outbox';
import '../sync.css';

const authenticated = getRouteApi('/_authenticated');

const madeAt = (change: Change) =>
  new Date(change.madeAt).toLocaleString(intlLocale(), {
    day: 'numeric',
    month: 'short',
    ...clockFields(),
    timeZone: 'Asia/Kolkata',
  });

/**
 * /sync, the sync centre (reached from the connection banner): every change still on this phone,
 * oldest first, with when it was made and where it stands: waiting, sending, or refused with the
 * shop's reason (retry or discard it). Nothing here means everything is saved.
 */
export function SyncCentrePage() {
  const { user } = authenticated.useRouteContext();
  const outbox = useOutbox();
  const changes = useOutboxChanges(user.id);
  const sending = useSendingChange();
  const online = useIsOnline();
  const waiting = changes.filter((change) => change.state === 'waiting').length;

  return (
    <div className="page sync-page">
      <DocumentTitle title={m.sync_title()} />
      <h1>{m.sync_title()}</h1>
      {changes.length === 0 ? (
        <p className="sync-page__all-saved" role="status">
          {m.sync_all_saved()}
        </p>
      ) : (
        <>
          <p role="status">
            {waiting === 0 ? m.sync_nothing_waiting() : online ? m.sync_sending_all() : m.sync_no_signal()}
          </p>
          {waiting > 0 && !online && (
            <button type="button" className="button-secondary" onClick={() => outbox.tryNow()}>
              {m.sync_try_now()}
            </button>
          )}
          <ol className="sync-list">
            {changes.map((change) => (
              <SyncItem key={change.id} change={change} sending={change.id === sending} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function SyncItem({ change, sending }: { change: Change; sending: boolean }) {
  const outbox = useOutbox();
  const refused = change.state === 'refused';
  const state = sending ? m.sync_sending() : refused ? m.sync_not_accepted() : m.sync_waiting();
  return (
    <li className={`sync-item${refused ? ' sync-item--refused' : ''}`}>
      <p className="sync-item__what">{outbox.describe(change)}</p>
      <p className="sync-item__meta">
        <time dateTime={new Date(change.madeAt).toISOString()}>{madeAt(change)}</time> · <strong>{state}</strong>
      </p>
      {refused && (
        <>
          <p className="sync-item__reason">{change.refusal?.message}</p>
          <div className="sync-item__actions">
            <button type="button" className="button-secondary" onClick={() => void outbox.retry(change.id)}>
              {m.sync_retry()}
            </button>
            <button type="button" className="button-secondary" onClick={() => void outbox.discard(change.id)}>
              {m.sync_discard()}
            </button>
          </div>
        </>
      )}
    </li>
  );
}
