import { fireEvent, screen } from '@testing-library/react';
import { act, useEffect, useState, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { APP_FAILED, APP_INTERACTIVE } from '@/startup/app-signals';
import { captureEarlyInput, type EarlyInput } from '@/startup/early-input';
import { useHydrated } from '@/ui/use-hydrated';
import { hydratesWithAct } from '../support/hydrate';

/** A prerendered form like the sign-in screen's: inert until the app runs, a controlled field, a count. */
function Page({ onSubmit, onReady }: { onSubmit: (email: string) => void; onReady: () => void }) {
  const [email, setEmail] = useState('');
  const [count, setCount] = useState(0);
  const hydrated = useHydrated();
  useEffect(onReady, [onReady]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email);
  };
  return (
    <main>
      <form aria-label="Sign in" onSubmit={submit} inert={!hydrated} suppressHydrationWarning>
        <input aria-label="E-mail" value={email} onChange={(event) => setEmail(event.target.value)} />
        <button type="submit">Sign In</button>
      </form>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Add <span>to Basket</span>
      </button>
      <p role="status">{count}</p>
      <a href="#elsewhere">Elsewhere</a>
    </main>
  );
}

const hydrate = hydratesWithAct(() => {
  document.dispatchEvent(new Event(APP_FAILED)); // ends any capture a test left holding
  delete (document as { readyState?: unknown }).readyState;
  document.body.replaceChildren();
});

/**
 * Prerenders the page into the document after the inline script's capture has started, as the build orders
 * them; runs `before` (the shopper) before the app hydrates it, then replays what it held, as main.tsx does.
 */
async function prerenderAndHydrate(before: () => void) {
  const submitted: string[] = [];
  let ready!: () => void;
  const interactive = new Promise<void>((resolve) => (ready = resolve));
  const props = { onSubmit: (email: string) => submitted.push(email), onReady: () => ready() };
  parsing();
  captureEarlyInput(document);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page {...props} />);
  document.body.append(container);
  await Promise.resolve(); // the parser's task ends: the inline script's observer frees the form
  parsed();
  before();
  expect(await hydrate(container, <Page {...props} />)).toEqual([]);
  await interactive;
  act(() => document.dispatchEvent(new Event(APP_INTERACTIVE)));
  return { submitted };
}

const type = (field: HTMLInputElement, text: string) => {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('input before hydration', () => {
  test('a click on a button (or on what it contains) is held, then takes effect once after hydration', async () => {
    await prerenderAndHydrate(() => {
      fireEvent.click(screen.getByText('to Basket'));
      expect(screen.getByRole('status')).toHaveTextContent('0');
    });
    expect(screen.getByRole('status')).toHaveTextContent('1');
    // Held no longer: the next click is the app's own.
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Add to Basket' })));
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  test('what was typed in a prerendered field survives hydration and is what Sign In sends', async () => {
    const { submitted } = await prerenderAndHydrate(() => {
      expect(screen.getByRole('form', { name: 'Sign in' })).not.toHaveAttribute('inert');
      type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@example.com');
      // Not a native submission (a reload with the form's fields in the address): only the app submits.
      expect(fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))).toBe(false);
    });
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ann@example.com');
    expect(submitted).toEqual(['ann@example.com']);
  });

  test('a form submitted natively (Enter in a field) is held and submitted once through the app', async () => {
    const { submitted } = await prerenderAndHydrate(() => {
      type(screen.getByRole('textbox', { name: 'E-mail' }), 'bob@example.com');
      fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    });
    expect(submitted).toEqual(['bob@example.com']);
  });

  test('a link is left to the browser', async () => {
    let followed = false;
    await prerenderAndHydrate(() => {
      document.addEventListener('click', (event) => (followed = !event.defaultPrevented), { once: true });
      fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    });
    expect(followed).toBe(true);
  });
});

/** The document as the page's inline script sees it, at the start of <body>: still being parsed. */
function parsing(): void {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
}

/** The parser has reached the end of the page. */
function parsed(): void {
  delete (document as { readyState?: unknown }).readyState; // back to the prototype's, 'complete'
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

describe("the page's inline script, before the body is parsed", () => {
  test('frees each prerendered form of inert as it is parsed, before it can paint; no form afterwards', async () => {
    parsing();
    captureEarlyInput(document);
    document.body.innerHTML = '<form aria-label="Sign in" inert><input></form>';
    await Promise.resolve(); // the parser's task ends: its observers run before anything is painted
    expect(screen.getByRole('form')).not.toHaveAttribute('inert');
    parsed();
    document.body.innerHTML = '<form aria-label="Later" inert></form>';
    await Promise.resolve();
    expect(screen.getByRole('form', { hidden: true })).toHaveAttribute('inert');
  });

  test('holds a tap on a button before the app exists, so no other listener sees it', () => {
    parsing();
    const early = captureEarlyInput(document);
    document.body.innerHTML = '<button>Add <span>to Basket</span></button>';
    let seen = 0;
    document.body.addEventListener('click', () => (seen += 1));
    fireEvent.click(screen.getByText('to Basket'));
    expect(seen).toBe(0);
    expect(early.actions).toEqual([{ click: screen.getByRole('button') }]);
  });
});

describe('when the app cannot load', () => {
  test('nothing held is replayed, and the forms are inert again so none submits natively', async () => {
    parsing();
    const early: EarlyInput = captureEarlyInput(document);
    document.body.innerHTML = '<form aria-label="Sign in" inert><button>Sign In</button></form><button>Add</button>';
    await Promise.resolve();
    const add = screen.getByRole('button', { name: 'Add' });
    fireEvent.click(add);
    document.dispatchEvent(new Event(APP_FAILED)); // as main.tsx does when the app cannot load
    expect(early.actions).toEqual([]);
    expect(screen.getByRole('form', { hidden: true })).toHaveAttribute('inert');
    let seen = 0;
    document.addEventListener('click', () => (seen += 1));
    fireEvent.click(add);
    expect(seen).toBe(1); // held no longer
  });
});
