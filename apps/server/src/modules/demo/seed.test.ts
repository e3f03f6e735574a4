import { describe, expect, it } from "vitest";
import { signIn, useTestApp } from "../../test/app";
import { DEMO_SELLER, seedDemoData } from "./seed";

const t = useTestApp();

describe("demo data", () => {
  it("creates the demo seller once, marked as demo", async () => {
    expect(await seedDemoData(t.database.db)).toBe(true);
    expect(await seedDemoData(t.database.db)).toBe(false);
    const response = await signIn(t.app, DEMO_SELLER.account, DEMO_SELLER.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ account: "demo", is_virtual: true });
  });
});

describe("demo help centre", () => {
  it("writes its first entries once, in four languages", async () => {
    await seedDemoData(t.database.db);
    await seedDemoData(t.database.db);
    const english = await t.app.inject({
      method: "GET",
      url: "/api/system/help-center",
      headers: { "x-app-language": "en" },
    });
    const thai = await t.app.inject({
      method: "GET",
      url: "/api/system/help-center",
      headers: { "x-app-language": "th" },
    });
    expect(english.json().data.entries).toHaveLength(3);
    expect(english.json().data.entries[0].title).toBe("How do I top up?");
    expect(thai.json().data.entries[0].title).toBe("เติมเงินอย่างไร");
  });
});
