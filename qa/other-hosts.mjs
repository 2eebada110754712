// Other hosts on this machine, for a grid whose nodes must not share the runner's loopback (qa/grid.mjs): each a
// network namespace (`ip netns`, as root) with its own 127.0.0.1, linked by a veth pair to a bridge made for the run,
// which holds this machine's address on that private network, the only one at which a host reaches it.
import { execFileSync, spawnSync } from 'node:child_process';

const ip = (...args) => execFileSync('ip', args, { encoding: 'utf8', stdio: 'pipe' });
/** A step whose failure is an answer: what the clean-up removes is gone already, or the bridge is another run's. */
const quietly = (command, ...args) => spawnSync(command, args, { encoding: 'utf8' });

/**
 * `count` hosts, `{ address, name, command(argv) }` each (`command` runs argv there), and `runner`, this machine's
 * address as they reach it. When this process exits, whatever runs on them is stopped and they are deleted.
 */
export function otherHosts(count) {
  const used = ip('-4', '-o', 'addr', 'show');
  // The first /24 of 10.213.1.0 to 10.213.254.0 that no interface here has, and no other run holds.
  for (let network = 1; network <= 254; network++) {
    const prefix = `10.213.${network}`;
    const bridge = `sfgrid${network}`;
    if (used.includes(` ${prefix}.`)) continue;
    // The bridge's name claims the network: a second run side by side, failing to make it, moves on.
    if (quietly('ip', 'link', 'add', bridge, 'type', 'bridge').status !== 0) continue;
    const hosts = Array.from({ length: count }, (_, index) => ({
      name: `${bridge}-${index + 1}`,
      address: `${prefix}.${index + 2}`,
      link: `sfg${network}h${index + 1}`,
      command: (argv) => ['ip', 'netns', 'exec', `${bridge}-${index + 1}`, ...argv],
    }));
    const remove = () => {
      for (const { name, link } of hosts) {
        // The processes of a namespace made here are this run's own: its node, driver, display and browsers.
        quietly('kill', '-KILL', ...quietly('ip', 'netns', 'pids', name).stdout.split('\n').filter(Boolean));
        // The pair goes with the namespace too, but only once the kernel has cleared the namespace, which can be
        // after the next run has begun and wants the name: deleted here, it goes at once.
        quietly('ip', 'link', 'del', link);
        quietly('ip', 'netns', 'del', name);
      }
      quietly('ip', 'link', 'del', bridge);
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
        // monitor: navigator.onLine false). It leads to the network's last address, which no host is given.
        ip('-n', name, 'route', 'add', 'default', 'via', `${prefix}.254`);
      }
    } catch (error) {
      remove();
      const why = error.stderr ?? error.message;
      throw new Error(`Could not make the grid's hosts (network namespaces need root): ${why}`, { cause: error });
    }
    return { runner: `${prefix}.1`, hosts };
  }
  throw new Error('No private network 10.213.N.0/24 is free on this machine for the grid');
}
