import { atom, getDefaultStore } from 'jotai';

/** Toasts of spec 000 §9: 4 s by default and for errors, 2 s for success, loading stays until dismissed; at most 20 kept. */
export type ToastKind = 'default' | 'success' | 'error' | 'loading';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS: Record<ToastKind, number | null> = {
  default: 4000,
  error: 4000,
  success: 2000,
  loading: null,
};

export const toastsAtom = atom<readonly Toast[]>([]);

const store = getDefaultStore();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let nextId = 1;

export function dismissToast(id: number) {
  clearTimer(id);
  store.set(toastsAtom, (toasts) => toasts.filter((t) => t.id !== id));
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  store.set(toastsAtom, (toasts) => {
    const next = [...toasts, { id, kind, message }];
    for (const dropped of next.slice(0, Math.max(0, next.length - TOAST_LIMIT))) clearTimer(dropped.id);
    return next.slice(-TOAST_LIMIT);
  });
  const duration = TOAST_DURATION_MS[kind];
  if (duration !== null)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), duration),
    );
  return id;
}

function clearTimer(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
}

/**
 * Toasts from anywhere (query and mutation callbacks included), rendered by the shell's toaster.
 * Uses jotai's default store, so the app must not wrap the toaster in another jotai Provider.
 */
export const toast = {
  show: (message: string) => show('default', message),
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  loading: (message: string) => show('loading', message),
  dismiss: dismissToast,
};
