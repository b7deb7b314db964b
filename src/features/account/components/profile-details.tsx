import type { Ref } from 'react';
import type { UserProfile } from '#contract/user';
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
          <dt>Name</dt>
          <dd>{profile.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{profile.email}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{displayPhone(profile.phone)}</dd>
        </div>
        <div>
          <dt>Alternate phone</dt>
          <dd>{profile.alternatePhone ? displayPhone(profile.alternatePhone) : 'Not added'}</dd>
        </div>
      </dl>
      <button type="button" className="button-primary" ref={editButtonRef} onClick={onEdit}>
        Edit Profile
      </button>
    </>
  );
}
