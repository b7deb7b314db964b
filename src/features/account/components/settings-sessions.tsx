import { useQuery } from '@tanstack/react-query';
import { DEVICE_NAME_JOINER, type SessionInfo, UNKNOWN_DEVICE } from '#contract/auth';
import { useEndSession, useLogoutAll } from '#src/domain/account/account.mutations';
import { accountQueries } from '#src/domain/account/account.queries';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { formatIndianDateTime } from '#src/lib/indian-dates';
import { failureText } from './failure-text';
import { SettingsSection } from './settings-section';

/** The server's name for a session's device in the shopper's language: "Chrome on Android" is "Android पर Chrome". */
function deviceName(device: string): string {
  if (device === UNKNOWN_DEVICE) return m.account_sessions_unknown_device();
  const [browser, system, ...rest] = device.split(DEVICE_NAME_JOINER);
  return browser && system && rest.length === 0 ? m.account_sessions_device({ browser, system }) : device;
}

function SessionLine({ session }: { session: SessionInfo }) {
  const endSession = useEndSession();
  return (
    <li className="settings-session">
      <span className="settings-session__name">
        {session.current ? m.account_sessions_this_device() : deviceName(session.device)}
        {session.current && <span className="settings-badge">{m.account_sessions_current()}</span>}
      </span>
      <span className="settings-session__meta">
        {session.current && session.device !== UNKNOWN_DEVICE ? `${deviceName(session.device)} · ` : ''}
        {m.account_sessions_signed_in({ when: formatIndianDateTime(session.createdAt) })}
        {!session.current && ` · ${m.account_sessions_last_active({ when: formatIndianDateTime(session.lastSeenAt) })}`}
      </span>
      {/* This device signs out with Log Out (or everywhere, below). */}
      {!session.current && (
        <div className="settings-actions">
          <button
            type="button"
            className="button-secondary"
            aria-label={m.account_sessions_sign_out_device({ device: deviceName(session.device) })}
            disabled={endSession.isPending}
            onClick={() => endSession.mutate(session.id)}
          >
            {endSession.isPending ? m.account_sessions_signing_out() : m.account_sessions_sign_out()}
          </button>
        </div>
      )}
      {endSession.isError && (
        <p className="settings-alert" role="alert">
          {failureText(endSession.error, m.account_sessions_end_failed())}
        </p>
      )}
    </li>
  );
}

/** This device, the shopper's other signed-in browsers (each with Sign Out), and Sign Out From All Devices. */
export function SettingsSessions() {
  const sessions = useQuery(accountQueries.sessions());
  const logoutAll = useLogoutAll();
  return (
    <SettingsSection title={m.account_sessions_title()}>
      {sessions.data ? (
        <ul className="settings-sessions">
          {sessions.data.map((session) => (
            <SessionLine key={session.id} session={session} />
          ))}
        </ul>
      ) : (
        <ul className="settings-sessions">
          <li className="settings-session">
            <span className="settings-session__name">
              {m.account_sessions_this_device()}
              <span className="settings-badge">{m.account_sessions_current()}</span>
            </span>
            {sessions.isError && <span className="settings-session__meta">{m.account_sessions_not_listed()}</span>}
          </li>
        </ul>
      )}
      <p className="settings-note">{m.account_sessions_everywhere_note()}</p>
      <button
        type="button"
        className="button-secondary"
        disabled={logoutAll.isPending}
        onClick={() => logoutAll.mutate()}
      >
        {logoutAll.isPending ? m.account_sessions_signing_out() : m.account_sessions_sign_out_all()}
      </button>
      {logoutAll.isError && (
        <p className="settings-alert" role="alert">
          {failureText(logoutAll.error, m.account_sessions_sign_out_all_failed())}
        </p>
      )}
    </SettingsSection>
  );
}
