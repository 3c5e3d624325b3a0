import type { AuthType } from '../../../api/contract';
import { digits, PinInput, TextField } from '../../../ui';

const codeLabels: Record<AuthType, string> = {
  mpin: 'Security Pin',
  otp: 'OTP',
  authenticator: 'Authenticator Code',
};

export interface MoneyCodeFieldProps {
  authType: AuthType;
  /** Digits the code has, by the member's method. */
  length: number;
  value: string;
  onChange: (code: string) => void;
  error?: string | null;
  autoFocus?: boolean;
  /** Shown but not editable, e.g. while the request it confirms is on its way. */
  locked?: boolean;
}

/** The member's code for a money action: masked boxes for the Security Pin, a digits field for a sent or app code. */
export function MoneyCodeField({
  authType,
  length,
  value,
  onChange,
  error,
  autoFocus,
  locked = false,
}: MoneyCodeFieldProps) {
  if (authType === 'mpin') {
    return (
      <PinInput
        length={length}
        label={codeLabels.mpin}
        value={value}
        onChange={onChange}
        mask
        autoFocus={autoFocus}
        disabled={locked}
        error={error}
      />
    );
  }
  return (
    <TextField
      label={codeLabels[authType]}
      name={authType}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={length}
      filter={digits}
      value={value}
      onValueChange={onChange}
      readOnly={locked}
      error={error}
      autoFocus={autoFocus}
    />
  );
}
