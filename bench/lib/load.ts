import os from 'node:os';
import autocannon from 'autocannon';

export interface LoadResult {
  requests_per_s: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx: number;
}

interface LoadOptions {
  url: string;
  connections?: number;
  durationS?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** What one autocannon run measured, before it is summed with others. */
interface LoadSample {
  requests: number;
  seconds: number;
  times: number[];
  errors: number;
  non2xx: number;
}

async function sample(options: LoadOptions): Promise<LoadSample> {
  const times: number[] = [];
  const instance = autocannon({
    url: options.url,
    connections: options.connections ?? 20,
    duration: options.durationS ?? 5,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    ...(options.body ? { body: options.body } : {}),
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  return {
    requests: result.requests.total,
    seconds: result.duration,
    times,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Requests per second and latency percentiles of one or more runs taken together. */
function summarize(samples: readonly LoadSample[]): LoadResult {
  const times = samples.flatMap((s) => s.times).sort((a, b) => a - b);
  const sum = (pick: (s: LoadSample) => number) => samples.reduce((total, s) => total + pick(s), 0);
  return {
    requests_per_s: Math.round(sum((s) => s.requests) / sum((s) => s.seconds)),
    p50_ms: percentile(times, 0.5),
    p95_ms: percentile(times, 0.95),
    p99_ms: percentile(times, 0.99),
    errors: sum((s) => s.errors),
    non_2xx: sum((s) => s.non2xx),
  };
}

/** Closed-loop load with autocannon; p95 comes from every response time recorded. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  return summarize([await sample(options)]);
}

/**
 * Two loads measured in alternating slices of `sliceS` seconds (A B B A A B …), `slices` of each,
 * never at the same time. The speed of a shared machine drifts over seconds; alternating gives both
 * the same share of fast and slow moments, where one long run after the other gives each its own.
 */
export async function alternatingLoads(
  a: LoadOptions,
  b: LoadOptions,
  slices: number,
  sliceS = 1,
): Promise<[LoadResult, LoadResult]> {
  const samplesA: LoadSample[] = [];
  const samplesB: LoadSample[] = [];
  for (let i = 0; i < slices; i++) {
    const aFirst = i % 2 === 0;
    const first = await sample({ ...(aFirst ? a : b), durationS: sliceS });
    const second = await sample({ ...(aFirst ? b : a), durationS: sliceS });
    (aFirst ? samplesA : samplesB).push(first);
    (aFirst ? samplesB : samplesA).push(second);
  }
  return [summarize(samplesA), summarize(samplesB)];
}

/** Percentile of sorted values (nearest rank below), 0 when empty. */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

export interface ClosedLoopResult extends LoadResult {
  /** Requests that answered with the expected status. */
  ok: number;
  seconds: number;
}

/**
 * Closed loop with `clients` concurrent workers, each sending its next request as soon as the
 * previous one answers, until `durationS` seconds pass or `send` returns null (the worker has no
 * more work). `send(client, n)` performs one request and returns whether it succeeded; its time is
 * recorded. Used where each request differs (scans of one's own items, rotating products).
 */
export async function closedLoop(options: {
  clients: number;
  durationS?: number;
  send: (client: number, n: number) => Promise<boolean> | null;
}): Promise<ClosedLoopResult> {
  const times: number[] = [];
  let ok = 0;
  let failed = 0;
  const started = performance.now();
  const deadline = options.durationS === undefined ? Infinity : started + options.durationS * 1000;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const t0 = performance.now();
        const request = options.send(client, n);
        if (request === null) return;
        let success = false;
        try {
          success = await request;
        } catch {
          success = false;
        }
        times.push(performance.now() - t0);
        if (success) ok++;
        else failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    requests_per_s: Math.round(times.length / seconds),
    p50_ms: round(percentile(times, 0.5)),
    p95_ms: round(percentile(times, 0.95)),
    p99_ms: round(percentile(times, 0.99)),
    errors: 0,
    non_2xx: failed,
    ok,
    seconds,
  };
}

/** Seconds per measured load, from BENCH_DURATION_S (default `fallback`). */
export function benchSeconds(fallback = 5): number {
  const value = Number(process.env.BENCH_DURATION_S ?? '');
  return value > 0 ? value : fallback;
}

export function intEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? '');
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** "1.23 / 1.10 / 0.98" style load average, printed beside the figures. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
}
