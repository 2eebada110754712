// Storage is outside the app's control: anything may be in it, and any call may throw.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BrowserStorageBasketRepository } from '@/adapters/basket-storage/browser/browser-storage-basket-repository';
import { StaticProductCatalog } from '@/adapters/catalog/static-product-catalog';
import { MemoryStorage, type KeyValueStorage } from '@/key-value-storage/key-value-storage';
import { ShoppingBasket } from '@/application/shopping-basket';
import { AppStore } from '@/application/store';
import { addItem, EMPTY_BASKET, removeFirst, type Basket } from '@/domain/basket';
import { parseProduct, type Product } from '@/domain/product';
import { aProduct, productArbitrary } from '../support/products';
import { RecordingLogger } from '../support/recorders';

// These properties run 10,000 cases in all.

const CATALOGUE = ['a', 'b', 'c', 'd'].map((id) => aProduct({ id, title: `Product ${id}` }));
const catalogueItem = fc.constantFrom(...CATALOGUE);
const GUEST_PREFIX = 'storefront.basket.guest/';
const SAVE_FAILED = 'The basket could not be saved; it is kept for this visit only.';

/** Storage whose calls throw as the browser's do when storage is blocked or full, whenever `fails()` says so. */
class FaultyStorage implements KeyValueStorage {
  constructor(
    readonly inner: MemoryStorage,
    private readonly fails: () => boolean,
  ) {}
  get length() {
    return this.inner.length;
  }
  key(index: number) {
    return this.inner.key(index);
  }
  getItem(key: string) {
    if (this.fails()) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.inner.getItem(key);
  }
  setItem(key: string, value: string) {
    if (this.fails()) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.inner.setItem(key, value);
  }
  removeItem(key: string) {
    if (this.fails()) throw new DOMException('The operation is insecure.', 'SecurityError');
    this.inner.removeItem(key);
  }
}

/** About one call in eight fails. */
const faults = fc.infiniteStream(fc.integer({ min: 0, max: 7 }).map((draw) => draw === 0));

/** The repository of a tab alone in the browser: no other tab writes, so no `storage` event comes. */
const aloneOn = (storage: KeyValueStorage) =>
  new BrowserStorageBasketRepository(storage, new EventTarget(), { now: Date.now });

/** The basket services on `storage`, wired as the composition root wires them. */
function shoppingOn(storage: KeyValueStorage) {
  const store = new AppStore();
  const logger = new RecordingLogger();
  const repository = aloneOn(storage);
  const basket = new ShoppingBasket(store, repository, new StaticProductCatalog(CATALOGUE), logger);
  return { store, logger, basket };
}

const count = (items: Basket, id: string) => items.filter((item) => item.id === id).length;

describe('stored data that is corrupt or hostile', () => {
  const storedValue = fc.oneof(
    fc.string(),
    fc.json(),
    productArbitrary.map((product) => JSON.stringify(product)),
    catalogueItem.map((product) => JSON.stringify({ ...product, price: -1, title: '<img src=x onerror=alert(1)>' })),
  );

  test('reads back exactly the valid entries, in key order, and names every other one (3,000 cases)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.tuple(fc.string(), storedValue), { selector: ([name]) => name }),
        async (entries) => {
          const storage = new MemoryStorage();
          for (const [name, value] of entries) storage.setItem(GUEST_PREFIX + name, value);
          const { basket, problems } = await aloneOn(storage).load('guest');

          const sorted = [...entries].sort(([a], [b]) => (GUEST_PREFIX + a < GUEST_PREFIX + b ? -1 : 1));
          const parsed = sorted.map(([, value]) => {
            try {
              return parseProduct(JSON.parse(value));
            } catch {
              return { ok: false as const };
            }
          });
          expect(basket).toEqual(parsed.flatMap((result) => (result.ok ? [result.value] : [])));
          expect(problems).toHaveLength(parsed.filter((result) => !result.ok).length);
        },
      ),
      { numRuns: 3_000 },
    );
  });

  test('never reach the shopper: the basket shows catalogue products only, each drop logged (2,000 cases)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.string(), fc.jsonValue())), async (entries) => {
        const storage = new MemoryStorage();
        entries.forEach(([name, value], index) =>
          storage.setItem(`${GUEST_PREFIX}${index}-${name}`, JSON.stringify(value)),
        );
        const { store, logger, basket } = shoppingOn(storage);
        await basket.open('guest');
        const shown = store.getState().basket;
        for (const item of shown) expect(CATALOGUE).toContainEqual(item);
        expect(logger.warnings).toHaveLength(entries.length - shown.length);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('storage that throws (blocked or full) at any moment', () => {
  type Command = { kind: 'add'; item: Product } | { kind: 'remove'; id: string } | { kind: 'empty' };
  const command: fc.Arbitrary<Command> = fc.oneof(
    { arbitrary: catalogueItem.map((item) => ({ kind: 'add' as const, item })), weight: 5 },
    { arbitrary: fc.constantFrom('a', 'b', 'e').map((id) => ({ kind: 'remove' as const, id })), weight: 2 },
    { arbitrary: fc.constant({ kind: 'empty' as const }), weight: 1 },
  );

  /** What the shopper expects their basket to be after `step`. */
  const expected = (basket: Basket, step: Command): Basket =>
    step.kind === 'add'
      ? addItem(basket, step.item)
      : step.kind === 'remove'
        ? removeFirst(basket, step.id).basket
        : EMPTY_BASKET;

  const suffixes = (basket: Basket): Basket[] => basket.map((_, index) => basket.slice(index)).concat([[]]);

  test('never crashes the shopper, whose basket always matches their actions, and saves up to the first failure (3,000 cases)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 30 }), faults, async (commands, failures) => {
        const storage = new FaultyStorage(new MemoryStorage(), () => failures.next().value);
        const { store, logger, basket } = shoppingOn(storage);
        await basket.open('guest');
        /** The shopper's basket before each action, and after the last. */
        const states: Basket[] = [store.getState().basket];
        let firstFailed: number | undefined;
        for (const [index, step] of commands.entries()) {
          // The shown basket changes at once, whatever storage does.
          const saving =
            step.kind === 'add'
              ? basket.add(step.item)
              : step.kind === 'remove'
                ? basket.remove(step.id)
                : basket.empty();
          states.push(expected(states[index]!, step));
          expect(store.getState().basket).toEqual(states[index + 1]);
          await saving;
          firstFailed ??= logger.warnings.includes(SAVE_FAILED) ? index : undefined;
        }

        expect(store.getState().basket).toEqual(states[commands.length]);
        // Every change up to the first failed one was saved, and none after it: the saved basket is the
        // one shown just before that failure, or the last one if nothing failed. Emptying removes item
        // by item, so an emptying that failed midway leaves the last items of the basket.
        const lastSaved = states[firstFailed ?? commands.length]!;
        const failedEmptying = firstFailed !== undefined && commands[firstFailed]!.kind === 'empty';
        const savedMayBe = failedEmptying ? suffixes(lastSaved) : [lastSaved];
        expect(savedMayBe).toContainEqual((await aloneOn(storage.inner).load('guest')).basket);
      }),
      { numRuns: 3_000 },
    );
  });

  test('signing in loses no guest item: each is shown, or saved for the guest or the account (2,000 cases)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(catalogueItem, { maxLength: 10 }), faults, async (added, failures) => {
        const storage = new FaultyStorage(new MemoryStorage(), () => failures.next().value);
        const { store, basket } = shoppingOn(storage);
        await basket.open('guest');
        // The shopper does not wait for storage: the sign-in comes while the writes are still in line.
        for (const item of added) void basket.add(item);
        await basket.open('user:ann');

        // Each item is still shown or saved for the account (the same item, so counted once), or saved
        // for the guest.
        const repository = aloneOn(storage.inner);
        const shown = store.getState().basket;
        const [guest, account] = [(await repository.load('guest')).basket, (await repository.load('user:ann')).basket];
        for (const { id } of CATALOGUE) {
          const kept = Math.max(count(shown, id), count(account, id)) + count(guest, id);
          expect(kept).toBeGreaterThanOrEqual(count(added, id));
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
