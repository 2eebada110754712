/** The driver seam over Playwright, for Chromium and Firefox: a Target becomes a getByRole or getByLabel locator. */
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { untilInteractive } from '../../harness/browser';
import {
  axeSource,
  AXE_VIOLATIONS,
  describe,
  type Box,
  type ConsoleListener,
  type Driver,
  type Tab,
  type Target,
} from './driver';

/** The Playwright locator of `target`; `has` is built from the page, as Playwright's filter wants. */
function locate(page: Page, target: Target): Locator {
  const scope: Page | Locator = target.within ? locate(page, target.within).first() : page;
  const found =
    target.by === 'role'
      ? scope.getByRole(target.role as Parameters<Page['getByRole']>[0], {
          name: target.name,
          exact: target.exact,
          level: target.level,
        })
      : target.by === 'label'
        ? scope.getByLabel(target.label, { exact: target.exact })
        : scope.getByText(target.text, { exact: target.exact });
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
  async openFile(path: string) {
    await this.page.goto(this.baseUrl + path);
  }
  async openAtFirstPaint(path: string) {
    await this.page.goto(this.baseUrl + path, { waitUntil: 'commit' });
    await this.page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  }
  async reload() {
    await this.page.reload({ waitUntil: 'domcontentloaded' });
    await untilInteractive(this.page);
  }
  async path() {
    return new URL(this.page.url()).pathname;
  }

  /** A tap where the screen takes touch (a phone in Chromium), else a mouse click. */
  async click(target: Target) {
    const element = locate(this.page, target).first();
    await (this.touch ? element.tap() : element.click());
  }
  async doubleClick(target: Target) {
    await locate(this.page, target).first().dblclick();
  }
  async type(target: Target, text: string) {
    // Not fill(): in Firefox it sets the text without the input events React listens to.
    const field = locate(this.page, target).first();
    await field.press('ControlOrMeta+A');
    await (text === '' ? field.press('Delete') : field.pressSequentially(text));
  }
  async scrollTo(target: Target) {
    await locate(this.page, target).first().scrollIntoViewIfNeeded();
  }
  async press(key: string) {
    await this.page.keyboard.press(key);
  }
  async typeAtFocus(text: string) {
    await this.page.keyboard.type(text);
  }

  count(target: Target) {
    return locate(this.page, target).count();
  }
  async text(target: Target) {
    return (await this.texts(target))[0];
  }
  async texts(target: Target) {
    return (await locate(this.page, target).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  }
  private async first(target: Target): Promise<Locator | undefined> {
    const found = locate(this.page, target);
    return (await found.count()) > 0 ? found.first() : undefined;
  }
  async property<T>(target: Target, name: string) {
    const element = await this.first(target);
    return element?.evaluate((node, key) => (node as unknown as Record<string, T>)[key], name);
  }
  async attribute(target: Target, name: string) {
    return (await this.first(target))?.getAttribute(name);
  }
  title() {
    return this.page.title();
  }
  meta(name: string) {
    return this.page
      .locator(`meta[name="${name}"]`)
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content') ?? ''));
  }
  async boxes(target: Target): Promise<Box[]> {
    return locate(this.page, target).evaluateAll((nodes) =>
      nodes.map((node) => {
        const { x, y, width, height } = node.getBoundingClientRect();
        return { x, y, width, height };
      }),
    );
  }
  async isVisible(target: Target) {
    return (await this.first(target))?.isVisible() ?? false;
  }
  async isEnabled(target: Target) {
    return (await this.first(target))?.isEnabled() ?? false;
  }
  async isFocused(target: Target) {
    return (await (await this.first(target))?.evaluate((element) => element === document.activeElement)) ?? false;
  }
  async comesBeforeFocus(target: Target) {
    const element = await this.first(target);
    // 2 is Node.DOCUMENT_POSITION_PRECEDING: the element comes before what has the focus.
    const before = (node: Node) => Boolean((document.activeElement?.compareDocumentPosition(node) ?? 0) & 2);
    return (await element?.evaluate(before)) ?? false;
  }
  evaluate<T>(expression: string) {
    return this.page.evaluate(expression) as Promise<T>;
  }
  async accessibilityViolations() {
    await this.page.evaluate(await axeSource());
    return this.evaluate<string[]>(AXE_VIOLATIONS);
  }
  async aim(target: Target) {
    const box = await locate(this.page, target).first().boundingBox();
    if (!box) throw new Error(`${describe(target)} is not on screen`);
    return () => this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
}

/** What Playwright itself logs in a page whose service worker it blocks (scenario-browser.ts): not the storefront's. */
const PLAYWRIGHTS_OWN = 'Service Worker registration blocked by Playwright';

export class PlaywrightDriver extends PlaywrightTab implements Driver {
  constructor(
    private readonly context: BrowserContext,
    page: Page,
    baseUrl: string,
    private readonly shown: readonly string[],
    touch: boolean,
    heard: ConsoleListener,
    /** Whether the context traces (support/scenario-browser.ts), from its start until the trace is saved or dropped. */
    private tracing: boolean,
  ) {
    super(page, baseUrl, touch);
    // Every tab's, the second's too.
    context.on('console', (message) => {
      const type = message.type();
      if ((type === 'warning' || type === 'error') && message.text() !== PLAYWRIGHTS_OWN) heard(type, message.text());
    });
    context.on('weberror', (error) => heard('error', error.error().stack ?? error.error().message));
  }

  async alerts() {
    return [...this.shown];
  }
  async openSecondTab(path: string) {
    const tab = new PlaywrightTab(await this.context.newPage(), this.baseUrl, this.touch);
    await tab.open(path);
    return tab;
  }
  async addInitScript(script: string) {
    await this.context.addInitScript(script);
  }
  async holdRequests(pattern: RegExp, until: Promise<void>) {
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    await this.context.route(pattern, async (route) => {
      holding();
      // As on a slow network, a page the shopper leaves stops its downloads (Playwright would keep holding them).
      const page = route.request().frame().page();
      let leaving!: (request: Request) => void;
      const left = new Promise<'left'>((resolve) => {
        leaving = (request) => {
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) resolve('left');
        };
        page.on('request', leaving);
      });
      const outcome = await Promise.race([until.then(() => 'released' as const), left]);
      page.off('request', leaving);
      await (outcome === 'left' ? route.abort('aborted') : route.continue()).catch(() => {});
    });
    return { held };
  }
  async failRequests(pattern: RegExp) {
    await this.context.route(pattern, (route) => route.abort('internetdisconnected'));
  }
  async answerRequests(pattern: RegExp, { status, json }: { status: number; json: string }) {
    await this.context.route(pattern, (route) =>
      route.fulfill({ status, contentType: 'application/json', body: json }),
    );
  }
  setOffline(offline: boolean) {
    return this.context.setOffline(offline);
  }
  installClock() {
    return this.context.clock.install();
  }
  pauseClockAt(time: number) {
    return this.context.clock.pauseAt(time);
  }
  preferReducedMotion() {
    return this.page.emulateMedia({ reducedMotion: 'reduce' });
  }
  async watchRequests(
    pattern: RegExp,
    { answered, failed }: { answered?: (json: unknown, pageTime: number) => void; failed?: () => void },
  ) {
    if (failed) this.context.on('requestfailed', (request) => pattern.test(request.url()) && failed());
    if (!answered) return;
    this.context.on('response', async (response) => {
      if (!response.ok() || !pattern.test(response.url())) return;
      const json: unknown = await response.json();
      answered(
        json,
        await response
          .frame()
          .page()
          .evaluate(() => Date.now()),
      );
    });
  }
  async saveTrace(path: string) {
    if (!this.tracing) return false;
    this.tracing = false;
    await this.context.tracing.stop({ path });
    return true;
  }
  async resize(size: { width: number; height: number }) {
    await this.page.setViewportSize(size);
  }
  screenshot() {
    return this.page.screenshot({ fullPage: true });
  }
  async close() {
    // A route outlives its closed context in Firefox (WebDriver BiDi's network intercept stays with the browser):
    // after a scenario that held or failed requests, no later context's service worker answered a page with the
    // network gone (NS_ERROR_OFFLINE). Removed first, the browser's next scenarios start with none.
    await this.context.unrouteAll({ behavior: 'ignoreErrors' });
    if (this.tracing) await this.context.tracing.stop();
    await this.context.close();
  }
}
