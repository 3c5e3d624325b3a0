import type {
  DecisionAnswer,
  DecisionRequest,
} from '../../src/machines/operatorDecision/operatorDecisionRules';
import type {
  MoneyFormAnswer,
  MoneyFormRequest,
} from '../../src/machines/operatorMoneyForm/operatorMoneyFormRules';
import { fakeRequest } from './fakeServer';

const refusal = (code: number, message: string, errors?: Record<string, string[]>) =>
  ({ status: false, message, msg: message, code, ...(errors ? { errors } : {}) }) as never;
const waiting = (id: number) =>
  ({ status: true, message: "Waiting for a second operator's approval", approval: { id } }) as never;

/**
 * An instant decision for the machine explorer, decided by its input as the server decides: request 1 was
 * asked for by the signed-in operator (403), request 2 was decided meanwhile (409), withdrawal 5 is above
 * the threshold (202), and a hash 'taken000' is already recorded (a field error).
 */
export const fakeDecide = fakeRequest('decide', (input: DecisionRequest): DecisionAnswer => {
  if (input.action === 'approval.approve' && input.id === 1) {
    return refusal(403, 'You asked for this; a second operator must approve it');
  }
  if (input.id === 2) return refusal(409, 'Request #2 is already approved');
  if (input.action === 'withdrawal.approve' && input.id === 5) return waiting(40);
  if (input.text.trim() === 'taken000')
    return refusal(422, 'tx is taken', { tx: ['tx is already recorded'] });
  return { status: true };
});

/**
 * An instant money form for the explorer: the member 'ghost' does not exist, an amount of 1500 or more is
 * above the threshold (202), and an adjustment always waits.
 */
export const fakeSubmitForm = fakeRequest('submitForm', (input: MoneyFormRequest): MoneyFormAnswer => {
  if (input.form.username?.trim() === 'ghost') return refusal(404, 'No member has the username ghost');
  if (input.kind === 'adjustment') return waiting(41);
  return Number(input.form.amount) >= 1500 ? waiting(42) : { status: true };
});
