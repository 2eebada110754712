import type { TrustedTypePolicyFactory, TrustedTypePolicyOptions } from 'trusted-types/lib';
import { expect, test } from 'vitest';
import { SCRIPT_POLICY, workerScriptUrl } from '@/adapters/app-updates/worker-script-url';

/** A browser's Trusted Types that keep the rules of each policy made, and trust whatever they return. */
function recordingTrustedTypes() {
  const policies = new Map<string, TrustedTypePolicyOptions>();
  const factory = {
    createPolicy: (name: string, rules: TrustedTypePolicyOptions) => {
      policies.set(name, rules);
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL!(url) }) };
    },
  };
  return { factory: factory as unknown as TrustedTypePolicyFactory, policies };
}

test("the storefront's one policy trusts its service worker's script, and no other address", () => {
  const { factory, policies } = recordingTrustedTypes();
  expect(workerScriptUrl(factory)).toEqual({ trusted: '/sw.js' });
  expect([...policies.keys()]).toEqual([SCRIPT_POLICY]);
  const trust = policies.get(SCRIPT_POLICY)!.createScriptURL!;
  expect(() => trust('https://elsewhere.example/sw.js')).toThrow(TypeError);
  expect(() => trust('/assets/injected.js')).toThrow(TypeError);
});

test('a browser without Trusted Types is given the plain address', () => {
  expect(workerScriptUrl(undefined)).toBe('/sw.js');
});
