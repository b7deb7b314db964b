import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { type DataSaverChoice, dataSaverAtom, dataSaverChoiceAtom } from '#src/lib/data-saver';
import { installOfferAtom, needsIosInstallHint } from '#src/lib/pwa/install-prompt';

/** The footer's app corner: install the shop on the phone, and the data saver switch. */
export function AppOptions() {
  return (
    <section aria-labelledby="footer-app" className="app-options">
      <h2 id="footer-app" className="site-footer__title">
        Kirana on your phone
      </h2>
      <InstallApp />
      <DataSaverSwitch />
    </section>
  );
}

function InstallApp() {
  const [offer, setOffer] = useAtom(installOfferAtom);
  const [iosHint] = useState(() => needsIosInstallHint());
  if (offer) {
    return (
      <button
        type="button"
        className="app-options__install"
        onClick={async () => {
          await offer.prompt();
          // The offer can be used once, whatever the shopper chose.
          setOffer(null);
        }}
      >
        Install app
      </button>
    );
  }
  if (iosHint) {
    return (
      <p className="app-options__hint">
        To install Kirana, tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
      </p>
    );
  }
  return <p className="app-options__hint">Works offline: what you have seen stays on your phone.</p>;
}

const CHOICES: { value: DataSaverChoice; label: string }[] = [
  { value: 'auto', label: 'Automatic (on slow connections)' },
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
];

function DataSaverSwitch() {
  const [choice, setChoice] = useAtom(dataSaverChoiceAtom);
  const saving = useAtomValue(dataSaverAtom);
  return (
    <p className="app-options__saver">
      <label htmlFor="data-saver">Data saver</label>
      <select id="data-saver" value={choice} onChange={(event) => setChoice(event.target.value as DataSaverChoice)}>
        {CHOICES.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <span className="app-options__state">
        {saving ? 'Saving data: no prefetching, fewer pictures, still carousels.' : ''}
      </span>
    </p>
  );
}
