import { useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';

/**
 * This tab's sessionStorage: it outlives a reload, and the phone ending the tab in the background to free memory (the
 * browser opens it again with its storage) while the shopper is in another app (the SMS, the camera, a chat to copy
 * an address from), and goes when the shopper closes the tab. Where storage is blocked (strict settings) it reads as
 * empty and forgets every write: the page works as if nothing had been kept.
 */
export const tabStorage = {
  read(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  write(key: string, value: string) {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // Blocked, or full: nothing is kept.
    }
  },
  forget(key: string) {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Blocked: nothing was kept.
    }
  },
};

/** What a shopper typed and has not sent (a review, a message) is kept under these keys. */
const DRAFT_PREFIX = 'kirana:draft:';

/** The key of a draft: `draftKey('review:42')`. */
export const draftKey = (name: string) => `${DRAFT_PREFIX}${name}`;

/** Signed out: the next person on a shared phone finds none of the drafts. */
export function forgetDrafts() {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
    for (const key of keys) if (key?.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Blocked: nothing was kept.
  }
}

/** The value kept under `key`, checked on the way back in; `otherwise()` when none is, or a stale or tampered one. */
function readTab<TValue>(key: string, schema: v.GenericSchema<unknown, TValue>, otherwise: () => TValue): TValue {
  const text = tabStorage.read(key);
  if (text === null) return otherwise();
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : otherwise();
  } catch {
    return otherwise();
  }
}

/** jotai storage in the tab (`atomWithStorage`), its values checked on the way back in. */
export function tabStoredAs<TValue>(schema: v.GenericSchema<unknown, TValue>) {
  return {
    getItem: (key: string, initialValue: TValue): TValue => readTab(key, schema, () => initialValue),
    setItem: (key: string, value: TValue) => tabStorage.write(key, JSON.stringify(value)),
    removeItem: (key: string) => tabStorage.forget(key),
  };
}

/**
 * A component's state kept in the tab under `key`: what the shopper typed or chose comes back after the tab was
 * ended. `initial()` when nothing good is kept. Another key (the same form, for another product) has its own.
 */
export function useTabState<TValue>(key: string, schema: v.GenericSchema<unknown, TValue>, initial: () => TValue) {
  const [kept, setKept] = useState(() => ({ key, value: readTab(key, schema, initial) }));
  const current = kept.key === key ? kept : { key, value: readTab(key, schema, initial) };
  if (current !== kept) setKept(current);
  useEffect(() => tabStorage.write(current.key, JSON.stringify(current.value)), [current]);
  const setValue = useCallback(
    (next: TValue | ((previous: TValue) => TValue)) =>
      setKept((previous) => ({
        key: previous.key,
        value: next instanceof Function ? next(previous.value) : next,
      })),
    [],
  );
  return [current.value, setValue] as const;
}
