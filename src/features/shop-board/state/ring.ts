import { useEffect, useSyncExternalStore } from 'react';

/** A new order rings again this often until someone accepts or rejects it. */
export const RING_EVERY_MS = 4000;

/** Two short high beeps and a lower one: heard over a shop's noise, no sound file to download. */
const PATTERN = [
  { at: 0, hz: 880, seconds: 0.18 },
  { at: 0.25, hz: 880, seconds: 0.18 },
  { at: 0.5, hz: 660, seconds: 0.3 },
];

type AudioContextMaker = () => AudioContext;

/**
 * The board's bell (Web Audio). Browsers let a page make sound only after a tap on it: `turnOn` is that tap's
 * handler. One per page, so a ring already under way is not doubled by a second board.
 */
export class Bell {
  private context: AudioContext | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly makeContext: AudioContextMaker = () => new AudioContext()) {}

  get on(): boolean {
    return this.context !== undefined && this.context.state !== 'closed';
  }

  /** Call from a tap: the browser allows the sound from then on. */
  turnOn() {
    this.context ??= this.makeContext();
    void this.context.resume?.();
    for (const listener of this.listeners) listener();
  }

  ring() {
    const context = this.context;
    if (!context) return;
    const start = context.currentTime;
    for (const beep of PATTERN) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = beep.hz;
      gain.gain.value = 0.2;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + beep.at);
      oscillator.stop(start + beep.at + beep.seconds);
    }
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

let pageBell: Bell | undefined;
/** The page's bell; a test puts in its own (with a fake AudioContext). */
export function bellOfPage(): Bell {
  pageBell ??= new Bell();
  return pageBell;
}
export function setBellOfPage(bell: Bell | undefined) {
  pageBell = bell;
}

/** Whether the bell may sound (the tap has been made); re-renders once it is. */
export function useBellOn(bell: Bell): boolean {
  return useSyncExternalStore(
    (listener) => bell.subscribe(listener),
    () => bell.on,
    () => false,
  );
}

/** Rings now and every RING_EVERY_MS while `ringing`, once the bell is on. */
export function useRing(bell: Bell, ringing: boolean) {
  const on = useBellOn(bell);
  useEffect(() => {
    if (!ringing || !on) return;
    bell.ring();
    const timer = setInterval(() => bell.ring(), RING_EVERY_MS);
    return () => clearInterval(timer);
  }, [bell, ringing, on]);
}
