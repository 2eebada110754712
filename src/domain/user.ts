/** One sign-in method linked to an account, as the provider reports it. */
interface UserInfo {
  readonly providerId: string;
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly phoneNumber: string | null;
  readonly photoURL: string | null;
}

/** The signed-in account as the authentication provider describes it (SPEC §3). */
export interface User {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly emailVerified: boolean;
  readonly phoneNumber: string | null;
  readonly photoURL: string | null;
  readonly isAnonymous: boolean;
  readonly providerData: readonly UserInfo[];
  readonly metadata: {
    /** UTC date strings, as the provider gives them. */
    readonly creationTime?: string | undefined;
    readonly lastSignInTime?: string | undefined;
  };
}

/** What the header greets: the e-mail, or 'Guest' when nobody is signed in (SPEC §2). */
export function greetingName(user: User | null): string {
  return user?.email ?? 'Guest';
}
