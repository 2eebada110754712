import type { Logger } from '@/application/ports';

/** Writes warnings and errors to the developer console. */
export class ConsoleLogger implements Logger {
  constructor(private readonly target: Pick<Console, 'warn' | 'error'>) {}

  warn(message: string, ...details: unknown[]): void {
    this.target.warn(message, ...details);
  }

  error(message: string, ...details: unknown[]): void {
    this.target.error(message, ...details);
  }
}
