import { existsSync } from 'node:fs';
import { chromium, firefox, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** Debian's Chromium, for the bench and the checks of what only the browser does (installing the storefront as an
 * app): Playwright cannot download its own browser on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's Chromium headless shell, for the scenarios, the screenshots and the browser-mode tests: the same Blink
 * and V8 for about half the processor time, and no page behind another tab hidden, whose animation frames, which
 * each Playwright action waits for, come once a second (docs/decisions/0027-a-gate-in-minutes.md). It finds any page
 * installable as an app.
 */
const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
/** Debian's Firefox ESR, driven over WebDriver BiDi. */
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

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

export const headlessShellOptions = { ...launchOptions, executablePath: headlessShellPath };

/** Launches Debian's build of `engine` under Playwright, or says how to install it; gives up after `timeout` ms. */
export async function launchEngine(engine: Exclude<Engine, 'webkit'>, timeout: number): Promise<Browser> {
  const path = engine === 'chromium' ? headlessShellPath : firefoxPath;
  if (!existsSync(path))
    throw new Error(`${engine} is not at ${path}. Run: node scripts/ensure-browsers.mjs ${engine}`);
  const launched =
    engine === 'chromium'
      ? // With scrollbars that take room, as on a shopper's desktop: headless Chromium hides them by default.
        chromium.launch({ ...headlessShellOptions, ignoreDefaultArgs: ['--hide-scrollbars'], timeout })
      : firefox.launch({ channel: 'moz-firefox', executablePath: firefoxPath, timeout });
  return launched.catch((error: Error) => {
    throw new Error(`${engine} at ${path} did not start: ${error.message.split('\n')[0]}`);
  });
}

export const SCREENS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};
export type Device = keyof typeof SCREENS;

/** An Android phone's Chrome, as a shop's server and scripts see it. */
const PHONE_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/**
 * A Playwright context for `device`: on a phone, Chromium is a mobile browser (touch, viewport, user agent, a dense
 * screen); Firefox has the screen and density, but no touch or mobile mode in Playwright, so it is clicked.
 */
export function contextOptions(engine: Exclude<Engine, 'webkit'>, device: Device): BrowserContextOptions {
  if (device === 'desktop') return { viewport: SCREENS.desktop };
  const phone = { viewport: SCREENS.phone, screen: SCREENS.phone, deviceScaleFactor: 3 };
  return engine === 'chromium' ? { ...phone, isMobile: true, hasTouch: true, userAgent: PHONE_CHROME } : phone;
}

/**
 * The page paints prerendered HTML before its app runs, holding an early click until the app has hydrated
 * (features/early-taps.feature): checks act once the app marks itself interactive, so each sees its own answer.
 */
export async function untilInteractive(page: Page): Promise<void> {
  await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
}
