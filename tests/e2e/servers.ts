/**
 * The browser walks run in E2E_WORKERS workers (two by default, one per core of this machine class), each
 * against a Tessera of its own with its own embedded database and demo members, so walks that assert exact
 * figures never read another worker's moves. Playwright numbers the workers that run at once from 0
 * (TEST_PARALLEL_INDEX, kept when a worker is replaced); the runner's own process counts as slot 0.
 */
export const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const firstPort = Number(process.env.E2E_PORT ?? 3400);

/** The slot of the worker this process is. */
export const workerSlot = (): number => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** Each slot's Tessera listens on a port of its own, and the staking walk's own instance on the next one. */
export const portOf = (slot: number): number => firstPort + 2 * slot;

/** Where the global set-up left a slot's data directory. */
export const dataDirVariable = (slot: number): string => `E2E_DATA_DIR_${slot}`;

/** Confirmations a chain deposit needs on the walks' Tessera (a development chain, a block a second). */
export const WALK_CONFIRMATIONS = 6;
