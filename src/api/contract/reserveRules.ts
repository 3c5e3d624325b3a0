/**
 * Reserve's plain rules (contract/reserve.ts): no validator, so the reserve screen names the types and words
 * the refusals with the very same values the server applies. How a trade's result is drawn is in
 * reserveDraw.ts.
 */

export const reserveTypes = ['nft', 'crypto'] as const;
export type ReserveType = (typeof reserveTypes)[number];
export const reserveTypeLabels: Record<ReserveType, string> = { nft: 'NFT Trade', crypto: 'Crypto Trade' };
/** The income source of a paid trade, as payouts and transactions show it. */
export const reserveIncomeSources: Record<ReserveType, string> = { nft: 'NFT TRADE', crypto: 'CRYPTO TRADE' };

export const reserveMessages = {
  plan: 'Please select your plan first',
  insufficient: 'Insufficient reserve balance',
  openReservation: 'You already have an open reservation of this type. Trade and claim it first',
  logNotFound: 'No item has this id',
  tooEarly: 'This collection cannot be traded yet',
  alreadyTraded: 'This item has already been traded',
  claimed: 'This reservation has already been claimed',
  notFound: 'No reservation has this id',
  untraded: 'Trade every item of this collection before claiming',
  incomeNotFound: 'No claim has this id',
} as const;

export const belowMinimumMessage = (minimum: string) =>
  `${reserveMessages.insufficient}: this plan needs at least ${minimum} USDT`;
