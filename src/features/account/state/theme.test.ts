import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../../../index.html?raw';
import { DARK_MODE_STORAGE_KEY, darkModeChoiceAtom } from './settings.atoms';
import { darkModeAtom, followsSystemThemeAtom } from './theme';

const store = getDefaultStore();

/** A phone whose system setting asks for dark colours, or not. */
function systemPrefersDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && dark,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The classic inline script of index.html, which runs before the app (and its CSS) paints. */
function runIndexHtmlThemeScript() {
  const scripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  const themeScript = scripts.find((script) => script.includes(DARK_MODE_STORAGE_KEY));
  if (!themeScript) throw new Error(`index.html has no inline script reading ${DARK_MODE_STORAGE_KEY}`);
  new Function(themeScript)();
}

const theme = () => document.documentElement.getAttribute('data-theme');

afterEach(() => {
  store.set(darkModeChoiceAtom, RESET);
  document.documentElement.removeAttribute('data-theme');
  vi.unstubAllGlobals();
});

describe('the theme before the first paint (index.html)', () => {
  it("follows the phone's setting while no choice is stored", () => {
    systemPrefersDark(true);
    runIndexHtmlThemeScript();
    expect(theme()).toBe('dark');

    systemPrefersDark(false);
    runIndexHtmlThemeScript();
    expect(theme()).toBeNull();
  });

  it("applies the shopper's stored choice over the phone's setting", () => {
    systemPrefersDark(true);
    localStorage.setItem(DARK_MODE_STORAGE_KEY, 'false');
    runIndexHtmlThemeScript();
    expect(theme()).toBeNull();

    systemPrefersDark(false);
    localStorage.setItem(DARK_MODE_STORAGE_KEY, 'true');
    runIndexHtmlThemeScript();
    expect(theme()).toBe('dark');
  });

  it('ignores a stored value that is not a choice', () => {
    systemPrefersDark(false);
    localStorage.setItem(DARK_MODE_STORAGE_KEY, '{not json');
    runIndexHtmlThemeScript();
    expect(theme()).toBeNull();
  });
});

describe('darkModeAtom', () => {
  it('stores the choice in the key index.html reads, applies it at once, and can go back to the phone', () => {
    systemPrefersDark(false);
    expect(store.get(followsSystemThemeAtom)).toBe(true);

    store.set(darkModeAtom, true);
    expect(localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('true');
    expect(theme()).toBe('dark');
    expect(store.get(darkModeAtom)).toBe(true);
    expect(store.get(followsSystemThemeAtom)).toBe(false);

    store.set(darkModeAtom, null);
    expect(localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBeNull();
    expect(theme()).toBeNull();
    expect(store.get(followsSystemThemeAtom)).toBe(true);
  });
});
