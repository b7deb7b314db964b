import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Browsers cannot be downloaded on the project's machines: use Debian's Chromium when it is
 * installed, else Playwright's own (after `npx playwright install chromium`).
 */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export function chromiumExecutable(): LaunchOptions {
  const args = ['--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  return existsSync(SYSTEM_CHROMIUM) ? { executablePath: SYSTEM_CHROMIUM, args } : { args };
}
