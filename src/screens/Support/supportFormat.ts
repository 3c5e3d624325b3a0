import dayjs from 'dayjs';

/** Tickets show dates as DD-MM-YYYY (spec document 2 §9); text that is not a date is shown as it came. */
export function ticketDate(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD-MM-YYYY') : iso;
}

/** A message's time: its date as for tickets, with the hour. */
export function messageTime(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('DD-MM-YYYY HH:mm') : iso;
}
