import type { AuthGateway, Logger, Notifier } from '@/application/ports';

/** A notifier that remembers what it was asked to show, instead of opening a dialog. */
export class RecordingNotifier implements Notifier {
  readonly alerts: string[] = [];
  alert(message: string): void {
    this.alerts.push(message);
  }
}

/** A logger that remembers its warnings and errors, so tests can assert what was logged. */
export class RecordingLogger implements Logger {
  readonly warnings: string[] = [];
  readonly errors: string[] = [];
  warn(message: string): void {
    this.warnings.push(message);
  }
  error(message: string): void {
    this.errors.push(message);
  }
}

/**
 * Resolves once `auth` has made every report due so far. A provider reports to its listeners in order, so
 * one that subscribes now hears its first report after them: "nothing else was reported" can be asserted then.
 */
export function reportsDelivered(auth: AuthGateway): Promise<void> {
  return new Promise((resolve) => {
    const stop = auth.onAuthStateChanged(() => {
      stop();
      resolve();
    });
  });
}
