import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { type DataSaverChoice, dataSaverAtom, dataSaverChoiceAtom } from '#src/lib/data-saver';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { installOfferAtom, needsIosInstallHint } from '#src/lib/pwa/install-prompt';

/** The footer's app corner: install the shop on the phone, and the data saver switch. */
export function AppOptions() {
  return (
    <section aria-labelledby="footer-app" className="app-options">
      <h2 id="footer-app" className="site-footer__title">
        {m.shell_app_title()}
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
        {m.shell_app_install()}
      </button>
    );
  }
  if (iosHint) {
    return (
      <p className="app-options__hint">
        <IosInstallHint />
      </p>
    );
  }
  return <p className="app-options__hint">{m.shell_app_offline_hint()}</p>;
}

/** "To install Kirana, tap Share, then Add to Home Screen.": the two names of iPhone buttons in bold, where the language puts them. */
function IosInstallHint() {
  const share = m.shell_app_ios_share();
  const add = m.shell_app_ios_add();
  // Placeholders the sentence cannot contain mark where the bold names go.
  const parts = m.shell_app_ios_hint({ share: '\u0001share\u0001', add: '\u0001add\u0001' }).split('\u0001');
  return parts.map((part, index) => {
    if (index % 2 === 0) return part;
    return <strong key={part}>{part === 'share' ? share : add}</strong>;
  });
}

const CHOICES: { value: DataSaverChoice; label: () => string }[] = [
  { value: 'auto', label: m.shell_data_saver_auto },
  { value: 'on', label: m.shell_data_saver_on },
  { value: 'off', label: m.shell_data_saver_off },
];

function DataSaverSwitch() {
  const [choice, setChoice] = useAtom(dataSaverChoiceAtom);
  const saving = useAtomValue(dataSaverAtom);
  return (
    <p className="app-options__saver">
      <label htmlFor="data-saver">{m.shell_data_saver()}</label>
      <select id="data-saver" value={choice} onChange={(event) => setChoice(event.target.value as DataSaverChoice)}>
        {CHOICES.map(({ value, label }) => (
          <option key={value} value={value}>
            {label()}
          </option>
        ))}
      </select>
      <span className="app-options__state">{saving ? m.shell_data_saver_saving() : ''}</span>
    </p>
  );
}
