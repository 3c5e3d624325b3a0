import { useState } from 'react';
import { Button, type ButtonProps } from '../Button/Button';
import { notify } from '../ToastHost/ToastHost';

/** The spec's confirmations, one per place a member copies something. */
export const copyMessages = {
  depositAddress: 'Deposit Address copy to clipboard successfully.',
  referralLink: 'Referral link copy to clipboard successfully.',
  username: 'Username copy to clipboard successfully.',
} as const;

export const COPY_FAILED_MESSAGE = 'Could not copy to clipboard.';

/**
 * The async Clipboard API needs a secure context and permission; an off-screen textarea with execCommand
 * still works where it is missing or refused (plain-http staging, older WebViews).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Falls through to the textarea route below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.insetBlockStart = '-1000px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export type CopyButtonProps = Omit<ButtonProps, 'onClick' | 'children'> & {
  /** What is copied to the clipboard. */
  text: string;
  /** The success toast, e.g. copyMessages.username. */
  message: string;
  /** The button's visible text and accessible name. */
  label?: string;
  /** Called after a successful copy, beside the toast. */
  onCopied?: () => void;
};

/**
 * Copies a text to the clipboard and confirms it with a toast, or says it could not; falls back to a hidden
 * textarea where the Clipboard API is missing or refused.
 */
export function CopyButton({
  text,
  message,
  label = 'Copy',
  onCopied,
  variant = 'secondary',
  size = 'sm',
  ...rest
}: CopyButtonProps) {
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    const ok = await copyText(text);
    setBusy(false);
    if (ok) {
      notify.success(message);
      onCopied?.();
    } else {
      notify.error(COPY_FAILED_MESSAGE);
    }
  };
  return (
    <Button variant={variant} size={size} busy={busy} onClick={copy} {...rest}>
      {label}
    </Button>
  );
}
