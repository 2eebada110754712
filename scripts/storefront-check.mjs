// Before a run against a storefront that is already running (STOREFRONT_URL): it must answer, and serve the
// profile the run is for, or every scenario would fail one by one, or pass and prove nothing. Each page says
// its profile and version in meta tags (vite.config.ts).

import { URL } from 'node:url';

const meta = (html, name) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];

/**
 * Why a run for `profile` cannot go on against the storefront at `url`; undefined when it can.
 * @param {(url: string, init: RequestInit) => Promise<Response>} [fetchPage]
 */
export async function storefrontProblem(url, profile, fetchPage = fetch) {
  const origin = URL.canParse(url) ? new URL(url).origin : 'null';
  if (origin === 'null') return `STOREFRONT_URL ${url} is not an address such as http://127.0.0.1:4173.`;
  if (url.replace(/\/$/, '') !== origin) {
    return `STOREFRONT_URL must be the storefront's origin, such as ${origin}, without a path, query or fragment: the scenarios open their own paths.`;
  }
  let html;
  try {
    const answer = await fetchPage(url, { signal: AbortSignal.timeout(10_000) });
    if (!answer.ok) return `${url} answered ${answer.status}.`;
    html = await answer.text();
  } catch (error) {
    return `Nothing answers at ${url} (${error.cause?.code ?? error.message}).`;
  }
  const served = meta(html, 'storefront-profile');
  if (!served) return `${url} does not say which storefront profile it serves: is it this storefront?`;
  if (served === profile) return undefined;
  return (
    `The storefront at ${url} serves the ${served} profile (version ${meta(html, 'storefront-version')}), ` +
    `but this run is for the ${profile} profile: point STOREFRONT_URL at a ${profile} build, or run the ` +
    `${served} scenarios against it.`
  );
}
