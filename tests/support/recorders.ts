import type { Logger, Notifier } from '@/application/ports';

/** A notifier that remembers what it was asked to show, instead of opening a dialog. */
export class RecordingNotifier implements Notifier {
  readonly alerts: string[] = [];
  alert(message: string): void {
    this.alerts.push(message);
  }
}

/** A notifier that fails each time it is asked to show something (after noting it), as a broken dialog would. */
export class ThrowingNotifier extends RecordingNotifier {
  override alert(message: string): void {
    super.alert(message);
    throw new TypeError('alert is not a function');
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
