import type { PagedRows } from '../../../ui';

/** One page of `rows` in the API's paged envelope, ten to a page, as page `currentPage` of `total` rows. */
export function pagedRows<Row>(
  rows: readonly Row[],
  firstPageUrl: string,
  total = rows.length,
  currentPage = 1,
): PagedRows<Row> & { per_page: number; first_page_url: string; data: Row[] } {
  const from = (currentPage - 1) * 10 + 1;
  return {
    current_page: currentPage,
    last_page: Math.max(1, Math.ceil(total / 10)),
    from: rows.length ? from : null,
    to: rows.length ? from + rows.length - 1 : null,
    total,
    per_page: 10,
    first_page_url: firstPageUrl,
    data: [...rows],
  };
}
