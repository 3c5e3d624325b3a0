import type { AddressOwnership, TreasuryAddress } from '../../../api/operatorReserves';
import { suggestedMessage } from './treasuryText';

export const BSC_PROVEN = '0x8f3c1a9be2d54c07a1f6e0b3c9d2a7e4f5b61c20';
export const BSC_UNPROVEN = '0x1b7e45c0d9a3f2e18c6b04d7a95e3f2c1d8b7a63';
export const TRON_PROVEN = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** 65 bytes as a wallet returns them: r, s, then v. */
export const SIGNATURE =
  '0x3f9a1c7e5b2d4f6081a3c5e7092b4d6f8a1c3e5f7092b4d6f8a1c3e5f70921b46d8f0a2c4e6081a3c5e7f9b1d3f5a7c9e1b3d5f7092b4d6f8a1c3e5f7092b4d61b';

/** The server's answer when the pasted signature recovers to another key. */
export const OTHER_SIGNER = '0x5e1d2c3b4a69788796a5b4c3d2e1f00112233445';
export const wrongKey = (address: string) =>
  `The signature was made by ${OTHER_SIGNER}, not by ${address}: sign the message with the treasury address's key`;

const ownership = (address: string, network: 'BEP20' | 'TRC20', provenAt: string): AddressOwnership => ({
  message: suggestedMessage({ address, network }, provenAt.slice(0, 10)),
  signature: SIGNATURE,
  proven_at: provenAt,
});

export const bscOwnership = ownership(BSC_PROVEN, 'BEP20', '2026-03-12T10:20:00.000Z');
export const tronOwnership = ownership(TRON_PROVEN, 'TRC20', '2026-03-13T08:05:00.000Z');

export const provenBsc: TreasuryAddress = {
  network: 'BEP20',
  address: BSC_PROVEN,
  proven: true,
  ownership: bscOwnership,
  proven_by: 'finance_anna',
};

export const unprovenBsc: TreasuryAddress = {
  network: 'BEP20',
  address: BSC_UNPROVEN,
  proven: false,
  ownership: null,
  proven_by: null,
};

export const provenTron: TreasuryAddress = {
  network: 'TRC20',
  address: TRON_PROVEN,
  proven: true,
  ownership: tronOwnership,
  proven_by: 'admin_omar',
};

/** As the server lists them: by network, each in the order it is declared. */
export const treasuryAddresses: TreasuryAddress[] = [provenBsc, unprovenBsc, provenTron];
