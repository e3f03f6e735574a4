// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { countBuiltDateFormatters, restoreDateFormattersAfterEach } from "../../../../test/built-formatters";
import { setUpFormTests } from "../../../../test/form-harness";
import { StorePreview } from "./store-preview";

vi.mock("antd-mobile", () => import("../../../../test/antd-mobile-stand-in"));
vi.mock("../../../lib/api-client", () => import("../../../../test/api-client-stand-in"));

setUpFormTests();

restoreDateFormattersAfterEach();

const preview = (visible: boolean) => (
  <StorePreview visible={visible} onClose={() => {}} setting={undefined} products={[]} categories={[]} />
);

describe("StorePreview", () => {
  it("runs no clock while the store screen holds it closed", () => {
    const built = countBuiltDateFormatters();
    const { rerender } = render(preview(false));
    rerender(preview(false));
    expect(screen.queryByTestId("preview-clock")).toBeNull();
    expect(built.count).toBe(0);
  });

  it("shows the phone's 12-hour clock once opened", () => {
    render(preview(true));
    expect(screen.getByTestId("preview-clock").textContent).toMatch(/\d{1,2}:\d{2}/);
  });
});
