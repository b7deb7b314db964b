import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../api/account.queries';
import { SettingsSection } from './settings-section';

const memberSinceFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * What is true about the account: every shopper is a customer, with the date the account was made.
 * The spec's linked accounts and subscription do not exist in this shop, and it says so.
 */
export function SettingsAccountInfo() {
  const { data: profile } = useQuery(accountQueries.profile());
  return (
    <SettingsSection title="Account">
      <dl className="settings-facts">
        <div>
          <dt>Account type</dt>
          <dd>Customer</dd>
        </div>
        <div>
          <dt>Member since</dt>
          <dd>{profile ? memberSinceFormat.format(new Date(profile.createdAt)) : '…'}</dd>
        </div>
      </dl>
      <p className="settings-note">
        Linked accounts are not available: you sign in with your phone number and a one-time code, not with Facebook,
        Twitter or Google.
      </p>
      <p className="settings-note">
        Kirana has no paid plans or subscriptions, so there is nothing to upgrade or cancel.
      </p>
    </SettingsSection>
  );
}
