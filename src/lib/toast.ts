import { createContext, useContext, useSyncExternalStore } from 'react';

/** Toasts of spec 000 §9. */
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

/** The page's toasts (one per page or test): used by the query client and useToasts(), drawn by the toaster. */
export class Toasts {
  private toasts: readonly Toast[] = [];
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly listeners = new Set<() => void>();
  private nextId = 1;

  readonly show = (message: string) => this.add('default', message);
  readonly success = (message: string) => this.add('success', message);
  readonly error = (message: string) => this.add('error', message);
  readonly loading = (message: string) => this.add('loading', message);

  readonly dismiss = (id: number) => {
    this.clearTimer(id);
    this.update(this.toasts.filter((t) => t.id !== id));
  };

  readonly list = (): readonly Toast[] => this.toasts;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private add(kind: ToastKind, message: string): number {
    const id = this.nextId++;
    const next = [...this.toasts, { id, kind, message }];
    for (const dropped of next.slice(0, Math.max(0, next.length - TOAST_LIMIT))) this.clearTimer(dropped.id);
    this.update(next.slice(-TOAST_LIMIT));
    const duration = TOAST_DURATION_MS[kind];
    if (duration !== null)
      this.timers.set(
        id,
        setTimeout(() => this.dismiss(id), duration),
      );
    return id;
  }

  private update(toasts: readonly Toast[]) {
    this.toasts = toasts;
    for (const listener of this.listeners) listener();
  }

  private clearTimer(id: number) {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
  }
}

const ToastsContext = createContext<Toasts | undefined>(undefined);

export const ToastsProvider = ToastsContext.Provider;

export function useToasts(): Toasts {
  const toasts = useContext(ToastsContext);
  if (!toasts) throw new Error('No ToastsProvider');
  return toasts;
}

/** The toasts on screen, redrawing the caller as they change. */
export function useToastList(): readonly Toast[] {
  const toasts = useToasts();
  return useSyncExternalStore(toasts.subscribe, toasts.list, toasts.list);
}
