import { fn } from 'storybook/test';
import { ImageThumbs } from '../../../ui';
import { pngDataUrl } from '../../shared/pngFixtures';
import type { TicketViewProps } from './TicketView';
import { conversation, openTicket } from './ticketsFixtures';

/** The reply box, note box and actions of a ticket page, each callback a spy. */
export const reply = {
  text: '',
  images: [],
  sending: false,
  error: null,
  onTextChange: fn(),
  onAddImages: fn(),
  onRemoveImage: fn(),
  onSend: fn(),
};
export const note = { text: '', adding: false, error: null, onTextChange: fn(), onAdd: fn() };
export const actions = { me: 'demo_support', busy: null, onAssign: fn(), onClose: fn(), onReopen: fn() };

/** An open ticket with a note and images, as a support operator sees it. */
export const ticketViewArgs: TicketViewProps = {
  ticket: openTicket,
  messages: conversation,
  loading: false,
  loadError: null,
  onReload: fn(),
  live: 'open',
  backTo: '/operator/tickets?assigned=mine',
  renderImages: (message) => (
    <ImageThumbs images={message.images.map((image) => ({ ...image, url: pngDataUrl }))} />
  ),
  actions,
  reply,
  note,
};

export const bubble = (canvasElement: HTMLElement, from: 'member' | 'support' | 'note') =>
  canvasElement.querySelector(`[data-from="${from}"]`)!.getBoundingClientRect();
