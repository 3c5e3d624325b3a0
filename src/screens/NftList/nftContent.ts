/** The static NFT collection page (spec document 2): demo content, every item priced 20.02 USDT. */
export const NFT_PRICE = '20.02';

export const collectionStats = [
  { label: 'Items', value: '6' },
  { label: 'Owners', value: '4' },
  { label: 'Floor price', value: `${NFT_PRICE} USDT` },
  { label: 'Volume', value: '120.12 USDT' },
] as const;

export const nftItems = [
  { id: 1, name: 'Tessera #001', hue: 12 },
  { id: 2, name: 'Tessera #002', hue: 64 },
  { id: 3, name: 'Tessera #003', hue: 140 },
  { id: 4, name: 'Tessera #004', hue: 200 },
  { id: 5, name: 'Tessera #005', hue: 262 },
  { id: 6, name: 'Tessera #006', hue: 318 },
] as const;
