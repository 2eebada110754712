import { defineParameterType } from 'playwright-bdd';
import { Then } from '../../qa/runner/fixtures';
import { expect } from '@playwright/test';
import { inside, role, type Target } from '../../qa/driver/driver';
import type { ShopperWorld } from '../support/world';
import { basketRow, productCard, stars, titled } from './targets';

/** Where a product is shown: its card on the home page, or its first row on the basket page. */
defineParameterType({
  name: 'place',
  regexp: /product card|basket row/,
  transformer: (place: string) => (place === 'product card' ? productCard : basketRow),
});

type Place = (product: string) => Target;

Then(
  'the {place} {string} shows the price {string}',
  async function (this: ShopperWorld, place: Place, product: string, price: string) {
    await expect.poll(() => this.driver.text(place(product)), { message: `the ${product}` }).toContain(price);
  },
);

Then(
  'the {place} {string} shows {int} stars',
  async function (this: ShopperWorld, place: Place, product: string, count: number) {
    const rating = inside(place(product), role('img', stars(count)));
    await expect.poll(() => this.driver.text(rating), { message: `the ${product}'s stars` }).toBe('★'.repeat(count));
  },
);

Then(
  'the {place} {string} shows its picture and a(n) {string} button',
  async function (this: ShopperWorld, place: Place, product: string, button: string) {
    const picture = inside(place(product), role('img', titled(product)));
    // Looked at, as a shopper scrolls to it: pictures far down a page load only when it comes near them.
    await this.driver.scrollTo(place(product));
    // Loaded, not broken or never asked for. The width it reports differs by engine: WebKit gives a laid-out
    // SVG's drawn width, others its own.
    await expect
      .poll(() => this.driver.property<number>(picture, 'naturalWidth'), { message: `the ${product}'s picture` })
      .toBeGreaterThan(0);
    await expect.poll(() => this.driver.isEnabled(inside(place(product), role('button', button)))).toBe(true);
  },
);
