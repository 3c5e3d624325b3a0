/** The code lengths and cooldown of sign-in and verification, as the contract's rules fix them. */
export {
  LOGIN_CODE_LENGTH,
  MONEY_CODE_LENGTH,
  OTP_SENT_MESSAGE,
  PIN_LENGTH,
  RESEND_COOLDOWN_SECONDS,
  VERIFY_CODE_LENGTH,
} from './contract/authRules';
export { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from './contract/profileRules';
