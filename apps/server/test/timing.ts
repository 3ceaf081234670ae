import os from 'node:os';

/**
 * Timing targets (500-line receipt under 1 s, put-away scan p95 under 50 ms at 20 operators)
 * are asserted as stated on a machine that is not oversubscribed. When the 1-minute load is
 * above the core count (a shared CI box, other test files running in parallel) the figures
 * measure the neighbours more than this code, so a test then only guards against pathological
 * regressions (lock waits, timeouts, quadratic work) with `busyBound`. Each assertion's message
 * shows the measured figure; `PERF_STRICT=1` forces the stated target.
 */
export function timingBound(target: number, busyBound: number): { bound: number; busy: boolean } {
  const busy = process.env.PERF_STRICT !== '1' && os.loadavg()[0]! > os.cpus().length;
  return { bound: busy ? busyBound : target, busy };
}
