/** One line of the explorer's event log. */
export interface LogLine {
  /** Each event that led here, with how many times it came in a row ('after 1 s (tick)' ×60). */
  events: { name: string; count: number }[];
  state: string;
  /** Set when the line stands for one move of the clock ('+1 min'), which may fire many timers. */
  clockStep?: { id: number; label: string };
  /** Set when the explorer refused to send the event; the state is the one the machine stayed in. */
  refusal?: string;
}

export interface LogEntry {
  event: string;
  state: string;
  clockStep?: { id: number; label: string } | undefined;
  refusal?: string;
}

/**
 * Adds an entry to the log. Everything one move of the clock sets off reads as one line, and a repeat of the
 * last line (a countdown ticking in real time, in the same state) adds to its count instead of a new line, so a
 * minute's countdown never buries what QA did.
 */
export function appendLog(lines: readonly LogLine[], entry: LogEntry): LogLine[] {
  const last = lines.at(-1);
  const sameStep = entry.clockStep && last?.clockStep?.id === entry.clockStep.id;
  const repeat =
    !entry.clockStep &&
    !entry.refusal &&
    last &&
    !last.clockStep &&
    !last.refusal &&
    last.events.length === 1 &&
    last.events[0]?.name === entry.event &&
    last.state === entry.state;
  if (last && (sameStep || repeat)) {
    const events = last.events.map((e) => ({ ...e }));
    const counted = events.at(-1);
    if (counted?.name === entry.event) counted.count += 1;
    else events.push({ name: entry.event, count: 1 });
    return [...lines.slice(0, -1), { ...last, events, state: entry.state }];
  }
  return [
    ...lines,
    {
      events: [{ name: entry.event, count: 1 }],
      state: entry.state,
      ...(entry.clockStep ? { clockStep: entry.clockStep } : {}),
      ...(entry.refusal ? { refusal: entry.refusal } : {}),
    },
  ];
}

/** 'Clock +1 min: after 1 s (tick) ×60', 'form.edit refused: TypeError: …', 'credentials.submit'. */
export function describeLine(line: LogLine): string {
  const events = line.events.map((e) => (e.count > 1 ? `${e.name} ×${e.count}` : e.name)).join(', ');
  if (line.refusal) return `${events} refused (${line.refusal})`;
  return line.clockStep ? `Clock ${line.clockStep.label}: ${events}` : events;
}
