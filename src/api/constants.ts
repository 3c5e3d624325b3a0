import type * as contract from './contract/auth';

// Restated here with the contract's literal types, so the browser bundle need not load zod to know them.
export const PIN_LENGTH: typeof contract.PIN_LENGTH = 4;
export const VERIFY_CODE_LENGTH: typeof contract.VERIFY_CODE_LENGTH = 4;
export const LOGIN_CODE_LENGTH: typeof contract.LOGIN_CODE_LENGTH = 6;
export const MONEY_CODE_LENGTH: typeof contract.MONEY_CODE_LENGTH = 4;
export const RESEND_COOLDOWN_SECONDS: typeof contract.RESEND_COOLDOWN_SECONDS = 60;
export const POSITIONS: typeof contract.positions = ['L', 'R'];
export { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from './contract/profileRules';
