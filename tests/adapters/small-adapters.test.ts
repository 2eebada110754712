import { statSync } from 'node:fs';
import { expect, test, vi } from 'vitest';
import { SAMPLE_PRODUCTS, StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { ConsoleLogger } from '@/adapters/logger/console-logger';
import { AlertNotifier } from '@/adapters/notifier/alert-notifier';
import { localStorageOrMemory } from '@/key-value-storage/local-storage';
import { MemoryStorage } from '@/key-value-storage/key-value-storage';
import { parseProduct } from '@/domain/product';
import { RecordingLogger } from '../support/recorders';

test('the sample catalogue holds the six products of the spec, all valid, with local pictures', () => {
  const products = new StaticProductCatalog().products();
  expect(products.map((product) => product.id).sort()).toEqual(
    ['12321341', '49538094', '4903850', '23445930', '3254354345', '90829332'].sort(),
  );
  expect(SAMPLE_PRODUCTS.every((entry) => parseProduct(entry).ok)).toBe(true);
  for (const { image } of products) {
    // Local artwork only: the storefront works with no network (tests/build/pictures.test.ts keeps them small). Each
    // is a view of the sheet the build makes of the pictures in public/images/products (build/product-pictures.ts).
    const [, name] = /^\/images\/products\.svg#([\w-]+)$/.exec(image) ?? [];
    expect(name, image).toBeDefined();
    expect(statSync(`public/images/products/${name}.svg`).isFile()).toBe(true);
  }
});

test('a catalogue entry that is not a valid product is left out and reported', () => {
  const logger = new RecordingLogger();
  const catalog = new StaticProductCatalog([SAMPLE_PRODUCTS[0], { id: 'x', title: 'Bad', price: -5 }], logger);
  expect(catalog.products()).toHaveLength(1);
  expect(logger.warnings).toEqual(['Catalogue entry 2 was left out: image must be a non-empty string.']);
});

test('the alert notifier shows the message in a browser alert', () => {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  new AlertNotifier(window).alert('The email address is badly formatted.');
  expect(alert).toHaveBeenCalledWith('The email address is badly formatted.');
});

test('the console logger writes warnings and errors to the console', () => {
  const target = { warn: vi.fn(), error: vi.fn() };
  const logger = new ConsoleLogger(target);
  logger.warn('careful', 1);
  logger.error('broken');
  expect(target.warn).toHaveBeenCalledWith('careful', 1);
  expect(target.error).toHaveBeenCalledWith('broken');
});

test('localStorage is used when it works', () => {
  expect(localStorageOrMemory(window, vi.fn())).toBe(window.localStorage);
});

test('when reading localStorage throws (storage disabled), memory is used and the reason reported', () => {
  const blocked = Object.defineProperty({}, 'localStorage', {
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  }) as Window;
  const onUnavailable = vi.fn();
  expect(localStorageOrMemory(blocked, onUnavailable)).toBeInstanceOf(MemoryStorage);
  expect(onUnavailable).toHaveBeenCalledWith(expect.objectContaining({ name: 'SecurityError' }));
});
