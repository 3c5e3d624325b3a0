import { countryResponse } from '../../src/api/contract';
import type { Db } from '../db/client';
import { listenFor } from '../db/notifications';
import { countries } from '../db/schema';

/** The channel the countries table's trigger (migration 0028) notifies on every change. */
export const COUNTRIES_CHANNEL = 'tessera_countries';

export interface CountryList {
  /** GET country's answer, serialised as the route's response schema serialises it. */
  body(): Promise<string>;
  close(): Promise<void>;
}

async function read(db: Db): Promise<string> {
  const rows = await db.select().from(countries).orderBy(countries.name);
  const answer = {
    status: true as const,
    data: rows.map((c) => ({ id: c.id, name: c.name, calling_code: c.callingCode })),
  };
  return JSON.stringify(countryResponse.encode(answer));
}

/**
 * The country list is read on every registration screen and changes almost never, so its answer is kept
 * serialised in memory. It is kept only while this instance listens for the table's change notifications:
 * a change anywhere (any instance, an operator's SQL) drops it on commit, and while the listening connection
 * is down every request reads the table, since a change could go unheard.
 */
export async function countryList(
  db: Db,
  log: { warn(obj: object, msg?: string): void },
): Promise<CountryList> {
  let kept: string | null = null;
  let listening = false;
  // Bumped by every change heard, so a read that began before a change is never kept after it.
  let changes = 0;
  const forget = () => {
    changes++;
    kept = null;
  };
  const stop = await listenFor(
    db,
    COUNTRIES_CHANNEL,
    {
      heard: forget,
      listening(on) {
        listening = on;
        forget();
      },
    },
    log,
  );
  return {
    async body() {
      if (kept !== null) return kept;
      const before = changes;
      const body = await read(db);
      if (listening && before === changes) kept = body;
      return body;
    },
    close: stop,
  };
}
