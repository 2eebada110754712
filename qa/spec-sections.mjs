// The sections of docs/specification.md that the scenarios are traced to: each heading there carries an
// anchor (<a id="spec-2-header"></a>), and its tag is that anchor with an @. A section that states behaviour
// has scenarios tagged with it; one that cannot have any says why in REMARKS (qa/spec-map.mjs enforces it).
import { readFileSync } from 'node:fs';

export const SPECIFICATION = 'docs/specification.md';

/** What the spec map says of a section besides its scenarios: why it has none, or what else tests it. */
const REMARKS = {
  '@spec-1-overview': { reason: 'an overview: each behaviour it names has a section of its own below' },
  '@spec-4-basket': {
    note: 'removing an id that is not in the basket warns in the console; no button can do it: tests/application/shopping-basket.test.ts',
  },
  '@spec-4-session': {
    note: 'the backoff beyond 120 s, to its 16 min cap: tests/domain/session-policy.test.ts and, for the SDK, tests/adapters/firebase-token-refresh.emulator.test.ts',
  },
  '@spec-7-calls': {
    note: "the provider's own REST calls are the SDK's: tests/adapters/firebase-auth-gateway.emulator.test.ts",
  },
  '@spec-9-constants': {
    note: 'network and chunk time-outs, the 30 s expiry margin, the heartbeat and the database limits are the SDKs’ own: not shown',
  },
};

const text = readFileSync(new URL(`../${SPECIFICATION}`, import.meta.url), 'utf8');
export const SPEC_SECTIONS = [...text.matchAll(/<a id="(spec-[\w-]+)"><\/a>\s*\n#+ (.+)/g)].map(([, id, title]) => ({
  tag: `@${id}`,
  title: title.trim(),
  ...REMARKS[`@${id}`],
}));

const stale = Object.keys(REMARKS).filter((tag) => !SPEC_SECTIONS.some((section) => section.tag === tag));
if (stale.length > 0) throw new Error(`${SPECIFICATION} has no section for the remarks on ${stale.join(', ')}`);
