/**
 * A token bucket per key: `perSecond` requests a second, in bursts of up to as many. Kept in
 * memory: a shared counter would cost a database write per request, the very thing the
 * limit protects; with several instances each allows its own share (README, Integrations).
 */
export function createRateLimiter(perSecond: number, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  let calls = 0;

  function sweep(t: number) {
    // Full buckets carry no state worth keeping.
    for (const [key, bucket] of buckets) if (t - bucket.at > 1000) buckets.delete(key);
  }

  return {
    /** 0 when the request may go ahead; otherwise the seconds to wait (Retry-After). */
    take(key: string): number {
      const t = now();
      if (++calls % 1000 === 0) sweep(t);
      const bucket = buckets.get(key) ?? { tokens: perSecond, at: t };
      bucket.tokens = Math.min(perSecond, bucket.tokens + ((t - bucket.at) / 1000) * perSecond);
      bucket.at = t;
      buckets.set(key, bucket);
      if (bucket.tokens < 1) return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
      bucket.tokens -= 1;
      return 0;
    },
  };
}
