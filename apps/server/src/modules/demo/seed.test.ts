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
