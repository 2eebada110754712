import { defineParameterType, Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import type { ShopperWorld } from '../support/world';
import { basketRow, productCard, stars, titled } from './locators';

/** Where a product is shown: its card on the home page, or its row on the basket page. */
defineParameterType({
  name: 'place',
  regexp: /product card|basket row/,
  transformer: (place: string) => (place === 'product card' ? productCard : basketRow),
});

type Place = (page: Page, product: string) => Locator;

Then(
  'the {place} {string} shows the price {string}',
  async function (this: ShopperWorld, place: Place, product: string, price: string) {
    await expect(place(this.page, product).first()).toContainText(price);
  },
);

Then(
  'the {place} {string} shows {int} stars',
  async function (this: ShopperWorld, place: Place, product: string, count: number) {
    await expect(
      place(this.page, product)
        .first()
        .getByRole('img', { name: stars(count) }),
    ).toHaveText('★'.repeat(count));
  },
);

Then(
  'the {place} {string} shows its picture and a(n) {string} button',
  async function (this: ShopperWorld, place: Place, product: string, button: string) {
    const shown = place(this.page, product).first();
    // Loaded, not broken or never asked for. The width it reports differs by engine: WebKit gives a laid-out
    // SVG's drawn width, others its own.
    await expect
      .poll(() =>
        shown.getByRole('img', { name: titled(product) }).evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expect(shown.getByRole('button', { name: button })).toBeEnabled();
  },
);
