import type {
  ClaimProfitResponse,
  ClaimStatusResponse,
  ReserveStoreResponse,
  ReserveTradeResponse,
} from '../../src/api/reserve';
import type { SubmitReserveInput } from '../../src/machines/reservePurchase/reservePurchaseMachine';
import { fakeRequest, fakeServer, refusal } from './fakeServer';

const openReservation = refusal(422, 'Invalid', {
  package_id: ['You already have an open reservation of this type. Trade and claim it first'],
});

/** Level 2 is refused as the server refuses a second open reservation of a type. */
export const fakeSubmitReserve = fakeRequest(
  'submitReserve',
  (input: SubmitReserveInput) =>
    input.package_id === 2
      ? (openReservation as never)
      : ({
          status: true,
          msg: 'Reserved successfully',
          message: 'Reserved successfully',
        } as ReserveStoreResponse),
  { refusal: openReservation },
);

const tradedAlready = refusal(422, 'This item has already been traded');

/** Item 2 was traded already, as the server says of a second trade of one item. */
export const fakeTradeItem = fakeRequest(
  'tradeItem',
  (input: { logId: number }) =>
    input.logId === 2
      ? (tradedAlready as never)
      : ({
          status: true,
          msg: 'Traded',
          message: 'Traded',
          data: { id: input.logId, amount: '0.412345', roi_ppm: 12_370, total: '33.745679', remaining: 1 },
        } as ReserveTradeResponse),
  { refusal: tradedAlready },
);

const claimedAlready = refusal(422, 'This reservation has already been claimed');

/** Reservation 9 is refused as already claimed. */
export const fakeClaimProfit = fakeRequest(
  'claimProfit',
  (input: { id: number; reserveId: string }) =>
    input.id === 9
      ? (claimedAlready as never)
      : ({ status: true, msg: 'Claimed', message: 'Claimed', income_id: 41 } as ClaimProfitResponse),
  { refusal: claimedAlready },
);

/** The claims worker pays on the third status check; Reset forgets the checks counted. */
export const fakeCheckClaimStatus = fakeRequest('checkClaimStatus', (input: { incomeId: number }) => {
  const counted = fakeServer.memory('checkClaimStatus.checks', () => ({ checks: 0 }));
  counted.checks += 1;
  const paid = counted.checks >= 3;
  return {
    status: true,
    data: {
      income_id: input.incomeId,
      is_paid: paid ? 1 : 0,
      profit: '1.259265',
      principal: '100.000000',
      source: 'NFT TRADE',
      created_at: '2026-11-22T10:00:00.000Z',
      paid_at: paid ? '2026-11-22T10:00:20.000Z' : null,
    },
  } as ClaimStatusResponse;
});
