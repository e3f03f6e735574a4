import type { FastifyBaseLogger } from "fastify";

/** A periodic job: an exported function that tests call directly. */
export type Job = { name: string; everyMs: number; run: () => Promise<number> };

/** Told of every run's outcome and duration (the metrics' job counters). */
export type JobObserver = (job: string, outcome: "done" | "failed", seconds: number) => void;

/**
 * Runs each job on its own interval, started by main.ts. A run is skipped while the previous one
 * is still going. Every node runs the jobs; each job is written so that two nodes running it at
 * once do no harm (its updates re-check their conditions). Timers are unref'd so they never keep
 * the process alive. Returns a function that stops the timers and resolves once the runs already
 * under way have ended: the database must not close under a job's transaction.
 */
export function startJobs(jobs: Job[], log: FastifyBaseLogger, observe?: JobObserver): () => Promise<void> {
  const running = new Map<Job, Promise<void>>();
  const timers = jobs.map((job) => {
    const tick = () => {
      if (running.has(job)) return;
      const startedAt = performance.now();
      const took = () => (performance.now() - startedAt) / 1000;
      const run = job
        .run()
        .then((count) => {
          observe?.(job.name, "done", took());
          if (count > 0) log.info({ job: job.name, count }, "periodic job done");
        })
        .catch((error: unknown) => {
          observe?.(job.name, "failed", took());
          log.error({ err: error, job: job.name }, "periodic job failed");
        })
        .finally(() => running.delete(job));
      running.set(job, run);
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    return timer;
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running.values());
  };
}
