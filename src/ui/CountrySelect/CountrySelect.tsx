import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cx } from '../cx';
import * as fieldStyles from '../field.css';
import { ChevronDownIcon } from '../icons';
import * as styles from './CountrySelect.css';

export type CountryOption = { id: number; name: string; calling_code: string };

export type CountrySelectProps = {
  /** The field's visible label and accessible name. */
  label: ReactNode;
  /** The choices, with their calling codes; typing filters them by name. */
  countries: readonly CountryOption[];
  /** The chosen country's id, or null while none is chosen. */
  value: number | null;
  /** Called with the country the member picks. */
  onChange: (country: CountryOption) => void;
  /** Shown in the input while no country is chosen. */
  placeholder?: string;
  /** Shown under the field and announced with it. */
  error?: ReactNode;
  /** Blocks typing and choosing. */
  disabled?: boolean;
  /** The input's id, for an outside label or tests; one is generated when left out. */
  id?: string;
  /** Extra class on the field, for placement by the page. */
  className?: string;
};

export const formatCallingCode = (code: string) => (code.startsWith('+') ? code : `+${code}`);

/**
 * A combobox of countries that filters as the member types and shows each calling code, driven by keyboard
 * (arrows, Enter, Escape) as well as pointer.
 */
export function CountrySelect({
  label,
  countries,
  value,
  onChange,
  placeholder = 'Select country',
  error,
  disabled = false,
  id,
  className,
}: CountrySelectProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const listId = `${inputId}-list`;
  const errorId = `${inputId}-error`;
  const selected = countries.find((c) => c.id === value) ?? null;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return countries;
    return countries.filter(
      (c) => c.name.toLowerCase().includes(q) || formatCallingCode(c.calling_code).includes(q),
    );
  }, [countries, query]);

  useEffect(() => {
    if (!open) return;
    const node = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    node?.scrollIntoView?.({ block: 'nearest' });
  }, [active, open]);

  const openList = () => {
    if (disabled) return;
    setQuery('');
    const current = selected ? countries.indexOf(selected) : 0;
    setActive(Math.max(0, current));
    setOpen(true);
  };

  const choose = (country: CountryOption | undefined) => {
    if (!country) return;
    onChange(country);
    setOpen(false);
    setQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter') {
        event.preventDefault();
        openList();
      }
      return;
    }
    const last = matches.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => Math.min(last, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Home') {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      setActive(Math.max(0, last));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      setQuery('');
    }
  };

  const activeId = open && matches[active] ? `${listId}-${matches[active].id}` : undefined;
  const shown = open
    ? query
    : selected
      ? `${selected.name} (${formatCallingCode(selected.calling_code)})`
      : '';

  return (
    <div className={cx(fieldStyles.field, className)}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.anchor}>
        <div
          className={cx(
            fieldStyles.control,
            error ? fieldStyles.controlInvalid : null,
            disabled && fieldStyles.controlDisabled,
          )}
        >
          <input
            id={inputId}
            className={fieldStyles.input}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoComplete="off"
            placeholder={open && selected ? selected.name : placeholder}
            disabled={disabled}
            value={shown}
            onClick={() => (open ? undefined : openList())}
            onChange={(event) => {
              if (!open) setOpen(true);
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              setQuery('');
            }}
          />
          <ChevronDownIcon size={16} />
        </div>
        {open && (
          <div id={listId} ref={listRef} role="listbox" className={styles.list} aria-label="Countries">
            {/* A listbox must hold options, so the empty message is one that cannot be chosen. */}
            {matches.length === 0 && (
              <div
                role="option"
                aria-disabled="true"
                aria-selected="false"
                tabIndex={-1}
                className={styles.empty}
              >
                No country matches
              </div>
            )}
            {matches.map((country, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input owns keyboard selection
              <div
                key={country.id}
                tabIndex={-1}
                id={`${listId}-${country.id}`}
                role="option"
                data-index={index}
                data-active={index === active}
                aria-selected={country.id === value}
                className={styles.option}
                // Keeps focus in the input so blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(country)}
              >
                <span>{country.name}</span>
                <span className={styles.code}>{formatCallingCode(country.calling_code)}</span>
              </div>
            ))}
          </div>
        )}
      </div>
      {error && (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
