/**
 * A member's notices and anti-phishing phrase (contract/notices.ts): plain rules with no validator, so the
 * browser reads the very same values the server applies.
 */

/** The money events a member is told of, in the app's notice list and by mail. */
export const noticeKinds = [
  'deposit_seen',
  'deposit_credited',
  'withdrawal_requested',
  'withdrawal_approved',
  'withdrawal_paid',
  'withdrawal_rejected',
  'withdrawal_cancelled',
  'payout_address_saved',
  'stake_started',
  'stake_ended',
  'reserve_claim_paid',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** The newest notices GET notices answers; older ones stay in the database and in the member's mail. */
export const NOTICE_LIST_SIZE = 50;

export const ANTI_PHISHING_PHRASE_MIN = 4;
export const ANTI_PHISHING_PHRASE_MAX = 32;
const phraseCharacters = /^[\p{L}\p{N} ]*$/u;

/**
 * Why a phrase is refused, or null. An empty phrase removes it. Letters of any script, digits and spaces, 4 to
 * 32 characters once trimmed: short enough for a subject glance, long enough not to be guessed.
 */
export function antiPhishingPhraseProblem(phrase: string): string | null {
  const trimmed = phrase.trim();
  if (trimmed === '') return null;
  if (!phraseCharacters.test(trimmed)) {
    return 'The anti-phishing phrase may contain letters, digits and spaces only';
  }
  const length = [...trimmed].length;
  if (length < ANTI_PHISHING_PHRASE_MIN || length > ANTI_PHISHING_PHRASE_MAX) {
    return `The anti-phishing phrase must be ${ANTI_PHISHING_PHRASE_MIN} to ${ANTI_PHISHING_PHRASE_MAX} characters long`;
  }
  return null;
}

const explorers: Record<string, { name: string; tx: (hash: string) => string }> = {
  TRC20: { name: 'Tronscan', tx: (hash) => `https://tronscan.org/#/transaction/${encodeURIComponent(hash)}` },
  BEP20: { name: 'BscScan', tx: (hash) => `https://bscscan.com/tx/${encodeURIComponent(hash)}` },
};

/** The chain explorer page of a transaction on a network (TRC20 or BEP20), or null for any other network. */
export function explorerLink(network: string | null, hash: string): { name: string; url: string } | null {
  const explorer = network ? explorers[network] : undefined;
  return explorer ? { name: explorer.name, url: explorer.tx(hash) } : null;
}
