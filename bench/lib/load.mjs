// One load setting for every target, so the figures compare: autocannon, 10 connections, no pipelining,
// and the Accept-Encoding header every browser sends.
import autocannon from 'autocannon';

export const LOAD = { connections: 10, pipelining: 1, warmupSeconds: 2, durationSeconds: 10 };
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

function fire(url, requests, duration) {
  return autocannon({
    url,
    requests,
    headers: BROWSER_HEADERS,
    connections: LOAD.connections,
    pipelining: LOAD.pipelining,
    duration,
  });
}

/**
 * Warms the target up (results dropped), then measures. `paths` are requested in turn on every
 * connection. Returns requests/s, latency percentiles (ms) and every kind of failure counted.
 */
export async function measure(baseUrl, paths) {
  const requests = paths.map((path) => ({ method: 'GET', path }));
  await fire(baseUrl, requests, LOAD.warmupSeconds);
  const result = await fire(baseUrl, requests, LOAD.durationSeconds);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
