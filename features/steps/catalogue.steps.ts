import { Then } from '../../qa/runner/fixtures';
import { expect } from '@playwright/test';
import { inside, role, shownText, type Box, type Target } from '../../qa/driver/driver';
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
    // Each part of each card, by role and name as a shopper finds them: a part belongs to the card it sits in.
    const cardBoxes = await this.driver.boxes(cards);
    const partsOf = async (part: Target) => {
      const boxes = await this.driver.boxes(inside(role('main'), part));
      const within = (card: Box) => (box: Box) =>
        box.x >= card.x && box.x < card.x + card.width && box.y >= card.y && box.y < card.y + card.height;
      return cardBoxes.map((card) => Math.round(boxes.find(within(card))!.y));
    };
    const tops = {
      title: await partsOf(role('heading', undefined, { level: 2 })),
      price: await partsOf(shownText(/^\$[\d,]+\.\d\d$/)),
      stars: await partsOf(role('img', /out of 5 stars$/)),
      picture: await partsOf(role('img', /^(?!.*out of 5 stars)/)),
      button: await partsOf(role('button', 'Add to Basket')),
    };
    const rows = [...new Set(cardBoxes.map((card) => Math.round(card.y)))];
    expect(rows).toHaveLength(3);
    for (const top of rows) {
      const row = cardBoxes.flatMap((card, index) => (Math.round(card.y) === top ? [index] : []));
      for (const [part, partTops] of Object.entries(tops)) {
        expect(
          row.map((card) => partTops[card]),
          `the ${part}s of a row`,
        ).toEqual(row.map(() => partTops[row[0]!]));
      }
    }
  },
);
