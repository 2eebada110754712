/**
 * The authentication error catalogue (SPEC §8): provider server codes map to client codes, and each
 * client code has one message text. Every auth adapter reports failures through this catalogue, so a
 * shopper reads the same words whichever provider is wired in.
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

/** Server codes of the provider's REST API and the client code each one becomes. */
const SERVER_CODES: Readonly<Record<string, AuthErrorCode>> = {
  EMAIL_EXISTS: 'email-already-in-use',
  INVALID_PASSWORD: 'wrong-password',
  EMAIL_NOT_FOUND: 'user-not-found',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'too-many-requests',
  INVALID_EMAIL: 'invalid-email',
  MISSING_EMAIL: 'missing-email',
  MISSING_PASSWORD: 'missing-password',
  WEAK_PASSWORD: 'weak-password',
  USER_DISABLED: 'user-disabled',
  INVALID_LOGIN_CREDENTIALS: 'invalid-credential',
  TOKEN_EXPIRED: 'user-token-expired',
  USER_NOT_FOUND: 'user-token-expired',
  INVALID_ID_TOKEN: 'invalid-user-token',
  OPERATION_NOT_ALLOWED: 'operation-not-allowed',
  PASSWORD_LOGIN_DISABLED: 'operation-not-allowed',
  API_KEY_INVALID: 'invalid-api-key',
};

/** A failed authentication, as a value: a client code and the message the shopper is shown. */
export interface AuthError {
  readonly kind: 'auth-error';
  readonly code: AuthErrorCode;
  readonly message: string;
}

export function authError(code: AuthErrorCode): AuthError {
  return { kind: 'auth-error', code, message: MESSAGES[code] };
}

export function isAuthErrorCode(code: string): code is AuthErrorCode {
  return Object.hasOwn(MESSAGES, code);
}

/**
 * The error for a client code such as `wrong-password` or `auth/wrong-password`; a code the catalogue
 * does not know becomes `internal-error`, so the shopper never sees a raw code.
 */
export function authErrorFromClientCode(code: string): AuthError {
  const bare = code.startsWith('auth/') ? code.slice('auth/'.length) : code;
  return authError(isAuthErrorCode(bare) ? bare : 'internal-error');
}

/** The error for a server code such as `EMAIL_EXISTS` or `WEAK_PASSWORD : Password should be…`. */
export function authErrorFromServerCode(serverCode: string): AuthError {
  const bare = serverCode.split(':', 1)[0]!.trim();
  return authError(SERVER_CODES[bare] ?? 'internal-error');
}
