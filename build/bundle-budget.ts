// The budget of the home page's JavaScript before interaction (gzip, inline script included), counted as the bench
// counts it (build/initial-scripts.ts): a round figure with room for a feature, the same for both profiles
// (docs/decisions/0033-a-budget-with-room-for-a-feature.md). A change that takes it past says why, with its figures,
// in a decision of its own. The fake profile's is read from dist/ as `npm test` builds it; the Firebase profile's
// from a production build of its own (tests/build/initial-bundle.test.ts).
import { pathToFileURL } from 'node:url';
import { initialJavaScriptBytes } from './initial-scripts.ts';

export const BUDGET_BYTES = 120_000;

type Profile = 'fake' | 'firebase';

const bytes = (count: number) => `${count.toLocaleString('en')} byte${count === 1 ? '' : 's'}`;

/** Why a build of `profile` whose initial JavaScript is `size` bytes is over its budget, and what to do; or nothing. */
export function overBudget(profile: Profile, size: number): string | undefined {
  const budget = BUDGET_BYTES;
  if (size <= budget) return undefined;
  return [
    `The home page's JavaScript before interaction is ${bytes(size)} (gzip, ${profile} profile), ` +
      `${bytes(size - budget)} over its budget of ${bytes(budget)} (build/bundle-budget.ts).`,
    'Load what the change needs only when it is needed, with a dynamic import() as the provider console and the',
    "service worker's library are, or take as many bytes out elsewhere: `npx vite build` lists each chunk's gzip",
    'size, to compare with the last commit. Raise the budget only as a choice, recorded in docs/decisions/ with the',
    'figures that decided it.',
  ].join('\n');
}

// `node build/bundle-budget.ts fake|firebase DIR`: the check `npm test` runs right after the build.
if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const [profile, dir] = process.argv.slice(2) as [Profile, string];
  const size = await initialJavaScriptBytes(dir);
  const verdict = overBudget(profile, size);
  if (verdict) {
    console.error(verdict);
    process.exit(1);
  }
  console.log(`${bytes(size)}, ${bytes(BUDGET_BYTES - size)} under the budget, ${profile} profile.`);
}
