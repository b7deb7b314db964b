import { useCallback, useEffect, useState } from 'react';
import {
  AppleIcon,
  BottleIcon,
  CartIcon,
  CashIcon,
  LeafIcon,
  MilkIcon,
  ReturnIcon,
  ScooterIcon,
  WheatIcon,
} from '#src/components/ui/icons';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** Spec 000 §9: the brand splash hands over after 2000 ms, its content fading in after 500 ms; the intro lasts 3 s. */
export const BRAND_SPLASH_MS = 2000;
export const BRAND_SPLASH_FADE_IN_MS = 500;
export const INTRO_SPLASH_MS = 3000;

export const BRAND_SPLASH_SEEN_KEY = 'kirana:brand-splash-seen';
export const INTRO_SPLASH_SEEN_KEY = 'kirana:intro-splash-seen';

// Drawn as shapes, not emoji: an old phone without the glyph would float empty boxes.
const FLOATING_ICONS = [
  ['leaf', LeafIcon],
  ['apple', AppleIcon],
  ['milk', MilkIcon],
  ['bottle', BottleIcon],
  ['wheat', WheatIcon],
  ['cart', CartIcon],
] as const;

function seenThisSession(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    // Storage blocked (private modes, strict settings): better never to show a splash than to show it on every load.
    return true;
  }
}

function markSeen(key: string) {
  try {
    sessionStorage.setItem(key, '1');
  } catch {
    // See seenThisSession.
  }
}

type Phase = 'brand' | 'intro' | 'done';

function firstPhase(): Phase {
  if (!seenThisSession(BRAND_SPLASH_SEEN_KEY)) return 'brand';
  if (!seenThisSession(INTRO_SPLASH_SEEN_KEY)) return 'intro';
  return 'done';
}

/**
 * The brand splash, then the welcome intro: each once per browser session, so reloads and later
 * visits in the same session open straight onto the shop. Both sit over the app, which renders and
 * loads its data underneath from the first moment (nothing waits on them, offline included).
 */
export function Splash() {
  const [phase, setPhase] = useState<Phase>(firstPhase);
  const brandDone = useCallback(() => setPhase(seenThisSession(INTRO_SPLASH_SEEN_KEY) ? 'done' : 'intro'), []);
  const introDone = useCallback(() => setPhase('done'), []);

  if (phase === 'brand') return <BrandSplash onDone={brandDone} />;
  if (phase === 'intro') return <IntroSplash onDone={introDone} />;
  return null;
}

function BrandSplash({ onDone }: { onDone: () => void }) {
  const [contentVisible, setContentVisible] = useState(false);

  useEffect(() => {
    // Marked at once: a reload while the splash is still up must not bring it back.
    markSeen(BRAND_SPLASH_SEEN_KEY);
    const fadeIn = setTimeout(() => setContentVisible(true), BRAND_SPLASH_FADE_IN_MS);
    const handOver = setTimeout(onDone, BRAND_SPLASH_MS);
    // A shopper who starts typing wants the shop, not the logo.
    document.addEventListener('keydown', onDone);
    return () => {
      clearTimeout(fadeIn);
      clearTimeout(handOver);
      document.removeEventListener('keydown', onDone);
    };
  }, [onDone]);

  return (
    // Decorative and aria-hidden, so it holds nothing focusable; a tap or any key skips it.
    <div className="brand-splash" aria-hidden="true" data-testid="brand-splash" onClick={onDone}>
      {FLOATING_ICONS.map(([name, FloatingIcon], index) => (
        <span key={name} className={`brand-splash__float brand-splash__float--${index + 1}`}>
          <FloatingIcon size={36} />
        </span>
      ))}
      <div className={contentVisible ? 'brand-splash__content is-visible' : 'brand-splash__content'}>
        <img src="/icons/favicon.svg" alt="" width={96} height={96} />
        <p className="brand-splash__name">Kirana</p>
        <p className="brand-splash__tagline">{m.shell_tagline()}</p>
      </div>
    </div>
  );
}

function IntroSplash({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    markSeen(INTRO_SPLASH_SEEN_KEY);
    const hide = setTimeout(onDone, INTRO_SPLASH_MS);
    return () => clearTimeout(hide);
  }, [onDone]);

  return (
    <aside className="intro-splash" aria-label={m.shell_intro_title()}>
      <p className="intro-splash__title">{m.shell_intro_title()}</p>
      <ul className="intro-splash__promises">
        <li>
          <ScooterIcon size={20} /> {m.shell_intro_delivery()}
        </li>
        <li>
          <CashIcon size={20} /> {m.shell_intro_cash()}
        </li>
        <li>
          <ReturnIcon size={20} /> {m.shell_intro_returns()}
        </li>
      </ul>
      <button type="button" className="button-primary intro-splash__close" onClick={onDone}>
        {m.shell_intro_start()}
      </button>
    </aside>
  );
}
