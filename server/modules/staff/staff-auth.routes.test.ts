import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shopApi from '../../../contract/endpoints/shop';
import {
  StaffSendOtpResponseSchema,
  StaffSessionResponseSchema,
  StaffVerifyOtpResponseSchema,
} from '../../../contract/shop';
import { staff } from '../../db/schema';
import { signedInShopper } from '../../test/shopper';
import { signedInStaff } from '../../test/staff';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { randomPhone, TestBrowser } from '../auth/test-browser';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await shop.close();
});

const afterCooldown = () => shop.clock.advance(31_000);

async function addMember(role: 'owner' | 'packer' | 'rider' = 'packer', name = 'Deepak') {
  const phone = randomPhone();
  const [member] = await shop.deps.db
    .insert(staff)
    .values({ phone, name, role })
    .returning({ id: staff.id, name: staff.name, phone: staff.phone, role: staff.role });
  if (!member) throw new Error('no member');
  return member;
}

/** The SMS the demo outbox holds for `phone`. */
function smsTo(phone: string): { to: string; code: string }[] {
  return readFileSync(shop.outboxPath, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; code: string })
    .filter((message) => message.to === phone);
}

async function sendStaffCode(browser: TestBrowser, phone: string) {
  const response = await browser.request('POST', shopApi.staffSendOtp.path, { phone });
  expect(response.status).toBe(200);
  return v.parse(StaffSendOtpResponseSchema, await response.json());
}

const verify = (browser: TestBrowser, phone: string, otp: string) =>
  browser.request('POST', shopApi.staffVerifyOtp.path, { phone, otp });

const sessionOf = async (browser: TestBrowser) =>
  v.parse(StaffSessionResponseSchema, await (await browser.request('GET', shopApi.staffSession.path)).json()).data;

describe('staff sign-in', () => {
  it("signs a member in with the SMS's code: the staff cookie only, and the session names them", async () => {
    const member = await addMember('rider', 'Ravi');
    const browser = new TestBrowser(shop);
    const sent = await sendStaffCode(browser, member.phone);
    const [sms] = smsTo(member.phone);
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sent.data.devCode).toBe(sms?.code);

    const verified = await verify(browser, member.phone, sms?.code ?? '');
    expect(verified.status).toBe(200);
    const body = v.parse(StaffVerifyOtpResponseSchema, await verified.json());
    expect(body.data).toEqual(member);
    expect(body.message).toBe('Signed in to the shop as Ravi.');
    expect(browser.setCookie('kirana_staff')).toMatch(/HttpOnly/i);
    expect(browser.setCookie('kirana_session')).toBeUndefined();
    expect(browser.setCookie('kirana_verify')).toBeUndefined();

    expect(await sessionOf(browser)).toEqual(member);
    // The shopper's side sees nobody signed in.
    const shopperSession = await browser.request('GET', '/api/auth/getSession');
    expect(((await shopperSession.json()) as { data: unknown }).data).toBeNull();
  });

  it('logs out: the cookie is cleared and the old token no longer works', async () => {
    const member = await addMember();
    const browser = new TestBrowser(shop);
    const { data } = await sendStaffCode(browser, member.phone);
    expect((await verify(browser, member.phone, data.devCode ?? '')).status).toBe(200);
    const token = browser.cookies.get('kirana_staff') ?? '';

    const out = await browser.request('POST', shopApi.staffLogout.path);
    expect(out.status).toBe(200);
    expect(browser.cookies.has('kirana_staff')).toBe(false);
    browser.cookies.set('kirana_staff', token);
    expect(await sessionOf(browser)).toBeNull();
  });

  it("signing in again ends this browser's previous staff session", async () => {
    const member = await addMember();
    const browser = new TestBrowser(shop);
    const first = await sendStaffCode(browser, member.phone);
    await verify(browser, member.phone, first.data.devCode ?? '');
    const firstToken = browser.cookies.get('kirana_staff') ?? '';
    afterCooldown();
    const second = await sendStaffCode(browser, member.phone);
    expect((await verify(browser, member.phone, second.data.devCode ?? '')).status).toBe(200);
    expect(await sessionOf(browser)).toEqual(member);
    const old = new TestBrowser(shop);
    old.cookies.set('kirana_staff', firstToken);
    expect(await sessionOf(old)).toBeNull();
  });

  it('answers a number that is not staff exactly as a member, sends it no SMS, and refuses its code like a wrong one', async () => {
    const member = await addMember();
    const stranger = randomPhone();
    const shopper = await signedInShopper(shop);
    const browser = new TestBrowser(shop);

    const forMember = await sendStaffCode(browser, member.phone);
    const forStranger = await sendStaffCode(browser, stranger);
    const forShopper = await sendStaffCode(browser, shopper.user.phone);
    const withoutCode = (answer: typeof forMember) => ({ ...answer, data: { ...answer.data, devCode: 'x' } });
    expect(withoutCode(forStranger)).toEqual(withoutCode(forMember));
    expect(withoutCode(forShopper)).toEqual(withoutCode(forMember));
    expect(smsTo(member.phone)).toHaveLength(1);
    expect(smsTo(stranger)).toEqual([]);
    expect(smsTo(shopper.user.phone)).toEqual([]);

    // The right code of a number that is not staff, and a wrong code of a member: the same refusal.
    const wrongForMember = await verify(
      browser,
      member.phone,
      forMember.data.devCode === '000000' ? '111111' : '000000',
    );
    const strangerRefused = await verify(browser, stranger, forStranger.data.devCode ?? '');
    const shopperRefused = await verify(browser, shopper.user.phone, forShopper.data.devCode ?? '');
    const memberBody = await wrongForMember.json();
    expect(wrongForMember.status).toBe(400);
    expect(strangerRefused.status).toBe(400);
    expect(shopperRefused.status).toBe(400);
    expect(await strangerRefused.json()).toEqual(memberBody);
    expect(await shopperRefused.json()).toEqual(memberBody);
    expect(memberBody).toMatchObject({ message: 'Invalid or expired code. 4 tries left.' });
    expect(browser.cookies.has('kirana_staff')).toBe(false);
    expect(await sessionOf(browser)).toBeNull();
  });

  it('a code asked for at the shopper door does not open the staff door, nor the other way round', async () => {
    const member = await addMember();
    const browser = new TestBrowser(shop);
    const shopperCode = await browser.sendOtp(member.phone);
    expect((await verify(browser, member.phone, shopperCode)).status).toBe(400);

    const staffCode = (await sendStaffCode(browser, member.phone)).data.devCode ?? '';
    const atShopperDoor = await browser.request('POST', '/api/auth/verifyOtp', { phone: member.phone, otp: staffCode });
    expect(atShopperDoor.status).toBe(400);
    expect((await verify(browser, member.phone, staffCode)).status).toBe(200);
  });

  it("keeps the shopper's limits: five wrong codes and the code is spent", async () => {
    const member = await addMember();
    const browser = new TestBrowser(shop);
    const code = (await sendStaffCode(browser, member.phone)).data.devCode ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verify(browser, member.phone, wrong)).status).toBe(400);
    }
    const spent = await verify(browser, member.phone, code);
    expect(spent.status).toBe(429);
    expect(((await spent.json()) as { message: string }).message).toBe(
      'Too many wrong codes. Please request a new code.',
    );
    expect(await sessionOf(browser)).toBeNull();
  });

  it('keeps the resend wait and the codes per phone, counted with the shopper door', async () => {
    const member = await addMember();
    const browser = new TestBrowser(shop);
    await sendStaffCode(browser, member.phone);
    const tooSoon = await browser.request('POST', shopApi.staffSendOtp.path, { phone: member.phone });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('Retry-After')).toBe('30');

    // Five codes an hour for one phone, whichever door asks (fresh IPs: the per-IP limit is not what is tested).
    for (let sent = 1; sent < 5; sent++) {
      afterCooldown();
      const door = sent % 2 === 0 ? shopApi.staffSendOtp.path : '/api/auth/sendOtp';
      expect((await new TestBrowser(shop).request('POST', door, { phone: member.phone })).status).toBe(200);
    }
    afterCooldown();
    const sixth = await new TestBrowser(shop).request('POST', shopApi.staffSendOtp.path, { phone: member.phone });
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { message: string }).message).toMatch(
      /^Too many codes were requested for this number\./,
    );
  });

  it("refuses a number the shop does not send codes to, as the shopper's door does", async () => {
    const response = await new TestBrowser(shop).request('POST', shopApi.staffSendOtp.path, {
      phone: '+881612345678',
    });
    expect(response.status).toBe(400);
  });

  it('answers the session as null without a staff cookie, and for a shopper', async () => {
    expect(await sessionOf(new TestBrowser(shop))).toBeNull();
    const shopper = await signedInShopper(shop);
    const answer = await shopper.request('GET', shopApi.staffSession.path);
    expect(v.parse(StaffSessionResponseSchema, await answer.json()).data).toBeNull();
    const member = await signedInStaff(shop, 'owner');
    const mine = await member.request('GET', shopApi.staffSession.path);
    expect(v.parse(StaffSessionResponseSchema, await mine.json()).data).toMatchObject({ id: member.id });
  });
});
