// The gate's choice of scenarios (qa/matrix.mjs), read with Gherkin's parser and tag expressions as playwright-bdd
// reads them: each reason tags a scenario, so no reason is a misspelt word that selects nothing, and Chromium alone
// runs every scenario.
import { readdirSync, readFileSync } from 'node:fs';
import { AstBuilder, compile, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import parseTags from '@cucumber/tag-expressions';
import { describe, expect, test } from 'vitest';
import { ENGINE_SENSITIVE, GATE, PROFILE_SENSITIVE } from '../matrix.mjs';

/** Every scenario of features/ (an outline's example rows each), with its tags, as `file:line`. */
const SCENARIOS = readdirSync('features')
  .filter((file) => file.endsWith('.feature'))
  .flatMap((file) => {
    const uri = `features/${file}`;
    const newId = IdGenerator.incrementing();
    const parser = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher());
    return compile(parser.parse(readFileSync(uri, 'utf8')), uri, newId).map((pickle) => ({
      id: `${uri}:${pickle.location!.line}`,
      tags: pickle.tags.map(({ name }) => name),
    }));
  });

/** The scenarios a project of `profile` runs given `tags` (playwright.config.ts: Firebase's leave the fake's own tools). */
const scenarioIds = async (profile: string, tags?: string) => {
  const expressions = [tags, profile === 'firebase' ? 'not @fake-auth-only' : undefined].filter(Boolean);
  const chosen = expressions.map((expression) => parseTags(expression!));
  return SCENARIOS.filter((scenario) => chosen.every((tag) => tag.evaluate(scenario.tags))).map(({ id }) => id);
};

describe.each([
  ['fake', ENGINE_SENSITIVE],
  ['firebase', PROFILE_SENSITIVE],
])('each reason the gate gives for a run of the %s profile', (profile, reasons) => {
  test.each(Object.keys(reasons))('%s tags at least one scenario, and says why', async (tag) => {
    expect(await scenarioIds(profile, tag)).not.toHaveLength(0);
    expect(reasons[tag as keyof typeof reasons]).toMatch(/\w{4,}/);
  });
});

test('the gate runs every scenario of the fake profile in Chromium, and fewer, not none, elsewhere', async () => {
  const every = await scenarioIds('fake');
  expect(await scenarioIds('fake', GATE.fake.chromium)).toEqual(every);
  for (const engine of ['firefox', 'webkit'] as const) {
    const chosen = await scenarioIds('fake', GATE.fake[engine]);
    expect(chosen.length).toBeGreaterThan(0);
    expect(chosen.length).toBeLessThan(every.length);
  }
});

test("a scenario of the provider's answers runs on the Firebase profile in the gate, and one only about the basket does not", async () => {
  const chosen = await scenarioIds('firebase', GATE.firebase.chromium);
  expect(chosen).toContain('features/sign-in.feature:14');
  expect(chosen).not.toContain('features/basket.feature:19');
});

test("a new deploy's offer, the worker's and the build's alone, runs on the fake profile in the gate, and its pages offline on both", async () => {
  const deploys = ['features/offline.feature:57', 'features/offline.feature:67'];
  const firebase = await scenarioIds('firebase', GATE.firebase.chromium);
  expect(firebase).toContain('features/offline.feature:17');
  expect(firebase.filter((id) => deploys.includes(id))).toEqual([]);
  for (const engine of ['chromium', 'firefox', 'webkit'] as const) {
    expect(await scenarioIds('fake', GATE.fake[engine])).toEqual(expect.arrayContaining(deploys));
  }
});

test("Firefox runs the provider's message with no network on the Firebase profile, and the worker's pages offline on the fake one", async () => {
  const firebase = await scenarioIds('firebase', GATE.firebase.firefox);
  expect(firebase).toContain('features/offline.feature:39');
  expect(firebase).not.toContain('features/offline.feature:17');
  expect(await scenarioIds('fake', GATE.fake.firefox)).toContain('features/offline.feature:17');
});

test('the Firebase profile runs one round of the two-tab race, whose other rounds are for the fake provider, in Chromium; Firefox and WebKit run its two tabs of a session', async () => {
  const rounds = (ids: string[]) => ids.filter((id) => id.startsWith('features/accounts.feature:'));
  expect(rounds(await scenarioIds('fake', GATE.fake.chromium))).toHaveLength(5);
  expect(rounds(await scenarioIds('firebase', GATE.firebase.chromium))).toEqual(['features/accounts.feature:18']);
  for (const engine of ['firefox', 'webkit'] as const) {
    const chosen = await scenarioIds('firebase', GATE.firebase[engine]);
    expect(rounds(chosen)).toEqual([]);
    expect(chosen).toContain('features/session.feature:16');
  }
});

test("the Firebase profile runs one of each table of the provider's refusals, whose other rows the contract checks", async () => {
  const refusals = (ids: string[]) => ids.filter((id) => id.startsWith('features/errors.feature:'));
  expect(refusals(await scenarioIds('fake', GATE.fake.chromium))).toHaveLength(12);
  const firstRows = [17, 35, 46, 52].map((line) => `features/errors.feature:${line}`);
  expect(refusals(await scenarioIds('firebase', GATE.firebase.chromium))).toEqual(firstRows);
});

describe.each(['firefox', 'webkit'] as const)('%s', (engine) => {
  test("runs only the provider's scenarios on the Firebase profile, the smoke's among them", async () => {
    const chosen = await scenarioIds('firebase', GATE.firebase[engine]);
    const provider = await scenarioIds('firebase', '@auth');
    expect(chosen.filter((id) => !provider.includes(id))).toEqual([]);
    expect(chosen).toEqual(expect.arrayContaining(await scenarioIds('firebase', '@auth and @smoke')));
  });

  test("runs the smoke on a phone where the phone's run has it, and once on a desktop otherwise", async () => {
    const desktop = await scenarioIds('fake', GATE.fake[engine]);
    const phoneSmoke = await scenarioIds('fake', '@smoke and @phone');
    expect(phoneSmoke).not.toHaveLength(0);
    expect(desktop.filter((id) => phoneSmoke.includes(id))).toEqual([]);
    expect(desktop).toEqual(expect.arrayContaining(await scenarioIds('fake', '@smoke and not @phone')));
  });
});
