// Other hosts on this machine, for a grid whose nodes must not share the runner's loopback (qa/grid.mjs):
// each host is a network namespace of its own (`ip netns`, as root) with its own 127.0.0.1, linked by a veth pair
// to a bridge made for the run. The bridge holds this machine's address on that private network, the only one at
// which a host reaches it. Private addresses are used on these links alone, and everything is removed after.
import { execFileSync } from 'node:child_process';

const ip = (...args) => execFileSync('ip', args, { encoding: 'utf8', stdio: 'pipe' });

/** The /24 networks tried, 10.213.1.0 to 10.213.254.0: one that no interface here has, and no other run holds. */
const NETWORKS = Array.from({ length: 254 }, (_, n) => n + 1);
/** The last address of each network, which no host is given: where the hosts' default route leads. */
const NOWHERE = 254;

/**
 * `count` hosts: `{ address, name, command(argv) }` each, where `command` runs argv there; `runner` is this
 * machine's address as they reach it. `remove()` stops whatever runs on them and deletes them; it also runs
 * when this process exits, on a failure too.
 */
export function otherHosts(count) {
  const used = ip('-4', '-o', 'addr', 'show');
  for (const network of NETWORKS) {
    const prefix = `10.213.${network}`;
    const bridge = `sfgrid${network}`;
    if (used.includes(` ${prefix}.`)) continue;
    try {
      ip('link', 'add', bridge, 'type', 'bridge'); // its name claims the network: a second run side by side moves on
    } catch {
      continue;
    }
    const hosts = Array.from({ length: count }, (_, index) => ({
      name: `${bridge}-${index + 1}`,
      address: `${prefix}.${index + 2}`,
      link: `sfg${network}h${index + 1}`,
    }));
    const remove = () => {
      for (const { name, link } of hosts) {
        // The processes of a namespace made here are this run's own: its node, driver, display and browsers.
        const pids = tryIp('netns', 'pids', name)?.split('\n').filter(Boolean) ?? [];
        for (const pid of pids) tryKill(Number(pid));
        // The pair goes with the namespace too, but only once the kernel has cleared the namespace, which can be
        // after the next run has begun and wants the name: deleted here, it goes at once.
        tryIp('link', 'del', link);
        tryIp('netns', 'del', name);
      }
      tryIp('link', 'del', bridge);
    };
    process.on('exit', remove);
    try {
      ip('addr', 'add', `${prefix}.1/24`, 'dev', bridge);
      ip('link', 'set', bridge, 'up');
      for (const { name, address, link } of hosts) {
        ip('netns', 'add', name);
        ip('link', 'add', link, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', name);
        ip('link', 'set', link, 'master', bridge, 'up');
        ip('-n', name, 'addr', 'add', `${address}/24`, 'dev', 'eth0');
        ip('-n', name, 'link', 'set', 'eth0', 'up');
        ip('-n', name, 'link', 'set', 'lo', 'up');
        // A default route, as a real host has: without one WebKit takes the host for offline (GLib's network
        // monitor: navigator.onLine false). It leads to an address on the link that nobody holds, so nothing
        // sent by it reaches anyone.
        ip('-n', name, 'route', 'add', 'default', 'via', `${prefix}.${NOWHERE}`);
      }
    } catch (error) {
      remove();
      const why = error.stderr ?? error.message;
      throw new Error(`Could not make the grid's hosts (network namespaces need root): ${why}`, { cause: error });
    }
    const command = (name) => (argv) => ['ip', 'netns', 'exec', name, ...argv];
    return {
      runner: `${prefix}.1`,
      hosts: hosts.map(({ name, address }) => ({ name, address, command: command(name) })),
      remove,
    };
  }
  throw new Error('No private network 10.213.N.0/24 is free on this machine for the grid');
}

function tryIp(...args) {
  try {
    return ip(...args);
  } catch {
    return undefined;
  }
}

function tryKill(pid) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}
