import { parentPort } from 'node:worker_threads';
import { checkAndReencode, type ImageLimits } from './images';

/** The body of the picture worker: one picture at a time, answered with its re-encoding or refusal. */
parentPort?.on('message', (job: { id: number; bytes: Uint8Array; limits: ImageLimits }) => {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  const result = checkAndReencode(bytes, job.limits);
  if ('refusal' in result) parentPort?.postMessage({ id: job.id, result });
  else {
    const out = new Uint8Array(result.bytes);
    parentPort?.postMessage({ id: job.id, result: { ...result, bytes: out } }, [out.buffer]);
  }
});
