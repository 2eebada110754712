import type { Notifier } from '@/application/ports';

/** Shows a message in the browser's own alert dialog, as SPEC §8 asks for failed sign-ins. */
export class AlertNotifier implements Notifier {
  constructor(private readonly browser: Pick<Window, 'alert'>) {}

  alert(message: string): void {
    this.browser.alert(message);
  }
}
