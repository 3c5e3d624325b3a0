import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiResult } from '../../api/errors';
import type { ReplyInput, ReplyResponse } from '../../api/support';
import { settle } from '../testing/advance';
import { ticketReplyMachine } from './ticketReplyMachine';

const accepted: ReplyResponse = {
  status: true,
  msg: 'Reply sent',
  message: 'Reply sent',
  data: {
    id: 5,
    message: 'Thanks',
    message_time: '2026-03-01T10:00:00Z',
    admin_username: null,
    image: false,
  },
};
const png = (size = 16) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], 'shot.png', { type: 'image/png' });
};

function start(closed = false, answer: () => ApiResult<ReplyResponse> | Promise<never> = () => accepted) {
  const seen = { sent: [] as ReplyInput[], toasts: [] as string[], replied: 0 };
  const machine = ticketReplyMachine.provide({
    actors: {
      sendReply: fromPromise(async ({ input }: { input: ReplyInput }) => {
        seen.sent.push(input);
        return answer();
      }),
    },
    actions: {
      notifyError: (_, { message }) => seen.toasts.push(message),
      replied: () => {
        seen.replied++;
      },
    },
  });
  const actor = createActor(machine, { input: { ticketId: 12, closed } }).start();
  return { actor, seen, state: () => actor.getSnapshot() };
}

describe('ticketReply', () => {
  it('sends nothing while the text is empty or only spaces', async () => {
    const { actor, seen, state } = start();
    actor.send({ type: 'reply.send' });
    actor.send({ type: 'text.change', text: '   ' });
    actor.send({ type: 'images.add', files: [png()] });
    actor.send({ type: 'reply.send' });
    await settle();
    expect(seen.sent).toEqual([]);
    expect(state().value).toBe('ready');
  });

  it('sends the trimmed text and the images, then empties the box', async () => {
    const { actor, seen, state } = start();
    const image = png();
    actor.send({ type: 'text.change', text: '  Thanks  ' });
    actor.send({ type: 'images.add', files: [image] });
    actor.send({ type: 'reply.send' });
    expect(state().hasTag('busy')).toBe(true);
    await settle();
    await settle();
    expect(seen.sent).toEqual([{ id: 12, message: 'Thanks', images: [image] }]);
    expect(state().value).toBe('ready');
    expect(state().context).toMatchObject({ text: '', images: [], error: null });
    expect(seen.replied).toBe(1);
  });

  it('keeps the text and shows the refusal when the reply is refused', async () => {
    const { actor, seen, state } = start(false, () => ({
      status: false,
      msg: 'Invalid',
      message: 'Invalid',
      code: 409,
      errors: { id: ['This ticket is closed. Reopen it to reply.'] },
    }));
    actor.send({ type: 'text.change', text: 'Still broken' });
    actor.send({ type: 'reply.send' });
    await settle();
    await settle();
    expect(state().value).toBe('failed');
    expect(state().context).toMatchObject({
      text: 'Still broken',
      error: 'This ticket is closed. Reopen it to reply.',
    });
    expect(seen.toasts).toEqual(['This ticket is closed. Reopen it to reply.']);
  });

  it('refuses an image that is not PNG or JPEG, or is over 2 MB, before sending', async () => {
    const { actor, seen, state } = start();
    actor.send({ type: 'text.change', text: 'See attached' });
    actor.send({ type: 'images.add', files: [new File(['GIF89a'], 'a.png', { type: 'image/png' })] });
    actor.send({ type: 'reply.send' });
    await settle();
    expect(state().context.error).toBe('Only PNG or JPEG images can be attached');
    actor.send({ type: 'image.remove', index: 0 });
    actor.send({ type: 'images.add', files: [png(2048 * 1024 + 1)] });
    expect(state().context.error).toBe('shot.png: file size must not be greater than 2Mb');
    expect(state().context.images).toEqual([]);
    expect(seen.sent).toEqual([]);
  });

  it('refuses a sixth image in the form, naming it', () => {
    const { actor, state } = start();
    actor.send({ type: 'images.add', files: [png(), png(), png(), png(), png(), png()] });
    expect(state().context.images).toHaveLength(5);
    expect(state().context.error).toBe('shot.png: At most 5 images can be attached to one message');
  });

  it('takes no reply on a closed ticket, and takes one again once it is reopened', async () => {
    const { actor, seen, state } = start(true);
    expect(state().value).toBe('closed');
    actor.send({ type: 'text.change', text: 'Hello?' });
    actor.send({ type: 'reply.send' });
    expect(seen.sent).toEqual([]);
    actor.send({ type: 'ticket.sync', closed: false });
    expect(state().value).toBe('ready');
    actor.send({ type: 'ticket.sync', closed: true });
    expect(state().value).toBe('closed');
  });

  it('lets a test decide what counts as empty through the named guard', async () => {
    const actor = createActor(ticketReplyMachine.provide({ guards: { isEmpty: () => true } }), {
      input: { ticketId: 1, closed: false },
    }).start();
    actor.send({ type: 'text.change', text: 'Hi' });
    actor.send({ type: 'reply.send' });
    expect(actor.getSnapshot().value).toBe('ready');
  });
});
