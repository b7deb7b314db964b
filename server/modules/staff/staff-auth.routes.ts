import { Hono } from 'hono';
import * as api from '../../../contract/endpoints/shop';
import type { StaffMember } from '../../../contract/shop';
import type { Deps } from '../../deps';
import { accepts } from '../../http/endpoint';
import { ok } from '../../http/respond';
import type { AppEnv } from '../../http/session';
import { endStaffSession, startStaffSession } from '../../http/staff-session';
import { say } from '../../i18n/say';
import { oneTimeCodes } from '../auth/one-time-codes';
import { staffMessages } from './messages';
import { findStaffByPhone } from './staff.repo';

/**
 * Staff codes are kept apart from shoppers' (the same table, another key): a code asked for at one door does
 * not open the other, and asking at the staff door for a shopper's number never replaces the code on its way.
 */
const staffChallengeKey = (phone: string) => `staff:${phone}`;

/**
 * The staff's sign-in at /shop (decision 106): the shopper's one-time-code rules and limits, its own session.
 * sendOtp answers every number alike, so the staff cannot be listed by trying numbers; only a member's phone
 * gets the SMS (it costs money), and a number that is not staff is refused at verifyOtp like a wrong code.
 */
export function staffAuthRoutes(deps: Deps) {
  const codes = oneTimeCodes(deps);

  return new Hono<AppEnv>()
    .on(api.staffSendOtp.method, api.staffSendOtp.path, codes.limitSends, accepts(api.staffSendOtp), async (c) => {
      const { phone } = c.req.valid('json');
      const member = await findStaffByPhone(deps.db, phone);
      return codes.send(c, phone, { challengeKey: staffChallengeKey(phone), deliver: member !== undefined });
    })
    .on(
      api.staffVerifyOtp.method,
      api.staffVerifyOtp.path,
      codes.limitChecks,
      accepts(api.staffVerifyOtp),
      async (c) => {
        const { phone, otp } = c.req.valid('json');
        let member: StaffMember | undefined;
        const checked = await codes.check(c, otp, {
          challengeKey: staffChallengeKey(phone),
          admits: async () => {
            member = await findStaffByPhone(deps.db, phone);
            return member !== undefined;
          },
        });
        if (checked !== 'right') return checked;
        if (!member) throw new Error('staffVerifyOtp: a code was admitted without a member');
        await startStaffSession(c, deps, member.id);
        return ok(c, member, say(c, staffMessages).signedIn({ name: member.name }));
      },
    )
    .on(api.staffSession.method, api.staffSession.path, (c) => ok(c, c.get('staff')))
    .on(api.staffLogout.method, api.staffLogout.path, async (c) => {
      await endStaffSession(c, deps);
      return ok(c, null, say(c, staffMessages).signedOut);
    });
}
