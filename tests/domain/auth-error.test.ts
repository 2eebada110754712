import { describe, expect, test } from 'vitest';
import { authError, authErrorFromClientCode, authErrorFromServerCode } from '@/domain/auth-error';

describe('the auth error catalogue', () => {
  test.each([
    ['EMAIL_EXISTS', 'email-already-in-use', 'The email address is already in use by another account.'],
    ['INVALID_PASSWORD', 'wrong-password', 'The password is invalid or the user does not have a password.'],
    [
      'EMAIL_NOT_FOUND',
      'user-not-found',
      'There is no user record corresponding to this identifier. The user may have been deleted.',
    ],
    ['TOO_MANY_ATTEMPTS_TRY_LATER', 'too-many-requests', expect.stringContaining('Try again later')],
    ['INVALID_EMAIL', 'invalid-email', 'The email address is badly formatted.'],
    ['USER_DISABLED', 'user-disabled', 'The user account has been disabled by an administrator.'],
    ['WEAK_PASSWORD', 'weak-password', 'The password must be 6 characters long or more.'],
  ])('maps server code %s to %s with the message of SPEC §8', (server, client, message) => {
    expect(authErrorFromServerCode(server)).toEqual({ kind: 'auth-error', code: client, message });
  });

  test('reads the code of a server message that carries a detail after a colon', () => {
    expect(authErrorFromServerCode('WEAK_PASSWORD : Password should be at least 6 characters').code).toBe(
      'weak-password',
    );
  });

  test('accepts client codes with or without the auth/ prefix', () => {
    expect(authErrorFromClientCode('auth/network-request-failed')).toEqual(authError('network-request-failed'));
    expect(authErrorFromClientCode('wrong-password')).toEqual(authError('wrong-password'));
  });

  test('turns unknown codes into a generic internal error rather than showing a raw code', () => {
    expect(authErrorFromClientCode('auth/something-new').code).toBe('internal-error');
    expect(authErrorFromServerCode('SOMETHING_NEW').code).toBe('internal-error');
    expect(authErrorFromClientCode('toString').code).toBe('internal-error');
  });

  test('every message is a sentence for a person, not a code', () => {
    for (const code of ['network-request-failed', 'missing-password', 'invalid-credential'] as const) {
      expect(authError(code).message).toMatch(/^[A-Z].*\.$/);
    }
  });
});
