import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { AddressProofBody, TreasuryAddress } from '../../../api/operatorReserves';
import { Button, Dialog } from '../../../ui';
import { CopyInPlace } from './CopyInPlace';
import * as styles from './ProofOfReserves.css';
import * as own from './TreasuryAddresses.css';
import {
  type ProofField,
  type ProofProblems,
  proofProblems,
  SIGNING_INSTRUCTIONS,
  suggestedMessage,
} from './treasuryText';

export type ProveControlDialogProps = {
  /** The address to prove; null while the dialog is closed. */
  treasury: TreasuryAddress | null;
  /** Today as YYYY-MM-DD, written into the suggested message. */
  day: string;
  busy: boolean;
  /** The server's refusals by field: message and signature show at their fields, any other above the buttons. */
  fieldErrors: Record<string, string>;
  /** A refusal that names no field. */
  error: string | null;
  onSubmit: (body: AddressProofBody) => void;
  onClose: () => void;
};

type BoxProps = {
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  action?: ReactNode;
  className: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
};

/** A labelled text box with its hint and its error, both announced with it. */
function Box({ label, value, error, hint, action, className, onChange, autoFocus }: BoxProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={own.field}>
      <div className={own.fieldHead}>
        <label htmlFor={id} className={own.label}>
          {label}
        </label>
        {action}
      </div>
      <textarea
        id={id}
        className={className}
        value={value}
        dir="ltr"
        spellCheck={false}
        autoComplete="off"
        // biome-ignore lint/a11y/noAutofocus: the dialog opens to paste a signature; the message is already there.
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className={own.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={own.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type FormProps = Omit<ProveControlDialogProps, 'treasury' | 'busy' | 'onClose'> & {
  treasury: TreasuryAddress;
  formId: string;
};

/** Inside the dialog's content, so closing the dialog forgets what was pasted. */
function ProveControlForm({ treasury, day, fieldErrors, error, onSubmit, formId }: FormProps) {
  const [values, setValues] = useState({ message: suggestedMessage(treasury, day), signature: '' });
  const [problems, setProblems] = useState<ProofProblems>({});
  // The server's word on a field stands until the operator changes that field.
  const [edited, setEdited] = useState<Set<ProofField>>(new Set());
  const shown = (field: ProofField) =>
    problems[field] ?? (edited.has(field) ? undefined : fieldErrors[field]);
  const change = (field: ProofField) => (value: string) => {
    setValues((was) => ({ ...was, [field]: value }));
    setProblems((was) => ({ ...was, [field]: undefined }));
    setEdited((was) => new Set(was).add(field));
  };
  const elsewhere = fieldErrors.address ?? fieldErrors.network ?? error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A pasted signature often brings a line break or spaces along; they are no part of it.
    const signature = values.signature.replace(/\s+/g, '');
    const found = proofProblems(values.message, signature);
    setProblems(found);
    setEdited(new Set());
    if (Object.keys(found).length > 0) return;
    onSubmit({ network: treasury.network, address: treasury.address, message: values.message, signature });
  };

  return (
    <form id={formId} className={own.form} onSubmit={submit} noValidate>
      <dl className={own.fixed}>
        <dt className={styles.term}>{treasury.network} treasury address</dt>
        <dd className={styles.value}>
          <bdi dir="ltr" className={styles.longCode}>
            {treasury.address}
          </bdi>
        </dd>
      </dl>
      <Box
        label="Message to sign"
        hint="Suggested by Tessera; it must name the address. Sign it exactly as it is here."
        value={values.message}
        error={shown('message')}
        className={own.messageBox}
        onChange={change('message')}
        action={<CopyInPlace text={values.message} name="Copy the message to sign" />}
      />
      <Box
        label="Signature"
        hint="0x and 130 hex digits, as the wallet returns it."
        value={values.signature}
        error={shown('signature')}
        className={own.signatureBox}
        onChange={change('signature')}
        autoFocus
      />
      {elsewhere && (
        <p role="alert" className={styles.formError}>
          {elsewhere}
        </p>
      )}
    </form>
  );
}

/** A message to sign offline, the signature pasted back, checked by the server against the address. */
export function ProveControlDialog({ treasury, busy, onClose, ...form }: ProveControlDialogProps) {
  const formId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={treasury !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      dismissible={!busy}
      hideClose={busy}
      title="Prove control of a treasury address"
      description={SIGNING_INSTRUCTIONS}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            Prove control
          </Button>
        </>
      }
    >
      {treasury && <ProveControlForm treasury={treasury} formId={formId} {...form} />}
    </Dialog>
  );
}
