// The console while the scenarios run (cucumber.js's formatter): a line for each scenario as it ends, with
// how it ended, its place in the run, its time, the run (profile and engine) and the file:line that runs it
// again; under a failure, its step and its message once, without the frames of node_modules or of Node itself.
import { Formatter, Status, type IFormatterOptions } from '@cucumber/cucumber';
import { runOf } from './run.mjs';

const MARKS: Record<string, string> = { PASSED: '✔', SKIPPED: '↷', FAILED: '✖' };
const { environment } = runOf();

export default class ScenarioLines extends Formatter {
  private planned = 0;
  private ended = 0;

  constructor(options: IFormatterOptions) {
    super(options);
    options.eventBroadcaster.on('envelope', ({ testCase, testCaseFinished }) => {
      if (testCase) this.planned += 1;
      if (testCaseFinished) this.scenarioEnded(testCaseFinished.testCaseStartedId, testCaseFinished.willBeRetried);
    });
  }

  private scenarioEnded(testCaseStartedId: string, willBeRetried: boolean) {
    const { pickle, testCase, stepResults, worstTestStepResult } =
      this.eventDataCollector.getTestCaseAttempt(testCaseStartedId);
    if (!willBeRetried) this.ended += 1;
    const results = Object.values(stepResults);
    const seconds = results.reduce((sum, { duration }) => sum + duration.seconds + duration.nanos / 1e9, 0);
    const status = worstTestStepResult.status;
    const mark = willBeRetried ? '↻' : (MARKS[status] ?? '✖');
    const place = `[${this.ended}/${this.planned}]`;
    const outcome = willBeRetried ? 'failed, retried' : status.toLowerCase();
    this.log(
      `${mark} ${place} ${seconds.toFixed(1).padStart(5)} s  ${environment}  ${pickle.uri}:${pickle.location?.line}  ${pickle.name}${status === Status.PASSED ? '' : ` (${outcome})`}\n`,
    );
    if (status !== Status.FAILED && status !== Status.UNDEFINED && status !== Status.AMBIGUOUS) return;
    const failing = testCase.testSteps.find(({ id }) => stepResults[id]?.status === status);
    const step = pickle.steps.find(({ id }) => id === failing?.pickleStepId);
    const message = (failing && stepResults[failing.id]?.message) ?? status.toLowerCase();
    const lines = ownLines(message).map((line) => `      ${line}`);
    this.log(`    at step "${step?.text ?? 'a hook'}":\n${lines.join('\n')}\n`);
  }
}

/** A failure's message as the console shows it: once, without the stack frames of node_modules or of Node. */
export function ownLines(message: string): string[] {
  const own = message.split('\n').filter((line) => !/^\s+at .*(node_modules|node:)/.test(line));
  // Playwright's expect.poll repeats its message under the error's first line: once is enough.
  const title = own[0]?.replace(/^\w*Error: /, '');
  if (own[1] === '' && own[2] === title) own.splice(1, 2);
  return own;
}
