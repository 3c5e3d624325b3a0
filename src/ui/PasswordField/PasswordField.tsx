import { useState } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { EyeIcon, EyeOffIcon } from '../icons';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import * as styles from './PasswordField.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  /** The accessible name of the toggle while the password is hidden. */
  showLabel?: string;
  /** The accessible name of the toggle while the password shows. */
  hidePasswordLabel?: string;
};

/**
 * A TextField for a password with a button that shows or hides what was typed; every TextField prop except
 * `type` and `endAdornment` passes through.
 */
export function PasswordField({
  showLabel = 'Show password',
  hidePasswordLabel = 'Hide password',
  autoComplete = 'current-password',
  disabled,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      disabled={disabled}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      endAdornment={
        <IconButton
          size="sm"
          className={styles.toggle}
          label={visible ? hidePasswordLabel : showLabel}
          aria-pressed={visible}
          disabled={disabled}
          icon={visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
