/** The driver seam over Playwright, for Chromium and Firefox: a Target becomes a getByRole or getByLabel locator. */
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page, Request } from 'playwright-core';
import type { Disposable } from 'playwright-core';
import { untilInteractive } from '../harness/browser';
import { checkersSource, ACCESSIBILITY_FINDINGS, describe } from './driver';
import type { Box, ConsoleListener, Driver, Tab, Target } from './driver';

type AriaRole = Parameters<Page['getByRole']>[0];

/** The Playwright locator of `target`; `has` is built from the page, as Playwright's filter wants. */
function locate(page: Page, target: Target): Locator {
  const scope: Page | Locator = target.within ? locate(page, target.within).first() : page;
  const found =
    target.by === 'role'
      ? scope.getByRole(target.role as AriaRole, { name: target.name, exact: target.exact, level: target.level })
      : target.by === 'label'
        ? scope.getByLabel(target.label)
        : scope.getByText(target.text);
  return target.has ? found.filter({ has: locate(page, target.has) }) : found;
}

class PlaywrightTab implements Tab {
  constructor(
    readonly page: Page,
    protected readonly baseUrl: string,
    /** The screen takes touch (a phone in Chromium): clicks are taps. */
    protected readonly touch: boolean,
  ) {}

  async open(path: string) {
    // Steps wait for what they need; waiting for every image's load event would only slow them.
    await this.page.goto(this.baseUrl + path, { waitUntil: 'domcontentloaded' });
    await untilInteractive(this.page);
  }
  openFile = async (path: string) => void (await this.page.goto(this.baseUrl + path));
  async openAtFirstPaint(path: string) {
    await this.page.goto(this.baseUrl + path, { waitUntil: 'commit' });
    await this.page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  }
  async reload() {
    await this.page.reload({ waitUntil: 'domcontentloaded' });
    await untilInteractive(this.page);
  }
  path = async () => new URL(this.page.url()).pathname;

  async click(target: Target) {
    const element = locate(this.page, target).first();
    await (this.touch ? element.tap() : element.click());
  }
  doubleClick = (target: Target) => locate(this.page, target).first().dblclick();
  async type(target: Target, text: string) {
    // Not fill(): in Firefox it sets the text without the input events React listens to.
    const field = locate(this.page, target).first();
    await field.press('ControlOrMeta+A');
    await (text === '' ? field.press('Delete') : field.pressSequentially(text));
  }
  scrollTo = (target: Target) => locate(this.page, target).first().scrollIntoViewIfNeeded();
  press = (key: string) => this.page.keyboard.press(key);
  typeAtFocus = (text: string) => this.page.keyboard.type(text);

  count = (target: Target) => locate(this.page, target).count();
  text = async (target: Target) => (await this.texts(target))[0];
  texts = async (target: Target) =>
    (await locate(this.page, target).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  // A read of the first match evaluates all, in one call: a locator's first() would wait for one.
  property<T>(target: Target, name: string) {
    const read = ([node]: Element[], key: string) => (node as unknown as Record<string, T> | undefined)?.[key];
    return locate(this.page, target).evaluateAll(read, name);
  }
  attribute = (target: Target, name: string) =>
    locate(this.page, target).evaluateAll(([node], key) => node?.getAttribute(key), name);
  boxes = (target: Target): Promise<Box[]> =>
    locate(this.page, target).evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON()));
  isVisible = (target: Target) => locate(this.page, target).first().isVisible(); // at once: false when none matches
  async isEnabled(target: Target) {
    const found = locate(this.page, target);
    return (await found.count()) > 0 && found.first().isEnabled();
  }
  isFocused = (target: Target) => locate(this.page, target).evaluateAll(([node]) => node === document.activeElement);
  comesBeforeFocus(target: Target) {
    const before = ([node]: Element[]) =>
      node !== undefined && ((document.activeElement?.compareDocumentPosition(node) ?? 0) & 2) > 0;
    return locate(this.page, target).evaluateAll(before); // 2: Node.DOCUMENT_POSITION_PRECEDING
  }
  evaluate = <T>(expression: string) => this.page.evaluate(expression) as Promise<T>;
  async accessibilityViolations() {
    await this.page.evaluate(await checkersSource());
    return this.evaluate<string[]>(ACCESSIBILITY_FINDINGS);
  }
  async aim(target: Target) {
    const box = await locate(this.page, target).first().boundingBox();
    if (!box) throw new Error(`${describe(target)} is not on screen`);
    return () => this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
}

/** What Playwright itself logs in a page whose service worker it blocks (scenario-browser.ts): not the storefront's. */
const PLAYWRIGHTS_OWN = 'Service Worker registration blocked by Playwright';

/** Longest a Playwright action waits; below the step's limit, so a step that waits too long names its locator. */
const ACTION_TIMEOUT_MS = 10_000;

/**
 * The tab of the worker's last scenario that passed, its storage emptied (see close): the next scenario opens the
 * storefront in a page that has had it before, where a new one would start its processes again.
 */
let kept: { context: BrowserContext; page: Page } | undefined;

/** Empties the origin's storage; true once it is all empty. */
const EMPTY_STORAGE = `(async () => {
  localStorage.clear();
  sessionStorage.clear();
  const deleted = (name) => new Promise((done) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = done;
  });
  await Promise.all((await indexedDB.databases()).map(({ name }) => deleted(name)));
  await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  return localStorage.length === 0 && sessionStorage.length === 0 &&
    (await indexedDB.databases()).length === 0 && (await caches.keys()).length === 0;
})()`;

export class PlaywrightDriver extends PlaywrightTab implements Driver {
  private readonly shown: string[] = [];
  private readonly initScripts: Disposable[] = [];
  /** Whether the next scenario may have this tab: not one with a service worker or a clock, which stay. */
  private keepable: boolean;

  private constructor(
    private readonly context: BrowserContext,
    page: Page,
    storefront: string,
    heard: ConsoleListener,
    private readonly options: BrowserContextOptions,
  ) {
    super(page, storefront, options.hasTouch === true);
    this.keepable = options.serviceWorkers !== 'allow';
    // Every tab's console, the second's too; the first tab's alerts.
    context.on('console', (message) => {
      const type = message.type();
      if ((type === 'warning' || type === 'error') && message.text() !== PLAYWRIGHTS_OWN) heard(type, message.text());
    });
    context.on('weberror', (webError) => heard('error', webError.error().stack ?? webError.error().message));
    page.on('dialog', (dialog) => {
      this.shown.push(dialog.message());
      // The scenario may close its browser before the accept lands: an alert of a closed page needs no answer.
      dialog.accept().catch(() => {});
    });
  }

  /** A scenario's browser: the kept tab, or a new context of the worker's `browser` with the device's `options`. */
  static async start(browser: Browser, storefront: string, heard: ConsoleListener, options: BrowserContextOptions) {
    if (kept && options.serviceWorkers !== 'allow') {
      const { context, page } = kept;
      kept = undefined;
      return new PlaywrightDriver(context, page, storefront, heard, options);
    }
    const context = await browser.newContext(options);
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    return new PlaywrightDriver(context, await context.newPage(), storefront, heard, options);
  }

  alerts = async () => [...this.shown];
  async openSecondTab(path: string) {
    const tab = new PlaywrightTab(await this.context.newPage(), this.baseUrl, this.touch);
    await tab.open(path);
    return tab;
  }
  addInitScript = async (script: string) => void this.initScripts.push(await this.context.addInitScript(script));
  async holdRequests(pattern: RegExp, until: Promise<void>) {
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    await this.context.route(pattern, async (route) => {
      holding();
      // As on a slow network, a page the shopper leaves stops its downloads (Playwright would keep holding them).
      const page = route.request().frame().page();
      const leaving = (request: Request) => request.isNavigationRequest() && request.frame() === page.mainFrame();
      const left = page.waitForRequest(leaving, { timeout: 0 }).catch(() => {}); // or closed
      const released = await Promise.race([until.then(() => true), left.then(() => false)]);
      await (released ? route.continue() : route.abort('aborted')).catch(() => {});
    });
    return { held };
  }
  failRequests = (pattern: RegExp) => this.context.route(pattern, (route) => route.abort('internetdisconnected'));
  async answerRequests(pattern: RegExp, { status, json: body }: { status: number; json: string }) {
    await this.context.route(pattern, (route) => route.fulfill({ status, contentType: 'application/json', body }));
  }
  setOffline = (offline: boolean) => this.context.setOffline(offline);
  installClock() {
    this.keepable = false;
    return this.context.clock.install();
  }
  pauseClockAt = (time: number) => this.context.clock.pauseAt(time);
  preferReducedMotion = () => this.page.emulateMedia({ reducedMotion: 'reduce' });
  async watchRequests(pattern: RegExp, { answered, failed }: Parameters<Driver['watchRequests']>[1]) {
    if (failed) this.context.on('requestfailed', (request) => pattern.test(request.url()) && failed());
    if (!answered) return;
    this.context.on('response', async (response) => {
      if (!response.ok() || !pattern.test(response.url())) return;
      const json: unknown = await response.json();
      const page = response.frame().page();
      answered(json, await page.evaluate(() => Date.now()));
    });
  }
  resize = (size: { width: number; height: number }) => this.page.setViewportSize(size);
  screenshot = () => this.page.screenshot({ fullPage: true });
  async close(passed = false) {
    // A route outlives its closed context in Firefox (WebDriver BiDi's intercept stays with the browser): later
    // contexts' service workers then answered no page (NS_ERROR_OFFLINE).
    await this.context.unrouteAll({ behavior: 'ignoreErrors' });
    if (passed && this.keepable && !kept && (await this.emptied().catch(() => false))) {
      kept = { context: this.context, page: this.page };
      return;
    }
    await this.context.close();
  }

  /** Undoes what a scenario may change but a clock and a service worker, and says whether the storage is empty. */
  private async emptied() {
    for (const event of ['console', 'weberror', 'requestfailed', 'response']) this.context.removeAllListeners(event);
    this.page.removeAllListeners('dialog');
    for (const page of this.context.pages()) if (page !== this.page) await page.close();
    for (const script of this.initScripts) await script.dispose();
    await this.context.setOffline(false);
    await this.page.emulateMedia({ reducedMotion: null });
    await this.page.setViewportSize(this.options.viewport!);
    await this.page.mouse.move(0, 0); // nothing of the next page under a pointer left where this one's was
    // A page of the storefront's origin with no script, whose storage is the scenario's.
    await this.page.goto(`${this.baseUrl}/robots.txt`);
    await this.context.clearCookies();
    return this.page.evaluate<boolean>(EMPTY_STORAGE);
  }
}
