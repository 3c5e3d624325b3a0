import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode } from './errors';

export const LOCK_FILE = '.tessera.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Tessera server is already using the data directory ${dataDir} (pid ${pid}). ` +
        'Stop it or set DATA_DIR to another folder.',
    );
  }
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

function readHolder(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx', 0o644);
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the data directory for this process. PGlite has no lock of its own, and a second process opening the
 * same directory silently loses committed rows, so a live holder makes this throw. A lock left by a process
 * that no longer runs (a crash, a killed container) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(path)) {
      // Two processes taking over the same stale lock can both get here; only the one whose pid stayed wins.
      if (readHolder(path) !== process.pid) continue;
      return {
        path,
        release() {
          if (readHolder(path) === process.pid) unlinkSync(path);
        },
      };
    }
    const holder = readHolder(path);
    if (holder !== undefined && holder !== process.pid && isAlive(holder)) {
      throw new DataDirLockedError(dataDir, holder);
    }
    try {
      unlinkSync(path);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
    }
  }
  const holder = readHolder(path);
  throw new DataDirLockedError(dataDir, holder ?? 0);
}
