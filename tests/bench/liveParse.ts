import { createParser } from 'eventsource-parser';

/**
 * How fast the browser's live stream is read: eventsource-parser, which src/api/live.ts uses, against the parser
 * it replaced, kept below as it was. The text is what GET events sends (ticket events and heartbeat comments),
 * fed as the server writes it (one event per chunk) and in 64-character slices that cut lines apart. Each is
 * measured in the order old new new old, so a drift over the run weighs on both alike.
 */

interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/** The parser src/api/live.ts had before: lines split with a regular expression over a growing buffer. */
function oldSseParser(onMessage: (message: SseMessage) => void, onComment?: () => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  const dispatch = () => {
    if (data.length > 0)
      onMessage({ event: event || 'message', data: data.join('\n'), ...(id ? { id } : {}) });
    event = '';
    data = [];
    id = undefined;
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return onComment?.();
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    const value = colon === -1 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  };
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
}

const EVENTS = 50_000;

function streamText(): string[] {
  const events: string[] = ['retry: 5000\n: connected\n\n'];
  for (let i = 0; i < EVENTS; i++) {
    events.push(
      `event: ticket\ndata: ${JSON.stringify({ ticket_id: 1000 + i, status: i % 3, message_id: 5000 + i })}\n\n`,
    );
    if (i % 50 === 0) events.push(': heartbeat\n\n');
  }
  return events;
}

function slices(events: string[], size: number): string[] {
  const text = events.join('');
  const out: string[] = [];
  for (let at = 0; at < text.length; at += size) out.push(text.slice(at, at + size));
  return out;
}

type Feed = (onEvent: () => void) => (chunk: string) => void;

const parsers: Record<'old' | 'new', Feed> = {
  old: (onEvent) => oldSseParser(onEvent),
  new: (onEvent) => {
    const parser = createParser({ onEvent });
    return (chunk) => parser.feed(chunk);
  },
};

/** Events read per second over `rounds` passes of the whole stream. */
function rate(feed: Feed, chunks: string[], rounds = 5): number {
  let seen = 0;
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    const parse = feed(() => seen++);
    for (const chunk of chunks) parse(chunk);
  }
  if (seen !== EVENTS * rounds) throw new Error(`read ${seen} events, expected ${EVENTS * rounds}`);
  return (seen * 1000) / (performance.now() - started);
}

export function benchLiveParse(): void {
  const events = streamText();
  const loads: Array<[string, string[]]> = [
    ['one event per chunk', events],
    ['64-character slices', slices(events, 64)],
  ];
  console.log(`\nlive stream parsing (${EVENTS.toLocaleString('en')} ticket events per pass):`);
  for (const [name, chunks] of loads) {
    for (const which of ['old', 'new'] as const) rate(parsers[which], chunks, 1);
    const perSecond: Record<'old' | 'new', number[]> = { old: [], new: [] };
    for (const which of ['old', 'new', 'new', 'old'] as const)
      perSecond[which].push(rate(parsers[which], chunks));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const [old, now] = [mean(perSecond.old), mean(perSecond.new)];
    console.log(
      `${`${name}, hand-made parser (old)`.padEnd(48)} ${(old / 1000).toFixed(0).padStart(7)}k events/s  1.00×`,
    );
    console.log(
      `${`${name}, eventsource-parser`.padEnd(48)} ${(now / 1000).toFixed(0).padStart(7)}k events/s  ${(now / old).toFixed(2)}× of old`,
    );
  }
}
