import { Link } from '@tanstack/react-router';
import { MailIcon, MapPinIcon, PhoneIcon } from '#src/components/ui/icons';
import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { AppOptions } from './app-options';

/** About text, quick links, contact details and social links (spec 000 §2 "Footer"). */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="shell-container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            {m.shell_footer_about_title()}
          </h2>
          <p>{m.shell_footer_about_text()}</p>
          <p className="site-footer__tagline">{m.shell_tagline()}</p>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            {m.shell_footer_quick_links()}
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/about-us">{m.shell_about_us()}</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">{m.shell_terms()}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{m.shell_privacy()}</Link>
            </li>
            <li>
              <Link to="/dashboard/help">{m.shell_help_center()}</Link>
            </li>
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            {m.shell_footer_contact_title()}
          </h2>
          <address className="site-footer__contact">
            <p>
              <MapPinIcon size={18} />
              <span>
                {SHOP_CONTACT.addressLines.map((line) => (
                  <span key={line} className="site-footer__address-line">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            <p>
              <PhoneIcon size={18} />
              <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a>
            </p>
            <p>
              <MailIcon size={18} />
              <a href={SHOP_CONTACT.emailHref}>{SHOP_CONTACT.email}</a>
            </p>
          </address>
          <ul className="site-footer__social">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.name}>
                <a href={social.href} rel="noopener">
                  <span className="visually-hidden">{m.shell_footer_social({ network: social.name })}</span>
                  <svg
                    width={22}
                    height={22}
                    viewBox="0 0 24 24"
                    fill="currentColor"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d={social.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <AppOptions />
      </div>
      <p className="site-footer__legal">{m.shell_footer_legal({ year: new Date().getFullYear() })}</p>
    </footer>
  );
}

/** Simple filled marks, drawn inline so the footer needs no image requests. */
const SOCIAL_LINKS = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/kiranashop',
    path: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4V10.5H7.8v3h2.6V21Z',
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/kiranashop',
    path: 'M12 7.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6Zm0 7.8a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm5-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM12 2.5c-2.6 0-2.9 0-3.9.1-3.5.2-5.4 2.1-5.6 5.6-.1 1-.1 1.3-.1 3.8s0 2.9.1 3.9c.2 3.5 2.1 5.4 5.6 5.6 1 .1 1.3.1 3.9.1s2.9 0 3.9-.1c3.5-.2 5.4-2.1 5.6-5.6.1-1 .1-1.3.1-3.9s0-2.8-.1-3.8c-.2-3.5-2.1-5.4-5.6-5.6-1-.1-1.3-.1-3.9-.1Zm0 1.7c2.5 0 2.8 0 3.8.1 2.5.1 3.8 1.3 3.9 3.9.1 1 .1 1.3.1 3.8s0 2.8-.1 3.8c-.1 2.6-1.3 3.8-3.9 3.9-1 .1-1.3.1-3.8.1s-2.8 0-3.8-.1c-2.6-.1-3.8-1.3-3.9-3.9-.1-1-.1-1.3-.1-3.8s0-2.8.1-3.8c.1-2.6 1.3-3.8 3.9-3.9 1-.1 1.3-.1 3.8-.1Z',
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/@kiranashop',
    path: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3Z',
  },
] as const;
