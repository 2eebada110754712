import { fireEvent, screen } from '@testing-library/react';
import { act, useEffect, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { holdEarlyInput } from '@/ui/early-input';
import { useHydrated } from '@/ui/use-hydrated';

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
      <form aria-label="Sign in" onSubmit={submit} inert={!hydrated}>
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

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** Prerenders the page into the document, then runs `before` (the shopper) before the app hydrates it. */
async function prerenderAndHydrate(before: () => void) {
  const submitted: string[] = [];
  let ready!: () => void;
  const interactive = new Promise<void>((resolve) => (ready = resolve));
  const props = { onSubmit: (email: string) => submitted.push(email), onReady: () => ready() };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page {...props} />);
  document.body.append(container);
  const early = holdEarlyInput(document);
  before();
  await act(async () => {
    root = hydrateRoot(container, <Page {...props} />);
  });
  await interactive;
  act(() => early.replay());
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
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
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
