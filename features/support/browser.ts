import { existsSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** Debian's Chromium: Playwright cannot download its own browser on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export function assertChromiumInstalled(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(`Chromium is not at ${chromiumPath}. Run: npm run setup:browser (or set CHROMIUM_PATH).`);
  }
}

/** The screens the storefront is checked on. */
export const SCREENS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

/**
 * The page paints from prerendered HTML before its app runs; a click before then is held by the page's
 * inline script and replayed once the app has hydrated (features/early-taps.feature). Checks act once
 * the app marks itself interactive, so each sees the app's own answer.
 */
export async function untilInteractive(page: Page): Promise<void> {
  await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
}
