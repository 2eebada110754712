// Why: the page paints from prerendered HTML ~2 s before the app hydrates on a slow phone; taps and typing in
// between must not be lost. This runs before anything is painted: the build inlines it,
// minified, as the first script of every prerendered page (src/startup/inline-capture.ts, vite.config.ts), and
// writes its hash into the page's own Content-Security-Policy. The app only signals that it is interactive
// or failed (app-signals.ts, src/startup/main.tsx), so the app chunk carries none of this code.
import { APP_FAILED, APP_INTERACTIVE } from './app-signals';

/** What the shopper did before the app could handle it, in order. */
type EarlyAction =
  | { click: HTMLElement }
  | { submit: HTMLFormElement }
  | { input: HTMLInputElement | HTMLTextAreaElement; value: string };

/** What the page's inline script holds for the app, and what it does with it when the app signals. */
export interface EarlyInput {
  /** Held clicks and submissions, and the latest value of each field typed in, in order. */
  readonly actions: EarlyAction[];
  /**
   * Once the app has hydrated the same DOM nodes: stops holding, puts the typed values in through React's
   * change events, then replays each click and submission once, in order.
   */
  replay(): void;
  /**
   * The app could not load: stops holding, drops what was held, and makes the forms inert again, as they
   * were prerendered, so none submits natively (a page reload with what was typed in the address).
   */
  drop(): void;
}

/** Clicks on these are held and replayed; a link is left to the browser (a normal page load). */
const HELD = 'button,input[type=submit],input[type=image],input[type=button],input[type=reset]';
const TYPED = 'input:not([type=checkbox],[type=radio]),textarea';

/**
 * Holds the shopper's clicks on buttons and form submissions (Enter or Space on a button is a click, and
 * Enter in a field clicks the form's submit button) from the first moment this runs, before the page's body
 * is parsed, and notes what they type; takes `inert` off each prerendered form as it is parsed, since its
 * native submission is held from now on. Replays all that when the app signals it is interactive, or drops
 * it when the app signals that it failed (app-signals.ts).
 */
export function captureEarlyInput(document: Document): EarlyInput {
  const actions: EarlyAction[] = [];
  const forms: HTMLFormElement[] = [];
  const hold = (event: Event) => {
    const target = event.target as Element;
    const control = event.type === 'submit' ? target : target.closest?.(HELD);
    if (!control || (event.type === 'click' && target.closest('a[href]'))) return;
    // Not the browser's default (a form's native submit would reload the page), nor any other listener.
    event.preventDefault();
    event.stopImmediatePropagation();
    actions.push(event.type === 'submit' ? { submit: control as HTMLFormElement } : { click: control as HTMLElement });
  };
  // What is typed is noted, not held: the field shows it at once. Its latest value is the one put back.
  const typed = ({ target }: Event) => {
    const field = target as HTMLInputElement;
    if (!field.matches(TYPED)) return;
    const noted = actions.find((action) => 'input' in action && action.input === field);
    if (noted) (noted as { value: string }).value = field.value;
    else actions.push({ input: field, value: field.value });
  };
  const listen = (on: boolean) => {
    for (const type of ['click', 'submit', 'input'])
      document[on ? 'addEventListener' : 'removeEventListener'](type, type === 'input' ? typed : hold, true);
  };
  // Forms are parsed after this runs: each is freed as the parser adds it, before it can be painted.
  const free = () => {
    for (const form of document.querySelectorAll<HTMLFormElement>('form[inert]')) {
      form.removeAttribute('inert');
      forms.push(form);
    }
  };
  const parsing = new MutationObserver(free);
  parsing.observe(document, { childList: true, subtree: true });
  const parsed = () => {
    document.removeEventListener('DOMContentLoaded', parsed);
    parsing.disconnect();
    free();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed);
  else parsed();
  listen(true);

  const release = () => {
    listen(false);
    parsed();
    return actions.splice(0);
  };

  const early: EarlyInput = {
    actions,
    replay() {
      for (const action of release()) {
        if ('input' in action) {
          const field = action.input;
          if (!field.isConnected) continue;
          // Hydration left React's state empty, and its next render empties the field. React sees a change
          // when the value differs from the last one it saw: let it see '', then set the typed value under it.
          field.value = '';
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')!.set!.call(
            field,
            action.value,
          );
          field.dispatchEvent(new Event('input', { bubbles: true }));
        } else if ('submit' in action) {
          if (action.submit.isConnected) action.submit.requestSubmit();
        } else if (action.click.isConnected) {
          action.click.click();
        }
      }
    },
    drop() {
      release();
      for (const form of forms) form.setAttribute('inert', '');
    },
  };
  document.addEventListener(APP_INTERACTIVE, () => early.replay(), { once: true });
  document.addEventListener(APP_FAILED, () => early.drop(), { once: true });
  return early;
}
