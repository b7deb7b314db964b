import { useQuery } from '@tanstack/react-query';
import { type SessionInfo, UNKNOWN_DEVICE } from '#contract/auth';
import { useEndSession, useLogoutAll } from '../api/account.mutations';
import { accountQueries } from '../api/account.queries';
import { failureText } from './failure-text';
import { SettingsSection } from './settings-section';

const whenFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function SessionLine({ session }: { session: SessionInfo }) {
  const endSession = useEndSession();
  return (
    <li className="settings-session">
      <span className="settings-session__name">
        {session.current ? 'This device' : session.device}
        {session.current && <span className="settings-badge">Current</span>}
      </span>
      <span className="settings-session__meta">
        {session.current && session.device !== UNKNOWN_DEVICE ? `${session.device} · ` : ''}
        Signed in {whenFormat.format(new Date(session.createdAt))}
        {!session.current && ` · last active ${whenFormat.format(new Date(session.lastSeenAt))}`}
      </span>
      {/* This device signs out with Log Out (or everywhere, below). */}
      {!session.current && (
        <div className="settings-actions">
          <button
            type="button"
            className="button-secondary"
            aria-label={`Sign Out ${session.device}`}
            disabled={endSession.isPending}
            onClick={() => endSession.mutate(session.id)}
          >
            {endSession.isPending ? 'Signing out…' : 'Sign Out'}
          </button>
        </div>
      )}
      {endSession.isError && (
        <p className="settings-alert" role="alert">
          {failureText(endSession.error, 'That device could not be signed out. Please try again.')}
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
    <SettingsSection title="Sessions">
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
              This device
              <span className="settings-badge">Current</span>
            </span>
            {sessions.isError && (
              <span className="settings-session__meta">Your other devices could not be listed just now.</span>
            )}
          </li>
        </ul>
      )}
      <p className="settings-note">Signs you out on every phone and computer, this one included.</p>
      <button
        type="button"
        className="button-secondary"
        disabled={logoutAll.isPending}
        onClick={() => logoutAll.mutate()}
      >
        {logoutAll.isPending ? 'Signing out…' : 'Sign Out From All Devices'}
      </button>
      {logoutAll.isError && (
        <p className="settings-alert" role="alert">
          {failureText(logoutAll.error, 'You could not be signed out everywhere. Please try again.')}
        </p>
      )}
    </SettingsSection>
  );
}
