// Runs the tests that need a real browser (*.browser.test.ts) in Chromium: storage events between documents, as shoppers' tabs get them.
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { productPictures } from './build/product-pictures';
import { headlessShellOptions } from './qa/harness/browser';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The pictures' sheet, as `npm start` serves it: the basket's rows show their products' pictures from it.
  plugins: [productPictures()],
  test: {
    include: ['tests/**/*.browser.test.ts'],
    browser: {
      enabled: true,
      headless: true,
      // Debian's Chromium's headless shell: Playwright cannot download its own browsers here.
      provider: playwright({ launchOptions: headlessShellOptions }),
      instances: [{ browser: 'chromium' }],
      // A failure's message says what went wrong; a screenshot of a test page with no UI would not.
      screenshotFailures: false,
    },
  },
});
