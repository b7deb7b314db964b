import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

for (const [name, path, ready] of [
  ['home', '/', 'Shop by category'],
  ['search', '/search?keyword=atta', 'products found'],
  ['category', '/category/Groceries', 'products found'],
  ['login', '/login', 'Send code'],
] as const) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}
