// The error catalogue: one message per client code, and the provider's own text for codes it does not list.
import { describe, expect, test } from 'vitest';
import { authError, authErrorFromClientCode } from '@/domain/auth-error';

describe('the auth error catalogue', () => {
  test.each([
    ['email-already-in-use', 'The email address is already in use by another account.'],
    ['wrong-password', 'The password is invalid or the user does not have a password.'],
    ['user-not-found', 'There is no user record corresponding to this identifier. The user may have been deleted.'],
    ['too-many-requests', expect.stringContaining('Try again later')],
    ['invalid-email', 'The email address is badly formatted.'],
    ['user-disabled', 'The user account has been disabled by an administrator.'],
    ['weak-password', 'The password must be 6 characters long or more.'],
  ] as const)('gives %s the message of SPEC §8, whatever the provider says', (code, message) => {
    expect(authErrorFromClientCode(`auth/${code}`, 'Firebase: Error (auth/x).')).toEqual({
      kind: 'auth-error',
      code,
      message,
    });
  });

  test('accepts client codes with or without the auth/ prefix', () => {
    expect(authErrorFromClientCode('auth/network-request-failed', 'ignored')).toEqual(
      authError('network-request-failed'),
    );
    expect(authErrorFromClientCode('wrong-password', 'ignored')).toEqual(authError('wrong-password'));
  });

  test("shows the provider's own message for a code the catalogue does not list (SPEC §8)", () => {
    expect(authErrorFromClientCode('auth/quota-exceeded', 'The demo quota is used up. (auth/quota-exceeded).')).toEqual(
      { kind: 'auth-error', code: 'unlisted', message: 'The demo quota is used up. (auth/quota-exceeded).' },
    );
    expect(authErrorFromClientCode('toString', 'Error (toString).').message).toBe('Error (toString).');
  });

  test('falls back to the internal error when the provider gives an unlisted code and no text', () => {
    expect(authErrorFromClientCode('auth/something-new', ' ')).toEqual(authError('internal-error'));
  });

  test('every message is a sentence for a person, not a code', () => {
    for (const code of ['network-request-failed', 'missing-password', 'invalid-credential'] as const) {
      expect(authError(code).message).toMatch(/^[A-Z].*\.$/);
    }
  });
});
