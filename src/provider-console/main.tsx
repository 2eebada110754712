// The provider console's entry (provider-console.html): wires the page to the fake auth provider and renders it.
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { providerConsoleWiring } from '@/composition/provider-console';
import { ProviderConsole } from './provider-console';
import './console.css';

const root = document.getElementById('root')!;

try {
  const { admin, onChangeElsewhere } = providerConsoleWiring(window, import.meta.env);
  // Rendered at once, then marked interactive: the scenarios' steps wait for the mark, as on the store's pages.
  flushSync(() =>
    createRoot(root).render(
      <StrictMode>
        <ProviderConsole admin={admin} onChangeElsewhere={onChangeElsewhere} />
      </StrictMode>,
    ),
  );
  root.dataset.interactive = '';
} catch (error) {
  console.error('The provider console could not start.', error);
  root.textContent = `The provider console could not start: ${error instanceof Error ? error.message : String(error)}`;
}
