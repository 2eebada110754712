import { createEngine } from '@secretlint/node';
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';

// `npm test` runs secretlint over the repository with .secretlintrc.json. These cases show that the
// configured rules bite. The samples are assembled here, so this file holds no token itself.
const characters = (count: number) => 'aB3dE5gH7jK9mN1pQ2rS4tU6vW8xY0zC'.repeat(4).slice(0, count);
const SAMPLES = {
  'a GitHub token': `const token = '${'ghp'}_${characters(36)}';`,
  'a Slack token': `SLACK=${'xoxb'}-1234567890-1234567890123-${characters(24)}`,
  'an npm token': `//registry.npmjs.org/:_authToken=${'npm'}_${characters(36)}`,
};

async function passesCheck(content: string): Promise<boolean> {
  const configFileJSON = JSON.parse(await readFile('.secretlintrc.json', 'utf8'));
  const engine = await createEngine({ configFileJSON, formatter: 'stylish', color: false });
  return (await engine.executeOnContent({ content, filePath: 'sample.txt' })).ok;
}

describe('the secret check', () => {
  test.each(Object.entries(SAMPLES))('rejects %s', async (_name, content) => {
    expect(await passesCheck(content)).toBe(false);
  });

  test('accepts ordinary code', async () => {
    const configFileJSON = JSON.parse(await readFile('.secretlintrc.json', 'utf8'));
    const engine = await createEngine({ configFileJSON, formatter: 'stylish', color: false });
    const result = await engine.executeOnContent({
      content: 'const apiKey = import.meta.env.VITE_FIREBASE_API_KEY;',
      filePath: 'ok.ts',
    });
    expect(result.ok).toBe(true);
  });
});
