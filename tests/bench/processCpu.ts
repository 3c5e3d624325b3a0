import { readFileSync } from 'node:fs';

/** CPU time from the operating system's accounting (Linux's /proc), in seconds; 0 where there is none. */

const TICKS_PER_SECOND = 100;

/** A process's user and system CPU so far. */
export function processCpu(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every core's busy time so far (all but idle and I/O wait). */
export function machineCpu(): number {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const n = ticks.map(Number);
    return (n.reduce((a, b) => a + b, 0) - n[3]! - n[4]!) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** This process's first child (a node it started), when /proc tells. */
export function firstChildPid(): number | null {
  try {
    const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim();
    const pid = Number(children.split(/\s+/)[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
