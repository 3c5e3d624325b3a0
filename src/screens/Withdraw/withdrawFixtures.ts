import type { WithdrawRecord, WithdrawSetting } from '../../api/withdraw';
import type { WithdrawPage } from './WithdrawHistory';
import type { WithdrawInfo } from './WithdrawView';

/** GET withdraw and its history as the Withdraw screen's stories show them. */
export const address = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

export const cryptoSetting: WithdrawSetting = {
  type: 'crypto',
  withdrawal_coin: 'USDT',
  network: 'TRC20',
  withdrawal_address: address,
  ac_no: null,
  bank_name: null,
  holder_name: null,
  ifsc: null,
};
export const noSetting: WithdrawSetting = {
  ...cryptoSetting,
  type: null,
  withdrawal_coin: null,
  network: null,
  withdrawal_address: null,
};
export const bankSetting: WithdrawSetting = {
  ...noSetting,
  type: 'bank',
  ac_no: '001234567890',
  bank_name: 'State Bank',
  holder_name: 'Demo Member',
  ifsc: 'SBIN0001234',
};

export const info: WithdrawInfo = {
  balance: { pay_in: '0', pay_out: '150.5', reserve: '12' },
  conversionRate: '83.00',
  cards: [
    { title: 'Minimum Withdrawal', value: '10.00 USDT' },
    { title: 'Withdrawal Fee', value: '1.00 USDT per withdrawal' },
    { title: 'Daily Limit', value: '5000.00 USDT per 24 hours' },
    { title: 'Available Today', value: '4980.00 USDT' },
  ],
  setting: cryptoSetting,
  holdUntil: null,
};

export const record = (n: number, status: number, extra: Partial<WithdrawRecord> = {}): WithdrawRecord => ({
  code: `WD00000000000${n}`,
  coin_type: 'crypto',
  type: 'pay_out',
  t_hash: null,
  bank_name: null,
  ac_no: null,
  holder_name: null,
  ifsc: null,
  network: 'TRC20',
  address,
  amount_from: '20',
  amount_to: '19',
  net_amount: '19',
  fee: '1',
  remarks: '',
  status,
  created_at: new Date(2026, 2, 14, 9, 30 + n).toISOString(),
  ...extra,
});

export const pageOf = (rows: WithdrawRecord[], meta: Partial<WithdrawPage> = {}): WithdrawPage => ({
  current_page: 1,
  last_page: 1,
  from: rows.length ? 1 : null,
  to: rows.length ? rows.length : null,
  total: rows.length,
  per_page: 10,
  first_page_url: 'user/manual/withdraw/list?page=1',
  data: rows,
  ...meta,
});

export const history = pageOf([
  record(4, 0),
  record(3, 3),
  record(2, 1, { t_hash: 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff0011223344556677' }),
  record(1, 2, { remarks: 'Address flagged by the operator', type: 'reserve' }),
]);
