// @vitest-environment jsdom
import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useEscapeToClose } from "./use-escape-to-close";

function Closable({ active, onClose }: { active: boolean; onClose: () => void }) {
  useEscapeToClose(active, onClose);
  return null;
}

afterEach(cleanup);

describe("useEscapeToClose", () => {
  it("closes the dialog on Escape while it is open, and not on other keys or once closed", () => {
    const onClose = vi.fn();
    const { rerender } = render(<Closable active onClose={onClose} />);
    fireEvent.keyDown(document, { key: "Enter" });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Closable active={false} onClose={onClose} />);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes only the dialog on top when one opens over another", () => {
    const below = vi.fn();
    const above = vi.fn();
    const { rerender } = render(
      <>
        <Closable active onClose={below} />
        <Closable active={false} onClose={above} />
      </>,
    );
    rerender(
      <>
        <Closable active onClose={below} />
        <Closable active onClose={above} />
      </>,
    );
    fireEvent.keyDown(document, { key: "Escape" });
    expect(above).toHaveBeenCalledTimes(1);
    expect(below).not.toHaveBeenCalled();
  });
});
