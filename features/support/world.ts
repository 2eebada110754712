import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  After,
  AfterAll,
  Before,
  BeforeAll,
  Status,
  World,
  setDefaultTimeout,
  setWorldConstructor,
} from '@cucumber/cucumber';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { emulatorUrl, resetAccounts } from '../../tests/support/auth-emulator';
import { assertChromiumInstalled, launchOptions, SCREENS, untilInteractive } from './browser';

const PORT = Number(process.env.ACCEPTANCE_PORT ?? 4175);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** `fake` (offline) or `firebase` (the Auth emulator); set by scripts/acceptance.mjs. */
export const PROFILE = process.env.ACCEPTANCE_PROFILE ?? 'fake';
const DIST = process.env.ACCEPTANCE_DIST ?? 'dist';

setDefaultTimeout(20_000);

let server: PreviewServer;
let browser: Browser;

/** One server and one browser per run; each scenario gets a fresh context, so nothing leaks between them. */
BeforeAll(async function () {
  assertChromiumInstalled();
  if (PROFILE === 'firebase') await assertBuildUsesEmulator(DIST);
  server = await preview({
    build: { outDir: DIST },
    preview: { host: '127.0.0.1', port: PORT, strictPort: true },
    logLevel: 'warn',
  });
  browser = await chromium.launch(launchOptions);
});

AfterAll(async function () {
  await browser?.close();
  await server?.close();
});

export class ShopperWorld extends World {
  context!: BrowserContext;
  page!: Page;
  /** Every browser alert the storefront showed, in order. */
  readonly alerts: string[] = [];
  /** Every warning the storefront wrote to the console, in order. */
  readonly warnings: string[] = [];
  /** Where the header's parts were before a step changed the page, to compare with after. */
  headerLayout: unknown;

  async open(path: string): Promise<void> {
    // Steps wait for what they need; waiting for every image's load event would only slow them.
    await this.page.goto(BASE_URL + path, { waitUntil: 'domcontentloaded' });
    await untilInteractive(this.page);
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'domcontentloaded' });
    await untilInteractive(this.page);
  }

  private extraTab: Page | undefined;

  /** Another tab of the same browser, sharing this shopper's storage. */
  async openSecondTab(path: string): Promise<void> {
    this.extraTab = await this.context.newPage();
    await this.extraTab.goto(BASE_URL + path, { waitUntil: 'domcontentloaded' });
    await untilInteractive(this.extraTab);
  }

  secondTab(): Page {
    if (!this.extraTab) throw new Error('No second tab: open one first.');
    return this.extraTab;
  }
}
setWorldConstructor(ShopperWorld);

Before(async function (this: ShopperWorld) {
  // Every scenario starts with no accounts: the fake's live in the fresh context, the emulator's are wiped.
  if (PROFILE === 'firebase') await resetAccounts();
  // A fixed desktop viewport, so layout-dependent checks (rows of cards) read the same everywhere.
  this.context = await browser.newContext({ baseURL: BASE_URL, viewport: SCREENS.desktop });
  await this.context.tracing.start({ screenshots: true, snapshots: true });
  this.page = await this.context.newPage();
  this.page.on('console', (message) => {
    if (message.type() === 'warning') this.warnings.push(message.text());
  });
  this.page.on('dialog', (dialog) => {
    this.alerts.push(dialog.message());
    void dialog.accept();
  });
});

After(async function (this: ShopperWorld, { result, pickle }) {
  if (result?.status === Status.FAILED) {
    this.attach(await this.page.screenshot({ fullPage: true }), 'image/png');
    const trace = `reports/traces/${pickle.name.replace(/\W+/g, '-')}.zip`;
    await this.context.tracing.stop({ path: trace });
    this.attach(`Playwright trace: ${trace} (open with: npx playwright show-trace ${trace})`, 'text/plain');
  } else {
    await this.context.tracing.stop();
  }
  await this.context.close();
});

/** A firebase-profile run against a build wired to the fake would pass and prove nothing: refuse it. */
async function assertBuildUsesEmulator(dist: string): Promise<void> {
  const assets = join(dist, 'assets');
  const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  const texts = await Promise.all(scripts.map((file) => readFile(join(assets, file), 'utf8')));
  if (!texts.some((text) => text.includes(emulatorUrl))) {
    throw new Error(`${dist} is not wired to the Auth emulator at ${emulatorUrl}: build it with --mode emulator.`);
  }
}
