import { fn } from 'storybook/test';
import type { ListParams } from '../../../api/operatorLists';
import type { ListView } from './useOperatorList';

type ListStoryOptions = {
  params?: Partial<ListParams>;
  /** Every row the filters select; the rows given are the page in view. */
  total?: number;
} & Partial<Omit<ListView<unknown>, 'params' | 'page'>>;

/** A list's view as a story gives it: `rows` the page in view (null: nothing answered yet), its numbers worked out. */
export function listOf<Row>(
  rows: Row[] | null,
  { params = {}, total, ...overrides }: ListStoryOptions = {},
): ListView<Row> {
  const full: ListParams = { page: 1, per_page: 50, sort: 'created_at', dir: 'desc', ...params };
  const count = total ?? rows?.length ?? 0;
  const first = (full.page - 1) * full.per_page + 1;
  return {
    params: full,
    page:
      rows === null
        ? null
        : {
            current_page: full.page,
            last_page: Math.max(1, Math.ceil(count / full.per_page)),
            from: rows.length > 0 ? first : null,
            to: rows.length > 0 ? first + rows.length - 1 : null,
            total: count,
            per_page: full.per_page,
            data: rows,
          },
    loading: false,
    error: null,
    errorCause: null,
    onRetry: fn(),
    onChange: fn(),
    onExport: fn(),
    exporting: false,
    exportError: null,
    ...overrides,
  };
}
