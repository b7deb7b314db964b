import { SHOP_CONTACT } from '#src/domain/shop/shop-contact';
import { LEGAL_LAST_UPDATED, StaticPage } from './static-page';

export function PrivacyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      lastUpdated={LEGAL_LAST_UPDATED}
      lead="We collect only what we need to deliver your groceries, we never sell your data, and you stay in control of it. This policy follows the Digital Personal Data Protection Act, 2023."
    >
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your name, mobile number, an optional alternate number and your e-mail
            address.
          </li>
          <li>
            <strong>Delivery addresses:</strong> the addresses you save, with landmarks and PIN codes.
          </li>
          <li>
            <strong>Orders and activity:</strong> what you order, your cart and wishlist, reviews you write, your recent
            searches and the products you viewed recently.
          </li>
          <li>
            <strong>Support messages:</strong> what you send to the Help Center, including any photos you attach.
          </li>
          <li>
            <strong>Technical data:</strong> your device and browser type and the time of your requests, kept in our
            security logs.
          </li>
        </ul>
        <p>We do not collect card or bank details: Kirana takes cash on delivery only.</p>
      </section>

      <section>
        <h2>How we use it</h2>
        <ul>
          <li>To sign you in with a one-time code, and to keep your account secure.</li>
          <li>To prepare, deliver and support your orders, and to call you about a delivery.</li>
          <li>To show your recently viewed products and recent searches, so that shopping again is quicker.</li>
          <li>To send order updates, and offers only if you subscribed to our newsletter.</li>
          <li>To prevent fraud and misuse, and to meet our legal and tax obligations.</li>
        </ul>
      </section>

      <section>
        <h2>Who we share it with</h2>
        <p>
          Your name, phone number and delivery address are shared with the delivery partner who brings your order, and
          the SMS provider that sends your one-time codes receives your phone number. These partners may use the data
          only for that purpose. We share data with authorities only where the law requires it. We never sell your
          personal data.
        </p>
      </section>

      <section>
        <h2>Cookies and storage on your device</h2>
        <p>
          We use one session cookie to keep you signed in; we do not use advertising or tracking cookies. So that Kirana
          opens quickly and works with a weak signal, the app keeps a copy of the catalogue, your cart and your recent
          orders on your device. Signing out and clearing the site data in your browser removes it.
        </p>
      </section>

      <section>
        <h2>How we protect it</h2>
        <p>
          All traffic is encrypted. One-time codes are stored only in scrambled (hashed) form, expire within minutes and
          work once. Access to personal data inside Kirana is limited to the staff who need it to serve you.
        </p>
      </section>

      <section>
        <h2>How long we keep it</h2>
        <p>
          We keep your account data while your account is open. Order and invoice records are kept for 8 years, as
          Indian tax law requires. Security logs are deleted after 180 days.
        </p>
      </section>

      <section>
        <h2>Your rights</h2>
        <p>
          You can see and correct your profile and addresses in your dashboard at any time. You may also ask us for a
          summary of the data we hold about you, to erase your account, or to withdraw a consent you gave. We answer
          every request within 30 days. If you are not satisfied with our answer, you may complain to the Data
          Protection Board of India.
        </p>
      </section>

      <section>
        <h2>Children</h2>
        <p>Kirana is meant for adults. We do not knowingly collect data from children under 18.</p>
      </section>

      <section>
        <h2>Contact us</h2>
        <p>For any question about your privacy, or to use your rights, contact our Grievance Officer:</p>
        <ul className="static-page__contact">
          <li>
            E-mail: <a href={SHOP_CONTACT.emailHref}>{SHOP_CONTACT.email}</a>
          </li>
          <li>
            Phone: <a href={SHOP_CONTACT.phoneHref}>{SHOP_CONTACT.phone}</a> ({SHOP_CONTACT.supportHours})
          </li>
          <li>Post: {SHOP_CONTACT.addressLines.join(', ')}</li>
        </ul>
      </section>
    </StaticPage>
  );
}
