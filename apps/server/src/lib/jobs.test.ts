import type { FastifyBaseLogger } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startJobs } from "./jobs";

const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

/** A job every second whose runs end only when the test says so. */
function slowJob() {
  const running: ((count: number) => void)[] = [];
  const run = vi.fn(() => new Promise<number>((resolve) => running.push(resolve)));
  const finish = (count: number) => running.shift()?.(count);
  return { run, finish, stop: startJobs([{ name: "slow", everyMs: 1_000, run }], log) };
}

describe("periodic jobs", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("stops only once the run under way has ended, so the database never closes under it", async () => {
    const { run, finish, stop } = slowJob();

    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);

    finish(2);
    await stopping;
    expect(stopped).toBe(true);
    expect(log.info).toHaveBeenCalledWith({ job: "slow", count: 2 }, "periodic job done");
  });

  it("skips a tick while the previous run is still going, and runs again after it", async () => {
    const { run, finish, stop } = slowJob();

    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    finish(0);
    await stop();
  });

  it("logs a failed run and keeps the job on its interval", async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error("database busy")).mockResolvedValue(0);
    const stop = startJobs([{ name: "flaky", everyMs: 1_000, run }], log);

    await vi.advanceTimersByTimeAsync(2_000);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: "flaky" }), "periodic job failed");
    expect(run).toHaveBeenCalledTimes(2);
    await stop();
  });
});
