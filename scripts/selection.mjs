// The scenarios a run's arguments select, as cucumber-js itself resolves them (cucumber.js's tags for the
// profile, then the file:line, --name or --tags given), without loading a step or starting a browser: a run
// can then refuse an empty selection in a second or two, before it builds or launches anything.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadConfiguration, loadSources } from '@cucumber/cucumber/api';
import { junitXml } from './reports.mjs';
import { startRun } from './run-reports.mjs';

export const NOTHING_SELECTED = 'No scenario matched: check the file:line, --name or --tags given.';

/** What a run or a listing says of a `file:line` that selects nothing beside others that do (`unmatched`). */
export const unmatchedWarning = (line) =>
  `Warning: ${line} selects no scenario (a scenario's line or an example row's does); the others go on.`;

/**
 * `{ plan, parallel, selected, part, unmatched }`: the planned scenarios (name, uri, location) and the workers
 * cucumber-js would start. Given `--shard i/N`, the plan is part i of N of the selection, as cucumber-js itself takes
 * it (every Nth scenario from the i-th), so every machine cuts the same features into the same parts; `selected`
 * counts the whole selection, and `part` is `{ index, total }`. `unmatched` lists each `file:line` of a selection of
 * several that selects no scenario by itself (with the same --tags and --name): cucumber-js drops it without a word.
 */
export async function selection(profile, args) {
  // cucumber.js reads the profile and turns on source maps in NODE_OPTIONS for its workers: this process's
  // children (a build, say) need neither.
  const saved = { ACCEPTANCE_PROFILE: process.env.ACCEPTANCE_PROFILE, NODE_OPTIONS: process.env.NODE_OPTIONS };
  process.env.ACCEPTANCE_PROFILE = profile;
  try {
    const { runConfiguration } = await loadConfiguration({ provided: args });
    const { plan, errors } = await loadSources(runConfiguration.sources);
    if (errors.length > 0) {
      const where = ({ uri, location }) => `${uri}${location ? `:${location.line}` : ''}`;
      throw new Error(`The features could not be read: ${errors.map((e) => `${where(e)} ${e.message}`).join('; ')}`);
    }
    const { shard } = runConfiguration.sources;
    const [index, total] = shard ? shard.split('/').map(Number) : [1, 1];
    if (index < 1 || index > total) throw new Error(`--shard ${shard}: the part must be from 1 to ${total}`);
    const inPart = plan.filter((_, position) => position % total === index - 1);
    return {
      plan: inPart,
      parallel: runConfiguration.runtime.parallel,
      selected: plan.length,
      part: { index, total },
      unmatched: await unmatchedLines(runConfiguration.sources),
    };
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** Each `file:line` of `sources` (`file:15:16` is two) that selects no scenario by itself. */
async function unmatchedLines(sources) {
  const lines = sources.paths.flatMap((path) => {
    const [file, ...numbers] = path.split(':');
    return numbers.map((line) => `${file}:${line}`);
  });
  // One file:line alone is the whole selection: when it selects nothing, the run fails (NOTHING_SELECTED).
  if (sources.paths.length === 1 && lines.length === 1) return [];
  const plans = await Promise.all(lines.map((line) => loadSources({ ...sources, paths: [line] })));
  return lines.filter((_, position) => plans[position].plan.length === 0);
}

/**
 * The selection's scenarios; when it holds none, the run ends here, and each of its reports folders gets a
 * junit.xml that says so, alone, so CI never reads old results as new ones.
 */
export async function selectedOrExit(profile, args, { folders, run }) {
  const { plan, selected } = await selection(profile, args);
  if (selected > 0) return plan; // a part of a split may hold none of a small selection's scenarios
  startRun(); // a run of its own, which ran nothing: no earlier run's reports are left to be read as this one's
  for (const folder of folders) {
    mkdirSync(folder, { recursive: true });
    const error = { name: 'No scenario ran', message: NOTHING_SELECTED };
    const xml = junitXml([], { run, timestamp: new Date().toISOString(), skipReason: () => '', errors: [error] });
    writeFileSync(`${folder}/junit.xml`, xml);
  }
  console.error(`${NOTHING_SELECTED}\nReports: ${folders.join(', ')} now hold only a junit.xml that says so.`);
  process.exit(1);
}
