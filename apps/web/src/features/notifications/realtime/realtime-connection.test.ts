import { afterEach, describe, expect, it, vi } from "vitest";
import type { RealtimeSocketDeps } from "./realtime-socket";

const socket = { start: vi.fn(), stop: vi.fn(), reconnect: vi.fn() };
let deps: RealtimeSocketDeps | undefined;
const createRealtimeSocket = vi.fn((given: RealtimeSocketDeps) => {
  deps = given;
  return socket;
});
vi.mock("./realtime-socket", () => ({ createRealtimeSocket }));

const { connectionState } = await import("./connection-state");
const { onRealtimeConnected, startRealtime, stopRealtime } = await import("./realtime-connection");

/** Lets the dynamic import and the promises after it settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  stopRealtime();
  vi.clearAllMocks();
});

// In this order: once loaded, the socket is not loaded again.
describe("the live channel's switch", () => {
  it("starts nothing for a seller who signed out while it waited", async () => {
    let shown = () => {};
    startRealtime(
      "token-b",
      new Promise<void>((resolve) => {
        shown = resolve;
      }),
    );
    stopRealtime();
    shown();
    await settle();
    expect(createRealtimeSocket).not.toHaveBeenCalled();
    expect(socket.start).not.toHaveBeenCalled();
    expect(connectionState()).toBe("disconnected");
  });

  it("loads the socket only once the first screen is shown, then starts it", async () => {
    let shown = () => {};
    startRealtime(
      "token-a",
      new Promise<void>((resolve) => {
        shown = resolve;
      }),
    );
    expect(connectionState()).toBe("connecting");
    await settle();
    expect(createRealtimeSocket).not.toHaveBeenCalled();
    shown();
    await settle();
    expect(createRealtimeSocket).toHaveBeenCalledTimes(1);
    expect(socket.start).toHaveBeenCalledWith("token-a");
  });

  it("tells every connect, the first and each reconnect, to whoever reads again what it missed", async () => {
    startRealtime("token-c");
    await settle();
    const connected = vi.fn();
    const stop = onRealtimeConnected(connected);
    deps?.connected();
    deps?.connected();
    expect(connected).toHaveBeenCalledTimes(2);
    stop();
    deps?.connected();
    expect(connected).toHaveBeenCalledTimes(2);
  });
});
