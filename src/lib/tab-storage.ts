import * as v from 'valibot';

/**
 * This tab's sessionStorage: it outlives a reload and the phone ending the tab in the background (the shopper in
 * another app), and goes when the tab is closed. Where storage is blocked or full it reads as empty and forgets
 * the write, so the page works as if nothing had been kept.
 */
function inTab<T>(use: (storage: Storage) => T, blocked: T): T {
  try {
    return use(sessionStorage);
  } catch {
    return blocked;
  }
}

export const tabStorage = {
  read: (key: string) => inTab((storage) => storage.getItem(key), null),
  write: (key: string, value: string) => inTab((storage) => storage.setItem(key, value), undefined),
  forget: (key: string) => inTab((storage) => storage.removeItem(key), undefined),
};

/** What a shopper typed and has not sent (a review, a message) is kept under these keys. */
const DRAFT_PREFIX = 'kirana:draft:';

/** The key of a draft: `draftKey('review:42')`. */
export const draftKey = (name: string) => `${DRAFT_PREFIX}${name}`;

/** Signed out: the next person on a shared phone finds none of the drafts. */
export function forgetDrafts() {
  inTab((storage) => {
    for (const key of Object.keys(storage)) if (key.startsWith(DRAFT_PREFIX)) storage.removeItem(key);
  }, undefined);
}

/** The value kept under `key`, checked on the way back in; `otherwise()` when none is, or a stale or tampered one. */
export function readTab<TValue>(
  key: string,
  schema: v.GenericSchema<unknown, TValue>,
  otherwise: () => TValue,
): TValue {
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
