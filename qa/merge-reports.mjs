// `npm run merge-reports -- <folder>`: the blob reports of a run split over CI machines (`--shard i/N`, each in
// reports/scenarios/blob/), gathered in one folder, made one report by Playwright Test's merge-reports with this
// project's reporters. Playwright merges whatever it is given, if anything, so first each part must be there, once.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import JSZip from 'jszip';

/** A blob report of `folder` and the part of a split run it holds (`{ current, total }`), or null if not split. */
async function shardOf(folder, file) {
  const zip = await JSZip.loadAsync(readFileSync(join(folder, file)));
  const [events] = zip.file(/\.jsonl$/);
  const [metadata] = (await events.async('string')).split('\n', 1);
  return [file, JSON.parse(metadata).params.shard ?? null];
}

/** What is wrong with the parts `shards` (by file) as one whole run: none missing, none twice, all of one split. */
export function splitProblems(shards) {
  const entries = Object.entries(shards);
  const totals = new Set(entries.map(([, shard]) => shard?.total ?? 1));
  if (totals.size > 1) return [`parts of different splits: ${[...totals].map((total) => `of ${total}`).join(', ')}`];
  const [total] = totals;
  const problems = [];
  for (let part = 1; part <= total; part++) {
    const files = entries.filter(([, shard]) => (shard?.current ?? 1) === part).map(([file]) => file);
    if (files.length === 0) problems.push(`part ${part} of ${total} is missing`);
    if (files.length > 1) problems.push(`part ${part} of ${total} is there ${files.length} times: ${files.join(', ')}`);
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [folder] = process.argv.slice(2);
  if (!folder) {
    console.error('Usage: npm run merge-reports -- <folder with every part’s blob report>');
    process.exit(2);
  }
  const files = readdirSync(folder).filter((file) => file.endsWith('.zip'));
  const shards = Object.fromEntries(await Promise.all(files.map((file) => shardOf(folder, file))));
  const problems = splitProblems(shards);
  for (const problem of problems) console.error(`✖ ${problem}`);
  if (problems.length > 0) process.exit(1);
  const args = ['merge-reports', '--config', 'playwright.config.ts', folder];
  process.exit(spawnSync('node_modules/.bin/playwright', args, { stdio: 'inherit' }).status ?? 1);
}
