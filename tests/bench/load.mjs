import autocannon from 'autocannon';

/**
 * The load generator runs as its own process so the server under test keeps its thread and core:
 * `concurrency` keep-alive clients send requests back to back for `durationMs`, or together `rate` a second when
 * it is given.
 */
const job = JSON.parse(process.argv[2]);
const result = await autocannon({
  url: job.url,
  headers: job.headers,
  connections: job.concurrency,
  duration: job.durationMs / 1000,
  ...(job.rate ? { overallRate: job.rate } : {}),
});
process.send?.({
  requests: result.requests.total,
  failures: result.non2xx + result.errors + result.timeouts,
  perSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
});
