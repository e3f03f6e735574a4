import { describe, expect, it } from "vitest";
import { bearer, en, inEnglish, signedInSeller, useTestApp } from "./test/app";

const MAX = 5;
const t = useTestApp({ limits: { writesPerSeller: { max: MAX, windowMs: 60_000 } } });

const save = (token: string) =>
  t.app.inject({
    method: "PUT",
    url: "/api/sellers/update",
    headers: { ...bearer(token), ...inEnglish },
    payload: { language: "en" },
  });

describe("a signed-in seller's writes", () => {
  it("are held to the limit per seller, with Retry-After, while reads and other sellers go on", async () => {
    const flooder = await signedInSeller(t.app);
    const other = await signedInSeller(t.app);
    const answers = await Promise.all(Array.from({ length: MAX + 20 }, () => save(flooder.token)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(MAX);
    expect(codes.filter((code) => code === 429)).toHaveLength(20);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({
      code: "REQUEST_RATE_LIMIT",
      message: en("errors.REQUEST_RATE_LIMIT"),
    });
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    // A refused write is refused before the body is read: an upload's megabytes are not even parsed.
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/files/upload",
      headers: { ...bearer(flooder.token), "content-type": "multipart/form-data; boundary=x" },
      payload: "--x",
    });
    expect(upload.statusCode).toBe(429);
    const read = await t.app.inject({
      method: "GET",
      url: "/api/sellers/profile",
      headers: bearer(flooder.token),
    });
    expect(read.statusCode).toBe(200);
    expect((await save(other.token)).statusCode).toBe(200);
  });
});
