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
import { assertChromiumInstalled, launchOptions } from './browser';

const PORT = Number(process.env.ACCEPTANCE_PORT ?? 4175);
const BASE_URL = `http://127.0.0.1:${PORT}`;

setDefaultTimeout(20_000);

let server: PreviewServer;
let browser: Browser;

/** One server and one browser per run; each scenario gets a fresh context, so nothing leaks between them. */
BeforeAll(async function () {
  assertChromiumInstalled();
  server = await preview({ preview: { host: '127.0.0.1', port: PORT, strictPort: true }, logLevel: 'warn' });
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

  async open(path: string): Promise<void> {
    await this.page.goto(BASE_URL + path);
  }

  async openNewTab(): Promise<Page> {
    return this.context.newPage();
  }
}
setWorldConstructor(ShopperWorld);

Before(async function (this: ShopperWorld) {
  this.context = await browser.newContext({ baseURL: BASE_URL });
  await this.context.tracing.start({ screenshots: true, snapshots: true });
  this.page = await this.context.newPage();
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
