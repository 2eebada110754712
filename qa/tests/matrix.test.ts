// The gate's choice of scenarios (qa/matrix.mjs), read with Gherkin's parser and tag expressions as playwright-bdd
// reads them: each reason tags a scenario, so no reason is a misspelt word that selects nothing, Chromium alone runs
// every scenario, and each run takes and leaves the scenarios that the reasons and notes there name.
import { readdirSync, readFileSync } from 'node:fs';
import { AstBuilder, compile, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import parseTags from '@cucumber/tag-expressions';
import { expect, test } from 'vitest';
import { ENGINE_SENSITIVE, GATE, PROFILE_SENSITIVE } from '../matrix.mjs';

const newId = IdGenerator.incrementing();
const parser = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher());
/** Every scenario of features/ (an outline's example rows each), with its tags, as `feature:line`. */
const SCENARIOS = readdirSync('features')
  .filter((file) => file.endsWith('.feature'))
  .flatMap((file) =>
    compile(parser.parse(readFileSync(`features/${file}`, 'utf8')), file, newId).map((pickle) => ({
      id: `${file.replace('.feature', '')}:${pickle.location!.line}`,
      tags: pickle.tags.map(({ name }) => name),
    })),
  );

/** What a project of `profile` runs given `tags` (playwright.config.ts: Firebase's leave the fake's own tools). */
const chosen = (profile: string, tags = '') => {
  const kept = [tags, profile === 'firebase' ? 'not @fake-auth-only' : ''].map((expression) => parseTags(expression));
  return SCENARIOS.filter((scenario) => kept.every((tag) => tag.evaluate(scenario.tags))).map(({ id }) => id);
};
const gate = (profile: keyof typeof GATE, engine: 'chromium' | 'firefox' | 'webkit') =>
  chosen(profile, GATE[profile][engine]);

test.each([
  ...Object.entries(ENGINE_SENSITIVE).map((reason) => ['fake', ...reason]),
  ...Object.entries(PROFILE_SENSITIVE).map((reason) => ['firebase', ...reason]),
])("on the %s profile, the gate's reason %s tags at least one scenario, and says why", (profile, tag, why) => {
  expect(chosen(profile, tag)).not.toHaveLength(0);
  expect(why).toMatch(/\w{4,}/);
});

// Fewer elsewhere: each run below leaves some.
test('the gate runs every scenario of the fake profile in Chromium', () => {
  expect(gate('fake', 'chromium')).toEqual(chosen('fake'));
});

/** A scenario as `feature:line` itself, or those of a tag expression, which must select some. */
const scenariosOf = (profile: string, what: string) => {
  if (/^[\w-]+:\d+$/.test(what)) return [what];
  expect(chosen(profile, what), what).not.toHaveLength(0);
  return chosen(profile, what);
};

// By qa/matrix.mjs: the smoke's phone scenarios are the phone's; a new deploy's offer is the fake's (offline:57, 67);
// Firebase in Firefox runs its network message (offline:39), leaving the worker's pages (offline:17) to the fake.
test.each([
  ['fake', 'firefox', ['@smoke and not @phone', 'offline:17', 'offline:57', 'offline:67'], ['@smoke and @phone']],
  ['fake', 'webkit', ['@smoke and not @phone', 'offline:57', 'offline:67'], ['@smoke and @phone']],
  ['firebase', 'chromium', ['sign-in:14', 'offline:17'], ['basket:19', 'offline:57', 'offline:67']],
  ['firebase', 'firefox', ['@auth and @smoke', 'offline:39', 'session:16'], ['not @auth', '@accounts', 'offline:17']],
  ['firebase', 'webkit', ['@auth and @smoke', 'session:16'], ['not @auth', '@accounts']],
] as const)('on the %s profile, the gate in %s takes %j and leaves %j', (profile, engine, takes, leaves) => {
  const ids = gate(profile, engine);
  expect(takes.flatMap((what) => scenariosOf(profile, what)).filter((id) => !ids.includes(id))).toEqual([]);
  expect(leaves.flatMap((what) => scenariosOf(profile, what)).filter((id) => ids.includes(id))).toEqual([]);
});

// The Firebase profile's one round of the two-tab race and one row of each table of refusals, of the fake's all.
test.each([
  ['fake', 'accounts', [18, 23, 24, 25, 26]],
  ['firebase', 'accounts', [18]],
  ['fake', 'errors', [17, 22, 23, 24, 25, 35, 40, 41, 42, 43, 46, 52]],
  ['firebase', 'errors', [17, 35, 46, 52]],
] as const)('on the %s profile, the gate in Chromium takes of %s.feature the lines %j', (profile, feature, lines) => {
  const ids = gate(profile, 'chromium').filter((id) => id.startsWith(`${feature}:`));
  expect(ids).toEqual(lines.map((line) => `${feature}:${line}`));
});
