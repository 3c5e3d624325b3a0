/**
 * Columns that decide who can get into an account or where its money goes, each with the one module allowed to
 * write them. As money moves only through the ledger's postTransfer, each of these changes has one function,
 * which records what the change requires (the event in Logs, the mail, the withdrawal hold) in the same
 * transaction; `npm run check:imports` fails when any other module under server/ writes one of them
 * (guardedWrites.ts).
 *
 * To guard more columns, add an entry: the table and columns by their SQL names (as in the migrations), the
 * module that changes them, and, when some other module must set them as it creates a row (registration, the
 * demo data), that module under `creators` with the reason. A creator may insert rows carrying the columns; it
 * may never update them.
 */
export interface GuardedColumns {
  table: string;
  columns: readonly string[];
  /** The one module (a path from the repository's root) that changes these columns. */
  writer: string;
  /** Modules that may set the columns in the rows they insert, each with why. */
  creators?: Readonly<Record<string, string>>;
}

export const guardedColumns: readonly GuardedColumns[] = [
  {
    table: 'users',
    columns: [
      'password_hash',
      'pin_hash',
      'auth_type',
      'totp_secret',
      'status_2fa',
      'totp_pending_secret',
      'last_totp_step',
    ],
    writer: 'server/services/credentials.ts',
    creators: {
      'server/services/members.ts':
        'registration creates a member with a password, a PIN and a sign-in method',
    },
  },
  {
    table: 'users',
    columns: ['pin_failed_count', 'pin_locked_until'],
    writer: 'server/services/factorAttempts.ts',
  },
  {
    table: 'factor_failures',
    columns: ['failed_count', 'locked_until'],
    writer: 'server/services/factorAttempts.ts',
  },
  { table: 'users', columns: ['withdraw_hold_until'], writer: 'server/services/withdrawHold.ts' },
  {
    table: 'users',
    columns: ['withdrawals_frozen_at', 'withdrawals_frozen_reason', 'withdrawals_frozen_by'],
    writer: 'server/services/memberGuards.ts',
  },
  { table: 'recovery_codes', columns: ['code_hash', 'used_at'], writer: 'server/services/recoveryCodes.ts' },
  {
    table: 'withdrawal_settings',
    columns: [
      'withdraw_type',
      'withdrawal_coin',
      'network',
      'withdrawal_address',
      'ac_no',
      'bank_name',
      'holder_name',
      'ifsc',
    ],
    writer: 'server/services/withdrawSettings.ts',
    creators: {
      'server/demo/withdrawAddresses.ts':
        'demo members start with a payout address saved before the first start',
    },
  },
  {
    table: 'withdrawal_address_changes',
    columns: ['network', 'withdrawal_address', 'effective_at', 'cancel_token_hash', 'cancelled_at'],
    writer: 'server/services/withdrawAddressChange.ts',
  },
  // Applying a due change writes the setting in the same step, so it belongs with the setting's writer.
  {
    table: 'withdrawal_address_changes',
    columns: ['applied_at'],
    writer: 'server/services/withdrawSettings.ts',
  },
  {
    table: 'tickets',
    columns: ['status'],
    writer: 'server/services/ticketStore.ts',
    creators: { 'server/services/tickets.ts': 'a ticket is raised New' },
  },
  { table: 'approval_requests', columns: ['status'], writer: 'server/services/approvals.ts' },
  {
    table: 'operators',
    columns: ['role', 'disabled_at', 'approved_at', 'approved_by'],
    writer: 'server/services/operatorTeam.ts',
    creators: {
      'server/services/operatorAccounts.ts': 'an operator is added with a role, approved or waiting',
    },
  },
  {
    table: 'operators',
    columns: ['password_hash'],
    writer: 'server/services/operatorPasswords.ts',
    creators: { 'server/services/operatorAccounts.ts': 'an operator is added with a first password' },
  },
  {
    table: 'operators',
    columns: ['totp_secret', 'totp_pending_secret', 'last_totp_step', 'failed_attempts', 'locked_until'],
    writer: 'server/services/operatorAccounts.ts',
  },
  {
    table: 'operator_keys',
    columns: ['key_hash', 'revoked_at'],
    writer: 'server/services/operatorKeys.ts',
    creators: { 'server/services/operator.ts': 'the first key is made at the first start' },
  },
];
