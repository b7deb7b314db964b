import { readFileSync } from 'node:fs';
import { expect, readOn, test } from './fixtures';

/** Where the e2e server (DATA_DIR in playwright.config.ts) writes the mails it would send. */
const MAIL_OUTBOX = 'test-results/e2e-data/mail-outbox.jsonl';

function confirmationLinkFor(email: string): string | undefined {
  const mails = readFileSync(MAIL_OUTBOX, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; text: string });
  return mails.findLast((mail) => mail.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
}

test('the newsletter asks to confirm by mail, and the mailed link confirms it', async ({ page }) => {
  const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Shop by category' })).toBeVisible();
  await readOn(page);
  const block = page.getByRole('region', { name: 'Subscribe to our newsletter' });
  await expect(block.getByText('10% off your first order')).toBeVisible();
  // Enter submits the form: the home page is still filling in above it, which moves the button.
  await block.getByLabel('Email address').fill(email);
  await block.getByLabel('Email address').press('Enter');
  await expect(block.getByRole('status')).toHaveText('Check your inbox to confirm your subscription.');

  await expect.poll(() => confirmationLinkFor(email)).toMatch(/\/newsletter\/confirm\?token=/);
  const link = new URL(confirmationLinkFor(email) ?? '');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByText("You're subscribed! Look out for 10% off your first order.")).toBeVisible();
});
