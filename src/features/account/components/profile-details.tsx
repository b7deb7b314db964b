import type { Ref } from 'react';
import type { UserProfile } from '#contract/user';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { displayPhone } from '../phone-display';

interface ProfileDetailsProps {
  profile: UserProfile;
  onEdit: () => void;
  editButtonRef: Ref<HTMLButtonElement>;
}

/** The profile as it is saved: read-only until the shopper asks to edit (spec 001 §2). */
export function ProfileDetails({ profile, onEdit, editButtonRef }: ProfileDetailsProps) {
  return (
    <>
      <dl className="profile-details">
        <div>
          <dt>{m.account_profile_name()}</dt>
          <dd>{profile.name}</dd>
        </div>
        <div>
          <dt>{m.account_profile_email()}</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>{m.account_profile_phone()}</dt>
          <dd>{displayPhone(profile.phone)}</dd>
        </div>
        <div>
          <dt>{m.account_profile_alternate_phone()}</dt>
          <dd>{profile.alternatePhone ? displayPhone(profile.alternatePhone) : m.account_profile_not_added()}</dd>
        </div>
      </dl>
      <button type="button" className="button-primary" ref={editButtonRef} onClick={onEdit}>
        {m.account_profile_edit()}
      </button>
    </>
  );
}
