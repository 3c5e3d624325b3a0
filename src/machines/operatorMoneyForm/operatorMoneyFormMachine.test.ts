import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { settle } from '../testing/advance';
import { NO_ANSWER, operatorMoneyFormMachine } from './operatorMoneyFormMachine';
import type {
  MoneyFormAnswer,
  MoneyFormField,
  MoneyFormKind,
  MoneyFormRequest,
  MoneyFormValues,
} from './operatorMoneyFormRules';

const recorded = { status: true, data: { id: 3 } } as MoneyFormAnswer;
const waiting = (id: number) =>
  ({
    status: true,
    message: "Waiting for a second operator's approval",
    approval: { id },
  }) as MoneyFormAnswer;
const refusal = (code: number, message: string, errors?: Record<string, string[]>) =>
  ({ status: false, message, msg: message, code, ...(errors ? { errors } : {}) }) as MoneyFormAnswer;

const deposit = { username: 'alice', payment_method_id: '1', amount: '150', txhash: 'abc12345' };
const adjustment = {
  username: 'alice',
  wallet: 'pay_out',
  direction: 'credit',
  amount: '5',
  reason: 'Refund',
};

/** Starts a form of `kind` with the server answering each submission from `answers`, in turn. */
function start(kind: MoneyFormKind, ...answers: (MoneyFormAnswer | Error)[]) {
  const seen = { requests: [] as MoneyFormRequest[], refreshed: 0 };
  const machine = operatorMoneyFormMachine.provide({
    actors: {
      submitForm: fromPromise(async ({ input }: { input: MoneyFormRequest }) => {
        seen.requests.push(input);
        const answer = answers.shift() ?? recorded;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: { refresh: () => seen.refreshed++ },
  });
  const actor = createActor(machine, { input: { kind }, clock: new SimulatedClock() }).start();
  const fill = (values: MoneyFormValues) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'form.change', field: field as MoneyFormField, value });
    }
  };
  const submit = async () => {
    actor.send({ type: 'form.submit' });
    await settle();
  };
  return { actor, seen, fill, submit, state: () => actor.getSnapshot() };
}

describe('recording a deposit', () => {
  it('names every missing deposit field before anything is sent', async () => {
    const { fill, submit, seen, state } = start('deposit');
    fill({ amount: '0', txhash: 'short' });
    await submit();
    expect(state().value).toBe('editing');
    expect(state().context.fieldErrors).toEqual({
      username: 'Member username is required',
      payment_method_id: 'Choose a payment method',
      amount: 'Enter an amount above 0 with at most 6 decimals',
      txhash: 'Transaction hash must be 8 to 128 letters and digits',
    });
    expect(seen.requests).toHaveLength(0);
  });

  it('records a deposit below the threshold and says so', async () => {
    const { fill, submit, seen, state } = start('deposit', recorded);
    fill(deposit);
    await submit();
    expect(seen.requests[0]).toMatchObject({ kind: 'deposit', form: deposit });
    expect(state().value).toBe('done');
    expect(state().context.outcome).toEqual({
      kind: 'deposit',
      waiting: false,
      approvalId: null,
      form: deposit,
    });
    expect(seen.refreshed).toBe(1);
  });

  it('says a deposit above the threshold now waits for a second operator, naming the request', async () => {
    const { fill, submit, state } = start('deposit', waiting(21));
    fill({ ...deposit, amount: '1500' });
    await submit();
    expect(state().context.outcome).toMatchObject({ waiting: true, approvalId: 21 });
  });

  it('puts the server field errors beside their fields and other refusals above the button', async () => {
    const { fill, submit, state } = start(
      'deposit',
      refusal(422, 'txhash may contain letters and digits only', { txhash: ['txhash already recorded'] }),
      refusal(404, 'No member has the username ghost'),
    );
    fill(deposit);
    await submit();
    expect(state().context.fieldErrors).toEqual({ txhash: 'txhash already recorded' });
    expect(state().context.error).toBeNull();
    await submit();
    expect(state().context.error).toBe('No member has the username ghost');
    expect(state().value).toBe('editing');
  });
});

describe('an adjustment', () => {
  it('sends an adjustment with one key, the same on a retry after a lost answer and new once the form changes', async () => {
    const { fill, submit, seen, state } = start(
      'adjustment',
      new Error('offline'),
      refusal(502, 'Bad gateway'),
    );
    fill(adjustment);
    await submit();
    expect(state().context.error).toBe(NO_ANSWER);
    await submit();
    expect(state().context.error).toBe(NO_ANSWER);
    fill({ amount: '6' });
    expect(state().context.error).toBeNull();
    await submit();
    const keys = seen.requests.map((request) => request.idempotencyKey);
    expect(keys[0]).toMatch(/\S{8,}/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(state().value).toBe('done');
  });

  it('always leaves an adjustment waiting, then starts a new one from an empty form', async () => {
    const { actor, fill, submit, seen, state } = start('adjustment', waiting(30), waiting(31));
    fill(adjustment);
    await submit();
    expect(state().context.outcome).toMatchObject({ kind: 'adjustment', waiting: true, approvalId: 30 });
    actor.send({ type: 'form.again' });
    expect(state().value).toBe('editing');
    expect(state().context).toMatchObject({ form: {}, outcome: null, idempotencyKey: null });
    fill(adjustment);
    await submit();
    expect(seen.requests[1]?.idempotencyKey).not.toBe(seen.requests[0]?.idempotencyKey);
  });

  it('asks for wallet, direction and a reason of at most 200 characters on an adjustment', async () => {
    const { fill, submit, state } = start('adjustment');
    fill({ username: 'alice', amount: '5', wallet: 'staked', reason: 'x'.repeat(201) });
    await submit();
    expect(state().context.fieldErrors).toEqual({
      wallet: 'Choose a wallet',
      direction: 'Choose credit or debit',
      reason: 'Reason must be at most 200 characters',
    });
  });
});
