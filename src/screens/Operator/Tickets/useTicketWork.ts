import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { ApiError, type ApiResult, firstErrorMessage } from '../../../api/errors';
import { operatorListKeys } from '../../../api/operatorLists';
import {
  type OperatorReplyInput,
  type OperatorTicket,
  operatorAssignMutation,
  operatorNoteMutation,
  operatorSupportKeys,
  operatorTicketMoveMutation,
  postOperatorReply,
} from '../../../api/operatorSupport';
import { acceptsReplies, type ReplyResponse } from '../../../api/support';
import { ticketReplyMachine } from '../../../machines/ticketReply/ticketReplyMachine';
import { notify } from '../../../ui';
import type { TicketAction, TicketActionsProps } from './TicketActions';
import type { NoteBoxProps, ReplyBoxProps } from './TicketComposers';

const refusal = (error: unknown) => firstErrorMessage(error instanceof ApiError ? error.response : undefined);

/** The ticket and every queue showing it, asked again. */
export function refreshTicket(queryClient: QueryClient, id: number): void {
  void queryClient.invalidateQueries({ queryKey: operatorSupportKeys.ticket(id) });
  void queryClient.invalidateQueries({ queryKey: [...operatorListKeys.all(), 'tickets'] });
}

/**
 * The member's reply flow (checks each image, sends multipart, keeps the draft when refused, waits while the
 * ticket is closed) sending the operator's reply instead.
 */
function useReply(ticket: OperatorTicket | undefined, id: number): Omit<ReplyBoxProps, 'closed'> {
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    ticketReplyMachine.provide({
      actors: {
        // The flow reads only whether the answer accepts the reply, which both answers say alike.
        sendReply: fromPromise<ApiResult<ReplyResponse>, OperatorReplyInput>(({ input }) =>
          postOperatorReply(input),
        ),
      },
      actions: {
        notifyError: (_, { message }) => notify.error(message),
        replied: () => refreshTicket(queryClient, id),
      },
    }),
  );
  const closed = ticket ? !acceptsReplies(ticket.status) : false;
  const [reply, send] = useMachine(machine, { input: { ticketId: id, closed } });
  useEffect(() => {
    if (ticket) send({ type: 'ticket.sync', closed: !acceptsReplies(ticket.status) });
  }, [ticket, send]);
  return {
    text: reply.context.text,
    images: reply.context.images,
    sending: reply.hasTag('busy'),
    error: reply.context.error,
    onTextChange: (text) => send({ type: 'text.change', text }),
    onAddImages: (files) => send({ type: 'images.add', files }),
    onRemoveImage: (index) => send({ type: 'image.remove', index }),
    onSend: () => send({ type: 'reply.send' }),
  };
}

function useNote(id: number): NoteBoxProps {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const note = useMutation({
    ...operatorNoteMutation(id),
    onSuccess: () => {
      setText('');
      refreshTicket(queryClient, id);
    },
    onError: (failure) => setError(refusal(failure)),
  });
  return {
    text,
    adding: note.isPending,
    error,
    onTextChange: (next) => {
      setText(next);
      setError(null);
    },
    onAdd: () => {
      if (note.isPending) return;
      if (text.trim() === '') setError('Write the note first.');
      else note.mutate(text.trim());
    },
  };
}

function useActions(id: number, me: string | null): Omit<TicketActionsProps, 'closed'> {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<TicketAction | null>(null);
  const settle = {
    onSuccess: (response: { msg: string }) => notify.success(response.msg),
    onError: (error: unknown) => notify.error(refusal(error)),
    onSettled: () => {
      setBusy(null);
      refreshTicket(queryClient, id);
    },
  };
  const assign = useMutation({ ...operatorAssignMutation(id), ...settle });
  const move = useMutation({ ...operatorTicketMoveMutation(id), ...settle });
  return {
    me,
    busy,
    onAssign: (assignee, action) => {
      if (busy) return;
      setBusy(action);
      assign.mutate(assignee);
    },
    onClose: () => {
      if (busy) return;
      setBusy('close');
      move.mutate('close');
    },
    onReopen: () => {
      if (busy) return;
      setBusy('reopen');
      move.mutate('reopen');
    },
  };
}

/** Everything an operator with `tickets.write` does on a ticket page. */
export function useTicketWork(ticket: OperatorTicket | undefined, id: number, me: string | null) {
  return { reply: useReply(ticket, id), note: useNote(id), actions: useActions(id, me) };
}
