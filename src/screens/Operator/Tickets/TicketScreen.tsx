import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { ApiError, firstErrorMessage } from '../../../api/errors';
import type { LiveStatus } from '../../../api/operatorLive';
import { type OperatorTicketMessage, operatorTicketQuery } from '../../../api/operatorSupport';
import { useOperatorShell } from '../shared/operatorShell';
import { TicketImages } from './TicketImages';
import { TicketView } from './TicketView';
import { TICKETS_PATH } from './ticketsPaths';
import { useTicketWork } from './useTicketWork';

export const TICKET_LOAD_FAILED = 'The ticket could not be loaded.';

/** A ticket that does not exist says so; anything else gets the general words and Try again. */
const loadFailure = (error: unknown) =>
  error instanceof ApiError && error.response.code === 404
    ? firstErrorMessage(error.response, TICKET_LOAD_FAILED)
    : TICKET_LOAD_FAILED;

const renderImages = (message: OperatorTicketMessage) => <TicketImages images={message.images} />;

/** One ticket: GET operator/tickets/{id}, and for a role with `tickets.write` the reply, note and actions. */
export function TicketScreen({ id, live }: { id: number; live: LiveStatus }) {
  const { operator, rights } = useOperatorShell();
  const { state } = useLocation();
  const details = useQuery(operatorTicketQuery(id));
  const ticket = details.data?.ticket;
  const work = useTicketWork(ticket, id, operator?.username ?? null);
  const canWrite = rights.includes('tickets.write');
  const queue = (state as { queue?: unknown } | null)?.queue;
  return (
    <TicketView
      ticket={ticket ?? null}
      messages={details.data?.messages ?? []}
      loading={details.isPending}
      loadError={details.error ? loadFailure(details.error) : null}
      onReload={() => void details.refetch()}
      live={live}
      backTo={typeof queue === 'string' && queue ? `${TICKETS_PATH}?${queue}` : TICKETS_PATH}
      renderImages={renderImages}
      actions={canWrite ? work.actions : null}
      reply={canWrite ? work.reply : null}
      note={canWrite ? work.note : null}
    />
  );
}
