import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LOGGER } from '@/application/ports';
import { SESSION } from '@/application/services';
import { Logo } from '@/ui/components/logo';
import { useService } from '@/ui/use-service';
import { useHydrated } from '@/ui/use-hydrated';

/**
 * E-mail and password, 'Sign In' and 'Create your Amazon Account' (SPEC §2). The form checks nothing
 * itself (SPEC §5): whatever the provider rejects is alerted by the session use case.
 */
export function Login() {
  const session = useService(SESSION);
  const logger = useService(LOGGER);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  // One request at a time: while the provider answers, both buttons say they are busy and ignore clicks,
  // so a double click creates one account. The ref closes the gap before React re-renders.
  const [pending, setPending] = useState<keyof typeof BUSY_MESSAGES | null>(null);
  const inFlight = useRef(false);
  const attempt = async (kind: keyof typeof BUSY_MESSAGES, request: () => Promise<boolean>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(kind);
    let signedIn = false;
    try {
      signedIn = await request();
    } catch (error) {
      logger.error('The sign-in request failed unexpectedly.', error);
    }
    if (signedIn) {
      // Still busy until the page changes: a click in between would send a second request.
      await navigate('/');
      return;
    }
    // Whatever failed behind the form, the shopper gets it back and can try again.
    inFlight.current = false;
    setPending(null);
  };
  const signIn = (event: FormEvent) => {
    event.preventDefault();
    void attempt('signIn', () => session.signIn(email, password));
  };
  const register = () => void attempt('register', () => session.register(email, password));
  const busy = pending !== null;
  const hydrated = useHydrated();

  return (
    <main className="login">
      <title>Sign in | Storefront</title>
      <meta name="description" content="Sign in to Storefront, or create an account with your e-mail and a password." />
      <Link to="/" className="login__logo">
        <Logo />
      </Link>
      <div className="login__box">
        <h1 className="login__heading" tabIndex={-1}>
          Sign in
        </h1>
        {/* Prerendered inert, so that it cannot submit natively (a reload with what was typed in the address)
            before anything holds its submission: the page's inline script frees it as it is parsed and holds
            its taps, typing and Enter for the app to replay (src/startup/early-input.ts); if that script
            cannot run, the form stays inert until the app runs. So hydration may find `inert` gone: by design. */}
        <form className="login__form" onSubmit={signIn} noValidate inert={!hydrated} suppressHydrationWarning>
          <Field label="E-mail" type="email" autoComplete="username" value={email} onChange={setEmail} />
          <Field
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
          <button type="submit" className="button button--gold login__sign-in" aria-disabled={busy}>
            Sign In
          </button>
          <p className="login__status" role="status">
            {pending && BUSY_MESSAGES[pending]}
          </p>
        </form>
        <p className="login__conditions">
          By signing in you agree to the Storefront Conditions of Use &amp; Sale. Please see our Privacy Notice, our
          Cookies Notice and our Interest-Based Ads Notice. This is a demonstration store: nothing is sold.
        </p>
        <button type="button" className="button login__register" onClick={register} aria-disabled={busy}>
          Create your Amazon Account
        </button>
      </div>
    </main>
  );
}

const BUSY_MESSAGES = { signIn: 'Signing in…', register: 'Creating your account…' };

interface FieldProps {
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}

function Field({ label, onChange, ...input }: FieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} onChange={(event) => onChange(event.target.value)} />
    </>
  );
}
