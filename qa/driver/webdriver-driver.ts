/**
 * The driver seam over classic WebDriver, for WebKitGTK (Safari's engine), which Playwright cannot drive here:
 * webdriverio talks to a WebKitWebDriver of the worker's, which runs MiniBrowser on the worker's Xvfb display
 * (kept from one scenario to the next while they pass); or, given a grid's address (WEBDRIVER_URL), to a
 * Selenium Grid, which hands the session to a node with the engine (Chromium or WebKit here; real Safari on a
 * cloud grid). Elements are found in the page (in-page.ts) and acted on with WebDriver's real clicks and keys;
 * every action waits, finding its element again each time, until it is visible and enabled.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import getPort from 'get-port';
import { pageScript } from './page-script';
import type * as Webdriverio from 'webdriverio';
import {
  checkersSource,
  ACCESSIBILITY_FINDINGS,
  describe,
  type Box,
  type ConsoleListener,
  type Driver,
  type Tab,
  type Target,
} from './driver';
import type { WireTarget } from './in-page';
import { PROXY_SCHEME, StorefrontProxy } from './storefront-proxy';

type Session = Awaited<ReturnType<typeof Webdriverio.remote>>;

let loaded: Promise<typeof Webdriverio> | undefined;
/**
 * webdriverio, loaded with the first WebDriver session: every worker loads the steps, and a run that
 * drives Chromium or Firefox through Playwright never needs it (about a second of each process's start).
 */
const webdriverio = () => (loaded ??= import('webdriverio'));

/** The engines this driver reaches: WebKit's MiniBrowser here, and Chromium through a WebDriver grid. */
export type WebDriverEngine = 'webkit' | 'chromium';
/** What a session asks for, per engine: WebKit's MiniBrowser as Debian installs it, and any Chromium or Chrome. */
const BROWSERS = {
  webkit: {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': {
      binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      args: ['--automation'],
    },
  },
  chromium: {
    browserName: 'chrome',
    // The binary is the node's to name (its stereotype here): a grid elsewhere may run Google Chrome.
    'goog:chromeOptions': { args: ['--headless=new', '--no-sandbox', '--disable-gpu'] },
  },
};
/** W3C WebDriver's key for an element reference in a script's answer. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** MiniBrowser's toolbar and frame are far smaller than this, in either direction. */
const MAX_WINDOW_FRAME = 400;
/** No WebDriver command takes this long unless the browser has stopped answering. */
const COMMAND_TIMEOUT_MS = 15_000;
/**
 * A grid queues a new session until a node has a free slot, which on a busy runner outlasts one command. The
 * local grid (qa/grid.mjs) drops a request queued for 70 s itself, so no session starts after this gives up.
 */
const GRID_QUEUE_TIMEOUT_MS = 80_000;

/**
 * The worker's MiniBrowser kept from a scenario that passed, by page load strategy: one takes about a second of
 * processor to start, and its first page longer. The next scenario opens the storefront through a proxy on a port
 * this browser has never seen, a new origin, so no storage or service worker of an earlier scenario reaches it.
 */
const keptBrowsers = new Map<boolean, { session: Session; service: ChildProcess }>();

/** Ends the browsers kept for a next scenario: the worker has run its last. */
export async function endKeptBrowsers(): Promise<void> {
  const kept = [...keptBrowsers.values()];
  keptBrowsers.clear();
  await Promise.all(kept.map(({ session, service }) => endBrowser(session, service)));
}

async function endBrowser(session: Session, service: ChildProcess | undefined): Promise<void> {
  try {
    await session.deleteSession();
  } finally {
    service?.kill();
  }
}

const UNREGISTER_SERVICE_WORKERS = `const done = arguments[arguments.length - 1];
  (navigator.serviceWorker ? navigator.serviceWorker.getRegistrations() : Promise.resolve([]))
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .then(() => done(), () => done());`;

/**
 * Leaves the browser as a new one is: the scenario's alerts answered, its other windows closed, its cookies
 * (which belong to the host, whatever the port) deleted and its page left for a blank one, so nothing of it runs
 * on in the next scenario.
 */
async function emptied(browser: WebDriverBrowser): Promise<void> {
  const { session } = browser;
  const [first, ...others] = await session.getWindowHandles();
  for (const handle of others) await browser.inTab(handle, (inTab) => inTab.closeWindow());
  await session.switchToWindow(first!);
  await browser.acceptAlerts();
  await session.deleteAllCookies();
  await session.executeAsyncScript(UNREGISTER_SERVICE_WORKERS, []);
  await session.navigateTo('about:blank');
}

/** Key actions that press `keys` together and let go in reverse order: ['Shift', 'Tab'] is Shift+Tab. */
const chord = (keys: string[]) => [
  ...keys.map((value) => ({ type: 'keyDown', value })),
  ...keys.toReversed().map((value) => ({ type: 'keyUp', value })),
];

let inPageScript: Promise<string> | undefined;
/** in-page.ts with @testing-library/dom, as one script: built once per worker. */
function script(): Promise<string> {
  inPageScript ??= pageScript(new URL('./in-page.ts', import.meta.url), {
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.DEBUG_PRINT_LIMIT': 'undefined' },
  });
  return inPageScript;
}

const wire = (target: Target): WireTarget =>
  JSON.parse(
    JSON.stringify(target, (_, value: unknown) =>
      value instanceof RegExp ? { source: value.source, flags: value.flags } : value,
    ),
  ) as WireTarget;

/** Waits, with webdriverio's own wait, until `attempt` answers true; or fails naming `what` it waited for. */
function until(session: Session, attempt: () => Promise<boolean>, what: string, timeout = 10_000): Promise<void> {
  return session.waitUntil(attempt, { timeout, interval: 50, timeoutMsg: 'it never came' }).then(
    () => {},
    (error: Error) => {
      throw new Error(`Waited ${timeout / 1000} s for ${what}: ${error.message}`, { cause: error });
    },
  );
}

interface First {
  count: number;
  element?: Record<string, string>;
  visible?: boolean;
  enabled?: boolean;
}

class WebDriverTab implements Tab {
  constructor(
    protected readonly browser: WebDriverBrowser,
    readonly handle: string,
  ) {}

  /** Asks the page's copy of in-page.ts, injecting it first into a document that lacks it. */
  private ask<T>(method: string, ...args: (string | object)[]): Promise<T> {
    const call = `return window.storefrontDriver ? window.storefrontDriver.${method}(...arguments) : 'not injected'`;
    return this.browser.inTab(this.handle, async (session) => {
      let answer = await session.executeScript(call, args);
      if (answer === 'not injected') {
        await session.executeScript(await script(), []);
        answer = await session.executeScript(call, args);
      }
      return answer as T;
    });
  }

  async open(path: string) {
    await this.leavePage((session) => session.navigateTo(this.browser.baseUrl + path));
    await this.untilPage('the storefront to be interactive', 'document.querySelector("#root[data-interactive]")');
  }
  async openFile(path: string) {
    await this.leavePage((session) => session.navigateTo(this.browser.baseUrl + path));
    await this.untilPage('the file to be loaded', 'document.readyState === "complete"');
  }
  async openAtFirstPaint(path: string) {
    await this.leavePage((session) =>
      session.executeScript('location.assign(arguments[0])', [this.browser.baseUrl + path]),
    );
    await this.untilPage('the first paint', 'performance.getEntriesByName("first-contentful-paint").length > 0');
  }
  async reload() {
    await this.leavePage((session) => session.refresh());
    await this.untilPage('the storefront to be interactive', 'document.querySelector("#root[data-interactive]")');
  }
  /**
   * Marks the page before going: a browser that does not wait for loads (see WebDriverDriver.start) may still
   * show it when the next command runs, and its app was interactive too.
   */
  private async leavePage(go: (session: Session) => Promise<unknown>) {
    await this.browser.inTab(this.handle, (session) => session.executeScript('window.storefrontLeft = true', []));
    await this.browser.inTab(this.handle, go);
  }
  /** Waits until the page that replaced the one left shows `condition`. */
  private untilPage(what: string, condition: string) {
    const check = `return !window.storefrontLeft && Boolean(${condition})`;
    return until(
      this.browser.session,
      () => this.browser.inTab(this.handle, (session) => session.executeScript(check, []) as Promise<boolean>),
      what,
    );
  }
  async path() {
    return new URL(await this.browser.inTab(this.handle, (session) => session.getUrl())).pathname;
  }

  private act(target: Target, action: (session: Session, element: string) => Promise<unknown>) {
    return until(
      this.browser.session,
      async () => {
        const first = await this.ask<First>('first', wire(target));
        if (!first.element || !first.visible || !first.enabled) return false;
        await this.browser.inTab(this.handle, (session) => action(session, first.element![ELEMENT]!));
        return true;
      },
      `${describe(target)} to be visible and enabled`,
    );
  }
  /**
   * Brings the element to the middle of the window first, as a shopper scrolls to what they tap: WebDriver
   * scrolls only an element whose centre is off screen, so one just under the sticky header stayed there.
   */
  click(target: Target) {
    return this.act(target, async (session, element) => {
      await centre(session, element);
      await session.elementClick(element);
    });
  }
  doubleClick(target: Target) {
    return this.act(target, async (session, element) => {
      await centre(session, element);
      const press = [
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ];
      const origin = { [ELEMENT]: element };
      await session.performActions([
        { type: 'pointer', id: 'mouse', actions: [{ type: 'pointerMove', origin, x: 0, y: 0 }, ...press, ...press] },
      ]);
    });
  }
  type(target: Target, text: string) {
    return this.act(target, async (session, element) => {
      const { Key } = await webdriverio();
      await session.elementSendKeys(element, `${Key.Control}a`);
      await session.elementSendKeys(element, text === '' ? Key.Delete : text);
    });
  }
  scrollTo(target: Target) {
    return this.act(target, centre);
  }
  /** Presses `key`, by the name webdriverio's Key gives it ('Enter', 'Tab'), or keys together ('Shift+Tab'). */
  async press(key: string) {
    const { Key } = await webdriverio();
    const values = key.split('+').map((name) => {
      const value = (Key as Record<string, string>)[name];
      if (!value) throw new Error(`No WebDriver code for the key ${name}`);
      return value;
    });
    await this.keyActions(chord(values));
  }
  typeAtFocus(text: string) {
    return this.keyActions([...text].flatMap((character) => chord([character])));
  }
  private keyActions(actions: object[]) {
    return this.browser.inTab(this.handle, (session) =>
      session.performActions([{ type: 'key', id: 'keyboard', actions }]),
    );
  }

  async count(target: Target) {
    return (await this.ask<First>('first', wire(target))).count;
  }
  async text(target: Target) {
    return (await this.texts(target))[0];
  }
  texts(target: Target) {
    return this.ask<string[]>('texts', wire(target));
  }
  async property<T>(target: Target, name: string) {
    return (await this.ask<{ value: T } | null>('property', wire(target), name))?.value;
  }
  attribute(target: Target, name: string) {
    return this.ask<string | null | undefined>('attribute', wire(target), name);
  }
  boxes(target: Target) {
    return this.ask<Box[]>('boxes', wire(target));
  }
  async isVisible(target: Target) {
    return (await this.ask<First>('first', wire(target))).visible ?? false;
  }
  async isEnabled(target: Target) {
    return (await this.ask<First>('first', wire(target))).enabled ?? false;
  }
  async isFocused(target: Target) {
    return (await this.ask<{ focused: boolean }>('focus', wire(target))).focused;
  }
  async comesBeforeFocus(target: Target) {
    return (await this.ask<{ before: boolean }>('focus', wire(target))).before;
  }
  evaluate<T>(expression: string) {
    return this.browser.inTab(
      this.handle,
      (session) => session.executeScript(`return ${expression}`, []) as Promise<T>,
    );
  }
  async accessibilityViolations() {
    const source = await checkersSource();
    await this.browser.inTab(this.handle, (session) => session.executeScript(source, []));
    return this.evaluate<string[]>(ACCESSIBILITY_FINDINGS);
  }
  aim(): Promise<() => Promise<void>> {
    return cannot('act in two windows at once', '@needs-simultaneous-tabs');
  }
}

/** What classic WebDriver cannot do: the scenarios that need it carry the tag, and are skipped over it. */
const cannot = (what: string, tag: string) => Promise.reject(new Error(`WebDriver cannot ${what} (${tag}).`));

/** The session's tabs share one WebDriver session, which acts in one tab at a time. */
class WebDriverBrowser {
  private current: string;
  /** Alerts read and accepted so far, in order. */
  readonly shown: string[] = [];

  constructor(
    readonly session: Session,
    readonly baseUrl: string,
    first: string,
  ) {
    this.current = first;
  }

  /** Runs `command` in the tab `handle`; an alert that stops it is read, accepted and the command run again. */
  async inTab<T>(handle: string, command: (session: Session) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        if (this.current !== handle) {
          await this.session.switchToWindow(handle);
          this.current = handle;
        }
        return await command(this.session);
      } catch (error) {
        if (attempt >= 3 || !/unexpected alert open/i.test(String(error))) throw error;
        await this.acceptAlerts();
      }
    }
  }

  async acceptAlerts(): Promise<void> {
    for (;;) {
      try {
        this.shown.push(await this.session.getAlertText());
        await this.session.acceptAlert();
      } catch {
        return; // no alert open
      }
    }
  }
}

export class WebDriverDriver extends WebDriverTab implements Driver {
  private constructor(
    browser: WebDriverBrowser,
    handle: string,
    private readonly service: ChildProcess | undefined,
    private readonly proxy: StorefrontProxy,
    private readonly waitsForLoads: boolean,
    private readonly shared: boolean,
  ) {
    super(browser, handle);
  }

  /**
   * A browser for this scenario, which opens the storefront through a proxy of its own (storefront-proxy.ts):
   * WebKit's MiniBrowser from a WebKitWebDriver on a free port (it serves one session at a time), showing on
   * `display`, kept from the worker's last scenario if that passed and both are `shared`; or, given a WebDriver
   * `endpoint` (a Selenium Grid), whichever node of it has the engine. Only the outer window can be sized: the page gets that less
   * the toolbar. A browser that waits for loads (WebDriver's normal page load strategy) also waits before any
   * command while a page still loads: one that acts on a page whose scripts are held back must not.
   */
  static async start(
    storefront: string,
    where: { engine: WebDriverEngine; display?: string; endpoint?: URL },
    size: { width: number; height: number },
    heard: ConsoleListener,
    options: { waitForLoads: boolean; shared: boolean },
  ) {
    const proxy = await StorefrontProxy.start(storefront, heard);
    try {
      const kept = where.endpoint || !options.shared ? undefined : keptBrowsers.get(options.waitForLoads);
      if (kept) {
        keptBrowsers.delete(options.waitForLoads);
        const reused = await WebDriverDriver.reuse(kept, proxy, size, options);
        if (reused) return reused;
      }
      // One kept window on the worker's screen at a time: a kept window under a newer one has no focus, and
      // shows no focus ring when reused (a keyboard scenario after the other page load strategy's failed).
      if (options.shared && !where.endpoint) await endKeptBrowsers();
      // Now and then a MiniBrowser started here never answers its first command: a second one, started afresh,
      // does. A grid's session waits in its queue instead, so it gets one longer attempt.
      const launch = () => WebDriverDriver.launch(proxy, where, size, options);
      return await (where.endpoint ? launch() : launch().catch(launch));
    } catch (error) {
      await proxy.close();
      throw error;
    }
  }

  /** The kept browser for this scenario, at its size; undefined, and the browser ended, if it no longer answers. */
  private static async reuse(
    { session, service }: { session: Session; service: ChildProcess },
    proxy: StorefrontProxy,
    size: { width: number; height: number },
    { waitForLoads }: { waitForLoads: boolean },
  ) {
    try {
      const handle = await session.getWindowHandle();
      const browser = new WebDriverBrowser(session, proxy.url, handle);
      const driver = new WebDriverDriver(browser, handle, service, proxy, waitForLoads, true);
      await driver.resize(size);
      return driver;
    } catch {
      await endBrowser(session, service).catch(() => {});
      return undefined;
    }
  }

  private static async launch(
    proxy: StorefrontProxy,
    { engine, display, endpoint }: { engine: WebDriverEngine; display?: string; endpoint?: URL },
    size: { width: number; height: number },
    { waitForLoads, shared }: { waitForLoads: boolean; shared: boolean },
  ) {
    const port = endpoint ? undefined : await getPort({ host: '127.0.0.1' });
    const service =
      port === undefined
        ? undefined
        : spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
            stdio: 'ignore',
            env: { ...process.env, DISPLAY: display },
          });
    try {
      if (port !== undefined) await listening(`http://127.0.0.1:${port}/status`);
      const { remote } = await webdriverio();
      const session = await remote({
        ...(endpoint ? gridOptions(endpoint) : { hostname: '127.0.0.1', port }),
        logLevel: 'silent',
        // A command that has not answered in this time never will: fail it, once, rather than wait for the step's.
        connectionRetryTimeout: endpoint ? GRID_QUEUE_TIMEOUT_MS : COMMAND_TIMEOUT_MS,
        connectionRetryCount: 0,
        capabilities: {
          ...BROWSERS[engine],
          'wdio:enforceWebDriverClassic': true,
          pageLoadStrategy: waitForLoads ? 'normal' : 'none',
          // An alert stops the next command, which reads and accepts it (WebDriverBrowser.inTab).
          unhandledPromptBehavior: 'ignore',
          // The proxy's own certificate, where it serves HTTPS (PROXY_SCHEME).
          acceptInsecureCerts: PROXY_SCHEME === 'https',
        } as WebdriverIO.Capabilities,
      });
      session.options.connectionRetryTimeout = COMMAND_TIMEOUT_MS; // the queue is behind us: commands as above
      const handle = await session.getWindowHandle();
      const browser = new WebDriverBrowser(session, proxy.url, handle);
      const driver = new WebDriverDriver(browser, handle, service, proxy, waitForLoads, shared);
      await driver.resize(size);
      return driver;
    } catch (error) {
      service?.kill();
      throw error;
    }
  }

  /** The browser's version, as its driver (or the grid's node) says it. */
  get version(): string | undefined {
    return (this.browser.session.capabilities as { browserVersion?: string }).browserVersion;
  }
  async alerts() {
    await this.browser.acceptAlerts();
    return [...this.browser.shown];
  }
  /** A second window rather than a tab: MiniBrowser leaves a background tab's elements impossible to click. */
  async openSecondTab(path: string) {
    const { handle } = await this.browser.session.createWindow('window');
    const tab = new WebDriverTab(this.browser, handle);
    await tab.open(path);
    return tab;
  }
  async addInitScript(script: string) {
    this.proxy.addInitScript(script);
  }
  async holdRequests(pattern: RegExp, until: Promise<void>) {
    return { held: this.proxy.hold(pattern, until) };
  }
  async failRequests(pattern: RegExp) {
    this.proxy.fail(pattern);
  }
  /** Its proxy sees the storefront's own requests only: scenarios that need more are tagged @needs-network-control. */
  answerRequests(pattern: RegExp): Promise<void> {
    return Promise.reject(
      new Error(`WebDriver cannot answer requests to ${pattern} from other servers than the storefront`),
    );
  }
  /**
   * The storefront's requests, the service worker's included, fail as on a lost connection: its proxy drops them.
   * The browser itself still reports itself online, which classic WebDriver cannot change: scenarios that need its
   * `offline` events or `navigator.onLine` are tagged @needs-network-control.
   */
  async setOffline(offline: boolean) {
    this.proxy.setOffline(offline);
  }
  watchRequests(): Promise<void> {
    return cannot("see the provider's requests", '@needs-network-control');
  }
  installClock(): Promise<void> {
    return cannot("keep every tab's timers on one clock across page loads", '@needs-clock');
  }
  pauseClockAt(): Promise<void> {
    return this.installClock();
  }
  preferReducedMotion(): Promise<void> {
    return cannot('emulate media features', '@needs-media-emulation');
  }
  /**
   * Only the outer window can be sized: it grows by MiniBrowser's toolbar and frame, so the page gets `size`.
   * Window and page follow a new size a moment later, and a second size asked meanwhile may land first: so
   * the window is asked again until the page has the size, each time with the frame measured from the latest
   * window and page that agree. MiniBrowser keeps its window wide enough for its toolbar (447 px under Xvfb
   * here), so a phone's page is that wide in WebKit rather than 390 px.
   */
  async resize(size: { width: number; height: number }) {
    const { session } = this.browser;
    const measure = async () => {
      const [width, height] = await this.evaluate<number[]>('[innerWidth, innerHeight]');
      const window = await session.getWindowRect();
      const frame = { width: window.width - width!, height: window.height - height! };
      const agree = [frame.width, frame.height].every((extra) => extra >= 0 && extra < MAX_WINDOW_FRAME);
      return { page: { width: width!, height: height! }, window, frame: agree ? frame : undefined };
    };
    let frame = (await measure()).frame ?? { width: 0, height: 0 };
    await until(
      session,
      async () => {
        const outer = { width: size.width + frame.width, height: size.height + frame.height };
        await session.setWindowRect(null, null, outer.width, outer.height);
        const now = await measure();
        const narrowest = now.window.width > outer.width && now.frame !== undefined;
        if (now.page.height === size.height && (now.page.width === size.width || narrowest)) return true;
        frame = now.frame ?? frame;
        return false;
      },
      `the page to be ${size.width}×${size.height}`,
    );
  }
  async screenshot() {
    return Buffer.from(await this.browser.session.takeScreenshot(), 'base64');
  }
  /** A shared local MiniBrowser whose scenario passed is kept, emptied, for the worker's next; a grid's is not. */
  async close({ reusable }: { reusable: boolean } = { reusable: false }) {
    const { session } = this.browser;
    try {
      if (reusable && this.shared && this.service && !keptBrowsers.has(this.waitsForLoads)) {
        const kept = await emptied(this.browser).then(
          () => true,
          () => false,
        );
        if (kept) return void keptBrowsers.set(this.waitsForLoads, { session, service: this.service });
      }
      await endBrowser(session, this.service);
    } finally {
      await this.proxy.close();
    }
  }
}

/** Waits for a WebKitWebDriver just started to answer at `status`: there is no session to wait with yet. */
async function listening(status: string): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(50)) {
    if (
      await fetch(status).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
  }
  throw new Error(`WebKitWebDriver did not answer at ${status} within 10 s`);
}

function centre(session: Session, element: string) {
  return session.executeScript('arguments[0].scrollIntoView({ block: "center" })', [{ [ELEMENT]: element }]);
}

/** Where a grid's address points webdriverio: its port by default for the scheme, and a cloud grid's user and key. */
function gridOptions(grid: URL) {
  const protocol = grid.protocol.slice(0, -1);
  return {
    protocol,
    hostname: grid.hostname,
    port: grid.port ? Number(grid.port) : protocol === 'https' ? 443 : 80,
    path: grid.pathname,
    ...(grid.username ? { user: decodeURIComponent(grid.username), key: decodeURIComponent(grid.password) } : {}),
  };
}
