// Reads a run's cucumber messages (messages.ndjson) into each scenario's attempts, and writes them as JUnit
// XML in Maven Surefire's shape, which CI dashboards read: cucumber's own junit formatter gives no file or
// line, calls example rows "#1.1", and shows a scenario that passed only on a retry as a plain pass.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { skipReasonOf } from '../features/support/capabilities.mjs';
import { exampleCells, ownLines, scenarioName } from '../features/support/report-text.mjs';

/** Cucumber's messages in `file` (messages.ndjson), one object per line; none when the run wrote no file. */
export function readMessages(file) {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map(JSON.parse) : [];
}

/** Each scenario (each example row) with its attempts in order: how each ended, and why it failed. */
export function outcomes(lines) {
  const of = (kind) => lines.filter((line) => line[kind]).map((line) => line[kind]);
  const byId = (items) => new Map(items.map((item) => [item.id, item]));
  const pickles = byId(of('pickle'));
  const testCases = byId(of('testCase'));
  const started = byId(of('testCaseStarted'));
  const hooks = byId(of('hook'));
  const documents = of('gherkinDocument');
  const features = new Map(documents.map(({ uri, feature }) => [uri, feature?.name]));
  const keywords = new Map(); // Gherkin step id -> its keyword ("Given ", "And ", …)
  // A rule's scenarios and background sit one level down; a background's steps run in each scenario. Every
  // document, not one per file: the merged messages of a split run hold each part's, with ids of their own.
  const children = documents.flatMap(({ feature }) =>
    (feature?.children ?? []).flatMap((child) => child.rule?.children ?? [child]),
  );
  for (const { scenario, background } of children) {
    for (const step of (scenario ?? background)?.steps ?? []) keywords.set(step.id, step.keyword);
  }

  const attempts = new Map(); // testCaseStartedId -> what that attempt has shown so far
  const attemptOf = (id) => {
    if (!attempts.has(id)) attempts.set(id, { status: 'PASSED', texts: [] });
    return attempts.get(id);
  };
  // Only an attempt's first failing step says why it failed: the steps after it are skipped.
  const rank = ['PASSED', 'SKIPPED', 'PENDING', 'UNDEFINED', 'AMBIGUOUS', 'FAILED'];
  for (const { testCaseStartedId, testStepId, testStepResult: result } of of('testStepFinished')) {
    const attempt = attemptOf(testCaseStartedId);
    if (rank.indexOf(result.status) <= rank.indexOf(attempt.status)) continue;
    attempt.status = result.status;
    if (result.status === 'SKIPPED') continue;
    const { pickleId, testSteps } = testCases.get(started.get(testCaseStartedId).testCaseId);
    const testStep = testSteps.find(({ id }) => id === testStepId);
    attempt.step = stepName(testStep, pickles.get(pickleId), keywords, hooks);
    attempt.type = result.exception?.type ?? result.status;
    attempt.message = ownLines(result.exception?.message ?? result.message ?? result.status).join('\n');
    attempt.details = result.message ? ownLines(result.message).join('\n') : attempt.message;
  }
  for (const { testCaseStartedId, mediaType, body } of of('attachment')) {
    if (mediaType === 'text/plain') attemptOf(testCaseStartedId).texts.push(body);
  }

  const byPickle = new Map();
  for (const finished of of('testCaseFinished')) {
    const attempt = started.get(finished.testCaseStartedId);
    const pickle = pickles.get(testCases.get(attempt.testCaseId).pickleId);
    const entry = byPickle.get(pickle.id) ?? {
      pickle,
      feature: features.get(pickle.uri) ?? pickle.uri,
      example: exampleCells(documents, pickle),
      attempts: [],
    };
    const seconds = toSeconds(finished.timestamp) - toSeconds(attempt.timestamp);
    entry.attempts.push({ ...attemptOf(attempt.id), seconds });
    byPickle.set(pickle.id, entry);
  }
  return [...byPickle.values()];
}

/**
 * A run folder's junit.xml, and its run.json: the closing line's counts, and the facts a merge of a split run's
 * parts makes its JUnit from again (scripts/merge-reports.mjs). `facts`: the run's name and start, the needs it
 * could not serve (capabilities.mjs), its errors (a worker that could not start, a run that ran nothing) and
 * how many planned scenarios never ran. Returns the counts.
 */
export function writeRunFiles(folder, results, facts) {
  const { run, timestamp, unavailable, errors, unrun } = facts;
  const skipReason = skipReasonOf(unavailable);
  writeFileSync(`${folder}/junit.xml`, junitXml(results, { run, timestamp, skipReason, errors }));
  const last = ({ attempts }) => attempts.at(-1).status;
  const count = (status) => results.filter((result) => last(result) === status).length;
  const counts = {
    passed: count('PASSED'),
    failed: results.length - count('PASSED') - count('SKIPPED') + unrun,
    skipped: count('SKIPPED'),
    flaky: results.filter(({ attempts }) => attempts.length > 1 && last({ attempts }) === 'PASSED').length,
  };
  writeFileSync(`${folder}/run.json`, JSON.stringify({ ...facts, counts }));
  return counts;
}

/** "Then the subtotal reads …" for a scenario's step; a hook by where it is defined. */
function stepName(testStep, pickle, keywords, hooks) {
  const pickleStep = pickle.steps.find(({ id }) => id === testStep.pickleStepId);
  if (pickleStep) return `${keywords.get(pickleStep.astNodeIds[0]) ?? ''}${pickleStep.text}`;
  const { uri, location } = hooks.get(testStep.hookId)?.sourceReference ?? {};
  return `Hook (${uri}:${location?.line})`;
}

const toSeconds = ({ seconds, nanos }) => seconds + nanos / 1e9;

/**
 * The run as one <testsuite>. A scenario that passed only on a retry is a passing <testcase> with a
 * <flakyFailure> per failed attempt; one that failed has its first attempt in <failure> and each retry in a
 * <rerunFailure> (Surefire's rerun convention). A skipped one gives `skipReason(pickle)`. Each of `errors`
 * (a worker that could not start, a run that ran nothing) is an errored case of its own, so CI always reads why.
 * @param {ReturnType<typeof outcomes>} results
 * @param {{ run: string, timestamp: string, skipReason: (pickle: { tags: { name: string }[] }) => string,
 *   errors?: { name: string, message: string }[] }} options
 */
export function junitXml(results, { run, timestamp, skipReason, errors = [] }) {
  const last = ({ attempts }) => attempts.at(-1).status;
  const failed = results.filter((result) => !['PASSED', 'SKIPPED'].includes(last(result)));
  const skipped = results.filter((result) => last(result) === 'SKIPPED');
  const seconds = results.flatMap(({ attempts }) => attempts).reduce((sum, attempt) => sum + attempt.seconds, 0);
  const cases = results.map((result) => {
    const { pickle, feature, attempts } = result;
    const name = `${scenarioName(pickle.name, result.example)} (${run})`;
    const time = attempts.reduce((sum, attempt) => sum + attempt.seconds, 0);
    const [first, ...reruns] = attempts;
    let body;
    if (last(result) === 'SKIPPED') {
      body = [element('skipped', { message: skipReason(pickle) || 'skipped' })];
    } else if (last(result) === 'PASSED') {
      body = attempts.filter(({ status }) => status !== 'PASSED').map((attempt) => nested('flakyFailure', attempt));
    } else {
      body = [
        element('failure', failureAttributes(first), first.details),
        ...reruns.map((attempt) => nested('rerunFailure', attempt)),
        ...output(first),
      ];
    }
    const attributes = { name, classname: feature, file: pickle.uri, line: pickle.location.line };
    return element('testcase', { ...attributes, time: time.toFixed(3) }, body.length > 0 ? body : undefined);
  });
  for (const { name, message } of errors) {
    cases.push(
      element('testcase', { name: `${name} (${run})`, classname: 'start-up' }, [element('error', { message })]),
    );
  }
  const suite = {
    name: `acceptance (${run})`,
    timestamp,
    tests: results.length + errors.length,
    failures: failed.length,
    errors: errors.length,
    skipped: skipped.length,
    time: seconds.toFixed(3),
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element('testsuite', suite, cases)}\n`;
}

const failureAttributes = ({ step, message, type }) => ({ message: `${step}: ${message}`, type });
const output = ({ texts }) => (texts.length > 0 ? [element('system-out', {}, texts.join('\n'))] : []);
/** A flaky or rerun attempt: its error, its stack and its text attachments, each in an element of its own. */
const nested = (tag, attempt) =>
  element(tag, failureAttributes(attempt), [element('stackTrace', {}, attempt.details), ...output(attempt)]);

/** `<tag …>`, with text content (a string) or child elements (an array of them), or empty. */
function element(tag, attributes, content) {
  const open = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${attribute(value)}"`)
    .join('');
  if (content === undefined) return `<${tag}${open}/>`;
  if (typeof content === 'string') return `<${tag}${open}>${escape(content)}</${tag}>`;
  // Indents the lines that begin with a tag: escaped text holds no "<", so no line of text moves.
  const children = content.map((child) => child.replace(/^(?=\s*<)/gm, '  ')).join('\n');
  return `<${tag}${open}>\n${children}\n</${tag}>`;
}

/** An attribute's value: XML reads a raw newline there as a space, so a message would lose its lines. */
const attribute = (value) =>
  escape(String(value))
    .replaceAll('"', '&quot;')
    .replace(/[\n\r\t]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Text as XML may hold it: Playwright's messages carry terminal colour codes, and XML 1.0 allows no control
 * character but tab and newlines, so a dashboard would reject the whole file over one of them.
 */
function escape(text) {
  // eslint-disable-next-line no-control-regex -- colour codes and control characters are what it removes
  const printable = text.replace(/\u001b\[[\d;]*m|[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');
  return printable.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
