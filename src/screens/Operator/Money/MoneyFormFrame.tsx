import { type ReactNode, useEffect, useRef } from 'react';
import type {
  MoneyFormErrors,
  MoneyFormField,
  MoneyFormOutcome,
  MoneyFormValues,
} from '../../../machines/operatorMoneyForm/operatorMoneyFormMachine';
import { Button } from '../../../ui';
import { OutcomeBanner } from './DecisionDialog';
import * as styles from './Money.css';
import { formOutcomeMessage } from './moneyText';

/** A money form's state and events, as the form machine holds them. */
export type MoneyFormViewProps = {
  form: MoneyFormValues;
  fieldErrors: MoneyFormErrors;
  /** A refusal about no one field, shown above the button. */
  error: string | null;
  busy: boolean;
  /** Set once the server took the request; the form gives way to what came of it. */
  outcome: MoneyFormOutcome | null;
  onChange: (field: MoneyFormField, value: string) => void;
  onSubmit: () => void;
  onAgain: () => void;
};

type FrameProps = Pick<MoneyFormViewProps, 'error' | 'busy' | 'outcome' | 'onSubmit' | 'onAgain'> & {
  title: string;
  intro: string;
  submitLabel: string;
  againLabel: string;
  children: ReactNode;
};

/** The frame both money forms share: title, fields, the refusal, the button, then the outcome. */
export function MoneyFormFrame({
  title,
  intro,
  submitLabel,
  againLabel,
  error,
  busy,
  outcome,
  onSubmit,
  onAgain,
  children,
}: FrameProps) {
  const result = useRef<HTMLDivElement>(null);
  // The button that was pressed is gone; what came of it takes the focus, so it is read next.
  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome]);

  return (
    <div className={styles.panel}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <p className={styles.muted}>{intro}</p>
      {outcome ? (
        <div ref={result} tabIndex={-1} className={styles.panel}>
          <OutcomeBanner message={formOutcomeMessage(outcome)} waiting={outcome.waiting} showApprovalsLink />
          <div>
            <Button variant="secondary" onClick={onAgain}>
              {againLabel}
            </Button>
          </div>
        </div>
      ) : (
        <form
          className={styles.form}
          aria-label={title}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          {error && (
            <p className={styles.formError} role="alert">
              {error}
            </p>
          )}
          <div className={styles.fullRow}>
            <Button type="submit" busy={busy}>
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
