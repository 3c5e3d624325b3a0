import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { basename, join } from 'node:path';
import type { Trace, TraceEvent } from 'lighthouse';
import { MainThreadTasks, type TaskNode } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/**
 * The main thread's long tasks in a trace Lighthouse recorded: every top-level task over 50 ms (the length
 * past which a tap waits, and the part of each that counts as blocking time), what kind of work filled it,
 * which scripts it ran, and the functions that spent the most time in it by the V8 sampling profiler, named
 * through the build's source maps.
 */
export const LONG_TASK_MS = 50;

export interface LongTask {
  /** Start, ms after the navigation began. */
  startMs: number;
  durationMs: number;
  /** Self time per kind of work (script evaluation, style & layout, parse HTML…), largest first. */
  kinds: Array<{ kind: string; ms: number }>;
  /** What the task was started by: the top event (a script's evaluation, a timer, an event, a message). */
  runs: string[];
  /** Functions by sampled self time, largest first, each `name (source)`. */
  top: Array<{ fn: string; ms: number }>;
}

/** A script address of the build (`/assets/x.js`) read through its source map, when the build wrote one. */
function sourceMaps(staticDir: string) {
  const cache = new Map<string, SourceMap | null>();
  return (url: string): SourceMap | null => {
    if (!cache.has(url)) {
      let map: SourceMap | null = null;
      try {
        const file = join(staticDir, new URL(url).pathname);
        if (existsSync(`${file}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
      } catch {
        map = null;
      }
      cache.set(url, map);
    }
    return cache.get(url) ?? null;
  };
}

/** A source path shortened to what a reader recognises: the package, or the file under src/. */
function shortSource(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const src = source.lastIndexOf('src/');
  return src >= 0 ? source.slice(src) : basename(source);
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

/**
 * The sampled profile of the main thread: each sample's time (trace µs), its leaf frame, the nearest caller
 * that is a script of the page (for a leaf the browser implements, such as `appendChild`), and how long it
 * lasted until the next sample.
 */
function profileSamples(trace: Trace, pid: number, tid: number) {
  const starts = new Map<string, number>();
  const nodes = new Map<string, Map<number, ProfileNode>>();
  const raw: Array<{ ts: number; node: number; profile: string }> = [];
  const clocks = new Map<string, number>();
  for (const event of trace.traceEvents as Array<TraceEvent & { id?: string }>) {
    if (event.pid !== pid) continue;
    const data = event.args?.data as Record<string, unknown> | undefined;
    if (event.name === 'Profile' && event.tid === tid && event.id) {
      starts.set(event.id, Number(data?.startTime ?? event.ts));
      nodes.set(event.id, new Map());
    }
    if (event.name !== 'ProfileChunk' || !event.id || !nodes.has(event.id)) continue;
    const profile = data?.cpuProfile as { nodes?: ProfileNode[]; samples?: number[] } | undefined;
    const known = nodes.get(event.id)!;
    for (const node of profile?.nodes ?? []) known.set(node.id, node);
    const deltas = (data?.timeDeltas as number[] | undefined) ?? [];
    let clock = clocks.get(event.id) ?? starts.get(event.id)!;
    (profile?.samples ?? []).forEach((node, i) => {
      clock += deltas[i] ?? 0;
      raw.push({ ts: clock, node, profile: event.id! });
    });
    clocks.set(event.id, clock);
  }
  raw.sort((x, y) => x.ts - y.ts);
  return raw.flatMap((sample, i) => {
    const known = nodes.get(sample.profile)!;
    const leaf = known.get(sample.node);
    if (!leaf) return [];
    let caller: CallFrame | null = null;
    if (!leaf.callFrame.url) {
      for (let up = known.get(leaf.parent ?? -1); up; up = known.get(up.parent ?? -1)) {
        if (up.callFrame.url) {
          caller = up.callFrame;
          break;
        }
      }
    }
    const next = raw[i + 1]?.ts ?? sample.ts;
    return [{ ts: sample.ts, end: next, frame: leaf.callFrame, caller }];
  });
}

/** The event that opened a task, said in a few words: which script ran, which timer or event fired. */
function whatRan(task: TaskNode): string[] {
  const said = new Set<string>();
  const walk = (node: TaskNode, depth: number) => {
    const data = (node.event.args?.data ?? {}) as Record<string, unknown>;
    const url =
      typeof data.url === 'string' && data.url ? basename(new URL(data.url, 'http://x').pathname) : '';
    const name = node.event.name;
    if (name === 'EvaluateScript' || name === 'v8.evaluateModule') said.add(`evaluate ${url || 'inline'}`);
    else if (name === 'ParseHTML') said.add('parse HTML');
    else if (name === 'TimerFire') said.add('timer');
    else if (name === 'EventDispatch') said.add(`event ${String(data.type ?? '')}`);
    else if (name === 'FireAnimationFrame') said.add('animation frame');
    else if (name === 'FireIdleCallback') said.add('idle callback');
    else if (name === 'XHRReadyStateChange' || name === 'XHRLoad') said.add('XHR');
    else if (name === 'FunctionCall' && depth <= 1 && url)
      said.add(`call ${String(data.functionName || '(anonymous)')} in ${url}`);
    else if (name === 'RunMicrotasks' && depth <= 1) said.add('microtasks');
    if (depth < 3) for (const child of node.children) walk(child, depth + 1);
  };
  walk(task, 0);
  return [...said].slice(0, 4);
}

/** Every top-level main-thread task over `LONG_TASK_MS` in the trace, in order. */
export function longTasks(trace: Trace, staticDir: string): LongTask[] {
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const main = processed.mainThreadEvents[0];
  const samples = main ? profileSamples(trace, main.pid, main.tid) : [];
  const mapOf = sourceMaps(staticDir);
  // Lighthouse opens each page from about:blank: the blank page's unload is not the page's work.
  const leavingBlank = (task: TaskNode) => whatRan(task).some((ran) => ran === 'event unload');
  const long = tasks.filter(
    (t) => !t.parent && t.duration > LONG_TASK_MS && t.startTime >= 0 && !leavingBlank(t),
  );
  return long.map((task) => {
    const kinds = new Map<string, number>();
    const add = (node: TaskNode) => {
      kinds.set(node.group.label, (kinds.get(node.group.label) ?? 0) + node.selfTime);
      for (const child of node.children) add(child);
    };
    add(task);
    const from = task.event.ts;
    const to = from + task.duration * 1000;
    const byFunction = new Map<string, number>();
    const name = (frame: CallFrame) => {
      const { functionName, url, lineNumber, columnNumber } = frame;
      let fn = functionName || (lineNumber === 0 && columnNumber === 0 ? '(top level)' : '(anonymous)');
      let where = url ? basename(new URL(url, 'http://x').pathname) : '';
      const entry = url
        ? ((mapOf(url)?.findEntry(lineNumber, columnNumber) ?? {}) as {
            originalSource?: string;
            originalLine?: number;
            name?: string;
          })
        : {};
      if (entry.originalSource) {
        const inPackage = entry.originalSource.includes('node_modules/');
        where = `${shortSource(entry.originalSource)}${inPackage ? '' : `:${(entry.originalLine ?? 0) + 1}`}`;
        if (entry.name && functionName) fn = entry.name;
      }
      return where ? `${fn} (${where})` : fn;
    };
    for (const sample of samples) {
      // A sample counts for the part of its interval inside the task, so idle time after it never does.
      const ms = (Math.min(sample.end, to) - Math.max(sample.ts, from)) / 1000;
      if (ms <= 0) continue;
      const { functionName } = sample.frame;
      // Time the profiler cannot place in a script (style, layout, paint) is already in the kinds.
      if (functionName === '(program)' || functionName === '(idle)' || functionName === '(root)') continue;
      const key = sample.caller ? `${name(sample.frame)} ← ${name(sample.caller)}` : name(sample.frame);
      byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    }
    return {
      startMs: Math.round(task.startTime),
      durationMs: Math.round(task.duration),
      kinds: [...kinds]
        .map(([kind, ms]) => ({ kind, ms: Math.round(ms) }))
        .filter((k) => k.ms > 0)
        .sort((a, b) => b.ms - a.ms),
      runs: whatRan(task),
      top: [...byFunction]
        .map(([fn, ms]) => ({ fn, ms: Math.round(ms) }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 3),
    };
  });
}

/** One line per task: when, how long, what kind of work, what ran it and its heaviest functions. */
export function formatLongTasks(path: string, tasks: LongTask[]): string[] {
  if (tasks.length === 0) return [`  ${path.padEnd(14)} no task over ${LONG_TASK_MS} ms`];
  return tasks.map((t) => {
    const kinds = t.kinds
      .slice(0, 3)
      .map((k) => `${k.kind.toLowerCase()} ${k.ms}`)
      .join(', ');
    const top = t.top.map((f) => `${f.fn} ${f.ms}`).join('; ');
    return `  ${path.padEnd(14)} ${String(t.durationMs).padStart(4)} ms at ${(t.startMs / 1000).toFixed(2)} s  [${kinds}]  ${t.runs.join(', ')}${top ? `  — ${top}` : ''}`;
  });
}
