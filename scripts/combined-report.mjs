// One report over several runs of the same selection (one run per engine): an HTML table of scenario × engine
// that names the profile, device, each engine's version and the storefront's version, links each failure's
// screenshot and trace, and one JUnit file holding every run's suite. Each run keeps its own reports too.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { outcomes, readMessages, scenarioName } from './reports.mjs';

const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/** One run's results, as its folder holds them (scripts/scenarios.mjs, features/support/worker.ts). */
function runIn(folder, engine) {
  const { version = 'did not start' } = JSON.parse(read(`${folder}/engine.json`) ?? '{}');
  return {
    folder,
    engine,
    version,
    results: outcomes(readMessages(`${folder}/messages.ndjson`)),
    junit: read(`${folder}/junit.xml`),
  };
}

const escape = (text) =>
  String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * `{ html, junit, totals }` for the runs in `folders` (by engine) of a selection of `planned` scenarios, the
 * report to be written in the folder `out` (for its links). A planned scenario an engine never ran counts as failed.
 * @param {Record<string, string>} folders
 * @param {{ out: string, planned: number, profile: string, device: string, storefront: string,
 *   skipReason: (engine: string, pickle: { tags: { name: string }[] }) => string }} options
 */
export function combinedReport(folders, { out, planned, profile, device, storefront, skipReason }) {
  const runs = Object.entries(folders).map(([engine, folder]) => runIn(folder, engine));
  const scenarios = new Map(); // "uri:line" -> the scenario's name, and its result in each engine
  for (const run of runs) {
    for (const result of run.results) {
      const { uri, location } = result.pickle;
      const key = `${uri}:${location.line}`;
      if (!scenarios.has(key))
        scenarios.set(key, { name: scenarioName(result), feature: result.feature, byEngine: {} });
      scenarios.get(key).byEngine[run.engine] = result;
    }
  }
  const link = (run, file) => escape(relative(out, `${run.folder}/${file}`));
  const cell = (run, result) => {
    if (!result) return `<td class="none">not run</td>`;
    const attempts = result.attempts;
    const last = attempts.at(-1);
    if (last.status === 'PASSED') {
      return `<td class="passed">passed${attempts.length > 1 ? ' on a retry (flaky)' : ''}</td>`;
    }
    if (last.status === 'SKIPPED')
      return `<td class="skipped">skipped: ${escape(skipReason(run.engine, result.pickle))}</td>`;
    const links = last.links.map(
      (file) => `<a href="${link(run, file)}">${file.startsWith('traces/') ? 'trace' : 'screenshot'}</a>`,
    );
    // Playwright repeats a poll's message: what differs (expected, received) is in the first distinct lines.
    const lines = [...new Set(last.message.split('\n').filter((line) => line.trim()))].slice(0, 6);
    return `<td class="failed">failed at <q>${escape(last.step)}</q><pre>${escape(lines.join('\n'))}</pre>${links.join(' ')}</td>`;
  };
  const countsOf = (run) => {
    const statuses = run.results.map(({ attempts }) => attempts.at(-1).status);
    const passed = statuses.filter((status) => status === 'PASSED').length;
    const skipped = statuses.filter((status) => status === 'SKIPPED').length;
    return { passed, failed: planned - passed - skipped, skipped };
  };
  const counts = (run) =>
    Object.entries(countsOf(run))
      .map(([status, n]) => `${n} ${status}`)
      .join(', ');
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const run of runs) for (const [key, n] of Object.entries(countsOf(run))) totals[key] += n;
  const rows = [...scenarios]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(
      ([where, { name, feature, byEngine }]) =>
        `<tr><th scope="row">${escape(name)}<small>${escape(feature)} · ${escape(where)}</small></th>${runs.map((run) => cell(run, byEngine[run.engine])).join('')}</tr>`,
    );
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Scenarios: ${escape(profile)} profile, ${escape(runs.map((run) => run.engine).join(', '))}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #111; }
table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #ccc; padding: .4rem; text-align: left; vertical-align: top; }
th small { display: block; color: #555; font-weight: normal; } pre { white-space: pre-wrap; margin: .3rem 0; font-size: 12px; }
.passed { background: #e6f4ea; } .failed { background: #fce8e6; } .skipped { background: #fef7e0; } .none { background: #eee; }
</style></head><body>
<h1>Scenarios: ${escape(profile)} profile, ${escape(runs.map((run) => run.engine).join(', '))} on a ${escape(device)}</h1>
<dl>
<dt>Profile</dt><dd>${escape(profile)}</dd>
<dt>Device</dt><dd>${escape(device)}</dd>
<dt>Storefront</dt><dd>${escape(storefront)}</dd>
${runs.map((run) => `<dt>${escape(run.engine)}</dt><dd>${escape(run.version)}: ${counts(run)} (<a href="${link(run, 'acceptance.html')}">cucumber's report</a>)</dd>`).join('\n')}
</dl>
<table><thead><tr><th scope="col">Scenario</th>${runs.map((run) => `<th scope="col">${escape(run.engine)}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table></body></html>
`;
  // Each run's junit.xml is one <testsuite>: together they are the runs' <testsuites>.
  const suites = runs.map(({ junit }) => junit?.replace(/^<\?xml[^>]*>\n/, '').trim()).filter(Boolean);
  const junit = `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="acceptance (${escape(profile)}, every engine)">\n${suites.join('\n')}\n</testsuites>\n`;
  return { html, junit, totals };
}
