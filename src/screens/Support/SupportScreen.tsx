import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { supportKeys, ticketsQuery } from '../../api/tickets';
import { LIST_FAILED, useFailureToast } from '../shared/loadFailure';
import { RaiseTicketDialog } from './RaiseTicketDialog';
import { SupportView } from './SupportView';
import { TicketChat } from './TicketChat';

/** The chosen ticket lives in the address (?ticket=12), so a reload or a shared link opens it again. */
function useSelectedTicket() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('ticket'));
  const selectedId = Number.isInteger(id) && id > 0 ? id : null;
  const select = (ticketId: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('ticket', String(ticketId));
        return next;
      },
      { replace: selectedId !== null },
    );
  return [selectedId, select] as const;
}

/** /user/support: the member's tickets, the chosen ticket's chat, and the Raise Ticket modal. */
export function SupportScreen() {
  const queryClient = useQueryClient();
  const tickets = useQuery(ticketsQuery());
  useFailureToast(tickets.error, tickets.errorUpdatedAt, LIST_FAILED);
  const [selectedId, select] = useSelectedTicket();
  const [listOpen, setListOpen] = useState(selectedId === null);
  const [raising, setRaising] = useState(false);
  const list = tickets.data?.data ?? [];
  const selected = list.find((ticket) => ticket.id === selectedId);

  const open = (id: number) => {
    select(id);
    setListOpen(false);
  };
  return (
    <>
      <SupportView
        tickets={list}
        loading={tickets.isPending}
        loadError={tickets.error ? LIST_FAILED : null}
        onReload={() => void tickets.refetch()}
        selectedId={selectedId}
        onSelect={open}
        listOpen={listOpen}
        onToggleList={() => setListOpen((shown) => !shown)}
        onRaise={() => setRaising(true)}
        chat={
          selectedId !== null && (
            <TicketChat key={selectedId} ticketId={selectedId} unread={selected?.unread ?? 0} />
          )
        }
      />
      <RaiseTicketDialog
        open={raising}
        onOpenChange={setRaising}
        onRaised={(ticketId) => {
          setRaising(false);
          void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
          open(ticketId);
        }}
      />
    </>
  );
}
