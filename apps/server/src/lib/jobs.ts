import type { FastifyBaseLogger } from "fastify";

/** A periodic job: an exported function that tests call directly. */
export type Job = { name: string; everyMs: number; run: () => Promise<number> };

/**
 * Runs each job on its own interval, started by main.ts only (never in tests).
 * A run is skipped while the previous one is still going. Every node runs the
 * jobs; each job is written so that two nodes running it at once do no harm
 * (its updates re-check their conditions). Timers are unref'd so they never
 * keep the process alive. Returns a function that stops them.
 */
export function startJobs(jobs: Job[], log: FastifyBaseLogger): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const count = await job.run();
        if (count > 0) log.info({ job: job.name, count }, "periodic job done");
      } catch (error) {
        log.error({ err: error, job: job.name }, "periodic job failed");
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), job.everyMs);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
