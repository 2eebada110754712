// The offline provider's project settings, as an administrator sets them, kept in browser storage for every tab.

import type { KeyValueStorage } from '@/adapters/storage/key-value-storage';
import { isRecord, readJson } from './stored-json';

// One key per setting, so changing one never rewrites another.
const EMAIL_PRIVACY_KEY = 'storefront.fake-auth.setting:email-privacy';
const REFUSAL_KEY = 'storefront.fake-auth.setting:refusal';
const UNREACHABLE_KEY = 'storefront.fake-auth.setting:unreachable';

/** An error the provider answers every request with: a client code (without `auth/`) and the server's detail. */
export interface ProviderRefusal {
  readonly code: string;
  readonly detail: string;
}

export class FakeProviderSettings {
  constructor(private readonly storage: KeyValueStorage) {}

  /** Firebase's e-mail enumeration protection: unknown user and wrong password both become invalid-credential. */
  emailPrivacy(): boolean {
    return readJson(this.storage, EMAIL_PRIVACY_KEY) === true;
  }

  setEmailPrivacy(on: boolean): void {
    this.storage.setItem(EMAIL_PRIVACY_KEY, JSON.stringify(on));
  }

  refusal(): ProviderRefusal | undefined {
    const stored = readJson(this.storage, REFUSAL_KEY);
    if (!isRecord(stored)) return undefined;
    const { code, detail } = stored;
    return typeof code === 'string' && code !== '' && typeof detail === 'string' ? { code, detail } : undefined;
  }

  setRefusal(refusal: ProviderRefusal | undefined): void {
    if (refusal) this.storage.setItem(REFUSAL_KEY, JSON.stringify(refusal));
    else this.storage.removeItem(REFUSAL_KEY);
  }

  /** Whether the provider is out of reach, as if its servers were down: every request fails on the network. */
  unreachable(): boolean {
    return readJson(this.storage, UNREACHABLE_KEY) === true;
  }

  setUnreachable(unreachable: boolean): void {
    if (unreachable) this.storage.setItem(UNREACHABLE_KEY, 'true');
    else this.storage.removeItem(UNREACHABLE_KEY);
  }
}
