import { CloseIcon } from '#src/components/ui/icons';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useToastList, useToasts } from '#src/lib/toast';
import '../toaster.css';

/**
 * The toast area at the top right. The live region is always in the page, so screen readers
 * announce a toast the moment it is added. Timing and the 20-toast limit live in lib/toast.ts.
 */
export function Toaster() {
  const toasts = useToastList();
  const { dismiss } = useToasts();
  return (
    <div className="toaster" role="status" aria-live="polite" aria-label={m.shell_toaster_label()}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
          {toast.kind === 'loading' && <span className="toast__spinner" aria-hidden="true" />}
          <p className="toast__message">{toast.message}</p>
          <button
            type="button"
            className="toast__dismiss"
            aria-label={m.shell_toast_dismiss()}
            onClick={() => dismiss(toast.id)}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      ))}
    </div>
  );
}
