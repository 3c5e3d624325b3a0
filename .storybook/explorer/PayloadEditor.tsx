import { useState } from 'react';
import type { EventObject } from 'xstate';
import { Button } from '../../src/ui';
import type { EventSample } from './MachineExplorer';
import * as css from './MachineExplorer.css';

export interface PayloadEditorProps {
  /** Every event type the machine knows, accepted now or not. */
  types: readonly string[];
  samples: Readonly<Record<string, readonly EventSample[]>>;
  onSend: (name: string, event: EventObject) => void;
  onInvalid: (message: string) => void;
}

const firstPayload = (samples: PayloadEditorProps['samples'], type: string) =>
  JSON.stringify(samples[type]?.[0]?.payload ?? {}, null, 1);

/**
 * Any event with a payload QA writes (starting from the first sample), for the cases the samples do not cover;
 * it goes through the same checks as the buttons, so a payload the machine cannot read is refused on screen.
 */
export function PayloadEditor({ types, samples, onSend, onInvalid }: PayloadEditorProps) {
  const [type, setType] = useState(types[0] ?? '');
  const [text, setText] = useState(() => firstPayload(samples, types[0] ?? ''));
  const send = () => {
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch (error) {
      onInvalid(`The payload is not JSON (${(error as Error).message}); nothing was sent.`);
      return;
    }
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      onInvalid('The payload must be a JSON object; nothing was sent.');
      return;
    }
    onSend(`${type} (edited)`, { ...payload, type });
  };
  return (
    <details className={css.payloadEditor}>
      <summary>Send with a payload you write</summary>
      <select
        aria-label="Event type"
        className={css.control}
        value={type}
        onChange={(e) => {
          setType(e.target.value);
          setText(firstPayload(samples, e.target.value));
        }}
      >
        {types.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
      <textarea
        aria-label="Payload (JSON)"
        className={css.code}
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <Button size="sm" variant="secondary" onClick={send}>
        Send with this payload
      </Button>
    </details>
  );
}
