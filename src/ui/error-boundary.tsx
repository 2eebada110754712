import { Component, type ReactNode } from 'react';
import type { Logger } from '@/application/ports';

interface Props {
  logger: Logger;
  children: ReactNode;
}

/** Catches a render failure below it: the shopper sees a way home instead of a blank page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.logger.error('A page failed to render.', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="message-page" id="main">
        <title>Something went wrong | Storefront</title>
        <h1 tabIndex={-1}>Sorry, something went wrong</h1>
        <p>This page could not be shown. Your basket is safe.</p>
        {/* A full page load, so the app starts afresh rather than re-rendering the broken tree. */}
        <a href="/">Go to the Storefront home page</a>
      </main>
    );
  }
}
