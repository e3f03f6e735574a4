import { describe, expect, it } from "vitest";
import { isSlideVerified, offsetForKey, slideRange } from "./slide-rule";

describe("slide verification", () => {
  // A 340 px track leaves 300 px of travel for the 40 px handle; 90% of it is 270 px.
  it("is verified when the handle reaches 90% of the track minus the handle", () => {
    expect(slideRange(340)).toBe(300);
    expect(isSlideVerified(270, 340)).toBe(true);
    expect(isSlideVerified(300, 340)).toBe(true);
  });

  it("is not verified short of that point", () => {
    expect(isSlideVerified(269.9, 340)).toBe(false);
    expect(isSlideVerified(0, 340)).toBe(false);
  });

  it("can never be verified on a track too narrow for the handle", () => {
    expect(isSlideVerified(0, 40)).toBe(false);
    expect(isSlideVerified(10, 30)).toBe(false);
  });

  it("moves by keyboard: arrows step, End, Enter and Space finish, Home returns", () => {
    expect(offsetForKey("ArrowRight", 0, 300)).toBe(75);
    expect(offsetForKey("ArrowRight", 290, 300)).toBe(300);
    expect(offsetForKey("ArrowLeft", 50, 300)).toBe(0);
    for (const key of ["End", "Enter", " "]) expect(offsetForKey(key, 0, 300), key).toBe(300);
    expect(offsetForKey("Home", 200, 300)).toBe(0);
    expect(offsetForKey("Tab", 0, 300)).toBeUndefined();
  });
});
