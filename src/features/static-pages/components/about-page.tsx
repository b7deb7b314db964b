import { Link } from '@tanstack/react-router';
import { CashIcon, ReturnIcon, ScooterIcon, ShieldIcon } from '#src/components/ui/icons';
import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';
import { supportHours } from '#src/domain/shop/shop-hours';
import { formatCount } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { withParts } from '#src/lib/i18n/with-parts';
import { StaticPage } from './static-page';

/** How many everyday products the shop carries, as the story tells it. */
const PRODUCT_COUNT = 2900;

const PROMISES = [
  {
    Icon: ScooterIcon,
    title: m.static_pages_about_promise_delivery_title,
    text: m.static_pages_about_promise_delivery_text,
  },
  { Icon: CashIcon, title: m.static_pages_about_promise_cash_title, text: m.static_pages_about_promise_cash_text },
  {
    Icon: ReturnIcon,
    title: m.static_pages_about_promise_returns_title,
    text: m.static_pages_about_promise_returns_text,
  },
  {
    Icon: ShieldIcon,
    title: m.static_pages_about_promise_refund_title,
    text: m.static_pages_about_promise_refund_text,
  },
] as const;

export function AboutPage() {
  return (
    <StaticPage title={m.static_pages_about_title()} lead={m.static_pages_about_lead()}>
      <section>
        <h2>{m.static_pages_about_story_title()}</h2>
        <p>{m.static_pages_about_story_start()}</p>
        <p>{m.static_pages_about_story_today({ count: formatCount(PRODUCT_COUNT) })}</p>
      </section>

      <section>
        <h2>{m.static_pages_about_promise_title()}</h2>
        <ul className="about-promises">
          {PROMISES.map((promise) => (
            <li key={promise.title()} className="about-promise">
              <span className="about-promise__icon">
                <promise.Icon size={28} />
              </span>
              <h3>{promise.title()}</h3>
              <p>{promise.text()}</p>
            </li>
          ))}
        </ul>
      </section>

      <section>
        <h2>{m.static_pages_about_how_title()}</h2>
        <ol>
          <li>{m.static_pages_about_how_sign_in()}</li>
          <li>{m.static_pages_about_how_browse()}</li>
          <li>{m.static_pages_about_how_order()}</li>
          <li>{m.static_pages_about_how_track()}</li>
        </ol>
      </section>

      <section>
        <h2>{m.static_pages_about_signal_title()}</h2>
        <p>{m.static_pages_about_signal_text()}</p>
      </section>

      <section>
        <h2>{m.static_pages_about_contact_title()}</h2>
        <p>
          {withParts(m.static_pages_about_contact_text, {
            phone: <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>,
            email: <a href={SHOP_CONTACT.emailHref}>{SHOP_CONTACT.email}</a>,
            hours: supportHours(),
            terms: <Link to="/terms-and-conditions">{m.static_pages_terms_title()}</Link>,
            privacy: <Link to="/privacy-policy">{m.static_pages_privacy_title()}</Link>,
          })}
        </p>
      </section>
    </StaticPage>
  );
}
