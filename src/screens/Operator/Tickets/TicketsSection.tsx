import { Route, Routes, useParams } from 'react-router-dom';
import type { LiveStatus } from '../../../api/operatorLive';
import { OperatorSectionView } from '../shared/OperatorPages';
import { TicketQueueScreen } from './TicketQueueScreen';
import { TicketScreen } from './TicketScreen';
import { useTicketsLive } from './useTicketsLive';

function TicketRoute({ live }: { live: LiveStatus }) {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <OperatorSectionView section={null} allowed={false} />;
  // A new screen per ticket, so a draft written in one never shows in another.
  return <TicketScreen key={id} id={id} live={live} />;
}

/** /operator/tickets/*: the queue and each ticket, kept live by one stream for as long as the section is open. */
export function TicketsSection() {
  const live = useTicketsLive();
  return (
    <Routes>
      <Route index element={<TicketQueueScreen live={live} />} />
      <Route path=":id" element={<TicketRoute live={live} />} />
      <Route path="*" element={<OperatorSectionView section={null} allowed={false} />} />
    </Routes>
  );
}
