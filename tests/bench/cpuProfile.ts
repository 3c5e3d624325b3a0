import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';

/**
 * Runs `work` under V8's sampling profiler when `file` is given and writes the profile there (open it in
 * Chromium's DevTools, Performance panel), so a pass can be profiled without the set-up around it.
 */
export async function withCpuProfile<T>(file: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!file) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(file, JSON.stringify(profile));
    session.disconnect();
    console.log(`  CPU profile of this process during the pass written to ${file}`);
  }
}
