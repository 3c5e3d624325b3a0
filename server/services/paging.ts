import { PAGE_SIZE } from '../../src/api/contract';

/** The paged list envelope of spec document 2 §3 for one page of `total` rows, `perPage` rows a page. */
export function pageEnvelope<T>(
  path: string,
  page: number,
  total: number,
  data: T[],
  query = '',
  perPage = PAGE_SIZE,
) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const first = pageOffset(page, perPage) + 1;
  return {
    current_page: page,
    last_page: lastPage,
    from: data.length > 0 ? first : null,
    to: data.length > 0 ? first + data.length - 1 : null,
    total,
    per_page: perPage,
    first_page_url: `${path}?${query ? `${query}&` : ''}page=1`,
    data,
  };
}

export const pageOffset = (page: number, perPage = PAGE_SIZE) => (page - 1) * perPage;
