import { expect, readOn, test } from './fixtures';

/**
 * Issue 14, "old phones draw it right": nothing on the home page depends on an emoji font. This
 * machine's Chromium has none (like many older Android phones for the newer emoji), so an emoji here
 * would be an empty box. Checked: every text the page shows (the splash and intro included), and
 * every picture it draws.
 */
const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u;

function emojiInPage() {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/\p{Emoji_Presentation}|\uFE0F/u.test(node.textContent ?? '')) found.push(node.textContent ?? '');
  }
  return found;
}

test('the home page, its splash and its pictures draw no emoji glyph', async ({ context, request }) => {
  // A page of its own: the fixture's page marks the splash as seen.
  const page = await context.newPage();
  // The page's clock stands still, so each splash stays up until the test moves on, however slow the machine.
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1_000);
  await page.goto('/');
  await expect(page.getByTestId('brand-splash')).toBeVisible();
  expect(await page.evaluate(emojiInPage)).toEqual([]);
  await page.clock.runFor(2_000);
  await expect(page.getByRole('complementary', { name: 'Welcome to Kirana' })).toBeVisible();
  expect(await page.evaluate(emojiInPage)).toEqual([]);
  await page.clock.runFor(3_000);
  await page.clock.resume();

  await readOn(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await page.evaluate(emojiInPage)).toEqual([]);

  const tiles = page.getByRole('region', { name: 'Shop by category' }).locator('img');
  await expect(tiles).toHaveCount(12);
  const sources = await page
    .locator('main img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''));
  for (const source of new Set(sources)) {
    expect((await request.get(source)).ok(), source).toBe(true);
    // A WebP picture is drawn by the server from the SVG of the same name: read the drawing.
    const drawing = await request.get(source.replace(/\.webp$/, '.svg'));
    expect(EMOJI.test(await drawing.text()), source).toBe(false);
  }
  // Each category tile's picture decodes and is drawn.
  for (const tile of await tiles.all()) {
    await tile.scrollIntoViewIfNeeded();
    await expect.poll(() => tile.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
});
