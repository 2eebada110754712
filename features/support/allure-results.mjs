// What each result of the Allure report says beyond allure-cucumberjs's own: cucumber.js gives this to its
// formatter, which calls it as each scenario's result is written. The run the scenario belongs to, as a label
// (the report's environment, allurerc.mjs) and as a parameter, since Allure keys a scenario's history by its
// parameters, not its environment: so each profile, engine and device keeps a history of its own, every entry
// of which is that run's. And, as the console and junit.xml say them (report-text.mjs): an outline row named by
// its cells, a skipped scenario's reason, and a failure's text once with only our own frames as its trace.
import { runLimits, skipReasonOf } from './capabilities.mjs';
import { scenarioName, textAndFrames } from './report-text.mjs';
import { runOf } from './run-settings.mjs';

/**
 * How a failure's trace is attached (failure-report.ts): as a zip, which the report offers to download and `npm run
 * trace -- <file>` opens in the viewer Playwright ships, on this machine. Attached as Allure's own Playwright-trace
 * type, the report's button for it sent the trace to trace.playwright.dev.
 */
export const TRACE_ATTACHMENT = { name: 'Playwright trace', contentType: 'application/zip', fileExtension: 'zip' };

/** The listener for the run `env` describes (features/support/run-settings.mjs). */
export function resultsListener(env = process.env) {
  const { engine, profile, environment, environmentId } = runOf(env);
  const skipReason = skipReasonOf(runLimits({ engine, profile, env }));
  return {
    beforeTestResultWrite(result) {
      // allure-cucumberjs gives an outline row's cells as its parameters, and a scenario none.
      const cells = result.parameters.map(({ value }) => value);
      if (cells.length > 0) result.name = scenarioName(result.name, cells);
      result.labels.push({ name: 'run', value: environmentId });
      result.parameters.push({ name: 'run', value: environment });
      if (result.status === 'skipped') {
        const tags = result.labels.filter(({ name }) => name === 'tag').map(({ value }) => ({ name: value }));
        const reason = skipReason({ tags });
        if (reason) result.statusDetails = { ...result.statusDetails, message: reason };
      }
      for (const failed of [result, ...stepsOf(result)].filter(({ status }) => ['failed', 'broken'].includes(status))) {
        if (!failed.statusDetails?.message) continue;
        const { text, frames } = textAndFrames(failed.statusDetails.message);
        failed.statusDetails = { ...failed.statusDetails, message: text, trace: frames };
      }
    },
  };
}

/** Every step of a result, nested ones too. */
const stepsOf = ({ steps = [] }) => steps.flatMap((step) => [step, ...stepsOf(step)]);
