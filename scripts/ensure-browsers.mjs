// Makes sure Debian's browsers are there for the browser tests: Playwright cannot download its own builds on these
// machines. Installs the missing ones with apt-get when we are root, or says what to run.
//   node scripts/ensure-browsers.mjs [chromium] [firefox] [webkit] [grid]   (default: chromium)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/** Per engine: the files that show it is installed, and the Debian packages that bring them. */
const ENGINES = {
  // The scenarios, the screenshots and the browser-mode tests drive Chromium's headless shell (qa/harness/browser.ts);
  // the bench and the check that the storefront installs as an app, the browser.
  chromium: {
    paths: [
      process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    ],
    packages: ['chromium', 'chromium-headless-shell'],
  },
  firefox: { paths: [process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'], packages: ['firefox-esr'] },
  webkit: { paths: ['/usr/bin/WebKitWebDriver'], packages: ['webkit2gtk-driver', 'xvfb', 'xauth'] },
  // A local Selenium Grid 4 (qa/grid.mjs): Java for its server, Debian's chromedriver for its Chromium node.
  grid: { paths: ['/usr/bin/chromedriver'], packages: ['chromium-driver', 'default-jre-headless'] },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((engine) => !(engine in ENGINES));
if (unknown.length > 0) {
  console.error(`Unknown engine ${unknown.join(', ')}: use ${Object.keys(ENGINES).join(', ')}.`);
  process.exit(2);
}
const missing = (asked.length > 0 ? asked : ['chromium']).filter((engine) => !ENGINES[engine].paths.every(existsSync));
if (missing.length > 0) {
  const packages = missing.flatMap((engine) => ENGINES[engine].packages);
  if (process.getuid?.() !== 0) {
    console.error(`Missing ${missing.join(', ')}. Install with: sudo apt-get install -y ${packages.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing Debian's ${packages.join(', ')} for the browser tests (one time)...`);
  // apt's own lines are shown only when it fails: they are what says why.
  const apt = { stdio: 'pipe', encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
  // APT_ARCHIVES keeps the downloaded packages in a folder CI caches from job to job, so a job installs them
  // without fetching them again (a container's own apt deletes them after each install).
  const archives = process.env.APT_ARCHIVES ? resolve(process.env.APT_ARCHIVES) : undefined;
  if (archives) mkdirSync(`${archives}/partial`, { recursive: true });
  const kept = archives ? ['-o', `Dir::Cache::Archives=${archives}`] : [];
  try {
    execFileSync('apt-get', ['update', '-qq'], apt);
    execFileSync('apt-get', ['install', '-y', '-qq', ...kept, ...packages], apt);
  } catch (error) {
    console.error(`apt-get failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`);
    process.exit(1);
  }
  console.log(`Installed ${packages.join(', ')}.`);
}
