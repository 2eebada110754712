import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createServer } from 'vite';
import { expect, test } from 'vitest';

/** What test runs and builds write inside the project: a page `npm start` has open must not reload for it. */
const GENERATED = ['reports', 'dist', 'dist-emulator', 'coverage'];

test('the dev server sees a change to the project, not what test runs and builds write', async () => {
  const probe = `.watch-probe-${process.pid}`;
  const generatedProbes = GENERATED.map((folder) => join(folder, probe));
  for (const folder of GENERATED) mkdirSync(folder, { recursive: true });
  for (const file of [probe, ...generatedProbes]) writeFileSync(file, 'as it was');
  const server = await createServer({ logLevel: 'silent', server: { port: 0, hmr: false } });
  const seen: string[] = [];
  let edits = 0;
  /** Changes the project's own probe until the watcher reports it: then it has reported all changed before. */
  const editUntilSeen = async () => {
    const wanted = seen.filter((path) => path === probe).length + 1;
    while (seen.filter((path) => path === probe).length < wanted) {
      writeFileSync(probe, `edit ${++edits}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  try {
    server.watcher.on('change', (path) => seen.push(relative(server.config.root, path)));
    await editUntilSeen(); // the watcher is at work
    for (const file of generatedProbes) writeFileSync(file, 'written by a run');
    await editUntilSeen();
    expect(seen.filter((path) => GENERATED.some((folder) => path.startsWith(`${folder}/`)))).toEqual([]);
  } finally {
    await server.close();
    for (const file of [probe, ...generatedProbes]) rmSync(file, { force: true });
  }
});
