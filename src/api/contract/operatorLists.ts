import { z } from 'zod';
import { usernameText } from './common';
import { isOneOf } from './literalRules';
import {
  LIST_PAGE_SIZE,
  LIST_PAGE_SIZES,
  type ListName,
  type ListPageSize,
  listSorts,
  type SortDirection,
  sortDirections,
} from './operatorListRules';

export * from './operatorListRules';

/**
 * The one paging, ordering and filtering contract of the back office's lists (Tessera's own operator API):
 * withdrawals, deposits, approvals, members, tickets and the audit log each take
 * `page`, `per_page` (10, 25, 50 or 100), `sort` (the list's own orders), `dir` (asc or desc) and, where a list
 * has a date, `from` and `to` (UTC days, both included), and answer the paged envelope
 * `current_page, last_page, from, to, total, per_page, first_page_url, data` with every row counted: nothing
 * is capped, and a page past the last is empty with `last_page` saying where the rows end. The same query on
 * `<list>.csv` exports every row it selects, in the same order, streamed.
 */

const wholeNumber = (name: string) =>
  z.coerce.number({ error: `${name} must be a whole number` }).int(`${name} must be a whole number`);

const day = (name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a day, YYYY-MM-DD`)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), `${name} must be a real day`)
    .optional();

/** The query every list takes, with its own orders; its filters extend it. */
export function listQuery<L extends ListName>(
  list: L,
  { dir = 'desc', perPage = LIST_PAGE_SIZE }: { dir?: SortDirection; perPage?: ListPageSize } = {},
) {
  const sorts = listSorts[list];
  return z.object({
    page: wholeNumber('page')
      .min(1, 'page must be at least 1')
      .max(1_000_000, 'page is too large')
      .default(1),
    per_page: wholeNumber('per_page')
      .refine(
        (size) => isOneOf(LIST_PAGE_SIZES, size),
        `per_page must be one of ${LIST_PAGE_SIZES.join(', ')}`,
      )
      .default(perPage),
    sort: z
      .enum(
        sorts as unknown as [ListSortOf<L>, ...ListSortOf<L>[]],
        `sort must be one of ${sorts.join(', ')}`,
      )
      .default(sorts[0] as ListSortOf<L>),
    dir: z.enum(sortDirections, 'dir must be asc or desc').default(dir),
    /** The first UTC day shown. */
    from: day('from'),
    /** The last UTC day shown. */
    to: day('to'),
  });
}
type ListSortOf<L extends ListName> = (typeof listSorts)[L][number];

/** A member's username as a filter (any case). */
export const usernameFilter = usernameText.optional();

/** The paged envelope as the answer itself, so `data` stays the page's rows for every client reading it. */
export function listPage<T extends z.ZodType>(item: T) {
  return z.object({
    status: z.literal(true),
    current_page: z.number().int(),
    last_page: z.number().int(),
    /** 1-based index of the first row shown; null when the page is empty. */
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    /** Every row the filters select. */
    total: z.number().int(),
    per_page: z.number().int(),
    first_page_url: z.string(),
    data: z.array(item),
  });
}

/** The page's numbers without its rows, as the browser keeps them beside the rows it shows. */
export type ListPageMeta = Omit<z.infer<ReturnType<typeof listPage<z.ZodUnknown>>>, 'status' | 'data'>;
