// `npm run scenarios -- [features/x.feature[:line] …] [playwright test options]`: the scenarios chosen by feature
// file and line. playwright-bdd writes each feature as a test file per project under .features-gen/, whose lines are
// not the feature's: this generates them, turns each `x.feature:line` into the test's file and line in every project
// that has it, and hands the rest to `playwright test` as it is (`--project`, `--grep`, `--ui`, `--shard`, …).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const GENERATED = '.features-gen';

/** `feature[:line…]` as each project's generated test file and lines; none where no project has it. */
export function inProjects(selection) {
  const [path, ...lines] = selection.split(':');
  return readdirSync(GENERATED).flatMap((project) => {
    // Where the project's features come from (playwright.config.ts).
    const features = project === 'proofs' ? 'tests/acceptance' : 'features';
    const file = join(GENERATED, project, `${relative(features, path)}.spec.js`);
    if (!existsSync(file)) return [];
    if (lines.length === 0) return [file];
    // Each test's line in the file, then its scenario's (an example row's for an outline's) in the feature, as the
    // data playwright-bdd writes at the file's end holds them.
    const tests = [...readFileSync(file, 'utf8').matchAll(/\{"pwTestLine":(\d+),"pickleLine":(\d+)/g)];
    const found = lines.flatMap((line) => tests.filter(([, , pickleLine]) => pickleLine === line));
    return found.map(([, pwTestLine]) => `${file}:${pwTestLine}`);
  });
}

const args = process.argv.slice(2);
// What an earlier run generated for other projects' choices would map a feature's line to tests no project runs.
rmSync(GENERATED, { recursive: true, force: true });
const generated = spawnSync('node_modules/.bin/bddgen', [], { stdio: 'inherit' });
if (generated.status !== 0) process.exit(generated.status ?? 1);
const mapped = args.map((arg) => (/\.feature(:\d+)*$/.test(arg) ? inProjects(arg) : [arg]));
const unmatched = args.filter((_, index) => mapped[index].length === 0);
if (unmatched.length > 0) {
  console.error(`No scenario of a project at ${unmatched.join(', ')}: a scenario's line, or an example row's.`);
  process.exit(1);
}
const { status } = spawnSync('node_modules/.bin/playwright', ['test', ...mapped.flat()], { stdio: 'inherit' });
process.exit(status ?? 1);
