import { describe, expect, it } from 'vitest';
import { messageTime, ticketDate } from './supportFormat';

describe('ticket dates', () => {
  it('shows a ticket date as DD-MM-YYYY and a message time with the hour', () => {
    expect(ticketDate('2026-03-04T09:05:00')).toBe('04-03-2026');
    expect(messageTime('2026-03-04T09:05:00')).toBe('04-03-2026 09:05');
  });

  it('shows text that is not a date as it came', () => {
    expect(ticketDate('soon')).toBe('soon');
  });
});
