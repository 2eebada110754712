// The driver seam over classic WebDriver, for WebKitGTK, which Playwright cannot drive here: the worker's MiniBrowser
// on its Xvfb display, or a Selenium Grid's node (WEBDRIVER_URL). Elements are found in the page (in-page.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import getPort from 'get-port';
import { pageScript } from './page-script';
import type * as Webdriverio from 'webdriverio';
import { checkersSource, ACCESSIBILITY_FINDINGS, describe } from './driver';
import type { Box, ConsoleListener, Driver, Tab, Target } from './driver';
import { PROXY_SCHEME, StorefrontProxy } from './storefront-proxy';

type Session = Awaited<ReturnType<typeof Webdriverio.remote>>;
type Size = { width: number; height: number };
type Where = { engine: keyof typeof BROWSERS; display?: string; endpoint?: URL };

/** Loaded with the first session: a run through Playwright never needs it (about a second of each process's start). */
const webdriverio = () => import('webdriverio');

/** WebKit's MiniBrowser as Debian installs it. */
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** What a session asks for: the MiniBrowser here, and any Chromium or Chrome of a grid. */
const BROWSERS = {
  webkit: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
  // The binary is the node's to name (its stereotype here): a grid elsewhere may run Google Chrome.
  chromium: {
    browserName: 'chrome',
    'goog:chromeOptions': { args: ['--headless=new', '--no-sandbox', '--disable-gpu'] },
  },
};
/** W3C WebDriver's key for an element reference in a script's answer. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** MiniBrowser's toolbar and frame are far smaller than this, in either direction. */
const MAX_WINDOW_FRAME = 400;
/** No WebDriver command takes this long unless the browser has stopped answering. */
const COMMAND_TIMEOUT_MS = 15_000;
/** A grid queues a new session until a node is free; qa/grid.mjs drops one queued 70 s, before this gives up. */
const GRID_QUEUE_TIMEOUT_MS = 80_000;

let inPageScript: Promise<string> | undefined;
/** in-page.ts with @testing-library/dom, as one script: built once per worker. */
const script = () =>
  (inPageScript ??= pageScript(new URL('./in-page.ts', import.meta.url), {
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.DEBUG_PRINT_LIMIT': 'undefined' },
  }));

const regExpAsSource = (_: string, value: unknown) =>
  value instanceof RegExp ? { source: value.source, flags: value.flags } : value;
const wire = (target: Target): object => JSON.parse(JSON.stringify(target, regExpAsSource));

async function until(session: Session, attempt: () => Promise<boolean>, what: string, timeout = 10_000) {
  await session.waitUntil(attempt, { timeout, interval: 50, timeoutMsg: 'it never came' }).catch((error: Error) => {
    throw new Error(`Waited ${timeout / 1000} s for ${what}: ${error.message}`, { cause: error });
  });
}

const READY = {
  interactive: { what: 'the storefront to be interactive', shows: 'document.querySelector("#root[data-interactive]")' },
  loaded: { what: 'the file to be loaded', shows: 'document.readyState === "complete"' },
  painted: { what: 'the first paint', shows: 'performance.getEntriesByName("first-contentful-paint").length > 0' },
};
type First = { count: number; element?: Record<string, string> } & Partial<Record<FirstFlag, boolean>>;
type FirstFlag = 'visible' | 'enabled' | 'focused' | 'before';

/** What a session's tabs share: its one WebDriver session, which acts in one tab at a time, and the alerts read. */
type Browser = { session: Session; proxy: StorefrontProxy; service?: ChildProcess; current: string; shown: string[] };

async function acceptAlerts({ session, shown }: Browser): Promise<void> {
  for (;;) {
    try {
      shown.push(await session.getAlertText());
      await session.acceptAlert();
    } catch {
      return; // no alert open
    }
  }
}

class WebDriverTab implements Tab {
  constructor(
    protected readonly browser: Browser,
    readonly handle: string,
  ) {}

  /** Runs `command` in this tab; an alert that stops it is read, accepted and the command run again. */
  async inTab<T>(command: (session: Session) => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        if (this.browser.current !== this.handle) {
          await this.browser.session.switchToWindow(this.handle);
          this.browser.current = this.handle;
        }
        return await command(this.browser.session);
      } catch (error) {
        if (attempt >= 3 || !/unexpected alert open/i.test(String(error))) throw error;
        await acceptAlerts(this.browser);
      }
    }
  }

  private run = <T>(script: string) => this.inTab((session) => session.executeScript(script, []) as Promise<T>);
  /** Asks the page's copy of in-page.ts, injecting it first into a document that lacks it. */
  private ask<T>(method: string, target: Target, ...more: string[]): Promise<T> {
    const call = `return window.storefrontDriver ? window.storefrontDriver.${method}(...arguments) : 'not injected'`;
    const args = [wire(target), ...more];
    return this.inTab(async (session) => {
      let answer = await session.executeScript(call, args);
      if (answer === 'not injected') {
        await session.executeScript(await script(), []);
        answer = await session.executeScript(call, args);
      }
      return answer as T;
    });
  }

  private first = async <K extends keyof First>(target: Target, key: K, none: NonNullable<First[K]>) =>
    (await this.ask<First>('first', target))[key] ?? none;

  open = (path: string) => this.go('interactive', (session) => session.navigateTo(this.browser.proxy.url + path));
  openFile = (path: string) => this.go('loaded', (session) => session.navigateTo(this.browser.proxy.url + path));
  openAtFirstPaint(path: string) {
    const url = this.browser.proxy.url + path;
    return this.go('painted', (session) => session.executeScript('location.assign(arguments[0])', [url]));
  }
  reload = () => this.go('interactive', (session) => session.refresh());
  // Marks the page before going: a browser that does not wait for loads (see WebDriverDriver.start) may still show
  // the old one, its app interactive too.
  private async go(ready: keyof typeof READY, navigate: (session: Session) => Promise<unknown>) {
    const { what, shows } = READY[ready];
    await this.run('window.storefrontLeft = true');
    await this.inTab(navigate);
    const check = `return !window.storefrontLeft && Boolean(${shows})`;
    await until(this.browser.session, () => this.run<boolean>(check), what);
  }
  path = async () => new URL(await this.inTab((session) => session.getUrl())).pathname;

  // Waits, finding the element again each time, until it is visible and enabled; then centres it, as a shopper
  // scrolls to what they tap: WebDriver scrolls only an element whose centre is off screen, so one just under the
  // sticky header stayed there.
  private act(target: Target, action: (session: Session, element: string) => Promise<unknown> = async () => {}) {
    const acted = async () => {
      const first = await this.ask<First>('first', target);
      if (!first.element || !first.visible || !first.enabled) return false;
      const element = first.element[ELEMENT]!;
      await this.inTab(async (session) => {
        await session.executeScript('arguments[0].scrollIntoView({ block: "center" })', [{ [ELEMENT]: element }]);
        await action(session, element);
      });
      return true;
    };
    return until(this.browser.session, acted, `${describe(target)} to be visible and enabled`);
  }
  click = (target: Target) => this.act(target, (session, element) => session.elementClick(element));
  doubleClick = (target: Target) =>
    this.act(target, async (session, element) => (await session.$({ [ELEMENT]: element })).doubleClick());
  type(target: Target, text: string) {
    return this.act(target, async (session, element) => {
      const { Key } = await webdriverio();
      await session.elementSendKeys(element, `${Key.Control}a`);
      await session.elementSendKeys(element, text === '' ? Key.Delete : text);
    });
  }
  scrollTo = (target: Target) => this.act(target);
  async press(key: string) {
    const { Key } = await webdriverio();
    const unknown = key.split('+').find((name) => !Object.hasOwn(Key, name));
    if (unknown) throw new Error(`No WebDriver code for the key ${unknown}`);
    await this.inTab((session) => session.keys(key.split('+')));
  }
  typeAtFocus(text: string) {
    const actions = [...text].flatMap((value) => ['keyDown', 'keyUp'].map((type) => ({ type, value })));
    return this.inTab((session) => session.performActions([{ type: 'key', id: 'keyboard', actions }]));
  }

  count = (target: Target) => this.first(target, 'count', 0);
  text = async (target: Target) => (await this.texts(target))[0];
  texts = (target: Target) => this.ask<string[]>('texts', target);
  property = async <T>(target: Target, name: string) =>
    (await this.ask<{ value: T } | null>('property', target, name))?.value;
  attribute = (target: Target, name: string) => this.ask<string | null | undefined>('attribute', target, name);
  boxes = (target: Target) => this.ask<Box[]>('boxes', target);
  isVisible = (target: Target) => this.first(target, 'visible', false);
  isEnabled = (target: Target) => this.first(target, 'enabled', false);
  isFocused = (target: Target) => this.first(target, 'focused', false);
  comesBeforeFocus = (target: Target) => this.first(target, 'before', false);
  evaluate = <T>(expression: string) => this.run<T>(`return ${expression}`);
  async accessibilityViolations() {
    await this.run(await checkersSource());
    return this.evaluate<string[]>(ACCESSIBILITY_FINDINGS);
  }
  aim = () => cannot('act in two windows at once', '@needs-simultaneous-tabs');
}

/** What classic WebDriver cannot do: the scenarios that need it carry the tag, and are skipped over it. */
const cannot = (what: string, tag: string) => Promise.reject(new Error(`WebDriver cannot ${what} (${tag}).`));

export class WebDriverDriver extends WebDriverTab implements Driver {
  // Through a proxy of its own: a WebKitWebDriver's on a free port (it serves one session at a time), or a grid's
  // (`endpoint`). `waitForLoads` (the normal page load strategy) makes every command wait while a page loads: a
  // scenario acting on a page whose scripts are held must not.
  static async start(storefront: string, where: Where, size: Size, heard: ConsoleListener, waitForLoads: boolean) {
    const proxy = await StorefrontProxy.start(storefront, heard);
    try {
      // Now and then a MiniBrowser started here never answers its first command: a second one, started afresh,
      // does. A grid's session waits in its queue instead, so it gets one longer attempt.
      const launch = () => WebDriverDriver.launch(proxy, where, size, waitForLoads);
      return await (where.endpoint ? launch() : launch().catch(launch));
    } catch (error) {
      await proxy.close();
      throw error;
    }
  }

  private static async launch(proxy: StorefrontProxy, where: Where, size: Size, waitForLoads: boolean) {
    const { engine, display, endpoint } = where;
    const port = endpoint ? undefined : await getPort({ host: '127.0.0.1' });
    const args = [`--port=${port}`, '--host=127.0.0.1'];
    const env = { ...process.env, DISPLAY: display };
    const service = port === undefined ? undefined : spawn('WebKitWebDriver', args, { stdio: 'ignore', env });
    let session: Session | undefined;
    try {
      if (port !== undefined) await listening(`http://127.0.0.1:${port}/status`);
      const { remote } = await webdriverio();
      session = await remote({
        ...(endpoint ? gridOptions(endpoint) : { hostname: '127.0.0.1', port }),
        logLevel: 'silent',
        // A command that has not answered in this time never will: fail it, once, rather than wait for the step's.
        connectionRetryTimeout: endpoint ? GRID_QUEUE_TIMEOUT_MS : COMMAND_TIMEOUT_MS,
        connectionRetryCount: 0,
        capabilities: {
          ...BROWSERS[engine],
          'wdio:enforceWebDriverClassic': true,
          pageLoadStrategy: waitForLoads ? 'normal' : 'none',
          // An alert stops the next command, which reads and accepts it (WebDriverTab.inTab).
          unhandledPromptBehavior: 'ignore',
          // The proxy's own certificate, where it serves HTTPS.
          acceptInsecureCerts: PROXY_SCHEME === 'https',
        } as WebdriverIO.Capabilities,
      });
      session.options.connectionRetryTimeout = COMMAND_TIMEOUT_MS; // the queue is behind us: commands as above
      const handle = await session.getWindowHandle();
      const driver = new WebDriverDriver({ session, proxy, service, current: handle, shown: [] }, handle);
      await driver.resize(size);
      return driver;
    } catch (error) {
      // A grid's session would hold its slot until the grid ends it.
      await session?.deleteSession().catch(() => {});
      service?.kill();
      throw error;
    }
  }

  async alerts() {
    await acceptAlerts(this.browser);
    return [...this.browser.shown];
  }
  /** A second window rather than a tab: MiniBrowser leaves a background tab's elements impossible to click. */
  async openSecondTab(path: string) {
    const tab = new WebDriverTab(this.browser, (await this.browser.session.createWindow('window')).handle);
    await tab.open(path);
    return tab;
  }
  addInitScript = async (script: string) => void this.browser.proxy.initScripts.push(script);
  holdRequests = async (pattern: RegExp, until: Promise<void>) => ({ held: this.browser.proxy.hold(pattern, until) });
  failRequests = async (pattern: RegExp) => void this.browser.proxy.rules.push({ pattern, answer: 'fail' });
  /** The proxy drops them; the browser still says it is online, so `offline` events need @needs-network-control. */
  setOffline = async (offline: boolean) => void (this.browser.proxy.offline = offline);
  // Its proxy sees the storefront's own requests only.
  answerRequests = (pattern: RegExp) =>
    cannot(`answer requests to ${pattern} from other servers than the storefront`, '@needs-network-control');
  watchRequests = () => cannot("see the provider's requests", '@needs-network-control');
  installClock = () => cannot("keep every tab's timers on one clock across page loads", '@needs-clock');
  pauseClockAt = () => this.installClock();
  preferReducedMotion = () => cannot('emulate media features', '@needs-media-emulation');
  // Only the outer window can be sized: to `size` plus toolbar and frame. The page follows a moment later, and an
  // earlier size may land after: so it is asked again, the frame measured from the latest window and page that
  // agree. MiniBrowser stays wide enough for its toolbar (447 px), so a phone's page is wider.
  async resize(size: Size) {
    const { session } = this.browser;
    const measure = async () => {
      const page = await this.evaluate<Size>('({ width: innerWidth, height: innerHeight })');
      const window = await session.getWindowRect();
      const frame = { width: window.width - page.width, height: window.height - page.height };
      const agree = [frame.width, frame.height].every((extra) => extra >= 0 && extra < MAX_WINDOW_FRAME);
      return { page, window, frame: agree ? frame : undefined };
    };
    let frame = (await measure()).frame ?? { width: 0, height: 0 };
    const sized = async () => {
      const outer = { width: size.width + frame.width, height: size.height + frame.height };
      await session.setWindowRect(null, null, outer.width, outer.height);
      const now = await measure();
      const narrowest = now.window.width > outer.width && now.frame !== undefined;
      if (now.page.height === size.height && (now.page.width === size.width || narrowest)) return true;
      frame = now.frame ?? frame;
      return false;
    };
    await until(session, sized, `the page to be ${size.width}×${size.height}`);
  }
  screenshot = async () => Buffer.from(await this.browser.session.takeScreenshot(), 'base64');
  async close() {
    try {
      await this.browser.session.deleteSession();
    } finally {
      this.browser.service?.kill();
      await this.browser.proxy.close();
    }
  }
}

/** Waits for a WebKitWebDriver just started to answer at `status`: there is no session to wait with yet. */
async function listening(status: string): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(50))
    if ((await fetch(status).catch(() => undefined))?.ok) return;
  throw new Error(`WebKitWebDriver did not answer at ${status} within 10 s`);
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
