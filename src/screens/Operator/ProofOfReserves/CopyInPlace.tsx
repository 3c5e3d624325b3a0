import { useEffect, useState } from 'react';
import { Button, COPY_FAILED_MESSAGE, copyText } from '../../../ui';
import * as own from './TreasuryAddresses.css';

/**
 * A copy button that says it copied beside itself rather than in a toast: inside a dialog, a toast at the
 * bottom of a short screen would lie over the dialog's own buttons.
 */
export function CopyInPlace({ text, name }: { text: string; name: string }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(''), 4000);
    return () => clearTimeout(timer);
  }, [said]);
  return (
    <span className={own.copyInPlace}>
      <span role="status" className={own.hint}>
        {said}
      </span>
      <Button
        variant="ghost"
        size="sm"
        aria-label={name}
        onClick={async () => setSaid((await copyText(text)) ? 'Copied' : COPY_FAILED_MESSAGE)}
      >
        Copy
      </Button>
    </span>
  );
}
