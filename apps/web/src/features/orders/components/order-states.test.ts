import { describe, expect, it } from "vitest";
import { contrastRatio } from "../../../test/contrast";
import { ORDER_STATE_TILES } from "./order-states";

describe("the profile's order tiles", () => {
  it("give the four states' count badges the spec's red, orange, blue and green", () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [
        number,
        number,
        number,
      ];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const d = max - min;
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    const named = (hex: string) => {
      const h = hue(hex);
      if (h < 15 || h >= 345) return "red";
      if (h < 45) return "orange";
      if (h >= 90 && h < 170) return "green";
      if (h >= 190 && h < 250) return "blue";
      return "other";
    };
    expect(ORDER_STATE_TILES.map((tile) => [tile.status, named(tile.badge)])).toEqual([
      ["pending_payment", "red"],
      ["pending_shipment", "orange"],
      ["pending_delivery", "blue"],
      ["completed", "green"],
    ]);
  });

  it("keep each white count readable on its badge (4.5:1)", () => {
    for (const tile of ORDER_STATE_TILES) {
      expect(contrastRatio("#ffffff", tile.badge), tile.status).toBeGreaterThanOrEqual(4.5);
    }
  });
});
