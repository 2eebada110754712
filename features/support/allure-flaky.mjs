// An Allure plugin (allurerc.mjs runs it before the report's own): flaky means passed on a retry in this run,
// as the console and junit.xml say, and nothing else. Allure 3 also calls a scenario flaky when it fails now
// after passing in one of its last runs, from the history alone; a scenario that failed in both of its attempts
// would then read "flaky" where the console reads "failed". That instability stays in each scenario's history.
export default class FlakyMeansPassedOnARetry {
  async done(_context, store) {
    for (const result of await store.allTestResults({ includeRetries: true })) {
      const retried = !result.isRetry && (await store.retriesByTr(result)).length > 0;
      result.flaky = retried && result.status === 'passed';
    }
  }
}
