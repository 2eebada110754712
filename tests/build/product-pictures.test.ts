import { expect, test } from 'vitest';
import { pictureSheet } from '../../build/product-pictures';

const watch = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-labelledby="t">
<title id="t">A watch</title>
<defs><linearGradient id="f"/><circle id="v" r="4"/></defs>
<rect fill="url(#f)"/><use href="#v"/>
</svg>
`;
const vest = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><rect fill="url(#f)"/><linearGradient id="f"/></svg>`;

test("draws each picture below the one before, with a view of its own named after it, in a sheet of one picture's size", () => {
  const sheet = pictureSheet([
    { name: 'watch', svg: watch },
    { name: 'vest', svg: vest },
  ]);
  expect(sheet).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="300" viewBox="0 0 300 600">/);
  expect(sheet).toContain('<view id="watch" viewBox="0 0 300 300"/>');
  expect(sheet).toContain('<view id="vest" viewBox="0 300 300 300"/>');
  expect(sheet).toContain('<svg y="0" width="300" height="300" viewBox="0 0 300 300">');
  expect(sheet).toContain('<svg y="300" width="300" height="300" viewBox="0 0 300 300">');
});

test("keeps each picture's ids and references its own, and leaves out its title (the page's alt names it)", () => {
  const sheet = pictureSheet([
    { name: 'watch', svg: watch },
    { name: 'vest', svg: vest },
  ]);
  expect(sheet).toContain('<linearGradient id="watch-f"/><circle id="watch-v" r="4"/>');
  expect(sheet).toContain('<rect fill="url(#watch-f)"/><use href="#watch-v"/>');
  expect(sheet).toContain('<rect fill="url(#vest-f)"/><linearGradient id="vest-f"/>');
  expect(sheet).not.toContain('<title');
});

test('says which picture it cannot place: one without a viewBox', () => {
  expect(() => pictureSheet([{ name: 'blank', svg: '<svg width="10" height="10"></svg>' }])).toThrow(
    'The picture blank has no viewBox to place it by.',
  );
});

test('says when the pictures differ in size: the sheet takes one size for all', () => {
  const banner = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 200"></svg>';
  expect(() =>
    pictureSheet([
      { name: 'watch', svg: watch },
      { name: 'banner', svg: banner },
    ]),
  ).toThrow('The pictures differ in size (300 × 300, 600 × 200): draw them alike.');
});
