import { m } from '#src/lib/i18n/paraglide/messages.js';
import type { BarcodeReader } from '../state/barcode-reader';
import { type ScanState, useBarcodeScan } from '../state/use-barcode-scan';

const failures: Record<Extract<ScanState, { status: 'failed' }>['reason'], () => string> = {
  denied: () => m.shop_catalog_scan_denied(),
  'no-camera': () => m.shop_catalog_scan_no_camera(),
  'no-reader': () => m.shop_catalog_scan_no_reader(),
};

/** "Scan barcode": the rear camera's picture, read until an EAN-13 is in it. The video stays in the page so it is ready. */
export function BarcodeScanner({
  onFound,
  chooseReader,
}: {
  onFound: (barcode: string) => void;
  /** A test's reader; this browser's otherwise. */
  chooseReader?: () => Promise<BarcodeReader>;
}) {
  const scan = useBarcodeScan(onFound, chooseReader);
  const { status } = scan.state;
  const open = status === 'starting' || status === 'scanning';
  return (
    <div className="staff-scanner">
      {!open && (
        <button type="button" className="staff-button staff-scanner__start" onClick={() => void scan.start()}>
          {m.shop_catalog_scan()}
        </button>
      )}
      <div className="staff-scanner__view" hidden={!open}>
        <video
          ref={scan.video}
          className="staff-scanner__video"
          muted
          playsInline
          aria-label={m.shop_catalog_camera_label()}
        />
        <p role="status">
          {status === 'scanning' ? m.shop_catalog_scan_aim() : open ? m.shop_catalog_scan_starting() : ''}
        </p>
        <button type="button" className="staff-button" onClick={scan.stop}>
          {m.shop_catalog_scan_stop()}
        </button>
      </div>
      {scan.state.status === 'failed' && (
        <p className="staff-error" role="alert">
          {failures[scan.state.reason]()}
        </p>
      )}
    </div>
  );
}
