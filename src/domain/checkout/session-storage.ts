import { createJSONStorage } from 'jotai/utils';
import * as v from 'valibot';

const json = createJSONStorage<unknown>(() => sessionStorage);

/**
 * jotai storage in sessionStorage (a reload keeps it, it dies with the tab) whose values are
 * checked on the way back in: a stale or tampered entry starts afresh rather than breaking a page.
 */
export function sessionStoredAs<TValue>(schema: v.GenericSchema<unknown, TValue>) {
  return {
    getItem: (key: string, initialValue: TValue): TValue => {
      const parsed = v.safeParse(schema, json.getItem(key, initialValue));
      return parsed.success ? parsed.output : initialValue;
    },
    setItem: (key: string, value: TValue) => json.setItem(key, value),
    removeItem: (key: string) => json.removeItem(key),
  };
}
