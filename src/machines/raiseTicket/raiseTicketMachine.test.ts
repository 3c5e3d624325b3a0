import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiResult } from '../../api/errors';
import type { RaiseTicketInput, RaiseTicketResponse, Subject } from '../../api/support';
import { settle } from '../testing/advance';
import { raiseTicketMachine } from './raiseTicketMachine';

const subjects: Subject[] = [
  { id: 1, subject: 'Deposit' },
  { id: 2, subject: 'Withdrawal' },
  { id: 9, subject: 'Others' },
];
const raised: RaiseTicketResponse = {
  status: true,
  msg: 'Ticket raised',
  message: 'Ticket raised',
  ticket_id: 77,
};
const jpeg = (size = 16, name = 'receipt.jpg') => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
};

function start(answer: () => ApiResult<RaiseTicketResponse> | Promise<never> = () => raised) {
  const seen = { sent: [] as RaiseTicketInput[], toasts: [] as string[], opened: [] as number[] };
  const machine = raiseTicketMachine.provide({
    actors: {
      raiseTicket: fromPromise(async ({ input }: { input: RaiseTicketInput }) => {
        seen.sent.push(input);
        return answer();
      }),
    },
    actions: {
      notifyError: (_, { message }) => seen.toasts.push(`error: ${message}`),
      notifySuccess: (_, { message }) => seen.toasts.push(`success: ${message}`),
      ticketRaised: (_, { ticketId }) => seen.opened.push(ticketId),
    },
  });
  const actor = createActor(machine, { input: { subjects } }).start();
  const fill = (subjectId: string, message: string) => {
    actor.send({ type: 'field.change', field: 'subject_id', value: subjectId });
    actor.send({ type: 'field.change', field: 'message', value: message });
  };
  return { actor, fill, seen, state: () => actor.getSnapshot() };
}

const flush = async () => {
  for (let i = 0; i < 4; i++) await settle();
};

describe("the new ticket's form", () => {
  it('requires a subject and a message before sending anything', async () => {
    const { actor, seen, state } = start();
    actor.send({ type: 'form.submit' });
    await flush();
    expect(state().value).toBe('editing');
    expect(state().context.fieldErrors).toEqual({
      subject_id: 'This Field Is Required.',
      message: 'This Field Is Required.',
    });
    actor.send({ type: 'field.change', field: 'message', value: 'x' });
    expect(state().context.fieldErrors.message).toBeUndefined();
    expect(seen.sent).toEqual([]);
  });

  it("asks for the 'Others subject' only when the subject reads Others, and sends it then", async () => {
    const { actor, fill, seen, state } = start();
    fill('9', 'My card was charged twice');
    actor.send({ type: 'field.change', field: 'others_subject', value: '   ' });
    actor.send({ type: 'form.submit' });
    expect(state().context.fieldErrors).toEqual({ others_subject: 'This Field Is Required.' });
    actor.send({ type: 'field.change', field: 'others_subject', value: 'Card' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(seen.sent).toEqual([
      { subject_id: 9, message: 'My card was charged twice', others_subject: 'Card', images: [] },
    ]);
  });

  it('leaves out an Others subject typed before another subject was chosen', async () => {
    const { actor, fill, seen } = start();
    actor.send({ type: 'field.change', field: 'others_subject', value: 'Card' });
    fill('1', 'Deposit missing');
    actor.send({ type: 'form.submit' });
    await flush();
    expect(seen.sent[0]).toEqual({ subject_id: 1, message: 'Deposit missing', images: [] });
  });

  it('refuses an image over 2 MB as soon as it is chosen, naming it in the spec’s words', async () => {
    const { actor, fill, seen, state } = start();
    fill('1', 'See receipt');
    actor.send({ type: 'images.add', files: [jpeg(2048 * 1024 + 1, 'scan.jpg'), jpeg()] });
    expect(state().context.fieldErrors.images).toBe('scan.jpg: file size must not be greater than 2Mb');
    expect(state().context.images.map((file) => file.name)).toEqual(['receipt.jpg']);
    actor.send({ type: 'form.submit' });
    await flush();
    expect(seen.sent[0]?.images).toHaveLength(1);
    expect(state().value).toBe('done');
  });

  it('keeps five images and refuses a sixth in the form, naming it', async () => {
    const { actor, fill, seen, state } = start();
    fill('1', 'Five receipts');
    actor.send({ type: 'images.add', files: [1, 2, 3, 4].map((n) => jpeg(16, `r${n}.jpg`)) });
    actor.send({ type: 'images.add', files: [jpeg(16, 'r5.jpg'), jpeg(16, 'r6.jpg')] });
    expect(state().context.images).toHaveLength(5);
    expect(state().context.fieldErrors.images).toBe(
      'r6.jpg: At most 5 images can be attached to one message',
    );
    actor.send({ type: 'form.submit' });
    await flush();
    expect(seen.sent[0]?.images).toHaveLength(5);
  });

  it('lets a test replace the form check through the named guard', async () => {
    const actor = createActor(raiseTicketMachine.provide({ guards: { hasFieldErrors: () => true } }), {
      input: { subjects },
    }).start();
    actor.send({ type: 'field.change', field: 'subject_id', value: '1' });
    actor.send({ type: 'field.change', field: 'message', value: 'ok' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});

describe('raising the ticket', () => {
  it('opens the new ticket and toasts the server’s message when it is raised', async () => {
    const { actor, fill, seen, state } = start();
    fill('2', 'Where is my withdrawal?');
    actor.send({ type: 'form.submit' });
    expect(state().hasTag('busy')).toBe(true);
    await flush();
    expect(state().value).toBe('done');
    expect(state().context.ticketId).toBe(77);
    expect(seen.opened).toEqual([77]);
    expect(seen.toasts).toEqual(['success: Ticket raised']);
    actor.send({ type: 'form.reset' });
    expect(state().context).toMatchObject({ subjectId: '', message: '', images: [], ticketId: null });
  });

  it('puts the server’s field errors on their fields and toasts the first one', async () => {
    const { actor, fill, seen, state } = start(() => ({
      status: false,
      msg: 'The given data was invalid.',
      message: 'The given data was invalid.',
      code: 422,
      errors: { 'images.0': ['Only PNG or JPEG images can be attached'], message: ['Too long'] },
    }));
    fill('1', 'Hello');
    actor.send({ type: 'form.submit' });
    await flush();
    expect(state().value).toBe('failed');
    expect(state().context.fieldErrors).toEqual({
      images: 'Only PNG or JPEG images can be attached',
      message: 'Too long',
    });
    expect(state().context.message).toBe('Hello');
    expect(seen.toasts).toEqual(['error: Only PNG or JPEG images can be attached']);
    actor.send({ type: 'form.submit' });
    expect(state().value).not.toBe('failed');
  });

  it('says something went wrong when no answer came', async () => {
    const { actor, fill, state } = start(() => Promise.reject(new TypeError('offline')));
    fill('1', 'Hello');
    actor.send({ type: 'form.submit' });
    await flush();
    expect(state().context.error).toBe('Something Went Wrong Please Try Again....');
  });
});
