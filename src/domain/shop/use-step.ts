import { useState } from 'react';
import { ApiError } from '#src/lib/api-client';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import type { StaffChangeKind, StaffChanges } from './staff.changes';
import { useStaffStep } from './staff.mutations';

export interface StepState {
  busy: boolean;
  /** The server's reason a step was refused (409: too late, out of order): shown, never dropped. */
  refusal: string | null;
  /** Kept on the phone, to be sent when there is a signal. */
  queued: boolean;
}

/** Runs staff steps for a screen, keeping what the last one came to. */
export function useStepRunner() {
  const step = useStaffStep();
  const [state, setState] = useState<StepState>({ busy: false, refusal: null, queued: false });
  async function run<N extends StaffChangeKind>(kind: N, payload: StaffChanges[N]['payload']): Promise<boolean> {
    setState({ busy: true, refusal: null, queued: false });
    try {
      const delivery = await step(kind, payload);
      setState({ busy: false, refusal: null, queued: delivery.status === 'queued' });
      return true;
    } catch (error) {
      const refusal = error instanceof ApiError ? error.message : m.shop_step_failed();
      setState({ busy: false, refusal, queued: false });
      return false;
    }
  }
  return { ...state, run };
}
