import { DEFAULT_APPROVAL_THRESHOLD_USDT } from '../../api/contract/approvalRules';
import { MONEY_CODE_LENGTH, RESEND_COOLDOWN_SECONDS } from '../../api/contract/authRules';
import { AMOUNT_DECIMALS, fromMicros } from '../../api/contract/moneyRules';
import { WITHDRAW_HOLD_HOURS } from '../../api/contract/profileRules';
import { STAKE_STEP_USDT } from '../../api/contract/stakingRules';
import {
  depositNetworks,
  transferWalletLabels,
  transferWallets,
  walletName,
} from '../../api/contract/walletRules';
import {
  WITHDRAW_ADDRESS_COOLING_OFF_HOURS,
  WITHDRAW_DAILY_LIMIT_MICROS,
  WITHDRAW_FEE_MICROS,
  WITHDRAW_MINIMUM_MICROS,
  withdrawNetworks,
  withdrawWallets,
} from '../../api/contract/withdrawRules';

/** One line of the schedule: what it is about, and the rule's figure or words. */
export interface FeeLine {
  term: string;
  value: string;
}
export interface FeeSection {
  heading: string;
  lines: readonly FeeLine[];
}

const usdt = (micros: bigint) => `${fromMicros(micros, 2)} USDT`;
const thousands = (value: number) => value.toLocaleString('en-US');
const orList = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** Above this a deposit or withdrawal waits for a second operator, as the server applies it by default. */
const approvalLine = (what: string): FeeLine => ({
  term: 'Second approval',
  value: `${what} above ${thousands(DEFAULT_APPROVAL_THRESHOLD_USDT)} USDT wait for a second operator to approve it (the platform may set another amount)`,
});

/**
 * Every fee, limit, minimum and waiting time a member meets, built from the very constants the server
 * applies (src/api/contract/*Rules.ts), so the page can never say one thing while the server does another.
 */
export function feeSchedule(): readonly FeeSection[] {
  return [
    {
      heading: 'Deposits',
      lines: [
        { term: 'Networks', value: `USDT on ${orList(depositNetworks)}, to your own address on Wallet` },
        { term: 'Fee', value: 'None' },
        { term: 'Minimum', value: 'None' },
        {
          term: 'Confirmations',
          value:
            'No fixed count: an operator checks each transfer on its chain and records it once it is final',
        },
        {
          term: 'Crediting',
          value:
            'Once recorded, press Sync Balance on Wallet: every recorded deposit is credited to your Receiving Wallet at once, each only once',
        },
        approvalLine('Deposits'),
      ],
    },
    {
      heading: 'Withdrawals',
      lines: [
        { term: 'From', value: orList(withdrawWallets.map(walletName)) },
        { term: 'Networks', value: `USDT on ${orList(withdrawNetworks)}` },
        { term: 'Minimum', value: usdt(WITHDRAW_MINIMUM_MICROS) },
        {
          term: 'Fee',
          value: `${usdt(WITHDRAW_FEE_MICROS)} per withdrawal, taken from the amount: you receive the amount less the fee`,
        },
        { term: 'Daily limit', value: `${usdt(WITHDRAW_DAILY_LIMIT_MICROS)} per 24 hours` },
        {
          term: 'Processing',
          value:
            'A withdrawal stays Pending until an operator pays it; while it is Pending you may cancel it and the amount comes back at once',
        },
        approvalLine('Withdrawals'),
        {
          term: 'New payout address',
          value: `Takes effect ${WITHDRAW_ADDRESS_COOLING_OFF_HOURS} hours after it is saved; the mail it sends can cancel it`,
        },
        {
          term: 'After a security change',
          value: `Withdrawals pause for ${WITHDRAW_HOLD_HOURS} hours after your password, PIN or second factor changes`,
        },
      ],
    },
    {
      heading: 'Transfers between your wallets',
      lines: [
        { term: 'Directions', value: orList(transferWallets.map((wallet) => transferWalletLabels[wallet])) },
        { term: 'Fee', value: 'None: the amount sent is the amount received' },
        { term: 'Crediting', value: 'At once' },
      ],
    },
    {
      heading: 'Staking',
      lines: [
        {
          term: 'Amount',
          value: `A multiple of ${STAKE_STEP_USDT} USDT within the package's range, shown on each package`,
        },
        { term: 'Fee', value: 'None to stake' },
        {
          term: 'Leaving early',
          value:
            "Each package's early-exit charge is in its terms, shown with the amount back before you confirm",
        },
        { term: 'Returns', value: 'Paid to your Out going wallet for each day the stake is held' },
      ],
    },
    {
      heading: 'Reserve',
      lines: [
        { term: 'Fee', value: 'None' },
        {
          term: 'Amount',
          value: "Your reserve balance, up to the plan's maximum; each plan shows its range of returns",
        },
        {
          term: 'Paying a claim',
          value:
            'Within moments of the claim: the amount back to your Reserve Wallet, the profit to your Out going wallet',
        },
      ],
    },
    {
      heading: 'Every money move',
      lines: [
        { term: 'Amounts', value: `USDT, to ${AMOUNT_DECIMALS} decimal places` },
        {
          term: 'Verification',
          value: `Your Security Pin, a ${MONEY_CODE_LENGTH}-digit code by e-mail (a new one every ${RESEND_COOLDOWN_SECONDS} seconds at most) or your authenticator, as you chose in Profile`,
        },
      ],
    },
  ];
}
