import { atom, getDefaultStore } from 'jotai';

/** Chromium's install offer, kept until the shopper uses it (the event can be used once). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installOfferAtom = atom<BeforeInstallPromptEvent | null>(null);

/** Listens for the browser's install offer from the first moment, before any screen asks for it. */
export function captureInstallOffer(store = getDefaultStore()) {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the shop offers its own Install button.
    event.preventDefault();
    store.set(installOfferAtom, event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => store.set(installOfferAtom, null));
}

/** Safari on iPhone and iPad has no install offer: the shopper adds the shop from the Share menu. */
export function needsIosInstallHint(nav: Navigator = navigator): boolean {
  const ios = /iphone|ipad|ipod/i.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !standalone;
}
