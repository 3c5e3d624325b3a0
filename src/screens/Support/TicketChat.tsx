import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { acceptsReplies, type Ticket, ticketDetailsQuery } from '../../api/support';
import { supportKeys } from '../../api/tickets';
import { ticketReopenMachine } from '../../machines/ticketReopen/ticketReopenMachine';
import { ticketReplyMachine } from '../../machines/ticketReply/ticketReplyMachine';
import { notify } from '../../ui';
import { LIST_FAILED, useFailureToast } from '../shared/loadFailure';
import { ChatView, type ReopenStep } from './ChatView';
import { MessageImages } from './MessageImages';

const renderImages = (messageId: number) => <MessageImages messageId={messageId} />;

/** The machines of one ticket's chat, with the screen's toasts and reloads. */
function useTicketMachines(ticket: Ticket | undefined, ticketId: number) {
  const queryClient = useQueryClient();
  const [machines] = useState(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.details(ticketId) });
      void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
    };
    const notifyError = (_: unknown, { message }: { message: string }) => notify.error(message);
    return {
      reply: ticketReplyMachine.provide({ actions: { notifyError, replied: refresh } }),
      reopen: ticketReopenMachine.provide({
        actions: { notifyError, notifySuccess: (_, { message }) => notify.success(message), refresh },
      }),
    };
  });
  const status = ticket?.status ?? 0;
  const [reply, sendReply] = useMachine(machines.reply, {
    input: { ticketId, closed: !acceptsReplies(status) },
  });
  const [reopen, sendReopen] = useMachine(machines.reopen, { input: { ticketId, status } });
  // The ticket as the server says now (a reopen, the operator closing it, a live update) drives both.
  useEffect(() => {
    if (!ticket) return;
    sendReply({ type: 'ticket.sync', closed: !acceptsReplies(ticket.status) });
    sendReopen({ type: 'ticket.sync', status: ticket.status });
  }, [ticket, sendReply, sendReopen]);
  return { reply, sendReply, reopen, sendReopen };
}

/** The chosen ticket: GET ticket/{id}/details, the reply box and the Reopen button. */
export function TicketChat({ ticketId, unread }: { ticketId: number; unread: number }) {
  const queryClient = useQueryClient();
  const details = useQuery(ticketDetailsQuery(ticketId));
  useFailureToast(details.error, details.errorUpdatedAt, LIST_FAILED);
  const { reply, sendReply, reopen, sendReopen } = useTicketMachines(details.data?.ticket, ticketId);

  // Reading the details marked the operator's replies read: the list and the menu count follow.
  const readAt = details.dataUpdatedAt;
  useEffect(() => {
    if (readAt > 0 && unread > 0) void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
  }, [readAt, unread, queryClient]);

  const step: ReopenStep = reopen.matches('confirming')
    ? 'confirming'
    : reopen.matches('reopening')
      ? 'reopening'
      : 'idle';
  return (
    <ChatView
      ticket={details.data?.ticket ?? null}
      messages={details.data?.messages ?? []}
      loading={details.isPending}
      loadError={details.error ? LIST_FAILED : null}
      onReload={() => void details.refetch()}
      renderImages={renderImages}
      composer={{
        text: reply.context.text,
        images: reply.context.images,
        sending: reply.hasTag('busy'),
        error: reply.context.error,
        onTextChange: (text) => sendReply({ type: 'text.change', text }),
        onAddImages: (files) => sendReply({ type: 'images.add', files }),
        onRemoveImage: (index) => sendReply({ type: 'image.remove', index }),
        onSend: () => sendReply({ type: 'reply.send' }),
      }}
      reopen={{
        step,
        onRequest: () => sendReopen({ type: 'reopen.request' }),
        onConfirm: () => sendReopen({ type: 'reopen.confirm' }),
        onCancel: () => sendReopen({ type: 'reopen.cancel' }),
      }}
    />
  );
}
