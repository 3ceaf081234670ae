import autocannon from 'autocannon';

export interface LoadResult {
  requests_per_s: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx: number;
}

/** Closed-loop load with autocannon; p95 comes from every response time recorded. */
export async function load(options: {
  url: string;
  connections?: number;
  durationS?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}): Promise<LoadResult> {
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
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    requests_per_s: Math.round(result.requests.average),
    p50_ms: at(0.5),
    p95_ms: at(0.95),
    p99_ms: at(0.99),
    errors: result.errors + result.timeouts,
    non_2xx: result.non2xx,
  };
}
