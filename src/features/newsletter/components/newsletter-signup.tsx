import { type FormEvent, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { SubscribeRequestSchema } from '#contract/newsletter';
import { useSubscribeToNewsletter } from '#src/domain/newsletter/newsletter.mutations';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { newsletterText } from '../newsletter-text';
import '../newsletter.css';

/** Where the offer sits in the promise: it is drawn in bold, wherever the language puts it. */
const OFFER_MARK = '\u0000';

/** The home page's newsletter block (spec 000 §2, §9): 10% off the first order for an e-mail address. */
export function NewsletterSignup() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const subscribe = useSubscribeToNewsletter();
  const error = invalid ? m.newsletter_bad_email() : subscribe.error && newsletterText(subscribe.error.message);
  const [beforeOffer, afterOffer] = m.newsletter_promise({ offer: OFFER_MARK }).split(OFFER_MARK);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The contract's own rule, so nothing the server would refuse is sent.
    const parsed = v.safeParse(SubscribeRequestSchema, { email });
    subscribe.reset();
    if (!parsed.success) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    subscribe.mutate(parsed.output.email, { onSuccess: () => setEmail('') });
  }

  return (
    <section className="newsletter" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.newsletter_title()}</h2>
      <p className="newsletter__promise">
        {beforeOffer}
        <strong>{m.newsletter_promise_offer()}</strong>
        {afterOffer}
      </p>
      {/* noValidate: the shop's own message, not the browser's bubble, explains a bad address. */}
      <form className="newsletter__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-email`}>{m.newsletter_email_label()}</label>
        <div className="newsletter__row">
          <input
            ref={inputRef}
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder={m.newsletter_email_placeholder()}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(false);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" disabled={subscribe.isPending}>
            {subscribe.isPending ? m.newsletter_subscribing() : m.newsletter_subscribe()}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className="newsletter__error" role="alert">
            {error}
          </p>
        )}
        <p className="newsletter__success" role="status">
          {subscribe.isSuccess ? newsletterText(subscribe.data) : ''}
        </p>
      </form>
    </section>
  );
}
