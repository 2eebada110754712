import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { chromium } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { SCRIPT_POLICY } from '@/adapters/app-updates/worker-script-url';
import { launchOptions, untilInteractive } from '../../qa/harness/browser';
import firebaseConfig from '../../firebase.json';
import { drawsSavedRows } from '../support/basket-storage';
import { inlineScripts, pagePolicy, pagePolicyText, policy, scriptHash } from '../support/content-security-policy';

// firebase.json's hosting rules, as the Hosting emulator applies them to the production build in dist/;
// on the free port scripts/emulator.mjs picked, or else on firebase.json's own.
const BASE = `http://${process.env.FIREBASE_HOSTING_EMULATOR_HOST ?? `127.0.0.1:${firebaseConfig.emulators.hosting.port}`}`;
const ROUTES = { '/': 'Today&#x27;s deals', '/login': 'Sign in', '/checkout': 'Your shopping Basket' };

/** The hashes of the inline scripts on the build's pages: the only scripts the policy allows beside the site's. */
async function inlineScriptHashes(): Promise<string[]> {
  const pages = (await readdir('dist')).filter((file) => file.endsWith('.html'));
  const hashes = new Set<string>();
  for (const page of pages)
    for (const script of inlineScripts(await readFile(`dist/${page}`, 'utf8'))) hashes.add(scriptHash(script));
  return [...hashes];
}

/** What Google's CSP Evaluator finds in `policy` at HIGH, SYNTAX or MEDIUM severity, one line each. */
function evaluatorFindings(policy: string): string[] {
  return new CspEvaluator(new CspParser(policy).csp)
    .evaluate()
    .filter(({ severity }) => [Severity.HIGH, Severity.SYNTAX, Severity.MEDIUM].includes(severity))
    .map(({ severity, directive, description }) => `${Severity[severity]} ${directive}: ${description}`);
}

/** Collects, from the start of each document, its violations of a content security policy, in `window.violations`. */
const REPORTS_VIOLATIONS = `
  window.violations = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    window.violations.push(event.violatedDirective + ' ' + event.blockedURI));`;

describe('the production build on Firebase Hosting', () => {
  test.each([...Object.keys(ROUTES), '/no-such-page'])(
    '%s is sent with a strict policy and the security headers, and is never cached',
    async (path) => {
      const response = await fetch(BASE + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = policy(response.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // Each policy is strict on its own, the header and the page's, whichever a host or a reader sees: only the
      // site's files and the inline scripts the build hashed can run (the build writes the header's hashes).
      expect(csp.get('script-src')).toEqual(["'self'", ...(await inlineScriptHashes())]);
      const html = await response.text();
      const own = inlineScripts(html).map(scriptHash);
      expect(own.length).toBeGreaterThan(0);
      expect(pagePolicy(html).get('script-src')).toEqual(["'self'", ...own]);
      expect({
        header: evaluatorFindings(response.headers.get('content-security-policy') ?? ''),
        page: evaluatorFindings(pagePolicyText(html)),
      }).toEqual({ header: [], page: [] });
      // No script sink takes a string, and the storefront's policy is the only one a page may make.
      expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
      expect(csp.get('trusted-types')).toEqual([SCRIPT_POLICY]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  test.each(Object.entries(ROUTES))('%s gets its own prerendered page', async (path, heading) => {
    const html = await (await fetch(BASE + path)).text();
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });

  test('the service worker and the manifest are checked on every visit, and the policy allows the worker alone', async () => {
    for (const [path, type] of [
      ['/sw.js', /javascript/],
      ['/manifest.webmanifest', /manifest\+json/],
    ] as const) {
      const response = await fetch(BASE + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(type);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    const csp = policy((await fetch(BASE)).headers.get('content-security-policy'));
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
  });

  // The two tests in Chromium run side by side: each waits on its browser more than it computes.
  test.concurrent('Chromium finds the storefront installable: its manifest, icons and service worker', async () => {
    // A profile of its own: Chromium installs nothing from an incognito window.
    const profile = await mkdtemp(join(tmpdir(), 'installable-'));
    const browser = await chromium.launchPersistentContext(profile, launchOptions);
    try {
      const page = await browser.newPage();
      await page.goto(BASE);
      await page.evaluate('navigator.serviceWorker.ready');
      const cdp = await browser.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('any other address gets the app, which shows its not-found page', async () => {
    expect(await (await fetch(`${BASE}/no/such/page`)).text()).toContain('data-prerendered="/"');
  });

  test('hashed assets are cached for a year as immutable; their names change with their content', async () => {
    const html = await (await fetch(BASE)).text();
    const script = /<script[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(BASE + script);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('product pictures are cached for a day: a returning shopper sees them without asking again', async () => {
    // Not hashed: a saved basket names its pictures, so their addresses must outlive a release.
    const response = await fetch(`${BASE}/images/products.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  test("each page's inline scripts are the early-input capture, first in <body>, and on the basket page the one that draws saved rows where the basket is in Web Storage: nothing wider", async () => {
    const pages = (await readdir('dist')).filter((file) => file.endsWith('.html') && file !== 'provider-console.html');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) {
      const html = await readFile(`dist/${page}`, 'utf8');
      expect(inlineScripts(html), page).toHaveLength(page === 'checkout.html' && drawsSavedRows() ? 2 : 1);
      expect(html, page).toMatch(/<body[^>]*><script>/);
    }
    expect(await inlineScriptHashes()).toHaveLength(drawsSavedRows() ? 2 : 1);
  });

  test('every page of the build, the provider console too, states a complete script policy before its first script: the hashes, no plugins, no <base>, Trusted Types', async () => {
    const pages = (await readdir('dist')).filter((file) => file.endsWith('.html'));
    expect(pages).toContain('provider-console.html');
    for (const page of pages) {
      const html = await readFile(`dist/${page}`, 'utf8');
      const hashes = inlineScripts(html).map(scriptHash);
      const own = pagePolicy(html);
      expect(own.get('script-src'), page).toEqual(["'self'", ...hashes]);
      expect(own.get('require-trusted-types-for'), page).toEqual(["'script'"]);
      expect(own.get('trusted-types'), page).toEqual([SCRIPT_POLICY]);
      expect(own.get('object-src'), page).toEqual(["'none'"]);
      expect(own.get('base-uri'), page).toEqual(["'none'"]);
      expect(evaluatorFindings(pagePolicyText(html)), page).toEqual([]);
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), page).toBeLessThan(html.indexOf('<script'));
    }
  });

  test.concurrent(
    'in Chromium, the store works under these policies without a single violation; a string reaches no script sink, and an unhashed inline script is refused',
    async () => {
      const browser = await chromium.launch(launchOptions);
      const violations: unknown[] = [];
      try {
        const page = await browser.newPage();
        await page.addInitScript(REPORTS_VIOLATIONS);
        /** Each page's violations, collected before the next navigation replaces its document. */
        const collect = async () => violations.push(...((await page.evaluate('window.violations')) as unknown[]));

        await page.goto(BASE);
        await untilInteractive(page);
        // What an injection would try, at the sinks a page's own code reaches: each throws, and is reported.
        const sinks = await page.evaluate(`[
          () => { document.createElement('div').innerHTML = '<img src="x">'; },
          () => { document.createElement('script').src = '/injected.js'; },
          () => { document.createElement('script').textContent = 'window.injected = true'; },
        ].map((sink) => { try { sink(); return 'taken'; } catch (error) { return error.name; } })`);
        expect(sinks).toEqual(['TypeError', 'TypeError', 'TypeError']);
        // Each is refused by both policies, the header's and the page's, and each reports it.
        await expect
          .poll(() => page.evaluate('window.violations'))
          .toEqual(Array(6).fill('require-trusted-types-for trusted-types-sink'));
        await page.evaluate('window.violations = []');
        await page.getByRole('button', { name: 'Add to Basket' }).first().click();
        await page.getByRole('link', { name: '1 item in basket' }).click();
        await page.getByRole('heading', { name: 'Your shopping Basket' }).waitFor();
        await collect();
        for (const path of ['/login', '/checkout', '/no-such-page']) {
          await page.goto(BASE + path);
          await untilInteractive(page);
          await collect();
        }

        // An inline script in a page as served, as a tampered response would carry one: its hash is not the build's.
        // In a browser of its own that lets no service worker answer: the worker the visits above installed would
        // serve the page from its cache, past the route that tampers with it.
        const tampered = await browser.newPage({ serviceWorkers: 'block' });
        await tampered.addInitScript(REPORTS_VIOLATIONS);
        await tampered.route(`${BASE}/login`, async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace('</body>', '<script>window.injected = true</script></body>');
          await route.fulfill({ response, body });
        });
        await tampered.goto(`${BASE}/login`);
        await untilInteractive(tampered);
        expect(await tampered.evaluate('window.injected')).toBeUndefined();
        // Both policies refuse it, the header's and the page's, and each reports it, in a task of its own, which may
        // come after the page is interactive.
        await expect
          .poll(() => tampered.evaluate('window.violations'))
          .toEqual(['script-src-elem inline', 'script-src-elem inline']);
      } finally {
        await browser.close();
      }
      expect(violations).toEqual([]);
    },
  );
});
