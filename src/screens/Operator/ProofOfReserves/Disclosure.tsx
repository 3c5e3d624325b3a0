import { type ReactNode, useId, useState } from 'react';
import { Button, ChevronDownIcon } from '../../../ui';
import * as styles from './ProofOfReserves.css';

/**
 * A button that shows or hides what follows it. A button rather than `<details>`, so Enter and Space work the
 * same in every browser and a test's keyboard reaches it as a person's does.
 */
export function Disclosure({
  label,
  name,
  defaultOpen = false,
  children,
}: {
  label: string;
  /** The button's accessible name when several share a label; it should start with the label. */
  name?: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <div className={styles.disclosure}>
      <Button
        variant="ghost"
        size="sm"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        aria-label={name}
        onClick={() => setOpen(!open)}
      >
        <ChevronDownIcon className={styles.chevron} />
        {label}
      </Button>
      <div id={id} hidden={!open} className={styles.disclosed}>
        {children}
      </div>
    </div>
  );
}
