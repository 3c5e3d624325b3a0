import { formatDashDate } from '../../ui';

/** Tickets show dates as DD-MM-YYYY (spec document 2 §9); text that is not a date is shown as it came. */
export const ticketDate = (iso: string): string => formatDashDate(iso);

/** A message's time: its date as for tickets, with the hour. */
export const messageTime = (iso: string): string => formatDashDate(iso, true);
