import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { role } from '../driver/driver';
import type { ShopperWorld } from '../support/world';

const cards = role('article');

Then('the hero banner comes before the products', async function (this: ShopperWorld) {
  const hero = role('img', 'Deals on smart gadgets');
  await expect.poll(() => this.driver.isVisible(hero), { message: 'the hero banner' }).toBe(true);
  const [heroBox] = await this.driver.boxes(hero);
  const [firstCard] = await this.driver.boxes(cards);
  expect(heroBox!.y).toBeLessThan(firstCard!.y);
});

Then('the home page shows {int} product cards', async function (this: ShopperWorld, count: number) {
  await expect.poll(() => this.driver.count(cards), { message: 'the product cards' }).toBe(count);
});

Then(
  'the home page shows product cards in rows of {int}, {int} and {int}',
  async function (this: ShopperWorld, first: number, second: number, third: number) {
    await expect.poll(() => this.driver.count(cards), { message: 'the product cards' }).toBe(first + second + third);
    // Cards that share a row sit at the same height on a desktop-wide page.
    const tops = (await this.driver.boxes(cards)).map((box) => Math.round(box.y));
    const perRow = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
    expect(perRow).toEqual([first, second, third]);
  },
);

Then(
  'the cards of each row line up their titles, prices, stars, pictures and buttons',
  async function (this: ShopperWorld) {
    // The top of each part of each card, by role and name as a shopper finds them; cards of a row share their top.
    const cards = await this.page.getByRole('article').all();
    const parts = await Promise.all(
      cards.map(async (card) => {
        const top = async (part: ReturnType<typeof card.getByRole>) => Math.round((await part.boundingBox())!.y);
        return {
          card: await top(card),
          title: await top(card.getByRole('heading')),
          price: await top(card.getByText(/^\$[\d,]+\.\d\d$/)),
          stars: await top(card.getByRole('img', { name: /out of 5 stars$/ })),
          picture: await top(card.getByRole('img').last()),
          button: await top(card.getByRole('button', { name: 'Add to Basket' })),
        };
      }),
    );
    const rows = [...new Set(parts.map((part) => part.card))].map((top) => parts.filter((part) => part.card === top));
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      for (const part of ['title', 'price', 'stars', 'picture', 'button'] as const) {
        expect(
          row.map((card) => card[part]),
          `the ${part}s of a row`,
        ).toEqual(row.map(() => row[0]![part]));
      }
    }
  },
);
