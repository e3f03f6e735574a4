import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./lib/json-depth";
import { findControlCharacters } from "./plugins/text-input";
import { bearer, en, inEnglish, signedInSeller, uniqueAccount, useTestApp } from "./test/app";

const t = useTestApp();

/** `levels` arrays inside each other around one string: `[[["x"]]]`. */
const nested = (levels: number, inner = '"x"') => `${"[".repeat(levels)}${inner}${"]".repeat(levels)}`;

describe("deeply nested JSON bodies", () => {
  it("refuses 20 KB of nesting on an anonymous route with a 400 before any work, in the caller's language", async () => {
    for (const payload of [nested(10_000), `{"account":${nested(10_000)}}`, `{"a":`.repeat(4_000)]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/sellers/signin",
        headers: { ...inEnglish, "content-type": "application/json" },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: "REQUEST_INVALID",
        message: en("validation.bodyTooDeep", { max: MAX_JSON_DEPTH }),
      });
    }
  });

  it("takes a body at the bound, and counts no bracket inside a string", async () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${"[".repeat(1000)}\\"${"{".repeat(100)}"}`, MAX_JSON_DEPTH)).toBe(false);
    // A register whose password is brackets: a body like any other.
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sellers/register",
      payload: { account: uniqueAccount(), password: `${"[".repeat(40)}{{` },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("walks a deep value without the call stack and a wide one in linear time", () => {
    // What a route would see if the parser ever let depth through: no stack overflow, the path named.
    let deep: unknown = "a\u0000b";
    for (let i = 0; i < 20_000; i += 1) deep = { k: deep };
    const problem = findControlCharacters(deep);
    expect(problem?.messageKey).toBe("security.controlCharacters");
    expect(problem?.path.split(".")).toHaveLength(20_000);
    const wide = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`f${i}`, ["ok", { n: "ok" }]]));
    expect(findControlCharacters(wide)).toBeUndefined();
    expect(findControlCharacters({ ...wide, last: ["fine", { name: "two\nlines" }] })).toEqual({
      path: "last.1.name",
      messageKey: "security.singleLine",
    });
  });
});

describe("malformed uploads", () => {
  const routes = ["/api/files/upload", "/api/sellers/verification/upload"];
  const bodies: [string, string, string][] = [
    [
      "no boundary",
      "multipart/form-data",
      '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nfront\r\n--x--\r\n',
    ],
    [
      "an unterminated part",
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    ],
    [
      "a broken part header",
      "multipart/form-data; boundary=x",
      "--x\r\nContent-Disposition\r\n\r\n\r\n--x--\r\n",
    ],
    ["nothing but the boundary", "multipart/form-data; boundary=x", "--x"],
    ["an empty body", "multipart/form-data; boundary=x", ""],
    ["a boundary longer than any form's", `multipart/form-data; boundary=${"b".repeat(300)}`, "--b\r\n"],
  ];
  it.each(routes)("answers every malformed form on %s with 400 UPLOAD_FAILED", async (url) => {
    const seller = await signedInSeller(t.app);
    for (const [name, contentType, payload] of bodies) {
      const response = await t.app.inject({
        method: "POST",
        url,
        headers: { ...bearer(seller.token), ...inEnglish, "content-type": contentType },
        payload,
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json().code, name).toBe("UPLOAD_FAILED");
    }
  });
});
