/** The home page shows its products in rows of 2, 3 and 1 (SPEC §2). */
const HOME_ROW_SIZES: readonly number[] = [2, 3, 1];

/** Splits products into rows of the given sizes; products beyond the last row are not shown. */
export function arrangeInRows<T>(items: readonly T[], sizes: readonly number[] = HOME_ROW_SIZES): T[][] {
  const rows: T[][] = [];
  let start = 0;
  for (const size of sizes) {
    const row = items.slice(start, start + size);
    if (row.length > 0) rows.push(row);
    start += size;
  }
  return rows;
}
