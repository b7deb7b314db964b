import { Link } from '@tanstack/react-router';
import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';
import { supportHours } from '#src/domain/shop/shop-hours';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { withParts } from '#src/lib/i18n/with-parts';
import { legalLastUpdated, StaticPage } from './static-page';

export function TermsPage() {
  return (
    <StaticPage
      title={m.static_pages_terms_title()}
      lastUpdated={legalLastUpdated()}
      lead={m.static_pages_terms_lead()}
    >
      <section>
        <h2>{m.static_pages_terms_who_title()}</h2>
        <p>{m.static_pages_terms_who_text()}</p>
      </section>

      <section>
        <h2>{m.static_pages_terms_account_title()}</h2>
        <ul>
          <li>{m.static_pages_terms_account_sign_in()}</li>
          <li>{m.static_pages_terms_account_age()}</li>
          <li>{m.static_pages_terms_account_details()}</li>
        </ul>
      </section>

      <section>
        <h2>{m.static_pages_terms_products_title()}</h2>
        <ul>
          <li>{m.static_pages_terms_products_prices()}</li>
          <li>{m.static_pages_terms_products_photos()}</li>
          <li>{m.static_pages_terms_products_stock()}</li>
          <li>{m.static_pages_terms_products_limit()}</li>
        </ul>
      </section>

      <section>
        <h2>{m.static_pages_terms_delivery_title()}</h2>
        <p>{m.static_pages_terms_delivery_text()}</p>
      </section>

      <section>
        <h2>{m.static_pages_terms_payment_title()}</h2>
        <p>{m.static_pages_terms_payment_text()}</p>
      </section>

      <section>
        <h2>{m.static_pages_terms_returns_title()}</h2>
        <ul>
          <li>{m.static_pages_terms_returns_cancel()}</li>
          <li>{m.static_pages_terms_returns_check()}</li>
          <li>{m.static_pages_terms_returns_packaged()}</li>
          <li>{m.static_pages_terms_returns_refund()}</li>
        </ul>
      </section>

      <section>
        <h2>{m.static_pages_terms_fair_title()}</h2>
        <p>{m.static_pages_terms_fair_text()}</p>
      </section>

      <section>
        <h2>{m.static_pages_terms_responsibility_title()}</h2>
        <p>{m.static_pages_terms_responsibility_text()}</p>
      </section>

      <section>
        <h2>{m.static_pages_terms_privacy_title()}</h2>
        <p>
          {withParts(m.static_pages_terms_privacy_text, {
            privacy: <Link to="/privacy-policy">{m.static_pages_privacy_title()}</Link>,
          })}
        </p>
      </section>

      <section>
        <h2>{m.static_pages_terms_law_title()}</h2>
        <p>{m.static_pages_terms_law_text()}</p>
      </section>

      <section>
        <h2>{m.static_pages_terms_contact_title()}</h2>
        <p>
          {withParts(m.static_pages_terms_contact_text, {
            email: <a href={SHOP_CONTACT.emailHref}>{SHOP_CONTACT.email}</a>,
            phone: <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>,
            hours: supportHours(),
          })}
        </p>
      </section>
    </StaticPage>
  );
}
