// Plain JavaScript, so the grid script (qa/grid.mjs) runs it without a TypeScript loader, as the scenarios do.
import { spawn } from 'node:child_process';

/**
 * A virtual screen (Xvfb) for MiniBrowser, which needs an X display even when nobody watches. Xvfb picks a free
 * display number itself and writes it to the pipe given as `-displayfd`, so workers never collide. `on` makes the
 * command run on another host (qa/other-hosts.mjs), whose programs then share the display.
 * @param {number} timeoutMs
 * @param {(argv: string[]) => string[]} [on]
 */
export async function startDisplay(timeoutMs, on = (argv) => argv) {
  const [command, ...args] = on(['Xvfb', '-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp']);
  const xvfb = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let errors = '';
  xvfb.stderr.on('data', (chunk) => (errors += chunk));
  const number = await new Promise((resolve, reject) => {
    let written = '';
    xvfb.stdio[3].on('data', (chunk) => {
      written += chunk;
      if (written.includes('\n')) resolve(written.trim());
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb stopped (exit ${code}): ${errors.trim()}`)));
    // Unreferenced, it keeps no process running once the display is there.
    setTimeout(() => reject(new Error(`Xvfb gave no display within ${timeoutMs / 1000} s`)), timeoutMs).unref();
  }).catch((error) => {
    xvfb.kill();
    throw error;
  });
  return { display: `:${number}`, stop: () => xvfb.kill() };
}
