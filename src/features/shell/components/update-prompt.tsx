import { useAtomValue } from 'jotai';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { updateAvailableAtom } from '#src/lib/pwa/update-available';

/** "Update available — Reload": the new version takes over only when the shopper says so. */
export function UpdatePrompt() {
  const update = useAtomValue(updateAvailableAtom);
  if (!update) return null;
  return (
    <div className="update-prompt" role="alert">
      <span>{m.shell_update_available()}</span>
      <button type="button" className="update-prompt__reload" onClick={() => void update()}>
        {m.shell_update_reload()}
      </button>
    </div>
  );
}
