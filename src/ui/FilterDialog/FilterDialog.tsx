import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog, DialogClose } from '../Dialog/Dialog';
import { toApiDate } from '../dates';
import { digits } from '../filters';
import { Select, type SelectOption } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import * as styles from './FilterDialog.css';

export type FilterField =
  | { name: string; label: string; type: 'text' }
  /** Digits only, e.g. a ticket number. */
  | { name: string; label: string; type: 'number' }
  | { name: string; label: string; type: 'select'; options: readonly SelectOption[]; placeholder?: string };

/** Keys are field names, plus from_date and to_date in DD-MM-YYYY when dates are on. */
export type FilterValues = Record<string, string>;

export type FilterDialogProps = {
  /** The dialog's heading. */
  title?: ReactNode;
  /** Shows optional From and To date inputs. */
  dates?: boolean;
  /** The filters a list offers: text, digits-only number, or a select of fixed options. */
  fields?: readonly FilterField[];
  /** Called with the filled fields only, so an empty field never narrows the list. */
  onFilter: (values: FilterValues) => void;
  /** An element that opens the dialog, usually a Filter button. */
  trigger?: ReactNode;
  /** Controlled open state; leave out to let the dialog keep its own. */
  open?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
};

/** The dialog's words when the dates cannot both hold. */
export const DATES_OUT_OF_ORDER = 'To must be the same day as From or later';

/**
 * The spec's filter dialog for a list: optional From and To dates (refused when out of order) and the list's
 * own fields, handing back only what was filled.
 */
export function FilterDialog({
  title = 'Filter',
  dates = true,
  fields = [],
  onFilter,
  trigger,
  open: openProp,
  onOpenChange,
}: FilterDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [values, setValues] = useState<FilterValues>({});
  const [datesError, setDatesError] = useState<string | undefined>();
  const set = (name: string) => (value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    if (name === 'from_date' || name === 'to_date') setDatesError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Typed dates (YYYY-MM-DD) compare as text; the picker's min and max do not stop a typed one.
    if (values.from_date && values.to_date && values.from_date > values.to_date) {
      setDatesError(DATES_OUT_OF_ORDER);
      return;
    }
    const filled: FilterValues = {};
    for (const [name, value] of Object.entries(values)) {
      const trimmed = value.trim();
      if (!trimmed) continue;
      filled[name] = name === 'from_date' || name === 'to_date' ? toApiDate(trimmed) : trimmed;
    }
    onFilter(filled);
    setOpen(false);
  };

  return (
    <Dialog title={title} trigger={trigger} open={open} onOpenChange={setOpen} hideClose>
      <form className={styles.form} onSubmit={submit} noValidate>
        {dates && (
          <div className={styles.dates}>
            <TextField
              label="From"
              type="date"
              value={values.from_date ?? ''}
              max={values.to_date || undefined}
              onValueChange={set('from_date')}
            />
            <TextField
              label="To"
              type="date"
              value={values.to_date ?? ''}
              min={values.from_date || undefined}
              error={datesError}
              onValueChange={set('to_date')}
            />
          </div>
        )}
        {fields.map((field) =>
          field.type === 'select' ? (
            <Select
              key={field.name}
              label={field.label}
              // Every filter is optional, so the first choice puts the field back to "any".
              options={[{ value: '', label: field.placeholder ?? 'All' }, ...field.options]}
              value={values[field.name] ?? ''}
              onValueChange={set(field.name)}
            />
          ) : (
            <TextField
              key={field.name}
              label={field.label}
              inputMode={field.type === 'number' ? 'numeric' : undefined}
              filter={field.type === 'number' ? digits : undefined}
              value={values[field.name] ?? ''}
              onValueChange={set(field.name)}
            />
          ),
        )}
        <div className={styles.footer}>
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
          <Button type="submit">Filter</Button>
        </div>
      </form>
    </Dialog>
  );
}
