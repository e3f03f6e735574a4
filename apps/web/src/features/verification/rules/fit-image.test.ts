import { describe, expect, it } from "vitest";
import {
  FIT_LONG_EDGE_PX,
  FIT_MIN_LONG_EDGE_PX,
  FIT_QUALITIES,
  fitSteps,
  fitTargetBytes,
  needsFitting,
} from "./fit-image";

describe("fitting a phone photo to the upload limit", () => {
  it("first brings a 12-megapixel photo down to the long-edge cap, keeping its proportions", () => {
    const [first] = fitSteps(4000, 3000);
    expect(first).toEqual({ width: FIT_LONG_EDGE_PX, height: 1920, quality: FIT_QUALITIES[0] });
    // A portrait photo keeps its portrait shape.
    expect(fitSteps(3000, 4000)[0]).toEqual({
      width: 1920,
      height: FIT_LONG_EDGE_PX,
      quality: FIT_QUALITIES[0],
    });
  });

  it("never enlarges a small picture", () => {
    expect(fitSteps(1200, 900)[0]).toEqual({ width: 1200, height: 900, quality: FIT_QUALITIES[0] });
  });

  it("steps quality down before size, and every step is no larger than the one before", () => {
    const steps = fitSteps(4000, 3000);
    expect(steps.slice(0, FIT_QUALITIES.length).map((step) => step.quality)).toEqual(FIT_QUALITIES);
    expect(steps[FIT_QUALITIES.length]?.width).toBe(Math.round(FIT_LONG_EDGE_PX * 0.85));
    for (let index = 1; index < steps.length; index += 1) {
      const before = steps[index - 1];
      const step = steps[index];
      if (!before || !step) throw new Error("missing step");
      expect(step.width * step.height).toBeLessThanOrEqual(before.width * before.height);
      if (step.width === before.width) expect(step.quality).toBeLessThan(before.quality);
    }
  });

  it("stops at the smallest readable size, and ends there", () => {
    const steps = fitSteps(6000, 8000);
    const last = steps.at(-1);
    expect(last).toEqual({ width: 600, height: FIT_MIN_LONG_EDGE_PX, quality: FIT_QUALITIES.at(-1) });
    expect(steps.every((step) => Math.max(step.width, step.height) >= FIT_MIN_LONG_EDGE_PX)).toBe(true);
    expect(steps.length).toBeLessThan(40);
    expect(steps.every((step) => step.quality >= 0.9)).toBe(true);
  });

  it("gives nothing to try for a picture without size", () => {
    expect(fitSteps(0, 100)).toEqual([]);
    expect(fitSteps(Number.NaN, 100)).toEqual([]);
  });

  it("aims under the limit, leaving room for the server's own re-encoding", () => {
    expect(fitTargetBytes(2 * 1024 * 1024)).toBe(1_782_579);
  });

  it("re-encodes only what is over the limit", () => {
    expect(needsFitting(2 * 1024 * 1024, 2 * 1024 * 1024)).toBe(false);
    expect(needsFitting(2 * 1024 * 1024 + 1, 2 * 1024 * 1024)).toBe(true);
  });
});
