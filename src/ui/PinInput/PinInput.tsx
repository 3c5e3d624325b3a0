import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import * as fieldStyles from '../field.css';
import * as styles from './PinInput.css';

export type PinInputProps = {
  /** How many digits the code has, one box each. */
  length: number;
  /** Names the group of boxes, e.g. 'Verification code'. */
  label: ReactNode;
  /** Controlled code; omit to let the boxes keep their own state. */
  value?: string;
  /** Called with the digits so far on every change. */
  onChange?: (code: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (code: string) => void;
  /** Masks the digits, for a security PIN rather than a one-time code. */
  mask?: boolean;
  /** Blocks typing, e.g. while the code is checked. */
  disabled?: boolean;
  /** Shown under the boxes and announced with them. */
  error?: ReactNode;
  /** Focuses the first box on mount; only for a code field that appears after the member's own submit. */
  autoFocus?: boolean;
  /** Submits the whole code under this name with a surrounding form. */
  name?: string;
};

const toDigits = (text: string) => text.replace(/[^0-9]/g, '');

const split = (code: string, length: number) => Array.from({ length }, (_, i) => code[i] ?? '');

/**
 * A one-time code or PIN typed into one box per digit: focus moves on as digits are typed and back on
 * Backspace, and a pasted code fills every box.
 */
export function PinInput({
  length,
  label,
  value,
  onChange,
  onComplete,
  mask = false,
  disabled = false,
  error,
  autoFocus = false,
  name,
}: PinInputProps) {
  const [own, setOwn] = useState(() => split(toDigits(value ?? ''), length));
  const cells = value === undefined ? own : split(toDigits(value), length);
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const errorId = useId();

  useEffect(() => {
    if (value !== undefined) setOwn(split(toDigits(value), length));
  }, [value, length]);

  const focusBox = (index: number) => {
    const target = refs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };

  const commit = (next: string[]) => {
    setOwn(next);
    const code = next.join('');
    onChange?.(code);
    if (next.every((d) => d !== '')) onComplete?.(code);
  };

  // Writes digits starting at a box, so autofill and paste of a whole code land in every box at once.
  const fillFrom = (start: number, text: string) => {
    const incoming = toDigits(text);
    if (!incoming) return;
    const from = incoming.length >= length ? 0 : start;
    const next = [...cells];
    for (let i = 0; i < incoming.length && from + i < length; i++) next[from + i] = incoming[i]!;
    commit(next);
    focusBox(Math.min(length - 1, from + incoming.length));
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = toDigits(event.target.value);
    if (!typed) {
      const next = [...cells];
      next[index] = '';
      commit(next);
      return;
    }
    // The box may still hold its previous digit, so the newly typed one is the last character.
    if (typed.length === 2 && cells[index]) {
      fillFrom(index, typed.slice(-1));
      return;
    }
    fillFrom(index, typed);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !cells[index] && index > 0) {
      event.preventDefault();
      const next = [...cells];
      next[index - 1] = '';
      commit(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className={fieldStyles.label}>{label}</legend>
      <div className={styles.boxes}>
        {cells.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
            key={index}
            ref={(el) => {
              refs.current[index] = el;
            }}
            className={styles.box}
            type={mask ? 'password' : 'text'}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            value={digit}
            // The first box accepts a whole code so one-time-code autofill can fill it.
            maxLength={index === 0 ? length : 2}
            // biome-ignore lint/a11y/noAutofocus: opt-in, for a code field that appears after the member's own submit
            autoFocus={autoFocus && index === 0}
            onChange={handleChange(index)}
            onKeyDown={handleKeyDown(index)}
            onPaste={handlePaste(index)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      {name && <input type="hidden" name={name} value={cells.join('')} />}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
