/**
 * The driver seam: what steps ask of a browser, in a shopper's terms, whatever engine runs it. One
 * implementation over Playwright (Chromium, Firefox), one over WebDriver (WebKitGTK, Safari's engine).
 * Elements are named as a shopper names them: a role and an accessible name, or a field's label. A Target
 * is plain data, so the WebDriver side can send it into the page and find it there in one call.
 */

import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';

/** An accessible name: a string matches case-insensitively anywhere in the name (as Playwright's), unless exact. */
export type Name = string | RegExp;

export type Target =
  | { by: 'role'; role: string; name?: Name; exact?: boolean; level?: number; has?: Target; within?: Target }
  | { by: 'label'; label: Name; exact?: boolean; has?: Target; within?: Target }
  | { by: 'text'; text: Name; exact?: boolean; has?: Target; within?: Target };

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

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One tab of the shopper's browser. */
export interface Tab {
  /** Goes to a path of the storefront and waits until its app is interactive. */
  open(path: string): Promise<void>;
  /** Goes to a path of the storefront and waits only for its first paint: its app may not have loaded yet. */
  openAtFirstPaint(path: string): Promise<void>;
  /**
   * Goes to a file the storefront serves that no app starts in (its robots.txt, say): the storefront's origin
   * and its storage, for what acts on them alone, without paying for a page of the app.
   */
  openFile(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The path of the address shown, e.g. `/login`. */
  path(): Promise<string>;

  // Actions wait, up to the action time-out, for the first match to be visible and enabled.
  click(target: Target): Promise<void>;
  doubleClick(target: Target): Promise<void>;
  /** Types `text` into the field key by key, replacing what it held. */
  type(target: Target, text: string): Promise<void>;
  /** Presses a key ('Enter', 'Tab', 'Shift+Tab', 'Space') where the focus is. */
  press(key: string): Promise<void>;
  /** Types text key by key where the focus is. */
  typeAtFocus(text: string): Promise<void>;
  /** Scrolls the first match into view, as a shopper scrolls to look at it. */
  scrollTo(target: Target): Promise<void>;

  // Reads answer at once; steps wait for a condition with `expect.poll`.
  count(target: Target): Promise<number>;
  /** The rendered text of the first match; undefined when nothing matches. */
  text(target: Target): Promise<string | undefined>;
  /** The rendered text of every match, in page order, each run of white space as one space (lines too). */
  texts(target: Target): Promise<string[]>;
  /** A DOM property of the first match (`naturalWidth`, `checked`, …); undefined when nothing matches. */
  property<T>(target: Target, name: string): Promise<T | undefined>;
  /** An attribute of the first match as written in the page; undefined when nothing matches, null when absent. */
  attribute(target: Target, name: string): Promise<string | null | undefined>;
  /** Where each match is on the page, in page order. */
  boxes(target: Target): Promise<Box[]>;
  /** Whether the first match is visible; false when nothing matches. */
  isVisible(target: Target): Promise<boolean>;
  isEnabled(target: Target): Promise<boolean>;
  /** Whether the first match has the keyboard's focus. */
  isFocused(target: Target): Promise<boolean>;
  /** Whether the first match comes before what has the focus, in the page's order. */
  comesBeforeFocus(target: Target): Promise<boolean>;
  /** The value of a JavaScript expression in the page: text, so no compiler helper reaches the page. */
  evaluate<T>(expression: string): Promise<T>;
  /** Every axe-core violation and HTML_CodeSniffer WCAG 2 AA error on the page, one line each. */
  accessibilityViolations(): Promise<string[]>;
  /** A click on the first match, aimed now and made when called: clicks aimed in two tabs land at once. */
  aim(target: Target): Promise<() => Promise<void>>;
}

/** What the storefront wrote to the console, as Playwright names it; uncaught errors count as errors. */
export type ConsoleType = 'warning' | 'error';
/** Hears each console warning and error of every tab, as it is written. */
export type ConsoleListener = (type: ConsoleType, text: string) => void;

/** The shopper's browser for one scenario: a first tab, its alerts, and more tabs sharing its storage. */
export interface Driver extends Tab {
  /** Every alert the storefront showed so far, in order, each accepted as a shopper would. */
  alerts(): Promise<string[]>;
  openSecondTab(path: string): Promise<Tab>;
  /** Runs `script` in every page opened from now on, before the page's own scripts. */
  addInitScript(script: string): Promise<void>;
  /**
   * Requests whose address matches `pattern` wait until `until` settles, then go on. `held` resolves once the
   * first of them is being held: the page has asked for it, and waits.
   */
  holdRequests(pattern: RegExp, until: Promise<void>): Promise<{ held: Promise<void> }>;
  /** Requests whose address matches `pattern` fail as on a lost connection. */
  failRequests(pattern: RegExp): Promise<void>;
  /** Requests whose address matches `pattern` get this answer, whichever server they were for. */
  answerRequests(pattern: RegExp, answer: { status: number; json: string }): Promise<void>;
  /** Takes the browser off the network, as a lost connection does, or back onto it. */
  setOffline(offline: boolean): Promise<void>;
  /** A clock that every tab's Date and timers follow, installed before the first page opens; it flows until paused. */
  installClock(): Promise<void>;
  /** Moves the clock on to `time` (ms since the epoch), firing once what fell due meanwhile, and pauses it there. */
  pauseClockAt(time: number): Promise<void>;
  /** Asks every page for less motion, as the shopper's system setting does. */
  preferReducedMotion(): Promise<void>;
  /**
   * Hears every request of any tab whose address matches `pattern`: its JSON answer with the time of the page's
   * clock when it came, or its failure.
   */
  watchRequests(
    pattern: RegExp,
    heard: { answered?: (json: unknown, pageTime: number) => void; failed?: () => void },
  ): Promise<void>;
  /** Gives the page this size: the viewport in Playwright, the window less its toolbar in WebKit. */
  resize(size: { width: number; height: number }): Promise<void>;
  screenshot(): Promise<Buffer>;
  /**
   * Ends the scenario's browser. `reusable`: the scenario passed, so a driver whose browser is slow to start may
   * keep it, emptied, for the worker's next scenario.
   */
  close(options?: { reusable: boolean }): Promise<void>;
}

let checkers: Promise<string> | undefined;
/**
 * The two accessibility checkers' browser builds, axe-core and HTML_CodeSniffer (pa11y's), which both drivers run
 * in the page: run through the driver, not added as a <script>, which the page's Content-Security-Policy rightly
 * refuses. Read once per worker.
 */
export function checkersSource(): Promise<string> {
  const read = (module: string) => readFile(createRequire(import.meta.url).resolve(module), 'utf8');
  checkers ??= Promise.all([read('axe-core/axe.min.js'), read('@pa11y/html_codesniffer/build/HTMLCS.js')]).then(
    (sources) => sources.join('\n;\n'),
  );
  return checkers;
}

/**
 * HTML_CodeSniffer's errors that are its own mistake, each on the elements it makes it on, with the reason. Any
 * other error fails the check, as every axe-core violation does.
 */
const SNIFFER_MISTAKES = [
  {
    code: 'WCAG2AA.Principle1.Guideline1_3.1_3_5.H98',
    on: 'input[type=email][autocomplete=username]',
    reason:
      "HTML's autofill table puts `username` in the Username group, which e-mail fields belong to; the sniff follows " +
      "HTML 5.2, which allowed it on text fields only. A sign-in field that takes an e-mail is the account's username.",
  },
];

/**
 * The expression that runs both checkers, once their source is in the page, and lists what they find, one line
 * each: axe-core's violations and HTML_CodeSniffer's WCAG 2 AA errors. It checks the page as it settles, once
 * running transitions end: half-way through a fade, a text's contrast is not its own.
 */
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
