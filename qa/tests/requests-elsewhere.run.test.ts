// The check that a report read from the disk asks no other origin for anything (qa/harness/requests-elsewhere.ts),
// which the merged report's test (split-merge.run.test.ts) and the bench's Lighthouse reports rely on.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { requestsElsewhere } from '../harness/requests-elsewhere';

test('names what a page on the disk asks of other origins, as it opens and as it is used, and nothing of its own files', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'requests-elsewhere-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  writeFileSync(join(folder, 'own.css'), 'p { color: black }');
  const page = join(folder, 'report.html');
  writeFileSync(
    page,
    '<link rel="stylesheet" href="own.css"><link rel="stylesheet" href="https://fonts.example/font.css">' +
      '<button onclick="window.open(\'https://viewer.example/\')">Open</button>' +
      // As Allure's trace button did: a blank window, sent elsewhere a while later.
      "<button onclick=\"const w = window.open(''); setTimeout(() => (w.location.href = 'https://later.example/'), 2000)\">Later</button>",
  );
  const quiet = join(folder, 'quiet.html');
  writeFileSync(quiet, '<link rel="stylesheet" href="own.css"><p>Nothing from elsewhere</p>');
  expect(await requestsElsewhere([quiet])).toEqual([]);
  const pressed = await requestsElsewhere([page], async (opened) => {
    await opened.getByRole('button', { name: 'Open' }).click();
    await opened.getByRole('button', { name: 'Later' }).click();
  });
  expect(pressed).toEqual(['https://fonts.example/font.css', 'https://viewer.example/', 'https://later.example/']);
}, 60_000);
