import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DocumentTitle } from '#src/components/ui/document-title';
import { accountQueries } from '#src/domain/account/account.queries';
import { useShopper } from '#src/domain/session/use-shopper';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import '../account-settings.css';

/** Spec 001 §9: the success banner lasts 3 s. */
export const PROFILE_BANNER_MS = 3000;

/** /dashboard/profile: read-only by default, with an edit mode (spec 001 §2, §4). */
export function ProfilePage() {
  const session = useShopper();
  // getUser is the spec's call; until it answers (or with no signal) the session already knows the shopper.
  const { data: fetched } = useQuery(accountQueries.profile());
  const profile = fetched ?? session;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const backToDetails = useRef(false);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), PROFILE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  useEffect(() => {
    // The form's buttons are gone: the keyboard carries on from Edit Profile.
    if (editing || !backToDetails.current) return;
    backToDetails.current = false;
    editButtonRef.current?.focus();
  }, [editing]);

  function leaveForm(didSave: boolean) {
    backToDetails.current = true;
    setEditing(false);
    setSaved(didSave);
  }

  return (
    <div className="page settings-page">
      <DocumentTitle title={m.account_section_profile()} />
      <h1>{m.account_section_profile()}</h1>
      <p className="settings-notice" role="status">
        {saved ? m.account_profile_updated() : ''}
      </p>
      {!profile ? (
        <p>{m.account_profile_loading()}</p>
      ) : editing ? (
        <ProfileForm profile={profile} onSaved={() => leaveForm(true)} onCancel={() => leaveForm(false)} />
      ) : (
        <ProfileDetails
          profile={profile}
          editButtonRef={editButtonRef}
          onEdit={() => {
            setSaved(false);
            setEditing(true);
          }}
        />
      )}
    </div>
  );
}
