// A page that cannot start says so at once (src/startup/startup-failure.ts), as its inline script runs it.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { APP_FAILED, APP_INTERACTIVE } from '@/startup/app-signals';
import { showStartupFailure, START_TIMEOUT_MS, STILL_SHOWN_MS, watchStartup } from '@/startup/startup-failure';

const NOTICE = 'The storefront could not load. Check your connection and try again.';

/** The page's scripts as the build writes them: the entry after the inline script that watches. */
function entryScript(): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = '/assets/index-entry.js';
  document.body.append(script);
  return script;
}

describe('a prerendered page whose app cannot start', () => {
  let failures: number;
  const counted = () => (failures += 1);
  beforeEach(() => {
    vi.useFakeTimers();
    failures = 0;
    document.addEventListener(APP_FAILED, counted);
  });
  afterEach(() => {
    document.dispatchEvent(new Event(APP_INTERACTIVE)); // ends any watch a test left running
    document.removeEventListener(APP_FAILED, counted);
    vi.useRealTimers();
  });

  test('says so at once when a script of the app cannot load, and lets go of what the page held', () => {
    watchStartup(document);
    entryScript().dispatchEvent(new Event('error'));
    expect(screen.getByRole('alert')).toHaveTextContent(NOTICE);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(failures).toBe(1);
  });

  test('says so once, when the entry fails to import the app as well (main.tsx fails the start too)', () => {
    watchStartup(document);
    entryScript().dispatchEvent(new Event('error'));
    document.dispatchEvent(new Event(APP_FAILED));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  test('says nothing of a script that fails as the shopper leaves the page, unless the page is still shown a while later', () => {
    watchStartup(document);
    window.dispatchEvent(new Event('beforeunload'));
    entryScript().dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(STILL_SHOWN_MS - 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(failures).toBe(0);
    vi.advanceTimersByTime(1);
    expect(screen.getByRole('alert')).toHaveTextContent(NOTICE);
    expect(failures).toBe(1);
  });

  test('says nothing of a script that failed as the shopper left the page, once the app has started after all', () => {
    watchStartup(document);
    window.dispatchEvent(new Event('beforeunload'));
    entryScript().dispatchEvent(new Event('error'));
    document.dispatchEvent(new Event(APP_INTERACTIVE));
    vi.advanceTimersByTime(STILL_SHOWN_MS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(failures).toBe(0);
  });

  test("says so when the app has not started by the spec's chunk-load time-out", () => {
    watchStartup(document);
    vi.advanceTimersByTime(START_TIMEOUT_MS - 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    vi.advanceTimersByTime(1);
    expect(screen.getByRole('alert')).toHaveTextContent(NOTICE);
  });

  test('says nothing once the app has started, whatever fails to load later', () => {
    watchStartup(document);
    document.dispatchEvent(new Event(APP_INTERACTIVE));
    entryScript().dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(START_TIMEOUT_MS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(failures).toBe(0);
  });

  test('takes its notice away when the app starts after all, late', () => {
    watchStartup(document);
    vi.advanceTimersByTime(START_TIMEOUT_MS);
    document.dispatchEvent(new Event(APP_INTERACTIVE));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

test('under npm start, the notice says what failed rather than blame the connection', () => {
  showStartupFailure(document, "The requested module '/src/ui/app.tsx' does not provide an export named 'App'");
  expect(screen.getByRole('alert')).toHaveTextContent(
    "The storefront could not load: The requested module '/src/ui/app.tsx' does not provide an export named 'App'",
  );
  document.dispatchEvent(new Event(APP_INTERACTIVE));
});
