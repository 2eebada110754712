import { expect, test } from 'vitest';
import { renderApp } from '../support/render-app';

test('every page sets its own title and a meta description of its own', async () => {
  const heads = new Map<string, { title: string; description: string | null }>();
  for (const route of ['/', '/login', '/checkout', '/no-such-page']) {
    const { unmount } = renderApp(route);
    await expect.poll(() => document.title).not.toBe('');
    // The head holds no roles or text for Testing Library to find: read it as a browser or a crawler does.
    const descriptions = document.head.querySelectorAll('meta[name="description"]');
    expect(descriptions).toHaveLength(1);
    heads.set(route, { title: document.title, description: descriptions[0]!.getAttribute('content') });
    unmount();
  }
  const distinct = (values: Array<string | null>) => new Set(values.filter(Boolean)).size;
  expect(distinct([...heads.values()].map((head) => head.title))).toBe(4);
  expect(distinct([...heads.values()].map((head) => head.description))).toBe(4);
});
