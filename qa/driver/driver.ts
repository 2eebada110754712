// The driver seam: what steps ask of a browser, in a shopper's terms, over Playwright or WebDriver (WebKitGTK).
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';

/** A string matches case-insensitively anywhere in the accessible name (as Playwright's), unless exact. */
export type Name = string | RegExp;

/** Plain data, so the WebDriver side can find it inside the page in one call. */
export type Target =
  | { by: 'role'; role: string; name?: Name; exact?: boolean; level?: number; has?: Target; within?: Target }
  | { by: 'label'; label: Name; has?: Target; within?: Target }
  | { by: 'text'; text: Name; has?: Target; within?: Target };

export const role = (role: string, name?: Name, options: { exact?: boolean; level?: number } = {}): Target => ({
  by: 'role',
  role,
  ...(name === undefined ? {} : { name }),
  ...options,
});
export const label = (label: Name): Target => ({ by: 'label', label });
/** The element whose own text reads so, where the page gives it no role. */
export const shownText = (text: Name): Target => ({ by: 'text', text });
/** Only the matches of `outer` that hold a match of `inner`. */
export const having = (outer: Target, inner: Target): Target => ({ ...outer, has: inner });
/** `inner`, looked for inside the first match of `outer`. */
export const inside = (outer: Target, inner: Target): Target => ({ ...inner, within: outer });

export type Box = { x: number; y: number; width: number; height: number };

/** One tab of the shopper's browser. */
export interface Tab {
  /** Goes to a path of the storefront and waits until its app is interactive. */
  open(path: string): Promise<void>;
  /** Waits only for the first paint: the app may not have loaded yet. */
  openAtFirstPaint(path: string): Promise<void>;
  /** A file no app starts in (robots.txt): the storefront's origin and storage, without paying for a page. */
  openFile(path: string): Promise<void>;
  reload(): Promise<void>;
  path(): Promise<string>;

  // Actions wait, up to the action time-out, for the first match to be visible and enabled.
  click(target: Target): Promise<void>;
  doubleClick(target: Target): Promise<void>;
  /** Types key by key, replacing what the field held. */
  type(target: Target, text: string): Promise<void>;
  /** Presses a key ('Enter', 'Tab', 'Shift+Tab', 'Space') where the focus is. */
  press(key: string): Promise<void>;
  typeAtFocus(text: string): Promise<void>;
  scrollTo(target: Target): Promise<void>;

  // Reads answer at once (steps wait with `expect.poll`); a read of the first match is undefined when none.
  count(target: Target): Promise<number>;
  text(target: Target): Promise<string | undefined>;
  /** Every match's rendered text, in page order, each run of white space (lines too) as one space. */
  texts(target: Target): Promise<string[]>;
  property<T>(target: Target, name: string): Promise<T | undefined>;
  /** As written in the page; null when absent. */
  attribute(target: Target, name: string): Promise<string | null | undefined>;
  boxes(target: Target): Promise<Box[]>;
  // False when nothing matches.
  isVisible(target: Target): Promise<boolean>;
  isEnabled(target: Target): Promise<boolean>;
  isFocused(target: Target): Promise<boolean>;
  comesBeforeFocus(target: Target): Promise<boolean>;
  /** An expression as text, so no compiler helper reaches the page. */
  evaluate<T>(expression: string): Promise<T>;
  /** Every axe-core violation and HTML_CodeSniffer WCAG 2 AA error on the page, one line each. */
  accessibilityViolations(): Promise<string[]>;
  /** A click on the first match, aimed now and made when called: clicks aimed in two tabs land at once. */
  aim(target: Target): Promise<() => Promise<void>>;
}

/** As Playwright names them; uncaught errors count as errors. */
export type ConsoleType = 'warning' | 'error';
/** Hears each console warning and error of every tab, as it is written. */
export type ConsoleListener = (type: ConsoleType, text: string) => void;

type RequestsHeard = { answered?: (json: unknown, pageTime: number) => void; failed?: () => void };

/** The shopper's browser for one scenario: a first tab, its alerts, and more tabs sharing its storage. */
export interface Driver extends Tab {
  /** Every alert shown so far, in order, each accepted as a shopper would. */
  alerts(): Promise<string[]>;
  openSecondTab(path: string): Promise<Tab>;
  /** Runs `script` in every page opened from now on, before the page's own scripts. */
  addInitScript(script: string): Promise<unknown>;
  /** Matching requests wait until `until` settles; `held` resolves once the page waits on the first of them. */
  holdRequests(pattern: RegExp, until: Promise<void>): Promise<{ held: Promise<void> }>;
  /** Matching requests fail as on a lost connection. */
  failRequests(pattern: RegExp): Promise<unknown>;
  /** Matching requests get this answer, whichever server they were for. */
  answerRequests(pattern: RegExp, answer: { status: number; json: string }): Promise<void>;
  setOffline(offline: boolean): Promise<void>;
  /** A clock every tab's Date and timers follow, installed before the first page opens; it flows until paused. */
  installClock(): Promise<void>;
  /** Moves the clock on to `time` (ms since the epoch), firing once what fell due meanwhile, and pauses it. */
  pauseClockAt(time: number): Promise<void>;
  preferReducedMotion(): Promise<void>;
  /** Hears every matching request of any tab: its JSON answer with the page's clock when it came, or its failure. */
  watchRequests(pattern: RegExp, heard: RequestsHeard): Promise<void>;
  /** The page's size: the viewport in Playwright, the window less its toolbar in WebKit. */
  resize(size: { width: number; height: number }): Promise<void>;
  screenshot(): Promise<Buffer>;
  /** Ends the scenario's browser, or keeps it for the next once the scenario `passed`, where an engine can. */
  close(passed?: boolean): Promise<void>;
}

const CHECKERS = ['axe-core/axe.min.js', '@pa11y/html_codesniffer/build/HTMLCS.js'];
const read = (module: string) => readFile(createRequire(import.meta.url).resolve(module), 'utf8');
let checkers: Promise<string> | undefined;
/** The checkers' browser builds, read once per worker, run through the driver: the page's CSP refuses a <script>. */
export const checkersSource = () => (checkers ??= Promise.all(CHECKERS.map(read)).then((all) => all.join('\n;\n')));

/** HTML_CodeSniffer's own mistakes, on the elements it makes them on; any other error fails the check. */
const SNIFFER_MISTAKES = [
  // HTML's autofill table puts e-mail fields in the `username` group; the sniff follows HTML 5.2 (text fields only).
  { code: 'WCAG2AA.Principle1.Guideline1_3.1_3_5.H98', on: 'input[type=email][autocomplete=username]' },
];

/** Runs both checkers once the page settles: half-way through a fade, a text's contrast is not its own. */
export const ACCESSIBILITY_FINDINGS = `Promise.all(document.getAnimations().map((animation) => animation.finished))
  .then(() => axe.run(document, { resultTypes: ['violations'] }))
  .then(({ violations }) => new Promise((done) => HTMLCS.process('WCAG2AA', document, () => done([
    ...violations.flatMap((violation) =>
      violation.nodes.map((node) => violation.id + ' (' + violation.impact + '): ' + violation.help + ' at ' + node.target.join(' ')),
    ),
    ...HTMLCS.getMessages()
      .filter(({ type, code, element }) => type === HTMLCS.ERROR && !${JSON.stringify(SNIFFER_MISTAKES)}.some(
        (mistake) => code.startsWith(mistake.code) && element.matches?.(mistake.on)))
      .map(({ code, msg, element }) => 'HTML_CodeSniffer ' + code + ': ' + msg + ' at ' + (element.outerHTML ?? 'the document').slice(0, 160)),
  ]))))`;

/** For messages: `role('button', 'Sign In')` reads `button "Sign In"`. */
export function describe(target: Target): string {
  const named = (name: Name | undefined) => (name === undefined ? '' : ` ${JSON.stringify(String(name))}`);
  const own =
    target.by === 'role'
      ? `${target.role}${named(target.name)}`
      : target.by === 'label'
        ? `field labelled${named(target.label)}`
        : `text${named(target.text)}`;
  const has = target.has ? ` having ${describe(target.has)}` : '';
  return target.within ? `${describe(target.within)} > ${own}${has}` : `${own}${has}`;
}
