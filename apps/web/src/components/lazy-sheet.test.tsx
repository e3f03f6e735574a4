// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { popupDraws } from "../../test/antd-mobile-stand-in";
import { LazySheet } from "./lazy-sheet";

vi.mock("antd-mobile", () => import("../../test/antd-mobile-stand-in"));

beforeEach(() => {
  popupDraws.length = 0;
});
afterEach(cleanup);

const sheet = (visible: boolean) => (
  <LazySheet visible={visible} data-testid="refund-sheet">
    <p>Refund this order?</p>
  </LazySheet>
);

describe("LazySheet", () => {
  it("draws no Popup while it has never been opened, however often its screen renders", () => {
    const { rerender } = render(sheet(false));
    rerender(sheet(false));
    rerender(sheet(false));
    expect(popupDraws).toEqual([]);
    expect(screen.queryByText("Refund this order?")).toBeNull();
  });

  it("mounts closed then opens, so antd's spring slides it in", async () => {
    const { rerender } = render(sheet(false));
    await act(async () => rerender(sheet(true)));
    expect(screen.getByText("Refund this order?")).toBeTruthy();
    expect(popupDraws[0]).toBe(false);
    expect(popupDraws.at(-1)).toBe(true);
  });

  it("opens when its screen first draws it open", () => {
    render(sheet(true));
    expect(screen.getByText("Refund this order?")).toBeTruthy();
    expect(popupDraws[0]).toBe(false);
  });

  it("stays mounted once closed, so it can slide out, and opens again", async () => {
    const { rerender } = render(sheet(true));
    await act(async () => rerender(sheet(false)));
    expect(popupDraws.at(-1)).toBe(false);
    expect(screen.queryByText("Refund this order?")).toBeNull();
    await act(async () => rerender(sheet(true)));
    expect(screen.getByText("Refund this order?")).toBeTruthy();
  });
});
