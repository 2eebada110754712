// The storefront's server for a run of the scenarios: a copy of a build of its own on a free port, so workers run
// side by side, which a scenario may deploy again. A storefront already running (STOREFRONT_URL) is used as it is.
import { appendFile, cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emulatorUrl } from './auth-emulator';

/** The service worker's script, which a deploy changes and browsers fetch to check for one. */
const WORKER_SCRIPT = '/sw.js';

export interface Storefront {
  /** Its address, without a trailing slash. */
  url: string;
  /** A new version: its service worker a byte different, as a deploy's, so a returning shopper's browser installs it. */
  deployAgain(): Promise<void>;
  /** When a browser last asked for the service worker's script (ms since the epoch), registering or checking. */
  lastAskedForWorkerScript(): number;
  close(): Promise<void>;
}

/**
 * A storefront someone else runs and deploys, once it answers at `url` and serves `profile` (a meta tag says which,
 * vite.config.ts): else every scenario would fail one by one, or pass and prove nothing.
 */
export async function runningStorefront(url: string, profile: 'fake' | 'firebase'): Promise<Storefront> {
  const problem = await storefrontProblem(url, profile);
  if (problem) throw new Error(problem);
  return {
    url: url.replace(/\/$/, ''),
    deployAgain: () =>
      Promise.reject(new Error('Only a run that serves its own build can deploy it again (@needs-deploy).')),
    lastAskedForWorkerScript: () => 0,
    close: async () => {},
  };
}

const meta = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];

/** Why a run for `profile` cannot go on against the storefront at `url`; undefined when it can. */
export async function storefrontProblem(
  url: string,
  profile: string,
  fetchPage: (url: string, init: RequestInit) => Promise<Response> = fetch,
): Promise<string | undefined> {
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
    const { cause, message } = error as Error & { cause?: { code?: string } };
    return `Nothing answers at ${url} (${cause?.code ?? message}).`;
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

export async function serveStorefront(dist: string, profile: 'fake' | 'firebase'): Promise<Storefront> {
  // A firebase-profile run against a build wired to the fake would pass and prove nothing.
  if (profile === 'firebase') {
    const assets = join(dist, 'assets');
    const scripts = (await readdir(assets)).filter((file) => file.endsWith('.js'));
    const texts = await Promise.all(scripts.map((file) => readFile(join(assets, file), 'utf8')));
    if (!texts.some((text) => text.includes(emulatorUrl))) {
      throw new Error(`${dist} is not wired to the Auth emulator at ${emulatorUrl}: build it with --mode emulator.`);
    }
  }
  const served = await mkdtemp(join(tmpdir(), 'storefront-served-'));
  await cp(dist, served, { recursive: true });
  let workerScriptAskedAt = 0;
  // Loaded by the workers, which serve, and without vite.config.ts, whose plugins each worker would load for nothing.
  const { preview } = await import('vite');
  const server = await preview({
    configFile: false,
    build: { outDir: served },
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
    logLevel: 'warn',
  });
  (server.httpServer as Server).on('request', ({ url }) => {
    if (url?.startsWith(WORKER_SCRIPT)) workerScriptAskedAt = Date.now();
  });
  return {
    url: server.resolvedUrls!.local[0]!.replace(/\/$/, ''),
    deployAgain: () =>
      appendFile(join(served, WORKER_SCRIPT.slice(1)), `\n// deployed again at ${new Date().toISOString()}\n`),
    lastAskedForWorkerScript: () => workerScriptAskedAt,
    async close() {
      await server.close();
      await rm(served, { recursive: true, force: true });
    },
  };
}
