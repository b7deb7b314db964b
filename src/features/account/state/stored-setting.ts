import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import * as v from 'valibot';

/**
 * A setting kept in this browser's localStorage (spec 001 §3 "Settings (local only)"). A stored
 * value that no longer fits (edited by hand, or written by an older version) reads as the default
 * instead of breaking the screen. Read at start, so the first render already shows the choice, and
 * kept in step across tabs through the storage event.
 */
export function storedSetting<T>(key: string, schema: v.GenericSchema<T>, initial: T) {
  // The default storage is localStorage, and copes when the browser refuses access to it.
  const json = createJSONStorage<unknown>();
  const fitting = (value: unknown, fallback: T): T => (v.is(schema, value) ? value : fallback);
  return atomWithStorage<T>(
    key,
    initial,
    {
      getItem: (name, fallback) => fitting(json.getItem(name, fallback), fallback),
      setItem: json.setItem,
      removeItem: json.removeItem,
      subscribe: (name, callback, fallback) =>
        json.subscribe?.(name, (value) => callback(fitting(value, fallback)), fallback),
    },
    { getOnInit: true },
  );
}
