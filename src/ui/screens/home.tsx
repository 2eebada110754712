import { PRODUCT_CATALOG } from '@/application/ports';
import { arrangeInRows } from '@/domain/catalog';
import heroUrl from '@/ui/assets/hero.svg';
import { ProductCard } from '@/ui/components/product-card';
import { useService } from '@/ui/use-service';

/** The hero banner, then the products in rows of 2, 3 and 1 (SPEC §2). */
export function Home() {
  const rows = arrangeInRows(useService(PRODUCT_CATALOG).products());
  return (
    <main className="home" id="main">
      <title>Storefront: smartwatches, laptops, tablets and more</title>
      <meta
        name="description"
        content="Today's deals on smartwatches, laptops, tablets and clothing: add them to your basket and check out in one place."
      />
      <h1 className="visually-hidden" tabIndex={-1}>
        Today's deals
      </h1>
      <img
        className="home__hero"
        src={heroUrl}
        alt="Deals on smart gadgets"
        width={1500}
        height={600}
        fetchPriority="high"
      />
      <div className="home__rows">
        {rows.map((row) => (
          <div className="home__row" key={row[0]!.id}>
            {row.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        ))}
      </div>
    </main>
  );
}
