/** Forms and figures read typed amounts by the contract's own rule. */
export { amountMicros } from './contract/moneyRules';
