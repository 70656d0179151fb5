// One load setting for every target, so the figures compare: autocannon, 10 connections, no pipelining,
// and the Accept-Encoding header every browser sends.
import autocannon from 'autocannon';

export const LOAD = { connections: 10, pipelining: 1, warmupSeconds: 2, durationSeconds: 10 };
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

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

function summary(result) {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Warms the target up (results dropped), then measures. `paths` are requested in turn on every
 * connection. Returns requests/s, latency percentiles (ms) and every kind of failure counted.
 */
export async function measure(baseUrl, paths) {
  const requests = paths.map((path) => ({ method: 'GET', path }));
  await fire(baseUrl, requests, LOAD.warmupSeconds);
  return summary(await fire(baseUrl, requests, LOAD.durationSeconds));
}

/**
 * Like `measure`, but every request, on whichever connection, takes the next path of one shared
 * sequence (warm-up included), so concurrent connections never ask the same thing at the same time.
 * Also returns how many requests were sent in all, to tell how many distinct paths were asked.
 */
export async function measureSequence(baseUrl, paths) {
  let next = 0;
  const requests = [
    { method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) },
  ];
  await fire(baseUrl, requests, LOAD.warmupSeconds);
  const result = summary(await fire(baseUrl, requests, LOAD.durationSeconds));
  return { ...result, sent: next };
}
