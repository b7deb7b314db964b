import { useId, useState } from 'react';
import type { CancelReason } from '#contract/shop';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { CANCEL_REASONS, reasonName } from './order-words';

/** Reject or cancel asks why: the shopper is told in these words. */
export function CancelReasonPicker({
  onPick,
  onClose,
  busy,
}: {
  onPick: (reason: CancelReason) => void;
  onClose: () => void;
  busy?: boolean;
}) {
  const [reason, setReason] = useState<CancelReason | null>(null);
  const name = useId();
  return (
    <fieldset className="staff-reasons">
      <legend>{m.shop_reason_title()}</legend>
      {CANCEL_REASONS.map((option) => (
        <label key={option} className="staff-reasons__option">
          <input
            type="radio"
            name={name}
            value={option}
            checked={reason === option}
            onChange={() => setReason(option)}
          />
          {reasonName(option)}
        </label>
      ))}
      <div className="staff-actions">
        <button
          type="button"
          className="staff-button staff-button--danger"
          disabled={reason === null || busy}
          onClick={() => reason && onPick(reason)}
        >
          {m.shop_reason_confirm()}
        </button>
        <button type="button" className="staff-button" onClick={onClose}>
          {m.shop_reason_keep()}
        </button>
      </div>
    </fieldset>
  );
}
