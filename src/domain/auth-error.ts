/**
 * The authentication error catalogue (SPEC §8): each client code has one message text. Every auth
 * adapter reports failures through this catalogue, so a shopper reads the same words whichever provider
 * is wired in; a code it does not list keeps the provider's own message.
 */
const MESSAGES = {
  'email-already-in-use': 'The email address is already in use by another account.',
  'wrong-password': 'The password is invalid or the user does not have a password.',
  'invalid-email': 'The email address is badly formatted.',
  'user-not-found': 'There is no user record corresponding to this identifier. The user may have been deleted.',
  'user-disabled': 'The user account has been disabled by an administrator.',
  'weak-password': 'The password must be 6 characters long or more.',
  'missing-password': 'A non-empty password must be provided.',
  'missing-email': 'An email address must be provided.',
  'invalid-credential': 'The supplied auth credential is incorrect, malformed or has expired.',
  'too-many-requests': 'We have blocked all requests from this device due to unusual activity. Try again later.',
  'network-request-failed':
    'A network error (such as timeout, interrupted connection or unreachable host) has occurred.',
  'user-token-expired': "The user's credential is no longer valid. The user must sign in again.",
  'invalid-user-token':
    "This user's credential isn't valid for this project. This can happen if the user's token has been tampered with, or if the user isn't for the project associated with this API key.",
  'operation-not-allowed': 'The given sign-in provider is disabled for this Firebase project.',
  'invalid-api-key': 'Your API key is invalid, please check you have copied it correctly.',
  'internal-error': 'An internal error has occurred.',
} as const;

export type AuthErrorCode = keyof typeof MESSAGES;

/** A failed authentication, as a value: a client code and the message the shopper is shown. */
export interface AuthError {
  readonly kind: 'auth-error';
  /** `unlisted` for a provider code the catalogue does not know; the message is then the provider's. */
  readonly code: AuthErrorCode | 'unlisted';
  readonly message: string;
}

export function authError(code: AuthErrorCode): AuthError {
  return { kind: 'auth-error', code, message: MESSAGES[code] };
}

function isAuthErrorCode(code: string): code is AuthErrorCode {
  return Object.hasOwn(MESSAGES, code);
}

/**
 * The error for a provider's client code such as `wrong-password` or `auth/wrong-password`: the
 * catalogue's message when it lists the code, else the provider's own `message` (SPEC §8: the shopper
 * reads the provider's text), or the internal error's when the provider gave no text.
 */
export function authErrorFromClientCode(code: string, message: string): AuthError {
  const bare = code.startsWith('auth/') ? code.slice('auth/'.length) : code;
  if (isAuthErrorCode(bare)) return authError(bare);
  return message.trim() === '' ? authError('internal-error') : { kind: 'auth-error', code: 'unlisted', message };
}
