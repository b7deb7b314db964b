import { m } from '#src/lib/i18n/paraglide/messages.js';
import type { StepState } from './use-step';

/** What the last step came to: refused with the server's reason, or waiting for a signal. */
export function StepOutcome({ state }: { state: StepState }) {
  return (
    <>
      {state.refusal && (
        <p className="staff-refusal" role="alert">
          {m.shop_step_refused({ reason: state.refusal })}
        </p>
      )}
      {state.queued && (
        <p className="staff-queued" role="status">
          {m.shop_step_queued()}
        </p>
      )}
    </>
  );
}
