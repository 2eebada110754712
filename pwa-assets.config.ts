// The installed app's icons and the pages' tab icon (`npm run icons`), made from the storefront's mark: written
// beside it in public/icons/ and committed, so a build needs no image tools. The tab icon is a PNG, not the SVG:
// Chromium draws an SVG icon as a document of its own on the page's main thread, a long task after each load. The
// maskable one has the header's navy to its edges, since a launcher may crop it to any shape.
import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

export default defineConfig({
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#131921' } },
    transparent: { ...minimal2023Preset.transparent, favicons: [] },
  },
  images: ['public/icons/storefront.svg'],
});
