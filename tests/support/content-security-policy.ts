// The Content-Security-Policy of firebase.json's hosting headers, read as the browser reads it, and the
// hashes a page's inline scripts need in its script-src: shared by the build and hosting tests.
import { createHash } from 'node:crypto';
import firebaseConfig from '../../firebase.json';

/** A Content-Security-Policy header as a map from directive to its sources. */
export function policy(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The policy firebase.json sends with every page. */
export function hostingPolicy(): Map<string, string[]> {
  const header = firebaseConfig.hosting.headers
    .flatMap(({ headers }) => headers)
    .find(({ key }) => key === 'Content-Security-Policy');
  return policy(header?.value ?? null);
}

export { inlineScripts } from '../../scripts/initial-scripts';

/** The script-src source that allows an inline script of exactly this text: its SHA-256, base64. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
