// A profile's production build, stamped with a hash of everything it was built from, so a run of the scenarios
// can reuse a build that is still current rather than build again when aiming at one scenario. Every command that
// builds dist/ builds through here (npm run build, screenshots, test:hosting, the scenarios), so the stamp stays
// whichever of them built last.
//   node scripts/build.mjs fake|firebase [--if-stale]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where each profile's production build goes, and the Vite mode that configures it. */
export const BUILDS = {
  fake: { mode: 'production', outDir: 'dist' },
  firebase: { mode: 'emulator', outDir: 'dist-emulator' },
};

/** What a build is made of: its sources and settings, and the variables Vite builds in (VITE_…). */
const INPUTS = ['src', 'public', 'index.html', 'provider-console.html', 'vite.config.ts', 'build'];
// package.json gives the version the pages state; the commit they state too is the one the build was made at.
const SETTINGS = ['package.json', 'package-lock.json', 'tsconfig.json'];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

function inputsHash(mode) {
  const hash = createHash('sha256').update(mode);
  const settings = [...SETTINGS, ...readdirSync('.').filter((file) => file.startsWith('.env'))];
  for (const file of [...INPUTS, ...settings].flatMap(filesUnder)) hash.update(file).update(readFileSync(file));
  const variables = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
  return hash.update(JSON.stringify(variables.sort())).digest('hex');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [profile, flag] = process.argv.slice(2);
  const { mode, outDir } = BUILDS[profile] ?? {};
  if (!mode) {
    console.error(`Unknown profile '${profile}': use ${Object.keys(BUILDS).join(' or ')}.`);
    process.exit(2);
  }
  const hash = inputsHash(mode);
  const stamp = join(outDir, '.inputs-hash');
  if (flag === '--if-stale' && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) {
    console.log(`${outDir}/ is current for the sources: not built again (without --if-stale it builds).`);
    process.exit(0);
  }
  const args = ['build', '--mode', mode, '--outDir', outDir, '--logLevel', 'warn'];
  // A production build whoever asks: Vite keeps a NODE_ENV it is given, and Vitest, which builds when dist/ is
  // stale (tests/build), gives its own (test), which would ship React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const vite = spawnSync('node_modules/.bin/vite', args, { stdio: 'inherit', env });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
  writeFileSync(stamp, hash);
}
