import type { Logger, ProductCatalog } from '@/application/ports';
import { parseProduct, type Product } from '@/domain/product';

/** The six sample products of SPEC §2, in home-page order (rows of 2, 3 and 1). */
export const SAMPLE_PRODUCTS: readonly unknown[] = [
  {
    id: '12321341',
    title: 'Pulse Fit smartwatch with heart-rate monitor, GPS and 7-day battery, black sport band',
    price: 199.99,
    rating: 4,
    image: '/images/products.svg#product-12321341',
  },
  {
    id: '49538094',
    title: 'Aero 14 laptop, 14-inch display, 16 GB RAM, 512 GB SSD, silver',
    price: 849.99,
    rating: 4,
    image: '/images/products.svg#product-49538094',
  },
  {
    id: '4903850',
    title: 'Lumen smartwatch with sleep tracking and contactless pay, rose gold with white band',
    price: 239,
    rating: 3,
    image: '/images/products.svg#product-4903850',
  },
  {
    id: '23445930',
    title: 'Slate 11 tablet with stylus, 128 GB, Wi-Fi, graphite',
    price: 598.99,
    rating: 5,
    image: '/images/products.svg#product-23445930',
  },
  {
    id: '90829332',
    title: "Men's lightweight quilted vest, water-resistant, navy",
    price: 11.96,
    rating: 4,
    image: '/images/products.svg#product-90829332',
  },
  {
    id: '3254354345',
    title: 'Titan 16 gaming laptop, 240 Hz display, 32 GB RAM, 1 TB SSD, RGB keyboard',
    price: 1094.98,
    rating: 5,
    image: '/images/products.svg#product-3254354345',
  },
];

/** A catalogue held in the bundle. Entries are checked like any outside data; bad ones are left out. */
export class StaticProductCatalog implements ProductCatalog {
  private readonly valid: readonly Product[];

  constructor(entries: readonly unknown[] = SAMPLE_PRODUCTS, logger?: Pick<Logger, 'warn'>) {
    this.valid = entries.flatMap((entry, index) => {
      const parsed = parseProduct(entry);
      if (parsed.ok) return [parsed.value];
      logger?.warn(`Catalogue entry ${index + 1} was left out: ${parsed.error.field} ${parsed.error.reason}.`);
      return [];
    });
  }

  products(): readonly Product[] {
    return this.valid;
  }
}
