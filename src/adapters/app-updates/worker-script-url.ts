// The storefront's one Trusted Types policy. Every page requires trusted values at its script sinks
// (`require-trusted-types-for 'script'`, in the page's own policy and firebase.json's header), and lists this
// policy alone as allowed: the one script URL the storefront gives a sink itself is its service worker's, a
// constant, so nothing built from input can become script.
import type { TrustedScriptURL, TrustedTypePolicyFactory } from 'trusted-types/lib';

/** The policy's name, as the pages' `trusted-types` directive lists it. */
export const SCRIPT_POLICY = 'storefront';

/** The service worker's script (build/offline-app.ts writes it). */
const WORKER_SCRIPT = '/sw.js';

/**
 * The service worker's script URL as a value a script sink accepts: trusted by the storefront's policy where
 * the browser has Trusted Types, the plain address where it has none. Call it once per page: a policy name
 * can be made once.
 */
export function workerScriptUrl(trustedTypes: TrustedTypePolicyFactory | undefined): TrustedScriptURL | string {
  if (!trustedTypes) return WORKER_SCRIPT;
  const policy = trustedTypes.createPolicy(SCRIPT_POLICY, {
    createScriptURL: (url: string) => {
      if (url !== WORKER_SCRIPT) throw new TypeError(`The storefront trusts ${WORKER_SCRIPT} as a script, not ${url}.`);
      return url;
    },
  });
  return policy.createScriptURL(WORKER_SCRIPT);
}
