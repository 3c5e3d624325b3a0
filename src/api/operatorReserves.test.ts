import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { operatorKeys } from './operatorQueries';
import {
  type AddressProofBody,
  operatorReserveKeys,
  operatorReserveSnapshotsQuery,
  postReserveSnapshot,
  proveAddressMutation,
  takeReserveSnapshotMutation,
  treasuryAddressesQuery,
} from './operatorReserves';
import {
  clearOperatorToken,
  getOperatorToken,
  operatorSessionEnd,
  setOperatorToken,
} from './operatorSession';
import { capture, resetApi, runQuery, signIn } from './testing';

function stubSessionStorage() {
  const entries = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => entries.set(key, value),
    removeItem: (key: string) => entries.delete(key),
  });
}

const taken = {
  status: true,
  message: "The snapshot is taken and waits for a second operator's approval",
  data: { id: 12, status: 'pending', approval_id: 40 },
  approval_id: 40,
};

const take = (options: ReturnType<typeof takeReserveSnapshotMutation>) =>
  (options.mutationFn as () => Promise<unknown>)();

const TREASURY = '0x8f3c1a9be2d54c07a1f6e0b3c9d2a7e4f5b61c20';

const proof: AddressProofBody = {
  network: 'BEP20',
  address: TREASURY,
  message: `Tessera proof of reserves: the platform controls ${TREASURY} on BEP20. 2026-03-14`,
  signature: `0x${'ab'.repeat(65)}`,
};

const prove = (options: ReturnType<typeof proveAddressMutation>, body: AddressProofBody) =>
  (options.mutationFn as (body: AddressProofBody) => Promise<unknown>)(body);

beforeEach(() => {
  stubSessionStorage();
  signIn('alice');
  setOperatorToken('operator-token');
});
afterEach(() => {
  clearOperatorToken();
  resetApi();
  vi.unstubAllGlobals();
});

describe('operator proof of reserves api', () => {
  it("lists the snapshots with the operator's token, never the member's", async () => {
    const calls = capture({ status: true, data: [{ id: 12 }, { id: 11 }] });
    await expect(runQuery(operatorReserveSnapshotsQuery())).resolves.toEqual([{ id: 12 }, { id: 11 }]);
    expect(calls.map((call) => `${call.options.method} ${call.path}`)).toEqual([
      'GET operator/proof-of-reserves',
    ]);
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer operator-token');
  });

  it('takes a snapshot with a POST and no body, and answers with the request that publishes it', async () => {
    const calls = capture(taken, 202);
    await expect(take(takeReserveSnapshotMutation())).resolves.toMatchObject({
      approval_id: 40,
      data: { id: 12, status: 'pending' },
    });
    expect(calls[0]).toMatchObject({ path: 'operator/proof-of-reserves', options: { method: 'POST' } });
    expect(calls[0]?.options.body).toBeUndefined();
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer operator-token');
  });

  it("throws the server's words when a snapshot already waits (409)", async () => {
    const message = 'A snapshot already waits for a second operator (request #40)';
    capture({ status: false, message }, 409);
    const failure = await take(takeReserveSnapshotMutation()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe(message);
    expect((failure as ApiError).response.code).toBe(409);
  });

  it('ends the operator session on a 401', async () => {
    capture({ status: false, message: 'Sign in again' }, 401);
    await expect(postReserveSnapshot()).resolves.toMatchObject({ status: false, code: 401 });
    expect(getOperatorToken()).toBeNull();
    expect(operatorSessionEnd()).toBe('ended');
  });

  it("keeps the snapshots under the operator's keys, so signing out forgets them", () => {
    expect(operatorReserveKeys.snapshots().slice(0, 1)).toEqual([...operatorKeys.all()]);
    expect(operatorReserveSnapshotsQuery().queryKey).toEqual(operatorReserveKeys.snapshots());
  });

  it('lists the declared treasury addresses with a GET under the same section', async () => {
    const address = { network: 'BEP20', address: TREASURY, proven: false, ownership: null, proven_by: null };
    const calls = capture({ status: true, data: [address] });
    await expect(runQuery(treasuryAddressesQuery())).resolves.toEqual([address]);
    expect(calls.map((call) => `${call.options.method} ${call.path}`)).toEqual([
      'GET operator/proof-of-reserves/addresses',
    ]);
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer operator-token');
  });

  it('sends the network, address, message and signature as they are, and answers with the address proven', async () => {
    const proven = {
      status: true,
      message: `Control of ${TREASURY} is proven: the signature was made by its key`,
      data: { network: 'BEP20', address: TREASURY, proven: true, proven_by: 'finance_anna' },
    };
    const calls = capture(proven);
    await expect(prove(proveAddressMutation(), proof)).resolves.toMatchObject({
      data: { address: TREASURY, proven: true },
    });
    expect(calls[0]).toMatchObject({
      path: 'operator/proof-of-reserves/addresses',
      options: { method: 'POST', body: proof },
    });
    expect(calls[0]?.options.headers.Authorization).toBe('Bearer operator-token');
  });

  it('keeps the field a 422 names, so the form can show it at that field', async () => {
    const wrongKey = `The signature was made by 0x1111111111111111111111111111111111111111, not by ${TREASURY}: sign the message with the treasury address's key`;
    capture({ status: false, message: wrongKey, errors: { signature: [wrongKey] } }, 422);
    const failure = await prove(proveAddressMutation(), proof).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).response).toMatchObject({ code: 422, errors: { signature: [wrongKey] } });
    expect((failure as ApiError).message).toBe(wrongKey);
  });

  it("keeps the treasury addresses under the operator's keys, apart from the snapshots", () => {
    expect(treasuryAddressesQuery().queryKey).toEqual(operatorReserveKeys.addresses());
    expect(operatorReserveKeys.addresses().slice(0, -1)).toEqual([...operatorReserveKeys.all()]);
    expect(operatorReserveKeys.addresses()).not.toEqual(operatorReserveKeys.snapshots());
  });
});
