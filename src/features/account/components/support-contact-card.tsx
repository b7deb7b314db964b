import { useId } from 'react';
import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';

/** The Help Center's side card (spec 001 §2): phone, e-mail, hours and the 24-hour promise. */
export function SupportContactCard() {
  const id = useId();
  return (
    <aside className="help-contact" aria-labelledby={id}>
      <h2 id={id}>Other ways to reach us</h2>
      <dl className="help-contact__list">
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={SHOP_CONTACT.emailHref}>{SHOP_CONTACT.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone hours</dt>
          <dd>
            <ul className="help-contact__hours">
              {SHOP_CONTACT.phoneHours.map((line) => (
                <li key={line.days}>
                  {line.days}: {line.hours}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <p className="help-contact__promise">We answer every message within 24 hours.</p>
    </aside>
  );
}
