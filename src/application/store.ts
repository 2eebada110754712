import { INITIAL_STATE, reduce, type Action, type AppState, type Notice } from '@/domain/app-state';
import type { Unsubscribe } from './ports';

/** The one place the app state lives; it knows nothing of React (the UI uses useSyncExternalStore). */
export class AppStore {
  private readonly listeners = new Set<() => void>();
  private state: AppState = INITIAL_STATE;

  readonly getState = (): AppState => this.state;

  readonly subscribe = (listener: () => void): Unsubscribe => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Applies an action and returns what the reducer noticed (e.g. an id that is not in the basket). */
  dispatch(action: Action): Notice | undefined {
    const { state, notice } = reduce(this.state, action);
    if (state !== this.state) {
      this.state = state;
      for (const listener of [...this.listeners]) listener();
    }
    return notice;
  }
}
