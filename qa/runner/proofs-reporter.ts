// The proofs' own check (the `proofs` project, tests/acceptance/): each of its scenarios is meant to fail (`@fail`),
// which Playwright Test holds them to, and this reporter fails the run unless each failed where it should. A step
// that reads a text fails at the scenario's last step, on a text close to the page's but wrong, and an alert the
// storefront showed is whole in the error and attached; a page React redrew (`@fails-after-its-steps`) fails after
// every step passed.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The provider's whole message, of which the alert's step expected only the start. */
const WHOLE_ALERT = 'There is no user record corresponding to this identifier. The user may have been deleted.';

export default class ProofsReporter implements Reporter {
  private readonly gaps: string[] = [];
  private proofs = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    if (test.parent.project()?.name !== 'proofs' || result.status === 'skipped') return;
    this.proofs += 1;
    if (result.status !== 'failed') return; // Playwright Test fails the run: it was meant to fail
    // The scenario's own place, which its World notes (fixtures.ts): `tests/acceptance/x.feature:12`.
    const where = test.annotations.find(({ type }) => type === 'scenario')?.description ?? test.location.file;
    const gap = (what: string) => this.gaps.push(`${where} (${test.title}) ${what}`);
    const failed = result.steps.find((step) => step.category === 'test.step' && step.error)?.title;
    if (test.tags.includes('@fails-after-its-steps')) {
      if (failed !== undefined) gap(`failed at "${failed}", not after its steps`);
      return;
    }
    const expected = test.annotations.find(({ type }) => type === 'last step')?.description;
    if (failed !== expected) gap(`failed at "${failed ?? 'no step'}", not at its last step "${expected}"`);
    const alert = result.attachments.find(({ name }) => name === 'alerts the storefront showed')?.body?.toString();
    const wholeAlert = alert?.includes(WHOLE_ALERT) && result.error?.message?.includes(WHOLE_ALERT);
    if (test.title.includes('alert') && !wholeAlert) {
      gap('does not show the whole alert, in its error and as an attachment');
    }
  }

  async onEnd(result: FullResult) {
    if (this.proofs === 0) return undefined;
    for (const gap of this.gaps) console.error(`✖ proofs: ${gap}`);
    return { status: this.gaps.length > 0 ? ('failed' as const) : result.status };
  }
}
