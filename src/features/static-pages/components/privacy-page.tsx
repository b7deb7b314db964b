import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';
import { supportHours } from '#src/domain/shop/shop-hours';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { legalLastUpdated, StaticPage } from './static-page';

/** What we collect, each with its bold name. */
const COLLECTED = [
  { label: m.static_pages_privacy_collect_account_label, text: m.static_pages_privacy_collect_account },
  { label: m.static_pages_privacy_collect_addresses_label, text: m.static_pages_privacy_collect_addresses },
  { label: m.static_pages_privacy_collect_orders_label, text: m.static_pages_privacy_collect_orders },
  { label: m.static_pages_privacy_collect_support_label, text: m.static_pages_privacy_collect_support },
  { label: m.static_pages_privacy_collect_technical_label, text: m.static_pages_privacy_collect_technical },
] as const;

export function PrivacyPage() {
  return (
    <StaticPage
      title={m.static_pages_privacy_title()}
      lastUpdated={legalLastUpdated()}
      lead={m.static_pages_privacy_lead()}
    >
      <section>
        <h2>{m.static_pages_privacy_collect_title()}</h2>
        <ul>
          {COLLECTED.map((item) => (
            <li key={item.label()}>
              <strong>{item.label()}</strong> {item.text()}
            </li>
          ))}
        </ul>
        <p>{m.static_pages_privacy_collect_no_cards()}</p>
      </section>

      <section>
        <h2>{m.static_pages_privacy_use_title()}</h2>
        <ul>
          <li>{m.static_pages_privacy_use_sign_in()}</li>
          <li>{m.static_pages_privacy_use_orders()}</li>
          <li>{m.static_pages_privacy_use_recent()}</li>
          <li>{m.static_pages_privacy_use_updates()}</li>
          <li>{m.static_pages_privacy_use_fraud()}</li>
        </ul>
      </section>

      <section>
        <h2>{m.static_pages_privacy_share_title()}</h2>
        <p>{m.static_pages_privacy_share_text()}</p>
      </section>

      <section>
        <h2>{m.static_pages_privacy_cookies_title()}</h2>
        <p>{m.static_pages_privacy_cookies_text()}</p>
      </section>

      <section>
        <h2>{m.static_pages_privacy_protect_title()}</h2>
        <p>{m.static_pages_privacy_protect_text()}</p>
      </section>

      <section>
        <h2>{m.static_pages_privacy_keep_title()}</h2>
        <p>{m.static_pages_privacy_keep_text()}</p>
      </section>

      <section>
        <h2>{m.static_pages_privacy_rights_title()}</h2>
        <p>{m.static_pages_privacy_rights_text()}</p>
      </section>

      <section>
        <h2>{m.static_pages_privacy_children_title()}</h2>
        <p>{m.static_pages_privacy_children_text()}</p>
      </section>

      <section>
        <h2>{m.static_pages_privacy_contact_title()}</h2>
        <p>{m.static_pages_privacy_contact_text()}</p>
        <ul className="static-page__contact">
          <li>
            {m.static_pages_privacy_contact_email()} <a href={SHOP_CONTACT.emailHref}>{SHOP_CONTACT.email}</a>
          </li>
          <li>
            {m.static_pages_privacy_contact_phone()} <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a> (
            {supportHours()})
          </li>
          <li>{m.static_pages_privacy_contact_post({ address: SHOP_CONTACT.addressLines.join(', ') })}</li>
        </ul>
      </section>
    </StaticPage>
  );
}
