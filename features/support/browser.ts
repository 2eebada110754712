import { existsSync } from 'node:fs';

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
