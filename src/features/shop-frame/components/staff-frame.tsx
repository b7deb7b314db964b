import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { StaffMember } from '#contract/shop';
import { LanguageSwitch } from '#src/components/ui/language-switch';
import { useStaffLogout, useWaitingSteps } from '#src/domain/shop/staff.mutations';
import { staffQueries } from '#src/domain/shop/staff.queries';
import { type StaffClient, StaffClientProvider } from '#src/domain/shop/staff-client';
import { STAFF_PATHS, StaffLink } from '#src/domain/shop/staff-nav';
import { useStaffTitle } from '#src/domain/shop/staff-title';
import { useLiveStaff } from '#src/domain/shop/use-live-staff';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import '../shop-frame.css';

/**
 * Every staff screen inside: the staff's own client, the sign-in until a member is signed in, then a header with
 * the screens their role may open, and whether the board is live. It is the whole page of shop.html (decision 110):
 * nothing of the shopper's shell is around it.
 */
export function StaffFrame({
  signIn,
  client,
  children,
}: {
  signIn: ReactNode;
  /** A test's own client; the page makes one otherwise. */
  client?: StaffClient;
  children: (member: StaffMember) => ReactNode;
}) {
  return (
    <StaffClientProvider client={client}>
      <SignedIn signIn={signIn}>{children}</SignedIn>
    </StaffClientProvider>
  );
}

function SignedIn({ signIn, children }: { signIn: ReactNode; children: (member: StaffMember) => ReactNode }) {
  useStaffTitle('Kirana Shop', 0);
  const session = useQuery(staffQueries.session());
  const member = session.data;
  const live = useLiveStaff(Boolean(member));
  if (member === undefined) {
    return (
      <div className="staff-area">
        <p role="status">{session.isError ? session.error.message : m.shop_loading()}</p>
      </div>
    );
  }
  if (member === null) return <div className="staff-area">{signIn}</div>;
  return (
    <div className="staff-area">
      <StaffHeader member={member} />
      {!live && (
        <p className="staff-area__not-live" role="status">
          {m.shop_frame_not_live()}
        </p>
      )}
      <WaitingSteps />
      <main>{children(member)}</main>
    </div>
  );
}

function StaffHeader({ member }: { member: StaffMember }) {
  const logout = useStaffLogout();
  const owner = member.role === 'owner';
  return (
    <header className="staff-header">
      <div className="staff-header__who">
        <strong>Kirana Shop</strong>
        <span>
          {member.name} · {roleName(member.role)}
        </span>
      </div>
      <nav aria-label={m.shop_frame_nav()} className="staff-header__nav">
        <StaffLink to={STAFF_PATHS.board} exact>
          {member.role === 'rider' ? m.shop_frame_my_deliveries() : m.shop_frame_board()}
        </StaffLink>
        {owner && <StaffLink to={STAFF_PATHS.money}>{m.shop_frame_money()}</StaffLink>}
        {owner && <StaffLink to={STAFF_PATHS.staff}>{m.shop_frame_staff()}</StaffLink>}
        {member.role !== 'rider' && <StaffLink to={STAFF_PATHS.catalog}>{m.shop_frame_catalog()}</StaffLink>}
        {owner && <StaffLink to={STAFF_PATHS.activity}>{m.shop_frame_activity()}</StaffLink>}
        {owner && <StaffLink to={STAFF_PATHS.import}>{m.shop_frame_import()}</StaffLink>}
        {owner && <StaffLink to={STAFF_PATHS.hours}>{m.shop_frame_hours()}</StaffLink>}
      </nav>
      <div className="staff-header__tools">
        <LanguageSwitch id="staff" />
        <button type="button" className="staff-link-button" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {m.shop_frame_sign_out()}
        </button>
      </div>
    </header>
  );
}

/** Steps taken on this phone and not yet sent: shown, so nobody thinks the shop has them. */
function WaitingSteps() {
  const waiting = useWaitingSteps();
  if (waiting.length === 0) return null;
  return (
    <p className="staff-area__waiting" role="status">
      {m.shop_frame_waiting({ count: waiting.length })}
    </p>
  );
}

export function roleName(role: StaffMember['role']): string {
  return { owner: m.shop_frame_role_owner, packer: m.shop_frame_role_packer, rider: m.shop_frame_role_rider }[role]();
}
