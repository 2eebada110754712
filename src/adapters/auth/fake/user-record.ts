// The user record the offline provider hands out: Firebase's for an e-mail/password account, frozen.

import type { User } from '@/domain/user';
import type { Account } from './account';

export function toUser({ uid, email, createdAt, lastLoginAt }: Account): User {
  const passwordProvider = Object.freeze({
    providerId: 'password',
    uid: email,
    email,
    displayName: null,
    phoneNumber: null,
    photoURL: null,
  });
  return Object.freeze({
    uid,
    email,
    displayName: null,
    emailVerified: false,
    phoneNumber: null,
    photoURL: null,
    isAnonymous: false,
    providerData: Object.freeze([passwordProvider]),
    metadata: Object.freeze({
      creationTime: new Date(createdAt).toUTCString(),
      lastSignInTime: new Date(lastLoginAt).toUTCString(),
    }),
  });
}
