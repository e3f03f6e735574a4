import { describe, expect, it } from "vitest";
import { loggerOptions } from "./lib/log";
import { bearer, signedInSeller, useTestApp } from "./test/app";

const lines: string[] = [];
const t = useTestApp({ logger: loggerOptions("info", { write: (line: string) => lines.push(line) }) });

describe("the request log", () => {
  it("writes one line per request at info: method, scrubbed URL, status and time, never the token", async () => {
    const seller = await signedInSeller(t.app);
    lines.length = 0;
    const response = await t.app.inject({
      method: "GET",
      url: "/api/sellers/profile?token=secret-in-query",
      headers: bearer(seller.token),
    });
    expect(response.statusCode).toBe(200);
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { method: "GET", url: "/api/sellers/profile?token=%5Bredacted%5D" },
      res: { statusCode: 200 },
    });
    expect(typeof logged[0].responseTime).toBe("number");
    expect(lines.join("\n")).not.toContain(seller.token);
    expect(lines.join("\n")).not.toContain("secret-in-query");
  });
});
