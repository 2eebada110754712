import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { Announcer } from '@/ui/announcer';
import { useAnnounce } from '@/ui/use-announce';

afterEach(() => vi.useRealTimers());

function Says({ text }: { text: string }) {
  const announce = useAnnounce();
  useEffect(() => announce(text), [announce, text]);
  return null;
}

test('an announcement still to be said when the page goes leaves nothing running after it', () => {
  vi.useFakeTimers();
  const { unmount } = render(
    <Announcer>
      <Says text="Added Slate 11 tablet to your basket" />
    </Announcer>,
  );
  expect(vi.getTimerCount()).toBe(1); // said after a gap, so that the same words twice are heard twice
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
