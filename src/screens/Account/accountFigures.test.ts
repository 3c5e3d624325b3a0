import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  balanceFigures,
  incomeFigures,
  levelName,
  orderFigures,
  referralLink,
  teamFigures,
} from './accountFigures';
import { dashboard } from './accountFixtures';

const asPairs = (figures: { label: string; value: string }[]) => figures.map((f) => [f.label, f.value]);

describe('account figures', () => {
  it("shows the level as the rank without the word 'Rank'", () => {
    expect(levelName('VIP2')).toBe('VIP2');
    expect(levelName('Rank VIP3')).toBe('VIP3');
    expect(levelName('VIP4 rank')).toBe('VIP4');
    expect(levelName('')).toBe('None');
  });

  it('adds reserve profits exactly, without float drift', () => {
    expect(addAmounts('10.000001', '5.004999')).toBe('15.005000');
    expect(addAmounts('0.1', '0.2')).toBe('0.300000');
    expect(addAmounts('3', 'junk')).toBe('3.000000');
  });

  it('builds the referral link to the registration page with the referral code', () => {
    expect(referralLink('https://tessera.example', 'TS10042')).toBe(
      'https://tessera.example/register?u=TS10042',
    );
    expect(referralLink('http://localhost:5173', 'a b&c')).toBe('http://localhost:5173/register?u=a%20b%26c');
  });

  it('fills the Daily and Total panels from the dashboard fields, in the spec order', () => {
    const { daily, total } = incomeFigures(dashboard);
    expect(asPairs(daily)).toEqual([
      ['Profit', '$12.35'],
      ['Team Business', '$500.00'],
      ['Crypto Reserve Profit', '$1.20'],
      ['NFT Reserve Profit', '$0.80'],
      ['Stake Profit', '$6.50'],
      ['Level Profit', '$3.85'],
      ['Team Count', '2'],
    ]);
    expect(asPairs(total)).toEqual([
      ['Profit', '$87.65'],
      ['Team Business', '$12500.00'],
      ['Crypto Reserve Profit', '$10.00'],
      ['NFT Reserve Profit', '$5.00'],
      ['Stake Profit', '$45.50'],
      ['Level Profit', '$27.15'],
      ['Team Count', '14'],
    ]);
  });

  it('fills My Team, My Orders and the balances', () => {
    expect(asPairs(teamFigures(dashboard))).toEqual([
      ['Total Team Members', '14'],
      ['Valid Members', '9'],
      ['A enthusiast', '4'],
      ['B+C enthusiasts', '7'],
    ]);
    // 10.000001 + 5.004999 = 15.005 exactly, which rounds up; each part rounded first would give 15.00.
    expect(asPairs(orderFigures(dashboard))).toEqual([
      ['Total Stake Count', '3'],
      ['Total Reserve Count', '5'],
      ['Total Stake Profit', '$45.50'],
      ['Total Reserve Profit', '$15.01'],
    ]);
    expect(asPairs(balanceFigures(dashboard))).toEqual([
      ['Wallet Balance', '$1250.50'],
      ['Withdraw Balance', '$318.13'],
      ['Reserve Balance', '$40.00'],
    ]);
  });

  it('falls back to payin_balance when pay_in_balance is empty', () => {
    expect(balanceFigures({ ...dashboard, pay_in_balance: '', payin_balance: '7' })[0]?.value).toBe('$7.00');
  });
});
