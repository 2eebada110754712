import { describe, expect, test } from 'vitest';
import { storefrontProblem } from '../harness/storefront-server';

const URL = 'http://127.0.0.1:4173';
const page = (profile: string) =>
  `<head><meta name="storefront-profile" content="${profile}"><meta name="storefront-version" content="0.1.0+abc1234"></head>`;
const answering = (status: number, body: string) => async () => new Response(body, { status });

describe('a run against a storefront that is already running', () => {
  test.each([URL, `${URL}/`])('goes on when the storefront at %s serves the profile the run is for', async (url) => {
    expect(await storefrontProblem(url, 'firebase', answering(200, page('firebase')))).toBeUndefined();
  });

  test('stops, naming both profiles, when the storefront serves the other one', async () => {
    const problem = await storefrontProblem(URL, 'firebase', answering(200, page('fake')));
    expect(problem).toContain('serves the fake profile (version 0.1.0+abc1234)');
    expect(problem).toContain('this run is for the firebase profile');
  });

  test.each(['/nothing-here', '/?profile=fake', '/#basket'])(
    'stops, before asking, when the address has more than an origin (%s)',
    async (rest) => {
      const asked: string[] = [];
      const fetchPage = async (url: string) => (asked.push(url), new Response(page('fake')));
      expect(await storefrontProblem(`${URL}${rest}`, 'fake', fetchPage)).toBe(
        `STOREFRONT_URL must be the storefront's origin, such as ${URL}, without a path, query or fragment: the scenarios open their own paths.`,
      );
      expect(asked).toEqual([]);
    },
  );

  test.each(['storefront', 'localhost:5173'])('stops on what is no address (%s)', async (written) => {
    expect(await storefrontProblem(written, 'fake', answering(200, page('fake')))).toBe(
      `STOREFRONT_URL ${written} is not an address such as http://127.0.0.1:4173.`,
    );
  });

  const refused = async () => {
    throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
  };
  test.each([
    ['nothing answers at the address', refused, `Nothing answers at ${URL} (ECONNREFUSED).`],
    ['the address answers with an error', answering(502, 'Bad gateway'), `${URL} answered 502.`],
    [
      'the page does not say which storefront it is',
      answering(200, '<title>Another site</title>'),
      `${URL} does not say which storefront profile it serves: is it this storefront?`,
    ],
  ])('stops when %s', async (_, fetchPage, problem) => {
    expect(await storefrontProblem(URL, 'fake', fetchPage)).toBe(problem);
  });
});
