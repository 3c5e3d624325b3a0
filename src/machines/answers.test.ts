import { describe, expect, it } from 'vitest';
import { answerOf, isAcceptedAnswer, outputOf, refusalOf } from './answers';

describe('reading a request from its done event', () => {
  it('gives the output of a done event and nothing for an event that carries none', () => {
    expect(outputOf({ type: 'xstate.done.actor.check', output: 'Image is too large' })).toBe(
      'Image is too large',
    );
    expect(outputOf({ type: 'xstate.error.actor.check', error: new Error('offline') })).toBeUndefined();
  });

  it('reads only an answer with a status as the server answering', () => {
    expect(answerOf({ type: 'done', output: 'Image is too large' })).toBeUndefined();
    expect(isAcceptedAnswer({ type: 'done', output: { status: 1, msg: 'Ticket reopened' } })).toBe(true);
    expect(refusalOf({ type: 'done', output: { status: false, msg: 'Ticket is closed', errors: {} } })).toBe(
      'Ticket is closed',
    );
    expect(refusalOf({ type: 'error', error: new Error('offline') })).toBe(
      'Something Went Wrong Please Try Again....',
    );
  });
});
