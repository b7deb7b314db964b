import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '#src/domain/account/account.queries';
import { intlLocale } from '#src/lib/i18n/locale';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { SettingsSection } from './settings-section';

/**
 * What is true about the account: every shopper is a customer, with the date the account was made.
 * The spec's linked accounts and subscription do not exist in this shop, and it says so.
 */
export function SettingsAccountInfo() {
  const { data: profile } = useQuery(accountQueries.profile());
  const memberSinceFormat = new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <SettingsSection title={m.account_info_title()}>
      <dl className="settings-facts">
        <div>
          <dt>{m.account_info_type()}</dt>
          <dd>{m.account_info_customer()}</dd>
        </div>
        <div>
          <dt>{m.account_info_member_since()}</dt>
          <dd>{profile ? memberSinceFormat.format(new Date(profile.createdAt)) : '…'}</dd>
        </div>
      </dl>
      <p className="settings-note">{m.account_info_linked()}</p>
      <p className="settings-note">{m.account_info_no_plans()}</p>
    </SettingsSection>
  );
}
