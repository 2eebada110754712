// Content-Security-Policies read as the browser reads them: a header's, and the one a page's <meta> states.
// Shared by the build and hosting tests.

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

/** The text of a page's `<meta http-equiv="Content-Security-Policy">`, which browsers enforce beside the header's. */
export function pagePolicyText(html: string): string {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
}

/** The policy a page's `<meta>` states, as a map from directive to its sources. */
export function pagePolicy(html: string): Map<string, string[]> {
  return policy(pagePolicyText(html));
}

export { inlineScripts, scriptHash } from '../../build/initial-scripts';
