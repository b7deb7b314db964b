import { useId } from 'react';
import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';
import { phoneHours } from '#src/domain/shop/shop-hours';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** The Help Center's side card (spec 001 §2): phone, e-mail, hours and the 24-hour promise. */
export function SupportContactCard() {
  const id = useId();
  return (
    <aside className="help-contact" aria-labelledby={id}>
      <h2 id={id}>{m.account_contact_title()}</h2>
      <dl className="help-contact__list">
        <div>
          <dt>{m.account_contact_phone()}</dt>
          <dd>
            <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{m.account_contact_email()}</dt>
          <dd>
            <a href={SHOP_CONTACT.emailHref}>{SHOP_CONTACT.email}</a>
          </dd>
        </div>
        <div>
          <dt>{m.account_contact_hours()}</dt>
          <dd>
            <ul className="help-contact__hours">
              {phoneHours().map((line) => (
                <li key={line.days}>
                  {line.days}: {line.hours}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <p className="help-contact__promise">{m.account_contact_promise()}</p>
    </aside>
  );
}
