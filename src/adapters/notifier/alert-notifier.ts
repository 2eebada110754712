import type { Notifier } from '@/application/ports';

/** Shows a message in the browser's own alert dialog, as SPEC §8 asks for failed sign-ins. */
export class AlertNotifier implements Notifier {
  constructor(private readonly showAlert: (message: string) => void = (message) => window.alert(message)) {}

  alert(message: string): void {
    this.showAlert(message);
  }
}
