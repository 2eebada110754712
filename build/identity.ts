import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Every page says which profile and version of the storefront it is, so a test run aimed at a running
 * storefront can check it has the one it means to test before it starts (qa/harness/storefront-server.ts).
 */
export function storefrontIdentity(profile: string): Plugin {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout?.trim();
  const served = commit ? `${version}+${commit}` : version;
  return {
    name: 'storefront-identity',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'storefront-profile', content: profile }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'storefront-version', content: served }, injectTo: 'head' },
    ],
  };
}
