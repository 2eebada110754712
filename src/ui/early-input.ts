// Why: the page paints from prerendered HTML ~2 s before the app hydrates on a slow phone; taps and typing in between must not be lost (issue 15, item 5).

/** What the shopper did before the app could handle it, in order. */
type Action =
  | { click: HTMLElement }
  | { submit: HTMLFormElement }
  | { input: HTMLInputElement | HTMLTextAreaElement; value: string };

/** Clicks on these are held and replayed; a link is left to the browser (a normal page load). */
const HELD = 'button,input[type=submit],input[type=image],input[type=button],input[type=reset]';
const TYPED = 'input:not([type=checkbox],[type=radio]),textarea';

/**
 * Holds the shopper's clicks on buttons and form submissions (Enter or Space on a button is a click too)
 * from the first moment this runs until `replay()`, and notes what they type. `replay()`, once the app has
 * hydrated the same DOM nodes, puts the typed values in through React's change events, then replays each
 * click and submission once, in order; `stop()` drops them (the app could not load).
 */
export function holdEarlyInput(document: Document) {
  const actions: Action[] = [];
  const hold = (event: Event) => {
    const target = event.target as Element;
    const control = event.type === 'submit' ? target : target.closest?.(HELD);
    if (!control || (event.type === 'click' && target.closest('a[href]'))) return;
    // Not the browser's default (a form's native submit would reload the page), nor React's handler yet.
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
  listen(true);
  // A form is prerendered inert only so that it cannot submit natively; its submissions are now held.
  for (const form of document.querySelectorAll('form[inert]')) form.removeAttribute('inert');

  return {
    stop() {
      listen(false);
      actions.length = 0;
    },
    replay() {
      listen(false);
      for (const action of actions.splice(0)) {
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
  };
}
