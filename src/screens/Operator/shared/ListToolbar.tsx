import type { ReactNode } from 'react';
import { LIST_PAGE_SIZES, type ListParams } from '../../../api/operatorLists';
import { Button, Select, TextField } from '../../../ui';
import * as styles from './lists.css';

/** One order a list offers, and how each direction of it reads ('Newest first', 'Largest first'). */
export interface SortOption {
  value: string;
  label: string;
  desc: string;
  asc: string;
}

export type ListToolbarProps = {
  /** Names the filters' landmark, e.g. 'Withdrawal filters'. */
  label: string;
  params: ListParams;
  sorts: readonly SortOption[];
  /** What the days filter, e.g. 'Asked'; left out for a list without days. */
  days?: string;
  /** A change of order, page size or days; the list shows its first page again. */
  onChange: (change: Partial<ListParams>) => void;
  onExport: () => void;
  exporting: boolean;
  exportError: string | null;
  /** The list's own filters, shown first. */
  children?: ReactNode;
};

const sizeOptions = LIST_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/** The filters, order, page size, days and CSV export every back-office list shares. */
export function ListToolbar({ label, params, sorts, days, onChange, ...props }: ListToolbarProps) {
  const sort = sorts.find((option) => option.value === params.sort) ?? sorts[0];
  return (
    <>
      <search className={styles.toolbar} aria-label={label}>
        {props.children}
        {sorts.length > 1 && (
          <Select
            className={styles.field}
            label="Order by"
            options={sorts.map(({ value, label: name }) => ({ value, label: name }))}
            value={params.sort}
            onValueChange={(value) => onChange({ sort: value })}
          />
        )}
        {sort && (
          <Select
            className={styles.field}
            label="Order"
            options={[
              { value: 'desc', label: sort.desc },
              { value: 'asc', label: sort.asc },
            ]}
            value={params.dir}
            onValueChange={(value) => onChange({ dir: value === 'asc' ? 'asc' : 'desc' })}
          />
        )}
        {days && (
          <>
            <TextField
              fieldClassName={styles.field}
              type="date"
              label={`${days} from`}
              value={params.from ?? ''}
              max={params.to}
              onValueChange={(value) => onChange({ from: value || undefined })}
            />
            <TextField
              fieldClassName={styles.field}
              type="date"
              label={`${days} to`}
              value={params.to ?? ''}
              min={params.from}
              onValueChange={(value) => onChange({ to: value || undefined })}
            />
          </>
        )}
        <Select
          className={styles.field}
          label="Rows per page"
          options={sizeOptions}
          value={String(params.per_page)}
          onValueChange={(value) => onChange({ per_page: Number(value) })}
        />
        <Button variant="secondary" busy={props.exporting} onClick={props.onExport}>
          Export CSV
        </Button>
      </search>
      {props.exportError && (
        <p className={styles.exportError} role="alert">
          {props.exportError}
        </p>
      )}
    </>
  );
}
