import { useCallback, useState } from 'react';
import type * as v from 'valibot';
import { readTab, tabStorage } from './tab-storage';

/**
 * A component's state kept in the tab under `key`: what the shopper typed or chose comes back after the tab was
 * ended. `initial()` when nothing good is kept. Another key (the same form, for another product) has its own. Only
 * what is set is written: a form opened and left untouched leaves nothing behind.
 */
export function useTabState<TValue>(key: string, schema: v.GenericSchema<unknown, TValue>, initial: () => TValue) {
  const [kept, setKept] = useState(() => ({ key, value: readTab(key, schema, initial) }));
  const current = kept.key === key ? kept : { key, value: readTab(key, schema, initial) };
  if (current !== kept) setKept(current);
  const setValue = useCallback(
    (next: TValue | ((previous: TValue) => TValue)) =>
      setKept((previous) => {
        const value = next instanceof Function ? next(previous.value) : next;
        tabStorage.write(previous.key, JSON.stringify(value));
        return { key: previous.key, value };
      }),
    [],
  );
  return [current.value, setValue] as const;
}
