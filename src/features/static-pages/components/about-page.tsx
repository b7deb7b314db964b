import { Link } from '@tanstack/react-router';
import { CashIcon, ReturnIcon, ScooterIcon, ShieldIcon } from '#src/components/ui/icons';
import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';
import { StaticPage } from './static-page';

const PROMISES = [
  {
    Icon: ScooterIcon,
    title: 'Delivery in about 15 minutes',
    text: 'From a store near you, packed the moment you order.',
  },
  { Icon: CashIcon, title: 'Cash on delivery', text: 'No cards, no wallets, no surprises. Pay at your door.' },
  { Icon: ReturnIcon, title: 'Easy returns', text: 'Something not right? Hand it back or report it within 48 hours.' },
  { Icon: ShieldIcon, title: 'Money-back guarantee', text: 'Every accepted return is refunded in full.' },
] as const;

export function AboutPage() {
  return (
    <StaticPage
      title="About Us"
      lead="Kirana is your neighbourhood store, online: groceries, personal care and household essentials at fair prices, delivered in about 15 minutes. Save money , save time."
    >
      <section>
        <h2>Our story</h2>
        <p>
          Kirana started in Bengaluru in 2023 with a simple idea: the corner kirana shop has always known its customers,
          kept their favourite brands and sent a boy round with the order. We wanted that same warmth, with the choice
          and speed of a modern store, for every household in India, in big cities and small towns alike.
        </p>
        <p>
          Today we work with local stores and trusted brands to bring more than 2,900 everyday products to your phone,
          from atta, dal and masalas to shampoo, diapers and detergent.
        </p>
      </section>

      <section>
        <h2>Our promise</h2>
        <ul className="about-promises">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="about-promise">
              <span className="about-promise__icon">
                <promise.Icon size={28} />
              </span>
              <h3>{promise.title}</h3>
              <p>{promise.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section>
        <h2>How it works</h2>
        <ol>
          <li>Sign in with your mobile number and a one-time code. No password to remember.</li>
          <li>Browse by category or search in English or familiar names like atta, besan or haldi.</li>
          <li>Choose your delivery address and place the order with cash on delivery.</li>
          <li>Track your order in your dashboard and pay when it reaches your door.</li>
        </ol>
      </section>

      <section>
        <h2>Built for every phone and every signal</h2>
        <p>
          Kirana is light enough for an entry-level smartphone and keeps working on a patchy connection. Install it on
          your home screen, keep browsing when the network drops, and your cart is saved and sent as soon as you are
          back online.
        </p>
      </section>

      <section>
        <h2>Talk to us</h2>
        <p>
          We would love to hear from you. Call <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a> or write to{' '}
          <a href={SHOP_CONTACT.emailHref}>{SHOP_CONTACT.email}</a>, {SHOP_CONTACT.supportHours}. Read our{' '}
          <Link to="/terms-and-conditions">Terms and Conditions</Link> and{' '}
          <Link to="/privacy-policy">Privacy Policy</Link> to learn how we work.
        </p>
      </section>
    </StaticPage>
  );
}
