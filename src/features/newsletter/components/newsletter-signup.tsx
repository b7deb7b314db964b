import { type FormEvent, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { NEWSLETTER_TEXTS, SubscribeRequestSchema } from '#contract/newsletter';
import { useSubscribeToNewsletter } from '../api/newsletter.mutations';
import '../newsletter.css';

/** The home page's newsletter block (spec 000 §2, §9): 10% off the first order for an e-mail address. */
export function NewsletterSignup() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const subscribe = useSubscribeToNewsletter();
  const error = invalid ? NEWSLETTER_TEXTS.badEmail : subscribe.error?.message;

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
      <h2 id={`${id}-heading`}>Subscribe to our newsletter</h2>
      <p className="newsletter__promise">
        Get <strong>10% off your first order</strong>, plus the week's best offers in your inbox.
      </p>
      {/* noValidate: the shop's own message, not the browser's bubble, explains a bad address. */}
      <form className="newsletter__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-email`}>Email address</label>
        <div className="newsletter__row">
          <input
            ref={inputRef}
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(false);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" disabled={subscribe.isPending}>
            {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className="newsletter__error" role="alert">
            {error}
          </p>
        )}
        <p className="newsletter__success" role="status">
          {subscribe.isSuccess ? subscribe.data : ''}
        </p>
      </form>
    </section>
  );
}
