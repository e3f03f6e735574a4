import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createReconnectPolicy, reconnectDelay } from "./reconnect-policy";

function setup(state = { online: true, token: true }) {
  const connect = vi.fn();
  const policy = createReconnectPolicy({
    connect,
    isOnline: () => state.online,
    hasToken: () => state.token,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  return { connect, policy, state };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("reconnectDelay", () => {
  it("starts at 1 s, doubles, and stops growing at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe("createReconnectPolicy", () => {
  it("retries 5 times, 1 s doubling, then gives up", () => {
    const { connect, policy } = setup();
    const waits = [1000, 2000, 4000, 8000, 16000];
    for (const [index, wait] of waits.entries()) {
      expect(policy.lost()).toBe("scheduled");
      vi.advanceTimersByTime(wait - 1);
      expect(connect).toHaveBeenCalledTimes(index);
      vi.advanceTimersByTime(1);
      expect(connect).toHaveBeenCalledTimes(index + 1);
    }
    expect(policy.lost()).toBe("exhausted");
    vi.advanceTimersByTime(60_000);
    expect(connect).toHaveBeenCalledTimes(5);
  });

  it("starts counting again after a connection", () => {
    const { connect, policy } = setup();
    policy.lost();
    policy.lost();
    expect(policy.attempts()).toBe(2);
    policy.connected();
    expect(policy.attempts()).toBe(0);
    expect(policy.pending()).toBe(false);
    policy.lost();
    vi.advanceTimersByTime(1000);
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it("does not retry while offline, and the online event retries after 0.5 s", () => {
    const { connect, policy, state } = setup();
    policy.lost();
    state.online = false;
    policy.offline();
    vi.advanceTimersByTime(60_000);
    expect(connect).not.toHaveBeenCalled();
    expect(policy.lost()).toBe("skipped");
    state.online = true;
    policy.online();
    vi.advanceTimersByTime(499);
    expect(connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it("retries 1 s after the tab becomes visible", () => {
    const { connect, policy } = setup();
    policy.visible();
    vi.advanceTimersByTime(999);
    expect(connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it("stops for good without a token, even with a retry already waiting", () => {
    const { connect, policy, state } = setup();
    policy.lost();
    state.token = false;
    vi.advanceTimersByTime(1000);
    expect(connect).not.toHaveBeenCalled();
    expect(policy.lost()).toBe("skipped");
    policy.online();
    policy.visible();
    policy.manual();
    vi.advanceTimersByTime(60_000);
    expect(connect).not.toHaveBeenCalled();
  });

  it("lets a manual reconnect try at once with the attempts reset", () => {
    const { connect, policy } = setup();
    for (let i = 0; i < 5; i++) policy.lost();
    expect(policy.lost()).toBe("exhausted");
    policy.manual();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(policy.attempts()).toBe(0);
    expect(policy.lost()).toBe("scheduled");
  });

  it("cancels a waiting retry when stopped (logout)", () => {
    const { connect, policy } = setup();
    policy.lost();
    policy.stop();
    vi.advanceTimersByTime(60_000);
    expect(connect).not.toHaveBeenCalled();
  });
});
