import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build, type ResolvedConfig, type Rolldown } from 'vite';
import { SCRIPT_POLICY } from '../src/adapters/app-updates/worker-script-url.ts';

/**
 * What every page allows its own code to turn into script: nothing from a string (a script sink takes only
 * a value of a Trusted Types policy) and no policy but the storefront's. firebase.json's header says the same.
 */
const TRUSTED_TYPES = `require-trusted-types-for 'script'; trusted-types ${SCRIPT_POLICY}`;

/** The scripts a page may run: the site's files and the inline scripts of `hashes`, nothing else. */
const scriptSources = (hashes: string[]) => `script-src ${["'self'", ...hashes].join(' ')}`;

/**
 * `html` with its own script policy first in <head>, after the charset: complete on its own, for a host that
 * sends no header: its scripts (scriptSources), no plugins, no <base> to move its scripts' addresses, and Trusted
 * Types at every script sink. Browsers enforce it beside firebase.json's header, which is as strict.
 */
export function withScriptPolicy(html: string, hashes: string[]): string {
  const charset = /<meta charset[^>]*>/.exec(html)?.[0];
  if (!charset) throw new Error('A page without <meta charset> has no place for its script policy.');
  const policy = `${scriptSources(hashes)}; object-src 'none'; base-uri 'none'; ${TRUSTED_TYPES}`;
  return html.replace(charset, `${charset}<meta http-equiv="Content-Security-Policy" content="${policy}">`);
}

/**
 * Writes into firebase.json's Content-Security-Policy header the scripts every page may run (scriptSources), so
 * the header is as strict on its own as each page's policy, for a reader or a host that sees the header alone.
 * The file is written only when the hashes change: a build of the same inline scripts leaves it as committed.
 */
export async function writeHostingScriptPolicy(root: string, hashes: string[]): Promise<void> {
  const file = resolve(root, 'firebase.json');
  const text = await readFile(file, 'utf8');
  const header = /("key": "Content-Security-Policy",\s*"value": ")([^"]*)"/;
  if (!header.test(text)) throw new Error('firebase.json has no Content-Security-Policy header to write into.');
  const written = text.replace(header, (_, key: string, value: string) => {
    return `${key}${value.replace(/script-src [^;]*/, scriptSources(hashes))}"`;
  });
  if (written !== text) await writeFile(file, written);
}

/**
 * `entry` as one minified classic script, to inline into a page: it runs where it stands, before the parser
 * goes on (a module script waits for the whole page to be parsed). Its text is what the policy's hash covers.
 */
export async function inlineScript(config: ResolvedConfig, entry: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      copyPublicDir: false,
      sourcemap: false,
      minify: true,
      target: config.build.target,
      lib: { entry: resolve(config.root, entry), formats: ['iife'], name: 'inline' },
    },
  })) as Rolldown.RolldownOutput[];
  return output[0]!.output[0].code.trim();
}
