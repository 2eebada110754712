// What the provider console needs of the provider it administers: the console's own port, filled by the composition root.

/** An account as the console lists it; times in epoch milliseconds. */
export interface AccountRow {
  readonly uid: string;
  readonly email: string;
  readonly disabled: boolean;
  readonly createdAt: number;
  readonly lastLoginAt: number;
}

/** An error the provider answers every request with: a client code (without `auth/`) and the server's detail. */
interface Refusal {
  readonly code: string;
  readonly detail: string;
}

/** The administrator's controls, as the Firebase Auth Emulator's UI offers them. */
export interface ProviderAdmin {
  listAccounts(): readonly AccountRow[];
  setDisabled(email: string, disabled: boolean): void;
  revokeSessions(email: string): void;
  deleteAccount(email: string): void;
  deleteAllAccounts(): void;
  reachable(): boolean;
  setReachable(reachable: boolean): void;
  refusal(): Refusal | undefined;
  refuseRequests(refusal: Refusal): void;
  acceptRequests(): void;
}

/** Calls the listener whenever another tab changes the provider; returns the function that stops it. */
export type ChangesElsewhere = (listener: () => void) => () => void;
