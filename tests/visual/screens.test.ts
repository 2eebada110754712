import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { chromium, type Browser } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { headlessShellOptions, SCREENS, untilInteractive } from '../../qa/harness/browser';
import { seedGuestBasket } from '../../qa/harness/saved-basket';

// Each page of the fake profile's build, on a desktop and on a phone, against its approved screenshot.
// `npm run screenshots` approves what the build shows now (UPDATE_SCREENSHOTS=1).

const UPDATE = process.env.UPDATE_SCREENSHOTS === '1';
const BASELINES = 'tests/visual/baselines';
/** The Chromium the baselines were approved on: another major version may draw text a little differently. */
const APPROVED_ON = `${BASELINES}/chromium-version.txt`;
const REPORTS = 'reports/visual';
/**
 * Share of pixels that may differ once pixelmatch has set anti-aliased edges aside: text may render a
 * hair differently from run to run, while a moved box or a changed colour differs by far more.
 */
const TOLERANCE = 0.002;
/** How far apart two colours may be and still count as the same (pixelmatch's YIQ scale): at its
 * default, 0.1, the gold buttons could turn orange (#f0c14b → #f0a14b) unnoticed; 0.05 sees it. */
const COLOUR_THRESHOLD = 0.05;

const PAGES = [
  { name: 'home', path: '/', items: 0 },
  { name: 'sign-in', path: '/login', items: 0 },
  { name: 'basket-empty', path: '/checkout', items: 0 },
  { name: 'basket', path: '/checkout', items: 3 },
];

/** Runs in the page: every picture loaded, lazy ones included, so the shot is the same each time. */
const LOAD_ALL_IMAGES = `(async () => {
  for (const image of document.querySelectorAll('img[loading="lazy"]')) image.loading = 'eager';
  await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
})()`;

let server: PreviewServer;
let browser: Browser;
/** Where the build is served: a free port, so suites running side by side (a shared CI runner) never collide. */
let base: string;

beforeAll(async () => {
  // dist/ as built: vite.config.ts and its plugins have nothing to add to serving it.
  server = await preview({
    configFile: false,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
  });
  base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  browser = await chromium.launch(headlessShellOptions);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function screenshot(viewport: { width: number; height: number }, path: string, items: number) {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    if (items > 0) {
      await page.goto(base);
      await seedGuestBasket(page, items);
    }
    await page.goto(base + path);
    await untilInteractive(page);
    await page.evaluate(LOAD_ALL_IMAGES);
    await page.waitForLoadState('networkidle');
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

/** The share of pixels that differ, or a reason the two cannot be compared. */
function difference(expected: PNG, actual: PNG): { share: number; diff?: PNG; reason?: string } {
  if (expected.width !== actual.width || expected.height !== actual.height) {
    const size = (png: PNG) => `${png.width}×${png.height}`;
    return { share: 1, reason: `the page is ${size(actual)} instead of ${size(expected)}` };
  }
  const diff = new PNG({ width: expected.width, height: expected.height });
  const pixels = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, {
    threshold: COLOUR_THRESHOLD,
  });
  return { share: pixels / (expected.width * expected.height), diff };
}

/** Chromium's major version: a patch release (Debian ships them often) keeps how pages are drawn. */
const major = (version: string) => version.split('.')[0];

test('the baselines were approved on this major version of Chromium', async () => {
  const approvedBefore = existsSync(APPROVED_ON) ? (await readFile(APPROVED_ON, 'utf8')).trim() : '';
  // Approving again on a new major version records it; a patch release leaves the file as it was.
  if (UPDATE && major(approvedBefore) !== major(browser.version())) {
    await writeFile(APPROVED_ON, `${browser.version()}\n`);
  }
  const approved = (await readFile(APPROVED_ON, 'utf8')).trim();
  expect(
    major(browser.version()),
    `approved on Chromium ${approved}, running ${browser.version()}: run npm run screenshots and review the diff`,
  ).toBe(major(approved));
});

describe.each(Object.entries(SCREENS))('on a %s', (screen, viewport) => {
  test.each(PAGES)('$name looks as approved', async ({ name, path, items }) => {
    const baseline = `${BASELINES}/${name}-${screen}.png`;
    const shot = await screenshot(viewport, path, items);
    const compared = existsSync(baseline)
      ? difference(PNG.sync.read(await readFile(baseline)), PNG.sync.read(shot))
      : undefined;
    if (UPDATE) {
      // Only a page that no longer looks as approved gets a new baseline: the others keep their files.
      if (!compared || compared.share > TOLERANCE) {
        await mkdir(BASELINES, { recursive: true });
        await writeFile(baseline, shot);
      }
      return;
    }
    expect(compared, `${baseline} is missing: run npm run screenshots`).toBeDefined();
    const { share, diff, reason } = compared!;
    if (share > TOLERANCE) {
      await mkdir(REPORTS, { recursive: true });
      await writeFile(`${REPORTS}/${name}-${screen}.actual.png`, shot);
      if (diff) await writeFile(`${REPORTS}/${name}-${screen}.diff.png`, PNG.sync.write(diff));
    }
    expect(
      share,
      `${name} on a ${screen} differs from ${baseline}: ${reason ?? `${(share * 100).toFixed(2)} % of pixels`}` +
        ` (see ${REPORTS}/; if the change is intended, run npm run screenshots)`,
    ).toBeLessThanOrEqual(TOLERANCE);
  });
});
