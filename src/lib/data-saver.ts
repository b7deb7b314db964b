import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/**
 * Data saver: on a metered or slow connection the shop fetches nothing the shopper did not ask
 * for (no prefetch on hover or touch), shows fewer pictures and keeps carousels still.
 * 'auto' follows the browser (Save-Data, or a 2G connection); the shopper can force it on or off.
 */
export type DataSaverChoice = 'auto' | 'on' | 'off';

export const dataSaverChoiceAtom = atomWithStorage<DataSaverChoice>('kirana-data-saver', 'auto', undefined, {
  getOnInit: true,
});

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** What the browser says about the connection: Save-Data on, or 2G speeds. */
export function connectionAsksToSaveData(info = connection()): boolean {
  if (!info) return false;
  return info.saveData === true || info.effectiveType === '2g' || info.effectiveType === 'slow-2g';
}

const connectionSaysSaveAtom = atom(connectionAsksToSaveData());
connectionSaysSaveAtom.onMount = (set) => {
  const info = connection();
  const update = () => set(connectionAsksToSaveData(info));
  info?.addEventListener('change', update);
  return () => info?.removeEventListener('change', update);
};

/** True when the shop should save data now. */
export const dataSaverAtom = atom((get) => {
  const choice = get(dataSaverChoiceAtom);
  return choice === 'on' || (choice === 'auto' && get(connectionSaysSaveAtom));
});

/** Whether the shop saves data now (for code outside React, such as the router). */
export function savingData(store = getDefaultStore()): boolean {
  return store.get(dataSaverAtom);
}

/** Calls `apply` whenever data saving turns on or off (for code outside React, such as the router). */
export function onDataSaverChange(apply: (saving: boolean) => void, store = getDefaultStore()) {
  return store.sub(dataSaverAtom, () => apply(savingData(store)));
}
