import { useCallback, useEffect, useState } from 'react';
import { CashIcon, ReturnIcon, ScooterIcon } from '#src/components/ui/icons';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** Spec 000 §9: the brand splash hands over after 2000 ms (its content fades in after 500 ms: shell.css); the intro lasts 3 s. */
export const BRAND_SPLASH_MS = 2000;
export const INTRO_SPLASH_MS = 3000;

export const INTRO_SPLASH_SEEN_KEY = 'kirana:intro-splash-seen';

/** The brand splash is drawn by index.html itself, before the app runs, and only on a session's first load. */
const BRAND_SPLASH_ID = 'brand-splash';

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

function afterBrand(): Phase {
  return seenThisSession(INTRO_SPLASH_SEEN_KEY) ? 'done' : 'intro';
}

/**
 * The brand splash, then the welcome intro: each once per browser session, so reloads and later
 * visits in the same session open straight onto the shop. Both sit over the app, which renders and
 * loads its data underneath from the first moment (nothing waits on them, offline included).
 * `appDrawn`: the first screen is drawn under the splash (AppShell draws it in slices), so handing
 * over never uncovers an empty page.
 */
export function Splash({ appDrawn }: { appDrawn: boolean }) {
  const [phase, setPhase] = useState<Phase>(() => (document.getElementById(BRAND_SPLASH_ID) ? 'brand' : afterBrand()));
  const brandDone = useCallback(() => setPhase(afterBrand()), []);
  const introDone = useCallback(() => setPhase('done'), []);

  if (phase === 'brand') return <BrandSplashHandOver appDrawn={appDrawn} onDone={brandDone} />;
  if (phase === 'intro') return <IntroSplash onDone={introDone} />;
  return null;
}

/** Takes the page's brand splash away 2 s after it was first shown, once the app is drawn, or at a tap or key. */
function BrandSplashHandOver({ appDrawn, onDone }: { appDrawn: boolean; onDone: () => void }) {
  useEffect(() => {
    const splash = document.getElementById(BRAND_SPLASH_ID);
    if (!splash) {
      onDone();
      return;
    }
    const handOver = () => {
      splash.remove();
      onDone();
    };
    // A shopper who taps or starts typing wants the shop, not the logo.
    splash.addEventListener('click', handOver);
    document.addEventListener('keydown', handOver);
    const shownAt = Number(splash.dataset.shownAt ?? 0);
    const timer = appDrawn ? setTimeout(handOver, shownAt + BRAND_SPLASH_MS - performance.now()) : undefined;
    return () => {
      clearTimeout(timer);
      splash.removeEventListener('click', handOver);
      document.removeEventListener('keydown', handOver);
    };
  }, [appDrawn, onDone]);
  return null;
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
