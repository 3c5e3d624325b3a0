import type { MyReserveProof, ReserveProof } from '../../api/proofOfReserves';

/**
 * A genuine branch of a six-member sum tree built by the published rule (member 10042, 1608.63 USDT), so the
 * stories check it with the browser's real verifier.
 */
export const genuineProof: ReserveProof = {
  snapshot_id: 12,
  member_id: 10042,
  salt: '20944c82e8a5cef7eeacbb6c8a8cb275c294dd271ffd7b74ed46e19c451c838e',
  balance: '1608630000',
  path: [
    {
      side: 'left',
      hash: 'b0f9d3b8f4414138783b2e78ef7cf772217fbeaa5308ce6fcc7fd6dfd57e9c3a',
      sum: '1250500000',
    },
    {
      side: 'right',
      hash: 'd3080f81723b84ea33b1c3a588bf710e65ded6469a49d7fb2be9d1e5f37bec95',
      sum: '40000001',
    },
    {
      side: 'right',
      hash: 'fd61933306fe2a4c141f620d0799304aff4bcf6e5701fc33f59787bd35a67ca9',
      sum: '319129999',
    },
  ],
  root: { hash: '7754aadd1d2114a61050ccb7ed9d1094d94e8bdad8525e9e5d5187241d56f386', sum: '3218260000' },
};

export const myProof: MyReserveProof = {
  proof: genuineProof,
  taken_at: '2026-11-22T00:00:00.000Z',
  balance: '1608.63',
};

/** The same proof with the balance raised by one cent (10,000 micro-USDT): it no longer reaches the root. */
export const proofRaisedByOneCent: MyReserveProof = {
  ...myProof,
  proof: { ...genuineProof, balance: `${BigInt(genuineProof.balance) + 10_000n}` },
  balance: '1608.64',
};
