import { useAtomValue } from 'jotai';
import { updateAvailableAtom } from '#src/lib/pwa/update-available';

/** "Update available — Reload": the new version takes over only when the shopper says so. */
export function UpdatePrompt() {
  const update = useAtomValue(updateAvailableAtom);
  if (!update) return null;
  return (
    <div className="update-prompt" role="alert">
      <span>Update available</span>
      <button type="button" className="update-prompt__reload" onClick={() => void update()}>
        Reload
      </button>
    </div>
  );
}
