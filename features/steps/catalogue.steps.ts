import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { ShopperWorld } from '../support/world';

Then('the hero banner comes before the products', async function (this: ShopperWorld) {
  const hero = this.page.getByRole('img', { name: 'Deals on smart gadgets' });
  await expect(hero).toBeVisible();
  const heroBottom = (await hero.boundingBox())!.y;
  const firstCardTop = (await this.page.getByRole('article').first().boundingBox())!.y;
  expect(heroBottom).toBeLessThan(firstCardTop);
});

Then('the home page shows {int} product cards', async function (this: ShopperWorld, count: number) {
  await expect(this.page.getByRole('article')).toHaveCount(count);
});

Then(
  'the home page shows product cards in rows of {int}, {int} and {int}',
  async function (this: ShopperWorld, first: number, second: number, third: number) {
    await expect(this.page.getByRole('article')).toHaveCount(first + second + third);
    // Cards that share a row sit at the same height on a desktop-wide page.
    const tops = await this.page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    const perRow = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
    expect(perRow).toEqual([first, second, third]);
  },
);
