import { Link } from '@tanstack/react-router';
import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';
import { LEGAL_LAST_UPDATED, StaticPage } from './static-page';

export function TermsPage() {
  return (
    <StaticPage
      title="Terms and Conditions"
      lastUpdated={LEGAL_LAST_UPDATED}
      lead="These terms apply whenever you browse Kirana or order from us. Please read them once; by placing an order you accept them."
    >
      <section>
        <h2>1. Who we are</h2>
        <p>
          Kirana is an online shop for groceries, personal care and household goods, run by Kirana Retail Pvt. Ltd.,
          Bengaluru, Karnataka, India. In these terms "we" and "us" mean Kirana, and "you" means the shopper using the
          website or the installed app.
        </p>
      </section>

      <section>
        <h2>2. Your account</h2>
        <ul>
          <li>You sign in with your Indian mobile number and a one-time code sent by SMS. Never share that code.</li>
          <li>You must be at least 18 years old to place an order.</li>
          <li>
            Please keep your name, e-mail and delivery addresses up to date so that your orders reach you. You are
            responsible for orders placed from your account.
          </li>
        </ul>
      </section>

      <section>
        <h2>3. Products, prices and availability</h2>
        <ul>
          <li>
            All prices are in Indian rupees (₹) and include GST. The price you pay is the one shown when you place the
            order; we never charge more than the printed MRP.
          </li>
          <li>
            Product photos are for illustration. Packaging may differ from the picture; the contents, weight and brand
            will match the description.
          </li>
          <li>
            Stock changes quickly. If an item becomes unavailable after you order, we will tell you and you will not pay
            for it.
          </li>
          <li>We may limit the quantity of an item per order so that more households can buy it.</li>
        </ul>
      </section>

      <section>
        <h2>4. Delivery</h2>
        <p>
          We aim to deliver in about 15 minutes in areas served by a nearby store, and the same or next day elsewhere.
          Delivery times are estimates: traffic, weather and festivals can delay an order. If nobody is available at the
          address, our delivery partner will call you and may try again later.
        </p>
      </section>

      <section>
        <h2>5. Payment</h2>
        <p>
          Cash on delivery is the only payment method. Please keep the exact amount ready where you can; our delivery
          partners carry limited change. You pay only for the items you accept at the door.
        </p>
      </section>

      <section>
        <h2>6. Cancellations, returns and refunds</h2>
        <ul>
          <li>You can cancel an order free of charge until it has been packed.</li>
          <li>
            Check your items at the door. Damaged, expired or wrong items can be returned to the delivery partner at
            once, or reported within 48 hours through the Help Center.
          </li>
          <li>
            Packaged goods can be returned unopened within 7 days. For hygiene reasons opened personal care items and
            fresh produce can be returned only if they were damaged or spoiled on arrival.
          </li>
          <li>
            Our money-back guarantee: if we accept a return, we refund the full amount you paid for that item within 5
            to 7 working days.
          </li>
        </ul>
      </section>

      <section>
        <h2>7. Fair use</h2>
        <p>
          Please use Kirana for your own household shopping. Do not misuse offers, place orders you do not intend to
          accept, or try to disturb the service. We may cancel orders or suspend accounts that break these rules.
        </p>
      </section>

      <section>
        <h2>8. Our responsibility</h2>
        <p>
          We take care to describe products correctly and deliver them safely. Nothing in these terms limits your rights
          under the Consumer Protection Act, 2019. Beyond those rights, our responsibility for an order is limited to
          the amount you paid for it.
        </p>
      </section>

      <section>
        <h2>9. Privacy</h2>
        <p>
          How we collect and use your information is explained in our <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      </section>

      <section>
        <h2>10. Changes and governing law</h2>
        <p>
          We may update these terms from time to time; the date at the top shows the latest version. These terms are
          governed by the laws of India, and the courts of Bengaluru, Karnataka have jurisdiction.
        </p>
      </section>

      <section>
        <h2>11. Contact us</h2>
        <p>
          Questions about these terms? Write to <a href={SHOP_CONTACT.emailHref}>{SHOP_CONTACT.email}</a> or call{' '}
          <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a> ({SHOP_CONTACT.supportHours}).
        </p>
      </section>
    </StaticPage>
  );
}
