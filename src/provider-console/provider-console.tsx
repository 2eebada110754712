// The provider console's page: the fake auth provider's accounts and switches, kept in step with every tab.
import { useEffect, useRef, useState } from 'react';
import { AccountTable } from './account-table';
import type { ProviderConsoleWiring } from '@/composition/provider-console';
import { ProviderSwitches, type SwitchName } from './provider-switches';

/** The refusal the "Answer too-many-requests" switch sets: the code alone, as the real provider sends it. */
const TOO_MANY_REQUESTS = { code: 'too-many-requests', detail: '' };

/** The provider as it is now: read again after every action here and every change made in another tab. */
function readProvider(admin: ProviderConsoleWiring['admin']) {
  return {
    accounts: [...admin.listAccounts()].sort((a, b) => a.createdAt - b.createdAt || a.email.localeCompare(b.email)),
    switches: {
      unreachable: admin.unreachable(),
      throttled: admin.refusal()?.code === TOO_MANY_REQUESTS.code,
    },
  };
}

export function ProviderConsole({ admin, onChangeElsewhere }: ProviderConsoleWiring) {
  const [provider, setProvider] = useState(() => readProvider(admin));
  const [announcement, setAnnouncement] = useState('');
  const accountsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => onChangeElsewhere(() => setProvider(readProvider(admin))), [admin, onChangeElsewhere]);

  /** Runs an administrator's action, shows the provider as it now is, and says what was done. */
  const act = (action: () => void, done: string) => {
    action();
    setProvider(readProvider(admin));
    setAnnouncement(done);
  };

  /** After a delete the focused button is gone: the keyboard goes on from the accounts' heading. */
  const actAndRefocus = (action: () => void, done: string) => {
    act(action, done);
    accountsHeading.current?.focus();
  };

  const toggle = (name: SwitchName, on: boolean) => {
    if (name === 'unreachable') {
      act(
        () => admin.set('unreachable', on),
        on ? 'The provider is unreachable: every request fails.' : 'The provider is reachable again.',
      );
    } else {
      act(
        () => admin.set('refusal', on ? TOO_MANY_REQUESTS : undefined),
        on ? 'The provider answers too-many-requests.' : 'The provider answers requests as usual again.',
      );
    }
  };

  return (
    <>
      <header className="console__header">
        <h1>Provider console</h1>
        <a href="/">Back to the store</a>
      </header>
      <main className="console__main">
        <p>
          The fake auth provider of this browser, for developers. Changes apply to every tab at once: a disabled or
          revoked account is signed out at its next token refresh, or when a page opens.
        </p>
        <section aria-labelledby="provider-heading">
          <h2 id="provider-heading">Provider</h2>
          <ProviderSwitches state={provider.switches} onToggle={toggle} />
        </section>
        <section aria-labelledby="accounts-heading">
          <h2 id="accounts-heading" ref={accountsHeading} tabIndex={-1}>
            Accounts
          </h2>
          <AccountTable
            accounts={provider.accounts}
            onSetDisabled={(email, disabled) =>
              act(() => admin.setDisabled(email, disabled), `${disabled ? 'Disabled' : 'Enabled'} ${email}.`)
            }
            onRevoke={(email) => act(() => admin.revokeSessions(email), `Revoked the sessions of ${email}.`)}
            onDelete={(email) => actAndRefocus(() => admin.deleteAccount(email), `Deleted ${email}.`)}
          />
          <button
            type="button"
            className="console__danger"
            onClick={() => actAndRefocus(() => admin.deleteAllAccounts(), 'Deleted all accounts.')}
          >
            Delete all accounts
          </button>
        </section>
        <p className="console__announcement" role="status" aria-live="polite">
          {announcement}
        </p>
      </main>
    </>
  );
}
