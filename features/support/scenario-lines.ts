// The console while the scenarios run (cucumber.js's formatter): a line for each scenario as it ends, with
// how it ended, its place in the run, its time, the run (profile and engine) and the file:line that runs it
// again, an outline's row by its cells; under a failure, its step and its message once, without the frames of
// node_modules or of Node itself (report-text.mjs: junit.xml and the Allure report say the same).
import { Formatter, Status, type IFormatterOptions } from '@cucumber/cucumber';
import { exampleCells, ownLines, scenarioName } from './report-text.mjs';
import { runOf } from './run-settings.mjs';

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
    const { gherkinDocument, pickle, testCase, stepResults, worstTestStepResult } =
      this.eventDataCollector.getTestCaseAttempt(testCaseStartedId);
    const name = scenarioName(pickle.name, exampleCells([gherkinDocument], pickle));
    if (!willBeRetried) this.ended += 1;
    const results = Object.values(stepResults);
    const seconds = results.reduce((sum, { duration }) => sum + duration.seconds + duration.nanos / 1e9, 0);
    const status = worstTestStepResult.status;
    const mark = willBeRetried ? '↻' : (MARKS[status] ?? '✖');
    const place = `[${this.ended}/${this.planned}]`;
    const outcome = willBeRetried ? 'failed, retried' : status.toLowerCase();
    this.log(
      `${mark} ${place} ${seconds.toFixed(1).padStart(5)} s  ${environment}  ${pickle.uri}:${pickle.location?.line}  ${name}${status === Status.PASSED ? '' : ` (${outcome})`}\n`,
    );
    if (status !== Status.FAILED && status !== Status.UNDEFINED && status !== Status.AMBIGUOUS) return;
    const failing = testCase.testSteps.find(({ id }) => stepResults[id]?.status === status);
    const step = pickle.steps.find(({ id }) => id === failing?.pickleStepId);
    const message = (failing && stepResults[failing.id]?.message) ?? status.toLowerCase();
    const lines = ownLines(message).map((line) => `      ${line}`);
    this.log(`    at step "${step?.text ?? 'a hook'}":\n${lines.join('\n')}\n`);
  }
}
