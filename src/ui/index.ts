export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './Button/Button';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export {
  type CountryOption,
  CountrySelect,
  type CountrySelectProps,
  formatCallingCode,
} from './CountrySelect/CountrySelect';
export { cx } from './cx';
export { Dialog, DialogClose, type DialogProps } from './Dialog/Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState';
export { ErrorModal, type ErrorModalProps } from './ErrorModal/ErrorModal';
export * from './filters';
export { IconButton, type IconButtonProps } from './IconButton/IconButton';
export * from './icons';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField';
export { PinInput, type PinInputProps } from './PinInput/PinInput';
export { Select, type SelectOption, type SelectProps } from './Select/Select';
export { Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './Spinner/Spinner';
export { type TabItem, Tabs, type TabsProps } from './Tabs/Tabs';
export { TextField, type TextFieldProps } from './TextField/TextField';
export {
  notify,
  TOAST_AUTO_CLOSE_MS,
  TOAST_LIMIT,
  ToastHost,
  type ToastHostProps,
  toast,
} from './ToastHost/ToastHost';
