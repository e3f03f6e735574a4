// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dialogDraws } from "../../test/antd-mobile-stand-in";
import { LazyDialog } from "./lazy-dialog";

// antd's Dialog as the app loads it, lazily (antd-dialog.ts), with the stand-in's drawing.
const { loadDialogCode } = vi.hoisted(() => ({ loadDialogCode: vi.fn(async () => ({})) }));
vi.mock("./antd-dialog", async () => {
  const { lazy } = await import("react");
  const { Dialog } = await import("../../test/antd-mobile-stand-in");
  return { Dialog: lazy(() => Promise.resolve({ default: Dialog })), loadDialogCode };
});

beforeEach(() => {
  dialogDraws.length = 0;
  loadDialogCode.mockClear();
});
afterEach(cleanup);

const dialog = (visible: boolean) => (
  <LazyDialog visible={visible} content="Pay the deposit?" data-testid="deposit-dialog" />
);

describe("LazyDialog", () => {
  it("draws no dialog until it first opens", () => {
    const { rerender } = render(dialog(false));
    rerender(dialog(false));
    expect(screen.queryByTestId("deposit-dialog")).toBeNull();
    expect(dialogDraws).toEqual([]);
  });

  it("mounts closed then opens, so antd's springs animate it in", async () => {
    const { rerender } = render(dialog(false));
    await act(async () => rerender(dialog(true)));
    await screen.findByText("Pay the deposit?");
    expect(dialogDraws[0]).toBe(false);
    expect(dialogDraws.at(-1)).toBe(true);
  });

  it("stays mounted once closed, so it can animate out", async () => {
    const { rerender } = render(dialog(true));
    await screen.findByText("Pay the deposit?");
    await act(async () => rerender(dialog(false)));
    expect(screen.getByTestId("deposit-dialog").hidden).toBe(true);
    expect(screen.queryByText("Pay the deposit?")).toBeNull();
    await act(async () => rerender(dialog(true)));
    expect(screen.getByText("Pay the deposit?")).toBeTruthy();
  });

  it("fetches its code at the first touch of its screen, before the tap that opens it ends", () => {
    render(dialog(false));
    expect(loadDialogCode).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    fireEvent.pointerDown(document.body);
    expect(loadDialogCode).toHaveBeenCalledTimes(1);
  });

  it("closes on Escape when its mask closes it, and stays when it must be answered", async () => {
    const onClose = vi.fn();
    const { rerender } = render(<LazyDialog visible content="Choose" closeOnMaskClick onClose={onClose} />);
    await screen.findByText("Choose");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<LazyDialog visible content="Choose" onClose={onClose} />);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
