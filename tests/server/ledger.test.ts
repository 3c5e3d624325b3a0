import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledgerEntries } from '../../server/db/schema';
import {
  AlreadyReversed,
  balancesOf,
  checkLedger,
  HoldAlreadyResolved,
  holdRef,
  InsufficientFunds,
  InvalidTransfer,
  postTransfer,
  reverseTransfer,
} from '../../server/ledger';
import { describeEngines } from './harness';
import { deposit, insertMembers, usdt } from './ledgerFixtures';

describeEngines('the ledger', (ctx) => {
  it('credits a deposit to the Receiving wallet and keeps every invariant', async () => {
    const { db } = ctx();
    const [ada] = await insertMembers(db, 1);
    await deposit(db, ada!, usdt(250));
    expect((await balancesOf(db, ada!)).pay_in).toBe(usdt(250));
    expect(await checkLedger(db)).toEqual([]);
  });

  it('refuses a transfer whose legs do not sum to zero, or with a zero leg, and writes nothing', async () => {
    const { db } = ctx();
    const [ada] = await insertMembers(db, 1);
    const attempt = (legs: bigint[]) =>
      db.transaction((tx) =>
        postTransfer(tx, {
          kind: 'test',
          description: 'unbalanced',
          legs: [
            { account: { platform: 'platform_deposits_clearing' }, amount: legs[0]! },
            { account: { member: ada!, kind: 'pay_in' }, amount: legs[1]! },
          ],
        }),
      );
    await expect(attempt([-usdt(10), usdt(11)])).rejects.toBeInstanceOf(InvalidTransfer);
    await expect(attempt([0n, 0n])).rejects.toBeInstanceOf(InvalidTransfer);
    const entries = await db.select().from(ledgerEntries);
    expect(entries).toHaveLength(0);
  });

  it('never lets a member balance go below zero, and a refused transfer changes nothing', async () => {
    const { db } = ctx();
    const [ada] = await insertMembers(db, 1);
    await deposit(db, ada!, usdt(100));
    const withdraw = (amount: bigint) =>
      db.transaction((tx) =>
        postTransfer(tx, {
          kind: 'withdrawal.request',
          description: 'withdraw',
          memberId: ada!,
          legs: [
            { account: { member: ada!, kind: 'pay_in' }, amount: -amount },
            { account: { member: ada!, kind: 'hold_withdrawal' }, amount },
          ],
        }),
      );
    const refusal = await withdraw(usdt(100) + 1n).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(InsufficientFunds);
    expect((refusal as InsufficientFunds).message).toBe('Insufficient Balance');
    expect(await balancesOf(db, ada!)).toMatchObject({ pay_in: usdt(100), hold_withdrawal: 0n });
    await withdraw(usdt(100));
    expect(await balancesOf(db, ada!)).toMatchObject({ pay_in: 0n, hold_withdrawal: usdt(100) });
  });

  it('refuses to change or delete a ledger entry once written', async () => {
    const { db } = ctx();
    const [ada] = await insertMembers(db, 1);
    await deposit(db, ada!, usdt(5));
    await expect(db.update(ledgerEntries).set({ amount: usdt(500) })).rejects.toThrow();
    await expect(db.delete(ledgerEntries)).rejects.toThrow();
    await expect(db.execute(sql`update ledger_transfers set description = 'edited'`)).rejects.toThrow();
    const amounts = (await db.select().from(ledgerEntries)).map((e) => e.amount).sort();
    expect(amounts).toEqual([-usdt(5), usdt(5)]);
  });

  it('restores balances with a reversal, which cannot be posted twice', async () => {
    const { db } = ctx();
    const [ada] = await insertMembers(db, 1);
    await deposit(db, ada!, usdt(40));
    const mistaken = await deposit(db, ada!, usdt(60));
    await db.transaction((tx) => reverseTransfer(tx, mistaken.id, 'deposit credited twice'));
    expect((await balancesOf(db, ada!)).pay_in).toBe(usdt(40));
    await expect(db.transaction((tx) => reverseTransfer(tx, mistaken.id, 'again'))).rejects.toBeInstanceOf(
      AlreadyReversed,
    );
    expect((await balancesOf(db, ada!)).pay_in).toBe(usdt(40));
  });

  it('refuses a reversal that would take back money the member has already moved', async () => {
    const { db } = ctx();
    const [ada] = await insertMembers(db, 1);
    const credited = await deposit(db, ada!, usdt(10));
    await db.transaction((tx) =>
      postTransfer(tx, {
        kind: 'wallet.move',
        description: 'to Out going',
        memberId: ada!,
        legs: [
          { account: { member: ada!, kind: 'pay_in' }, amount: -usdt(8) },
          { account: { member: ada!, kind: 'pay_out' }, amount: usdt(8) },
        ],
      }),
    );
    await expect(db.transaction((tx) => reverseTransfer(tx, credited.id, 'fraud'))).rejects.toBeInstanceOf(
      InsufficientFunds,
    );
  });

  it('resolves a hold exactly once: a second payout of the same withdrawal is refused', async () => {
    const { db } = ctx();
    const [ada] = await insertMembers(db, 1);
    await deposit(db, ada!, usdt(30));
    const ref = holdRef('hold_withdrawal', 17);
    await db.transaction((tx) =>
      postTransfer(tx, {
        kind: 'withdrawal.request',
        description: 'withdrawal 17',
        memberId: ada!,
        legs: [
          { account: { member: ada!, kind: 'pay_in' }, amount: -usdt(20) },
          { account: { member: ada!, kind: 'hold_withdrawal' }, amount: usdt(20) },
        ],
      }),
    );
    const pay = () =>
      db.transaction((tx) =>
        postTransfer(tx, {
          kind: 'withdrawal.paid',
          description: 'withdrawal 17 paid',
          memberId: ada!,
          holdRef: ref,
          legs: [
            { account: { member: ada!, kind: 'hold_withdrawal' }, amount: -usdt(10) },
            { account: { platform: 'platform_withdrawals_paid' }, amount: usdt(10) },
          ],
        }),
      );
    await pay();
    await expect(pay()).rejects.toBeInstanceOf(HoldAlreadyResolved);
    expect(await balancesOf(db, ada!)).toMatchObject({ pay_in: usdt(10), hold_withdrawal: usdt(10) });
    const paid = await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.amount, usdt(10)));
    expect(paid).toHaveLength(1);
  });
});
