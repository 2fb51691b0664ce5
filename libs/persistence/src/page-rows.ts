/**
 * The list queries return the total on every row, and one row of nulls past the last page (the page is
 * LEFT JOINed to the count), so the total survives an empty page.
 */
export function pageFromRows<Row extends { total: number; id: string | null }, View>(
  rows: Row[],
  toView: (row: Row) => View,
): { items: View[]; totalRecords: number } {
  return { items: rows.filter((row) => row.id !== null).map(toView), totalRecords: rows[0]?.total ?? 0 };
}
