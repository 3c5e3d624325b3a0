import { ApiError } from './errors';

/**
 * Pictures take turns. Each decode holds one thread of libuv's pool (four by default), which password
 * hashing and file reads share, and up to a few hundred megabytes for the largest picture accepted; so an
 * instance works on PICTURES_AT_ONCE at a time, a few more wait, and beyond that an upload is asked to come
 * back shortly.
 */

export const PICTURES_AT_ONCE = 2;
export const MAX_WAITING_PICTURES = 8;
export const picturesBusy = 'Pictures are being processed for other members; please try again in a moment';

let working = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when its turn comes; refuses with 503 when the queue is full. */
export async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (working >= PICTURES_AT_ONCE) {
    if (waiting.length >= MAX_WAITING_PICTURES) throw new ApiError(503, picturesBusy, undefined, 5);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    working++;
  }
  try {
    return await work();
  } finally {
    // The turn passes straight to the next in line, so `working` counts it without a gap.
    const next = waiting.shift();
    if (next) next();
    else working--;
  }
}
