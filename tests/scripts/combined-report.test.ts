import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { combinedReport } from '../../scripts/combined-report.mjs';
import { lines } from '../support/cucumber-messages';

const root = mkdtempSync(join(tmpdir(), 'combined-report-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A run's folder as scripts/scenarios.mjs leaves it; `messages` undefined for an engine that never started. */
function runFolder(engine: string, version: string | undefined, messages?: object[]) {
  const folder = join(root, engine);
  mkdirSync(folder, { recursive: true });
  if (version) writeFileSync(join(folder, 'engine.json'), JSON.stringify({ engine, version }));
  if (messages) writeFileSync(join(folder, 'messages.ndjson'), messages.map((line) => JSON.stringify(line)).join('\n'));
  writeFileSync(
    join(folder, 'junit.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="acceptance (fake, ${engine})"/>\n`,
  );
  return folder;
}

describe('one report over the runs of every engine', () => {
  const { html, junit, totals } = combinedReport(
    { chromium: runFolder('chromium', '156.0', lines), webkit: runFolder('webkit', undefined) },
    {
      out: root,
      planned: 4,
      profile: 'fake',
      device: 'phone',
      storefront: '0.1.0+abc1234',
      skipReason: (engine, { tags }) => `${engine} lacks ${tags.at(-1)!.name}`,
    },
  );
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const row = (name: string) =>
    [...doc.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')!.textContent!.startsWith(name))!;

  test('names the profile, the device, the storefront and each engine with its version', () => {
    expect(doc.querySelector('h1')!.textContent).toBe('Scenarios: fake profile, chromium, webkit on a phone');
    const facts = [...doc.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(facts.slice(0, 3)).toEqual(['fake', 'phone', '0.1.0+abc1234']);
    expect(facts[3]).toContain('156.0: 2 passed, 1 failed, 1 skipped');
    expect(facts[4]).toContain('did not start: 0 passed, 4 failed, 0 skipped');
  });

  test('shows each scenario in each engine: passed, flaky, skipped with its reason, failed with its step and links', () => {
    expect(row('Scenario flaky').querySelectorAll('td')[0]!.textContent).toBe('passed on a retry (flaky)');
    expect(row('Scenario skipped').querySelectorAll('td')[0]!.textContent).toBe(
      'skipped: chromium lacks @needs-media-emulation',
    );
    const failed = row('Scenario failed').querySelectorAll('td')[0]!;
    expect(failed.querySelector('q')!.textContent).toBe('Then the basket shows 1 item');
    expect([...failed.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['trace', 'chromium/traces/failed-attempt1.zip'],
    ]);
    expect(row('Scenario passed').querySelectorAll('td')[1]!.textContent).toBe('not run');
  });

  test("names an outline's example row by its cells", () => {
    expect(row('Scenario failed').querySelector('th')!.firstChild!.textContent).toBe(
      'Scenario failed, example "Lumen smartwatch" | $239.00',
    );
  });

  test('counts a planned scenario an engine never ran as failed', () => {
    expect(totals).toEqual({ passed: 2, failed: 5, skipped: 1 });
  });

  test("holds every run's suite in one JUnit file", () => {
    const suites = new DOMParser().parseFromString(junit, 'application/xml').querySelectorAll('testsuites > testsuite');
    expect([...suites].map((suite) => suite.getAttribute('name'))).toEqual([
      'acceptance (fake, chromium)',
      'acceptance (fake, webkit)',
    ]);
  });
});
