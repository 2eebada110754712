import { spawn } from 'node:child_process';

/**
 * A virtual screen (Xvfb) for MiniBrowser, which needs an X display even when nobody watches. Xvfb picks a
 * free display number itself and writes it to the pipe given as `-displayfd`, so workers never collide.
 */
export async function startDisplay(timeoutMs: number): Promise<{ display: string; stop: () => void }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  xvfb.stderr!.on('data', (chunk) => (errors += chunk));
  let timer: NodeJS.Timeout | undefined;
  const number = await new Promise<string>((resolve, reject) => {
    let written = '';
    xvfb.stdio[3]!.on('data', (chunk) => {
      written += chunk;
      if (written.includes('\n')) resolve(written.trim());
    });
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb stopped (exit ${code}): ${errors.trim()}`)));
    timer = setTimeout(() => reject(new Error(`Xvfb gave no display within ${timeoutMs / 1000} s`)), timeoutMs);
  })
    .catch((error: unknown) => {
      xvfb.kill();
      throw error;
    })
    .finally(() => clearTimeout(timer));
  return { display: `:${number}`, stop: () => xvfb.kill() };
}
