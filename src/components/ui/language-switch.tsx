import { useEffect, useRef } from 'react';
import { chooseLocale, intlLocale, LANGUAGE_NAMES, locales, useLocale } from '#src/lib/i18n/locale';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import './language-switch.css';

// The app is drawn afresh in the new language, so the switch the shopper used is a new element:
// give it the focus back, or a keyboard or screen-reader user is thrown to the top of the page.
let refocus: string | undefined;

/** Whether the redraw under way follows a switch made in `id`: the drawer holding it opens again. */
export function switchedLanguageIn(id: string): boolean {
  return refocus === id;
}

/** English | हिन्दी: each language named in itself, so a shopper who cannot read the other still finds theirs. */
export function LanguageSwitch({ id, className }: { id: string; className?: string }) {
  const locale = useLocale();
  const chosen = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refocus !== id) return;
    // After this frame: a drawer reopening around the switch moves the focus into itself first.
    const frame = requestAnimationFrame(() => {
      refocus = undefined;
      chosen.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [id]);

  return (
    <fieldset aria-label={m.i18n_language()} className={className ? `language-switch ${className}` : 'language-switch'}>
      {locales.map((option) => (
        <button
          key={option}
          ref={option === locale ? chosen : undefined}
          type="button"
          lang={intlLocale(option)}
          aria-pressed={option === locale}
          onClick={() => {
            refocus = id;
            chooseLocale(option);
          }}
        >
          {LANGUAGE_NAMES[option]}
        </button>
      ))}
    </fieldset>
  );
}
