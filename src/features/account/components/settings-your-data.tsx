import { useRef, useState } from 'react';
import { useDeleteAccount, useDownloadMyData } from '#src/domain/account/account.mutations';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { DeleteAccountDialog } from './delete-account-dialog';
import { failureText } from './failure-text';
import { SettingsSection } from './settings-section';

/** Download My Data (a JSON file from the server) and Delete Account (decision 008). */
export function SettingsYourData({ shopper }: { shopper: { id: string; phone: string } }) {
  const download = useDownloadMyData();
  const deleteAccount = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const deleteButtonRef = useRef<HTMLButtonElement>(null);

  function closeDialog() {
    setConfirming(false);
    deleteAccount.reset();
    deleteButtonRef.current?.focus();
  }

  return (
    <SettingsSection title={m.account_data_title()}>
      <p className="settings-note">{m.account_data_note()}</p>
      <button
        type="button"
        className="button-secondary"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? m.account_data_preparing() : m.account_data_download()}
      </button>
      <p className="settings-notice" role="status">
        {download.isSuccess ? m.account_data_downloaded({ file: download.data }) : ''}
      </p>
      {download.isError && (
        <p className="settings-alert" role="alert">
          {failureText(download.error, m.account_data_download_failed())}
        </p>
      )}

      <button
        type="button"
        ref={deleteButtonRef}
        className="button-secondary button-secondary--danger"
        onClick={() => setConfirming(true)}
      >
        {m.account_data_delete()}
      </button>
      <DeleteAccountDialog
        open={confirming}
        deleting={deleteAccount.isPending || deleteAccount.isSuccess}
        error={deleteAccount.isError ? failureText(deleteAccount.error, m.account_data_delete_failed()) : ''}
        onConfirm={() => deleteAccount.mutate(shopper)}
        onCancel={closeDialog}
      />
    </SettingsSection>
  );
}
