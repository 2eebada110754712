import { resolve } from 'node:path';
import { build, type ResolvedConfig, type Rolldown } from 'vite';
import { SCRIPT_POLICY } from '../src/adapters/app-updates/worker-script-url.ts';

/**
 * What every page allows its own code to turn into script: nothing from a string (a script sink takes only
 * a value of a Trusted Types policy) and no policy but the storefront's. firebase.json's header says the same.
 */
const TRUSTED_TYPES = `require-trusted-types-for 'script'; trusted-types ${SCRIPT_POLICY}`;

/**
 * `html` with its own script policy first in <head>, after the charset: the site's files and the inline
 * scripts of `hashes`, nothing else, and Trusted Types at every script sink. Browsers enforce it beside
 * firebase.json's header, which leaves inline scripts to the page.
 */
export function withScriptPolicy(html: string, hashes: string[]): string {
  const charset = /<meta charset[^>]*>/.exec(html)?.[0];
  if (!charset) throw new Error('A page without <meta charset> has no place for its script policy.');
  const sources = ["'self'", ...hashes].join(' ');
  return html.replace(
    charset,
    `${charset}<meta http-equiv="Content-Security-Policy" content="script-src ${sources}; ${TRUSTED_TYPES}">`,
  );
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
