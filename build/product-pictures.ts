import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Plugin } from 'vite';

/** Each product's picture, an SVG file of its own: the source, and still served for baskets saved before the sheet. */
const PICTURES = 'public/images/products';

/** The file the storefront shows them from: a product's picture is `/images/products.svg#<its file's name>`. */
const SHEET = 'images/products.svg';

export interface Picture {
  /** Its file's name without `.svg`: the name of its view in the sheet. */
  readonly name: string;
  readonly svg: string;
}

/**
 * The pictures as one SVG, one below the other, each with a `<view>` named after it: an `<img>` showing
 * `products.svg#<name>` draws that picture alone. Chromium builds each SVG file an `<img>` shows as a document of
 * its own on the page's main thread, once per file whatever its fragment: six pictures were six documents, each a
 * task after the first paint that Lighthouse counts as blocking. Each picture's ids take its name as a prefix, so
 * its gradients and references stay its own; its `<title>` goes, as the page's `alt` names it. The pictures share
 * one size, which is the sheet's own width and height: WebKit takes those as the size of the view it shows, and
 * without them drew the whole sheet squeezed into a picture's box.
 */
export function pictureSheet(pictures: readonly Picture[]): string {
  const drawn = pictures.map(({ name, svg }) => {
    const [, attributes = '', inside = ''] = /<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg) ?? [];
    const viewBox = /\bviewBox="([^"]+)"/.exec(attributes)?.[1];
    if (viewBox === undefined) throw new Error(`The picture ${name} has no viewBox to place it by.`);
    const [, , width = 0, height = 0] = viewBox.split(/[\s,]+/).map(Number);
    const own = inside
      .replace(/<title[^>]*>[\s\S]*?<\/title>/g, '')
      .replace(/\bid="([^"]+)"/g, `id="${name}-$1"`)
      .replace(/url\(#([^)]+)\)/g, `url(#${name}-$1)`)
      .replace(/\bhref="#([^"]+)"/g, `href="#${name}-$1"`)
      .trim();
    return { name, viewBox, width, height, own };
  });
  const sizes = [...new Set(drawn.map(({ width, height }) => `${width} × ${height}`))];
  if (sizes.length > 1) throw new Error(`The pictures differ in size (${sizes.join(', ')}): draw them alike.`);
  const { width = 0, height = 0 } = drawn[0] ?? {};
  const views = drawn.map(({ name }, index) => `<view id="${name}" viewBox="0 ${index * height} ${width} ${height}"/>`);
  const drawings = drawn.map(
    ({ viewBox, own }, index) =>
      `<svg y="${index * height}" width="${width}" height="${height}" viewBox="${viewBox}">${own}</svg>`,
  );
  const sheet = `width="${width}" height="${height}" viewBox="0 0 ${width} ${drawn.length * height}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" ${sheet}>\n${views.join('\n')}\n${drawings.join('\n')}\n</svg>\n`;
}

async function sheetFrom(root: string): Promise<string> {
  const folder = join(root, PICTURES);
  const files = (await readdir(folder)).filter((file) => file.endsWith('.svg')).sort();
  return pictureSheet(
    await Promise.all(
      files.map(async (file) => ({ name: basename(file, '.svg'), svg: await readFile(join(folder, file), 'utf8') })),
    ),
  );
}

/** Writes the product pictures' sheet (`pictureSheet`) into the build, and serves it under `npm start`. */
export function productPictures(): Plugin {
  let root = process.cwd();
  let ssr = false;
  return {
    name: 'storefront-product-pictures',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: SHEET, source: await sheetFrom(root) });
    },
    configureServer(server) {
      server.middlewares.use(`/${SHEET}`, (_request, response, next) => {
        sheetFrom(root).then((sheet) => {
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(sheet);
        }, next);
      });
    },
  };
}
