// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { type ComponentType, Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyScreen } from "./lazy-screen";

const Profile = () => <p>profile screen</p>;

function renderRoute(Screen: ComponentType) {
  const fallbackShown = vi.fn();
  function Fallback() {
    fallbackShown();
    return <p>waiting</p>;
  }
  render(
    <Suspense fallback={<Fallback />}>
      <Screen />
    </Suspense>,
  );
  return fallbackShown;
}

afterEach(cleanup);

describe("lazyScreen", () => {
  it("draws a screen whose code was preloaded in the same pass, never its fallback", async () => {
    const ProfileScreen = lazyScreen(async () => Profile);
    await ProfileScreen.preload();
    const fallbackShown = renderRoute(ProfileScreen);
    expect(screen.getByText("profile screen")).toBeTruthy();
    expect(fallbackShown).not.toHaveBeenCalled();
  });

  it("waits on the fallback for a screen whose code has not come, then draws it", async () => {
    const ProfileScreen = lazyScreen(async () => Profile);
    const fallbackShown = renderRoute(ProfileScreen);
    expect(fallbackShown).toHaveBeenCalled();
    expect(await screen.findByText("profile screen")).toBeTruthy();
  });

  it("downloads once however often it is preloaded, and asks again after a failed download", async () => {
    const load = vi.fn<() => Promise<typeof Profile>>();
    load.mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
    load.mockResolvedValue(Profile);
    const ProfileScreen = lazyScreen(load);
    await expect(ProfileScreen.preload()).rejects.toThrow(TypeError);
    await Promise.all([ProfileScreen.preload(), ProfileScreen.preload()]);
    expect(load).toHaveBeenCalledTimes(2);
    renderRoute(ProfileScreen);
    expect(screen.getByText("profile screen")).toBeTruthy();
  });
});
