import { useCallback, useEffect, useRef, useState } from 'react';
import { type BarcodeReader, barcodeReaderOfThisBrowser } from './barcode-reader';

export type ScanState =
  | { status: 'idle' | 'starting' | 'scanning' }
  | { status: 'failed'; reason: 'denied' | 'no-camera' | 'no-reader' };

/** A frame every this often: a cheap phone reads one in 50–150 ms, and the battery lasts the day. */
const SCAN_EVERY_MS = 200;

/**
 * The rear camera in `video`, read frame after frame until an EAN-13 is found (then the camera is let go and
 * `onFound` told). The reader is chosen as the scan starts: the browser's detector, or ZXing fetched then.
 */
export function useBarcodeScan(
  onFound: (barcode: string) => void,
  chooseReader: () => Promise<BarcodeReader> = barcodeReaderOfThisBrowser,
) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScanState>({ status: 'idle' });
  const found = useRef(onFound);
  found.current = onFound;
  const endRun = useRef<(() => void) | undefined>(undefined);

  const stop = useCallback(() => {
    endRun.current?.();
    endRun.current = undefined;
    setState({ status: 'idle' });
  }, []);

  const start = useCallback(async () => {
    endRun.current?.();
    const run: { over: boolean; stream?: MediaStream; timer?: ReturnType<typeof setTimeout> } = { over: false };
    const end = () => {
      run.over = true;
      clearTimeout(run.timer);
      for (const track of run.stream?.getTracks() ?? []) track.stop();
      if (video.current) video.current.srcObject = null;
    };
    endRun.current = end;
    const fail = (reason: 'denied' | 'no-camera' | 'no-reader') => {
      end();
      setState({ status: 'failed', reason });
    };
    setState({ status: 'starting' });

    if (!navigator.mediaDevices?.getUserMedia) return fail('no-camera');
    try {
      run.stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
    } catch (error) {
      if (run.over) return;
      return fail(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'no-camera');
    }
    // Stopped while the permission was asked: the camera goes back at once.
    if (run.over) return end();
    const element = video.current;
    if (!element) return fail('no-camera');
    element.srcObject = run.stream;
    await element.play()?.catch(() => undefined);
    // Chosen once the camera is open: ZXing's megabyte is not fetched for a camera refused.
    const chosen = await chooseReader().catch(() => undefined);
    if (run.over) return;
    if (!chosen) return fail('no-reader');
    setState({ status: 'scanning' });

    const readFrame = async () => {
      const barcode = await chosen.read(element).catch(() => undefined);
      if (run.over) return;
      if (barcode) {
        stop();
        found.current(barcode);
        return;
      }
      run.timer = setTimeout(readFrame, SCAN_EVERY_MS);
    };
    void readFrame();
  }, [chooseReader, stop]);

  // Leaving the screen lets the camera go.
  useEffect(() => () => endRun.current?.(), []);

  return { video, state, start, stop };
}
