import type { MemberGuard } from '../../../api/operatorMembers';

/** What each guard asks for, says and answers; only freezing is done at once. */
export const guardWording: Record<
  MemberGuard,
  { button: string; title: string; message: string; confirm: string; tone: 'accent' | 'danger' }
> = {
  freeze: {
    button: 'Freeze withdrawals',
    title: 'Freeze this member’s withdrawals?',
    message:
      'Every withdrawal is refused from now on, until a second person approves lifting the freeze. The member keeps their balances.',
    confirm: 'Freeze withdrawals',
    tone: 'danger',
  },
  unfreeze: {
    button: 'Lift freeze',
    title: 'Ask to lift the freeze?',
    message: 'A second person must approve this before withdrawals are open again.',
    confirm: 'Ask to lift',
    tone: 'accent',
  },
  'reset-pin': {
    title: 'Ask to reset the security PIN?',
    button: 'Reset security PIN',
    message:
      'A second person must approve this; then the member sets a new security PIN, and withdrawals are held as after any security change.',
    confirm: 'Ask to reset',
    tone: 'danger',
  },
  'reset-2fa': {
    title: 'Ask to reset the second factor?',
    button: 'Reset second factor',
    message:
      'A second person must approve this; then the member’s authenticator is removed and they set up a new one.',
    confirm: 'Ask to reset',
    tone: 'danger',
  },
};

/** What the operator reads once the server answered. */
export function guardOutcome(guard: MemberGuard, username: string, requestId: number | null): string {
  if (guard === 'freeze') return `${username}'s withdrawals are frozen.`;
  const what = {
    unfreeze: 'Lifting the freeze',
    'reset-pin': 'The security PIN reset',
    'reset-2fa': 'The second factor reset',
  }[guard];
  return `${what} for ${username} waits for a second person's approval${requestId === null ? '' : ` (request #${requestId})`}.`;
}
