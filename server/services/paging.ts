import { PAGE_SIZE } from '../../src/api/contract';

/** The paged list envelope of spec document 2 §3 for one page of `total` rows. */
export function pageEnvelope<T>(path: string, page: number, total: number, data: T[], query = '') {
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = (page - 1) * PAGE_SIZE + 1;
  return {
    current_page: page,
    last_page: lastPage,
    from: data.length > 0 ? first : null,
    to: data.length > 0 ? first + data.length - 1 : null,
    total,
    per_page: PAGE_SIZE,
    first_page_url: `${path}?${query ? `${query}&` : ''}page=1`,
    data,
  };
}

export const pageOffset = (page: number) => (page - 1) * PAGE_SIZE;
