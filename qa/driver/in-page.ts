// Runs inside the page under WebDriver, whose own locators know CSS and XPath, not roles: finds a Target with
// @testing-library/dom's queries (roles and names as assistive technology computes them).
import type { Box, Name, Target } from './driver';
import { queryAllByLabelText, queryAllByRole, queryAllByText, type ByRoleMatcher } from '@testing-library/dom';

/** Matches as Playwright does: a string anywhere in the name, ignoring case and runs of spaces, unless exact. */
function matcher(name: Name, exact = false): (text: string) => boolean {
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
  if (typeof name !== 'string') {
    // A pattern crosses the wire as its source and flags (webdriver-driver.ts), all that is read of it here.
    const pattern = new RegExp(name.source, name.flags);
    return (text) => pattern.test(normal(text));
  }
  const wanted = normal(name);
  return exact
    ? (text) => normal(text) === wanted
    : (text) => normal(text).toLowerCase().includes(wanted.toLowerCase());
}

function find(target: Target, root: HTMLElement): HTMLElement[] {
  const scopes = target.within ? find(target.within, root).slice(0, 1) : [root];
  const found = scopes.flatMap((scope) => {
    if (target.by === 'label') return queryAllByLabelText(scope, matcher(target.label));
    if (target.by === 'text') return queryAllByText(scope, matcher(target.text));
    const name = target.name === undefined ? undefined : matcher(target.name, target.exact);
    return queryAllByRole(scope, target.role as ByRoleMatcher, { level: target.level, name });
  });
  return target.has ? found.filter((element) => find(target.has!, element).length > 0) : found;
}

const all = (target: Target) => find(target, document.body);

/** What the WebDriver side asks of the page, each in one round trip. */
const storefrontDriver = {
  first(target: Target) {
    const elements = all(target);
    const element = elements[0];
    if (!element) return { count: 0 };
    const { width, height } = element.getBoundingClientRect();
    const visible = width > 0 && height > 0 && getComputedStyle(element).visibility !== 'hidden';
    const disabled = (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true';
    const focus = document.activeElement;
    const before = Boolean(focus && focus.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING);
    return { count: elements.length, element, visible, enabled: !disabled, focused: element === focus, before };
  },
  texts: (target: Target) => all(target).map((element) => element.innerText.replace(/\s+/g, ' ').trim()),
  property: (target: Target, name: string) => {
    const element = all(target)[0];
    return element ? { value: (element as unknown as Record<string, unknown>)[name] } : undefined;
  },
  attribute: (target: Target, name: string) => all(target)[0]?.getAttribute(name),
  boxes: (target: Target) => all(target).map((element) => element.getBoundingClientRect().toJSON() as Box),
};

Object.assign(window, { storefrontDriver });
