import http from 'node:http';

/** One instance behind the proxy, as its health checks last found it. */
export interface Upstream {
  url: string;
  hostname: string;
  port: number;
  ready: boolean;
  /** Why it is not ready, for the log (`503`, `refused`, `no answer within 1000 ms`). */
  detail: string;
}

export interface UpstreamPool {
  /** The next ready upstream after the last one picked, leaving out `tried`; undefined when none is left. */
  pick(tried: ReadonlySet<Upstream>): Upstream | undefined;
  /** Takes an upstream out at once (it refused a connection); the next passing health check brings it back. */
  markDown(upstream: Upstream, detail: string): void;
  readyUrls(): string[];
  /** One health check of every upstream that has none running; resolves when they have answered. */
  checkAll(): Promise<void>;
  stop(): void;
}

export type ReadinessChange = (upstream: Upstream) => void;

export function parseUpstream(url: string): Upstream {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' || !parsed.port || (parsed.pathname !== '/' && parsed.pathname !== ''))
    throw new Error(`an upstream must be http://host:port, got ${url}`);
  const hostname = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  return { url: parsed.origin, hostname, port: Number(parsed.port), ready: false, detail: 'not checked yet' };
}

/** GET /api/health/ready on a connection of its own: 200 is ready, anything else or no answer in time is not. */
function checkReady(upstream: Upstream, timeoutMs: number): Promise<{ ready: boolean; detail: string }> {
  return new Promise((resolve) => {
    const request = http.get(
      { hostname: upstream.hostname, port: upstream.port, path: '/api/health/ready', agent: false },
      (response) => {
        response.resume();
        clearTimeout(timer);
        const ready = response.statusCode === 200;
        resolve({ ready, detail: ready ? 'ready' : `answers ${response.statusCode} to /api/health/ready` });
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      resolve({ ready: false, detail: `no answer from /api/health/ready within ${timeoutMs} ms` });
    }, timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({
        ready: false,
        detail: error.code === 'ECONNREFUSED' ? 'refuses connections' : (error.code ?? error.message),
      });
    });
  });
}

/** Health-checks every upstream each `intervalMs`, never two checks of one upstream at once. */
export function watchUpstreams(
  urls: string[],
  opts: { intervalMs: number; timeoutMs: number; onChange?: ReadinessChange },
): UpstreamPool {
  const upstreams = urls.map(parseUpstream);
  const running = new Map<Upstream, Promise<void>>();
  let cursor = 0;
  let stopped = false;

  const set = (upstream: Upstream, ready: boolean, detail: string) => {
    const changed = upstream.ready !== ready;
    upstream.ready = ready;
    upstream.detail = detail;
    if (changed && !stopped) opts.onChange?.(upstream);
  };

  const check = (upstream: Upstream): Promise<void> => {
    const current = running.get(upstream);
    if (current) return current;
    const done = checkReady(upstream, opts.timeoutMs).then(({ ready, detail }) => {
      running.delete(upstream);
      set(upstream, ready, detail);
    });
    running.set(upstream, done);
    return done;
  };

  const checkAll = async () => {
    await Promise.all(upstreams.map(check));
  };
  const timer = setInterval(() => void checkAll(), opts.intervalMs);
  timer.unref();

  return {
    pick(tried) {
      for (let step = 0; step < upstreams.length; step++) {
        const index = (cursor + step) % upstreams.length;
        const upstream = upstreams[index]!;
        if (upstream.ready && !tried.has(upstream)) {
          cursor = (index + 1) % upstreams.length;
          return upstream;
        }
      }
      return undefined;
    },
    markDown: (upstream, detail) => set(upstream, false, detail),
    readyUrls: () => upstreams.filter((upstream) => upstream.ready).map((upstream) => upstream.url),
    checkAll,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
