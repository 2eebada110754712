// How every output of a run names a scenario and shows a failure, so the console, junit.xml and the Allure
// report say the same: an outline's row by its cells, and a failure's text once, with the frames of our own code.

/**
 * A scenario's name, with its example row's cells when it is one row of an outline.
 * @type {(name: string, cells?: string[]) => string}
 */
export const scenarioName = (name, cells) => `${name}${cells ? `, example ${cells.join(' | ')}` : ''}`;

/**
 * The cells of the example row a pickle was made from (its second AST node), found in `documents`; none for a
 * scenario.
 * @param {{ feature?: any }[]} documents cucumber's gherkinDocument messages
 * @param {{ astNodeIds: readonly string[] }} pickle
 * @returns {string[] | undefined}
 */
export function exampleCells(documents, pickle) {
  const rowId = pickle.astNodeIds[1];
  if (!rowId) return undefined;
  const rows = documents
    .flatMap(({ feature }) => feature?.children ?? [])
    .flatMap((child) => child.rule?.children ?? [child])
    .flatMap(({ scenario }) => scenario?.examples ?? [])
    .flatMap(({ tableBody }) => tableBody);
  return rows.find(({ id }) => id === rowId)?.cells.map(({ value }) => value);
}

const FRAME = /^\s+at /;

/**
 * A failure's message as every output shows it: once, without the stack frames of node_modules or of Node.
 * @param {string} message
 * @returns {string[]}
 */
export function ownLines(message) {
  const own = message.split('\n').filter((line) => !/^\s+at .*(node_modules|node:)/.test(line));
  // Playwright's expect.poll repeats its message under the error's first line: once is enough.
  const title = own[0]?.replace(/^\w*Error: /, '');
  if (own[1] === '' && own[2] === title) own.splice(1, 2);
  return own;
}

/**
 * ownLines, the text and the frames apart, each its lines joined.
 * @param {string} message
 */
export function textAndFrames(message) {
  const lines = ownLines(message);
  const join = (keep) =>
    lines
      .filter((line) => FRAME.test(line) === keep)
      .join('\n')
      .trimEnd();
  return { text: join(false), frames: join(true) };
}
