import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

// Every picture the storefront ships, the products' and its own (hero, logo, icon), loads fast on a slow phone.
test.each(['public/images/products', 'src/ui/assets'])('each picture in %s is at most 30 KB', (folder) => {
  const pictures = readdirSync(folder).filter((name) => /\.(svg|png|jpe?g|webp|avif)$/.test(name));
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) expect(statSync(join(folder, picture)).size, picture).toBeLessThanOrEqual(30 * 1024);
});
