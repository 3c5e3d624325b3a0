/** The static Earn showcase (spec document 2): illustrative cards, not packages a member can buy here. */
export const earnCards = {
  usdt: [
    { id: 'yieldcanvas-usdt', title: 'YieldCanvas USDT', figures: '100-2000 USDT · 1.3% daily · 0% fees' },
    { id: 'yieldcanvas-usdt-vip', title: 'YieldCanvas USDT VIP', figures: 'Lv 1 to Lv 6 · fixed term' },
  ],
  tuft: [{ id: 'yieldcanvas-tuft', title: 'YieldCanvas TUFT', figures: 'Fixed term · fixed rate' }],
} as const;

export const EARN_DETAILS_PATH = '/user/earn-details';

/** The details page beside the Earn page the visitor is on: the member area's, or the public one. */
export const earnDetailsPathFrom = (pathname: string) =>
  pathname.startsWith('/user/') ? EARN_DETAILS_PATH : '/earn-details';
