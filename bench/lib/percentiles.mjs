// Percentiles of latencies in which lost samples count as infinitely late (so losing a message can only
// make a percentile worse, never hide it).

/** The nearest-rank percentile `p` (0–100) of `received` latencies plus `lost` infinite ones. */
export function percentile(sortedReceived, lost, p) {
  const count = sortedReceived.length + lost;
  if (count === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * count));
  return rank <= sortedReceived.length ? sortedReceived[rank - 1] : Number.POSITIVE_INFINITY;
}

/** p50, p99 and max of the latencies (ms), lost samples included as infinite. */
export function latencySummary(latencies, lost) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    p50: percentile(sorted, lost, 50),
    p99: percentile(sorted, lost, 99),
    max: lost > 0 ? Number.POSITIVE_INFINITY : (sorted.at(-1) ?? Number.NaN),
  };
}
