import { describe, expect, it } from 'vitest';
import { acceptsReplies, canReopen, TICKET_STATUS, ticketStatusAfter, ticketTexts } from './supportRules';

const { new: fresh, open, closed, reopened } = TICKET_STATUS;

describe('a ticket’s status moves, one table for the server and the screens', () => {
  it('opens a new or reopened ticket on an operator’s reply and refuses a reply on a closed one', () => {
    for (const status of [fresh, open, reopened])
      expect(ticketStatusAfter('operator_reply', status)).toEqual({ status: open });
    expect(ticketStatusAfter('operator_reply', closed)).toEqual({ refusal: ticketTexts.closed });
  });

  it('leaves the status as it is on a member’s reply, except that a closed ticket takes none', () => {
    for (const status of [fresh, open, reopened])
      expect(ticketStatusAfter('member_reply', status)).toEqual({ status });
    expect(ticketStatusAfter('member_reply', closed)).toEqual({ refusal: ticketTexts.closed });
    expect([fresh, open, closed, reopened].map(acceptsReplies)).toEqual([true, true, false, true]);
  });

  it('closes any ticket not closed yet, and reopens only a closed one', () => {
    for (const status of [fresh, open, reopened])
      expect(ticketStatusAfter('close', status)).toEqual({ status: closed });
    expect(ticketStatusAfter('close', closed)).toEqual({ refusal: ticketTexts.alreadyClosed });
    expect(ticketStatusAfter('reopen', closed)).toEqual({ status: reopened });
    for (const status of [fresh, open, reopened])
      expect(ticketStatusAfter('reopen', status)).toEqual({ refusal: ticketTexts.notClosed });
    expect([fresh, open, closed, reopened].map(canReopen)).toEqual([false, false, true, false]);
  });
});
