import { loadavg } from "node:os";
import autocannon from "autocannon";

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export type LoadResult = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

/** autocannon on one request for SECONDS with CONNECTIONS connections. */
export async function load(
  url: string,
  options: { headers?: Record<string, string>; seconds?: number; connections?: number } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: options.seconds ?? SECONDS,
    headers: options.headers ?? {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The 1-minute load average, for the detail column: a busy shared machine reads lower ratios. */
export const machineLoad = () => `load ${loadavg()[0]?.toFixed(2)}`;

export const ratio = (value: number, base: number) => (base > 0 ? value / base : 0);
export const fixed = (value: number, digits = 0) => value.toFixed(digits);

/**
 * Runs `count` operations (each may be several HTTP calls) with `concurrency`
 * in flight, and answers operations per second and the latency percentiles of
 * one operation. An operation that throws counts as failed, never as done.
 */
export async function runOperations(
  count: number,
  concurrency: number,
  operation: (index: number) => Promise<void>,
) {
  const latencies: number[] = [];
  const failures: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = next++; index < count; index = next++) {
        const begun = performance.now();
        try {
          await operation(index);
          latencies.push(performance.now() - begun);
        } catch (error) {
          failures.push(String(error));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] ?? 0;
  return {
    perSecond: latencies.length / seconds,
    seconds,
    done: latencies.length,
    failures,
    p50: at(0.5),
    p99: at(0.99),
  };
}

/** A POST with a JSON body through HTTP; throws unless it answers `expected`. */
export async function post(
  url: string,
  token: string,
  body: object,
  expected: number,
  headers: Record<string, string> = {},
) {
  const response = await fetch(url, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expected)
    throw new Error(`POST ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as { data: Record<string, unknown> };
}
