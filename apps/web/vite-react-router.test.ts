import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REACT_ROUTER_PRODUCTION, reactRouterProductionBuild } from "./vite-react-router";

describe("reactRouterProductionBuild", () => {
  const plugin = reactRouterProductionBuild();
  const resolve = plugin.resolveId as (id: string) => string | null;

  it("builds the app against React Router's production build, its development warnings off", () => {
    expect(plugin.apply).toBe("build");
    expect(resolve("react-router")).toBe(REACT_ROUTER_PRODUCTION);
    const chunks = [
      ...readFileSync(REACT_ROUTER_PRODUCTION, "utf8").matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g),
    ];
    const code = chunks.map(([, chunk]) =>
      readFileSync(new URL(chunk ?? "", `file://${REACT_ROUTER_PRODUCTION}`), "utf8"),
    );
    expect(code.join("\n")).toMatch(/var ENABLE_DEV_WARNINGS = false;/);
  });

  it("leaves React Router's other entries and every other module to the usual resolution", () => {
    expect(resolve("react-router/dom")).toBeNull();
    expect(resolve("react")).toBeNull();
  });
});
