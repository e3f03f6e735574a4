import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loggableUrl, loggerOptions } from "./lib/log";
import { useTestApp } from "./test/app";
import { ORDER_APP_OPTIONS, shopWithProduct, unpaidOrder } from "./test/orders";
import { buyer, shipThroughService } from "./test/store";

// The storefront page the server hands out for /o/{code}.
const dist = mkdtempSync(join(tmpdir(), "seller-web-dist-"));
writeFileSync(join(dist, "index.html"), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, "storefront.html"), '<!doctype html><div id="storefront"></div>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const lines: string[] = [];
// Debug: the most the log ever says about a request (the "incoming request" line too).
const t = useTestApp({
  ...ORDER_APP_OPTIONS,
  webDist: dist,
  logger: loggerOptions("debug", { write: (line: string) => lines.push(line) }),
});

describe("buyers' order codes and the log", () => {
  it("never writes a code while a buyer follows two orders from placing to review and to cancel", async () => {
    const shop = await shopWithProduct(t.app);
    lines.length = 0;
    const kept = await unpaidOrder(t.app, shop);
    const cancelled = await unpaidOrder(t.app, shop);
    const calls: [string, "GET" | "POST", string, unknown?][] = [];
    const as = async (method: "GET" | "POST", url: string, payload?: unknown) => {
      const answer = await buyer(t.app, method, url, payload);
      calls.push([url, method, String(answer.statusCode)]);
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBeLessThan(500);
      return answer;
    };
    const page = await as("GET", `/o/${kept.code}`);
    expect(page.body).toContain('id="storefront"');
    // The buyer's page polls its order every 5 s.
    for (let i = 0; i < 3; i += 1)
      expect((await as("GET", `/api/storefront/orders/${kept.code}`)).statusCode).toBe(200);
    expect((await as("POST", `/api/storefront/orders/${kept.code}/qr`)).statusCode).toBe(200);
    expect(
      (await as("POST", `/api/storefront/orders/${kept.code}/sandbox-pay`, { outcome: "paid" })).statusCode,
    ).toBe(200);
    await shipThroughService(t.app, shop.sellerId, kept.code);
    expect((await as("POST", `/api/storefront/orders/${kept.code}/confirm-receipt`)).statusCode).toBe(200);
    expect(
      (await as("POST", `/api/storefront/orders/${kept.code}/review`, { rating: 5, comment: "ดีมาก" }))
        .statusCode,
    ).toBe(200);
    expect((await as("POST", `/api/storefront/orders/${cancelled.code}/cancel`)).statusCode).toBe(200);
    // Mistyped and odd addresses: a 404, a trailing slash, doubled slashes, the code's other case.
    await as("GET", `/api/storefront/orders/${kept.code}/no-such-action`);
    await as("GET", `/o/${cancelled.code}/`);
    await as("GET", `//api/storefront/orders/${cancelled.code}`);
    await as("GET", `/O/${cancelled.code.toUpperCase()}?ref=${cancelled.code}`);

    const log = lines.join("\n");
    expect(lines.filter((line) => line.includes('"request completed"')).length).toBeGreaterThanOrEqual(
      calls.length,
    );
    for (const code of [kept.code, cancelled.code]) {
      expect(log).not.toContain(code);
      expect(log.toLowerCase()).not.toContain(code.toLowerCase());
    }
    // What is logged still says which call it was.
    expect(log).toContain('"url":"/api/storefront/orders/[code]/confirm-receipt"');
    expect(log).toContain('"url":"/o/[code]"');
  });

  it("keeps the paths of other calls as they are", () => {
    expect(loggableUrl("/api/sellers/orders/42")).toBe("/api/sellers/orders/42");
    expect(loggableUrl("/api/storefront/demo/orders")).toBe("/api/storefront/demo/orders");
    expect(loggableUrl("/s/demo")).toBe("/s/demo");
  });
});
