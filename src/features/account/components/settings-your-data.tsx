import { useRef, useState } from 'react';
import { useDeleteAccount, useDownloadMyData } from '../api/account.mutations';
import { DeleteAccountDialog } from './delete-account-dialog';
import { failureText } from './failure-text';
import { SettingsSection } from './settings-section';

/** Download My Data (a JSON file from the server) and Delete Account (decision 008). */
export function SettingsYourData({ userId }: { userId: string }) {
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
    <SettingsSection title="Your data">
      <p className="settings-note">
        A copy of everything Kirana keeps about you (profile, addresses, orders, reviews, wishlist, cart, viewed
        products and searches) as a JSON file.
      </p>
      <button
        type="button"
        className="button-secondary"
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {download.isPending ? 'Preparing your data…' : 'Download My Data'}
      </button>
      <p className="settings-notice" role="status">
        {download.isSuccess ? `Your data was downloaded as ${download.data}.` : ''}
      </p>
      {download.isError && (
        <p className="settings-alert" role="alert">
          {failureText(download.error, 'Your data could not be downloaded. Please try again.')}
        </p>
      )}

      <button
        type="button"
        ref={deleteButtonRef}
        className="button-secondary button-secondary--danger"
        onClick={() => setConfirming(true)}
      >
        Delete Account
      </button>
      <DeleteAccountDialog
        open={confirming}
        deleting={deleteAccount.isPending || deleteAccount.isSuccess}
        error={deleteAccount.isError ? failureText(deleteAccount.error, 'Your account could not be deleted.') : ''}
        onConfirm={() => deleteAccount.mutate(userId)}
        onCancel={closeDialog}
      />
    </SettingsSection>
  );
}
