// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RatingStars, StarRow } from "./rating-stars";

afterEach(cleanup);

/** The gold row's width: how much of the five stars is filled. */
function filled(container: HTMLElement): string {
  const stars = container.querySelector("span[aria-hidden], span[role=img]");
  return (stars?.lastElementChild as HTMLElement | null)?.style.width ?? "";
}

describe("RatingStars", () => {
  it("fills the stars to the nearest half star and writes the figure beside them", () => {
    const { container } = render(<RatingStars average={4.3} />);
    expect(filled(container)).toBe("90%");
    expect(screen.getByTestId("rating").textContent).toBe("4.3");
  });

  it("shows five full stars when the product has no rating yet (spec section 9)", () => {
    const { container } = render(<RatingStars average={null} />);
    expect(filled(container)).toBe("100%");
    expect(screen.getByTestId("rating").textContent).toBe("5.0");
  });

  it("hides the stars from screen readers beside the figure, and labels them shown alone", () => {
    const { container } = render(<RatingStars average={3} />);
    expect(container.querySelector("[aria-hidden=true]")).not.toBeNull();
    cleanup();
    render(<StarRow value={2} size={13} label="2 out of 5 stars" />);
    const stars = screen.getByRole("img", { name: "2 out of 5 stars" });
    expect((stars.lastElementChild as HTMLElement).style.width).toBe("40%");
  });
});
