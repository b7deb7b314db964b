import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, persistedCache, test } from './fixtures';
import { networkFaults, replyLost, stall } from './network-faults';

test('edit the profile: saved on the server and shown read-only again', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Meena K. Iyer');
  await page.getByLabel('Email', { exact: true }).fill('meena.iyer@example.in');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  const user = (await (await page.request.get('/api/user/getUser')).json()) as {
    data: { name: string; email: string };
  };
  expect(user.data).toMatchObject({ name: 'Meena K. Iyer', email: 'meena.iyer@example.in' });
  await page.reload();
  await expect(page.getByText('meena.iyer@example.in')).toBeVisible();
});

test('the address book: add, edit, the last default kept, set another default, delete after confirming', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/dashboard/addresses');
  await expect(page.getByRole('heading', { name: 'Address book' })).toBeVisible();

  await page.getByRole('button', { name: 'Add a new address' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Parents');
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('98765 43210');
  await page.getByLabel('Street address').fill('7 Temple Street');
  await page.getByLabel('Town or city').fill('Mysuru');
  await page.getByLabel('State', { exact: true }).selectOption('Karnataka');
  await page.getByLabel('PIN code').fill('570001');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address added successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Parents' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Parents' }).click();
  await page.getByLabel('Town or city').fill('Mandya');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Address updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Parents' }).locator('..').locator('..')).toContainText('Mandya');

  // The registration address is the only default shipping address: it cannot be unchecked.
  const addresses = async () =>
    (
      (await (await page.request.get('/api/user/address/getUserAddresses')).json()) as {
        data: { name: string; isDefault: boolean }[];
      }
    ).data;
  const registered = (await addresses()).find((address) => address.isDefault);
  if (!registered) throw new Error('registration made no default address');
  await page.getByRole('button', { name: `Edit ${registered.name}` }).click();
  const isDefault = page.getByRole('checkbox', { name: 'Default shipping address' });
  await isDefault.click();
  await expect(isDefault).toBeChecked();
  await expect(
    page.getByText(
      'At least one default shipping address is required. Set another address as default before unchecking this one.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Parents becomes the default instead.
  await page.getByRole('button', { name: 'Edit Parents' }).click();
  await page.getByRole('checkbox', { name: 'Default shipping address' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Address updated successfully!')).toBeVisible();
  await expect
    .poll(async () => (await addresses()).filter((address) => address.isDefault).map((address) => address.name))
    .toEqual(['Parents']);

  // Delete asks first; keeping it changes nothing.
  await page.getByRole('button', { name: `Delete ${registered.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Keep it' }).click();
  expect(await addresses()).toHaveLength(2);
  await page.getByRole('button', { name: `Delete ${registered.name}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(page.getByText('Address deleted successfully.')).toBeVisible();
  expect((await addresses()).map((address) => address.name)).toEqual(['Parents']);
});

const SUPPORT_MESSAGES = '/api/support/messages';

/** The contact form filled in, with a receipt attached (a real PNG: the server checks the content, not the name). */
async function writeToSupport(page: Page) {
  await page.goto('/dashboard/help');
  await page.getByLabel('Subject').selectOption('Order Status');
  await page.getByLabel(/^Message/).fill('My order has not arrived yet. Could you check, please?');
  await page.getByLabel('Attachment (optional)').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(page.getByText(/receipt\.png/)).toBeVisible();
}

test('send a support message with an attachment', async ({ page, signIn }) => {
  await signIn();
  await writeToSupport(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText("Message sent successfully! We'll get back to you within 24 hours.")).toBeVisible();
});

test('a support message on a link that never answers: the form gives up, keeps what was written, and sends it once the link is back', async ({
  page,
  context,
  signIn,
}) => {
  await signIn();
  const faults = await networkFaults(context);
  const linkBack = await faults.add(stall({ only: (request) => request.url().endsWith(SUPPORT_MESSAGES) }));
  await page.clock.install();
  await writeToSupport(page);
  const asked = page.waitForRequest((request) => request.url().endsWith(SUPPORT_MESSAGES));
  await page.getByRole('button', { name: 'Send message' }).click();
  await asked;
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();

  // Past the limit (src/lib/no-answer.ts's 20 s, and this tiny file's upload time), on the page's clock.
  await page.clock.fastForward(21_000);
  await expect(
    page.getByText('Failed to send message. Please check your network connection and try again.'),
  ).toBeVisible();
  await expect(page.getByLabel(/^Message/)).toHaveValue('My order has not arrived yet. Could you check, please?');
  await expect(page.getByText(/receipt\.png/)).toBeVisible();

  await linkBack();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText("Message sent successfully! We'll get back to you within 24 hours.")).toBeVisible();
});

test('dark mode survives a reload; Download My Data saves the shopper’s data', async ({ page, signIn }) => {
  const shopper = await signIn();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/dashboard/settings');
  const html = page.locator('html');
  await expect(html).not.toHaveAttribute('data-theme', 'dark');
  await page.getByRole('switch', { name: 'Dark mode' }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download My Data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kirana-my-data-.*\.json$/);
  const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as { profile: { phone: string } };
  expect(data.profile.phone).toContain(shopper.phone);
});

test('delete the account: confirmed, then the session is gone and the number is free again', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/dashboard/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  // Deleting ends as Log Out does: the page reloads, on the home page.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /^Login$|^Account$/ }).first()).toBeVisible();
  const session = (await (await page.request.get('/api/auth/getSession')).json()) as { data: unknown };
  expect(session.data).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('delete the account whose answer is lost on the way back: pressed again, the phone forgets the shopper all the same', async ({
  page,
  context,
  signIn,
}) => {
  const shopper = await signIn();
  await page.goto('/dashboard/settings');
  // The shopper's name is in the phone's copy of the shop, as after any visit.
  await expect.poll(() => persistedCache(page)).toContain(shopper.name);
  const faults = await networkFaults(context);
  await faults.add(replyLost({ only: (request) => request.url().includes('/api/user/deleteAccount'), times: 1 }));
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(/offline/i);

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /^Login$|^Account$/ }).first()).toBeVisible();
  expect(await persistedCache(page)).not.toContain(shopper.name);
  const exists = await page.request.post('/api/auth/checkUserExists', { data: { phone: shopper.phone } });
  expect(((await exists.json()) as { data: { exists: boolean } }).data.exists).toBe(false);
});

test('Settings and Payment Methods have a way in: the phone’s menu and the dashboard hub', async ({ page, signIn }) => {
  await signIn();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Shop by category' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download My Data' })).toBeVisible();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^Payment Methods/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment-methods$/);
  await expect(page.getByRole('heading', { name: 'Payment Methods', level: 1 })).toBeVisible();
});
