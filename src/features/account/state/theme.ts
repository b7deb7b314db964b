import { atom } from 'jotai';
import { RESET } from 'jotai/utils';
import { darkModeChoiceAtom } from './settings.atoms';

const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

function darkSchemeMedia(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : undefined;
}

/** The dark theme is `data-theme="dark"` on <html>, which switches the CSS variables (styles/global.css). */
export function applyTheme(dark: boolean) {
  if (dark) document.documentElement.dataset.theme = 'dark';
  else delete document.documentElement.dataset.theme;
}

/** Whether the phone asks for dark colours; kept current while something reads it. */
const systemPrefersDarkAtom = atom(darkSchemeMedia()?.matches ?? false);
systemPrefersDarkAtom.onMount = (set) => {
  const media = darkSchemeMedia();
  if (!media) return;
  const update = () => set(media.matches);
  update();
  media.addEventListener('change', update);
  return () => media.removeEventListener('change', update);
};

/** True while no choice was made, so the theme follows the phone (index.html applies it then). */
export const followsSystemThemeAtom = atom((get) => get(darkModeChoiceAtom) === null);

/**
 * Dark mode as the shopper sees it: their choice, else the phone's setting. Writing true or false
 * makes it a choice and applies it at once; writing null goes back to following the phone.
 */
export const darkModeAtom = atom(
  (get) => get(darkModeChoiceAtom) ?? get(systemPrefersDarkAtom),
  (get, set, choice: boolean | null) => {
    set(darkModeChoiceAtom, choice ?? RESET);
    applyTheme(get(darkModeChoiceAtom) ?? darkSchemeMedia()?.matches ?? false);
  },
);
