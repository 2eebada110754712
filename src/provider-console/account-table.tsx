// The provider's accounts as a table, each row with the administrator's actions on it.
import type { AccountSummary } from '@/composition/provider-console';

interface Props {
  readonly accounts: readonly AccountSummary[];
  readonly onSetDisabled: (email: string, disabled: boolean) => void;
  readonly onRevoke: (email: string) => void;
  readonly onDelete: (email: string) => void;
}

export function AccountTable({ accounts, onSetDisabled, onRevoke, onDelete }: Props) {
  if (accounts.length === 0) return <p>No accounts. Register one in the store, and it shows here at once.</p>;
  return (
    // On a narrow screen the table scrolls within its box, not the page; its buttons take the keyboard there.
    <div className="console__scroll">
      <table className="console__table">
        <caption>
          {accounts.length} {accounts.length === 1 ? 'account' : 'accounts'}, oldest first
        </caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">UID</th>
            <th scope="col">Created</th>
            <th scope="col">Last sign-in</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map(({ uid, email, disabled, createdAt, lastLoginAt }) => (
            <tr key={email}>
              <th scope="row">{email}</th>
              <td>
                <code>{uid}</code>
              </td>
              <td>
                <Time ms={createdAt} />
              </td>
              <td>
                <Time ms={lastLoginAt} />
              </td>
              <td>{disabled ? 'Disabled' : 'Enabled'}</td>
              <td>
                {/* Each button's name carries the e-mail: a list of buttons read out alone still says which account. */}
                <div className="console__actions">
                  <button type="button" onClick={() => onSetDisabled(email, !disabled)}>
                    {disabled ? 'Enable' : 'Disable'} <span className="visually-hidden">{email}</span>
                  </button>
                  <button type="button" onClick={() => onRevoke(email)}>
                    Revoke sessions <span className="visually-hidden">of {email}</span>
                  </button>
                  <button type="button" className="console__danger" onClick={() => onDelete(email)}>
                    Delete <span className="visually-hidden">{email}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const TIME_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

function Time({ ms }: { readonly ms: number }) {
  const date = new Date(ms);
  return <time dateTime={date.toISOString()}>{TIME_FORMAT.format(date)}</time>;
}
