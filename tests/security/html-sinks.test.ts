import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

/** Proves the lint rule in eslint.config.js keeps every way of turning a string into markup out of src/. */
const eslint = new ESLint();

async function sinkErrors(source: string): Promise<number> {
  const [result] = await eslint.lintText(source, { filePath: 'src/ui/x.tsx' });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').length;
}

describe('the no-HTML-from-data rule', () => {
  test.each([
    'export const X = ({ t }: { t: string }) => <p dangerouslySetInnerHTML={{ __html: t }} />;',
    'export const x = (e: HTMLElement, t: string) => { e.innerHTML = t; };',
    'export const x = (e: HTMLElement, t: string) => { e.outerHTML = t; };',
    "export const x = (e: HTMLElement, t: string) => e.insertAdjacentHTML('beforeend', t);",
    'export const x = (t: string) => document.write(t);',
    'export const x = (r: Range, t: string) => r.createContextualFragment(t);',
  ])('rejects %s', async (source) => {
    expect(await sinkErrors(source)).toBe(1);
  });

  test('accepts text, and methods that merely share a name', async () => {
    expect(await sinkErrors('export const X = ({ t }: { t: string }) => <p>{t}</p>;')).toBe(0);
    expect(await sinkErrors('export const x = (log: { write(t: string): void }) => log.write("t");')).toBe(0);
  });
});
