// The shopper's ID token as each profile's provider grants it, read by the clock steps (steps/session.steps.ts)
// through one interface: the fake auth provider's session in the page's storage, or the Auth emulator's grants as
// the browser receives them.
import { expect } from '@playwright/test';
import { readSession } from '@/adapters/auth/fake/gateway';
import { copyOfPageStorage } from './page-storage';
import type { ShopperWorld } from './world';

export interface IdTokens {
  /** Starts watching this scenario's tokens, before its first page opens. */
  watch(world: ShopperWorld): Promise<void>;
  /** When the signed-in shopper's latest ID token expires, by the page's clock; undefined before the first. */
  expiry(world: ShopperWorld): Promise<number | undefined>;
  /** Settles once the latest refresh has failed for want of network. */
  refreshFailed(world: ShopperWorld): Promise<void>;
}

const fakeAuthTokens: IdTokens = {
  watch: async () => {},
  expiry: async (world) => readSession(await copyOfPageStorage(world.driver))?.expiresAt,
  // Its attempt ends within the clock's move: it has no network of its own to wait for.
  refreshFailed: async () => {},
};

/** The Identity Toolkit answers that grant an ID token: sign-up, sign-in (expiresIn) and refresh (expires_in). */
const GRANTS = /accounts:signUp|accounts:signInWithPassword|securetoken\.googleapis\.com\/v1\/token/;

/**
 * The SDK persists a refreshed token only when it differs from the last one, and the emulator stamps its tokens
 * in real seconds, which a scenario moving the clock by the hour can stay within: so the grants are read from
 * the emulator's answers, by the page's clock.
 */
function firebaseTokens(): IdTokens {
  const watched = new WeakMap<ShopperWorld, { grants: number[]; failed: number; counted: number }>();
  return {
    async watch(world) {
      const tokens = { grants: [] as number[], failed: 0, counted: 0 };
      watched.set(world, tokens);
      await world.driver.watchRequests(/securetoken\.googleapis\.com/, { failed: () => (tokens.failed += 1) });
      await world.driver.watchRequests(GRANTS, {
        answered: (json, now) => {
          const { expiresIn, expires_in } = json as { expiresIn?: string; expires_in?: string };
          tokens.grants.push(now + Number(expiresIn ?? expires_in) * 1000);
        },
      });
    },
    expiry: async (world) => watched.get(world)?.grants.at(-1),
    async refreshFailed(world) {
      // The SDK's request fails a moment after the clock moved; its retry is planned from that moment.
      const tokens = watched.get(world)!;
      tokens.counted += 1;
      await expect.poll(() => tokens.failed, { message: 'a token request should fail' }).toBe(tokens.counted);
    },
  };
}

const tokensOf = { fake: fakeAuthTokens, firebase: firebaseTokens() };
export const idTokens = (world: ShopperWorld): IdTokens => tokensOf[world.profile];
