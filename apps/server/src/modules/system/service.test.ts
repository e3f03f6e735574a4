import { SETTING_INTEGER_BOUNDS, WITHDRAWAL_FEE_MAX_SATANG } from "@seller/contract/operator-settings";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app";
import { defaultSettings, getOrCreateInternalValue, getSettings, setSetting } from "./service";
import { systemSettings } from "./tables";

const t = useTestApp();

describe("system settings", () => {
  it("reads the published defaults when nothing is stored", async () => {
    const settings = await getSettings(t.database.db);
    expect(settings).toEqual(defaultSettings());
    expect(settings).toMatchObject({
      rejectedIdentityRetentionDays: 30,
      approvedIdentityRetentionDays: 90,
      uploadExpiryMinutes: 60,
      withdrawalDailyLimit: 3,
      withdrawalFeeSatang: 0n,
      customerServiceUrl: "",
      promptPayId: "",
      platformBankCode: "",
      platformBankAccountNumber: "",
      platformBankAccountName: "",
    });
  });

  it("refuses a receiving bank that is not a Thai bank of the list", async () => {
    await expect(setSetting(t.database.db, "platformBankCode", "XYZ" as "SCB")).rejects.toThrow();
    await expect(setSetting(t.database.db, "platformBankAccountNumber", "12ab")).rejects.toThrow();
  });

  it("reads a stored value over its default, money as bigint satang", async () => {
    await setSetting(t.database.db, "withdrawalFeeSatang", 1500n, null);
    await setSetting(t.database.db, "withdrawalDailyLimit", 5, null);
    const settings = await getSettings(t.database.db);
    expect(settings.withdrawalFeeSatang).toBe(1500n);
    expect(settings.withdrawalDailyLimit).toBe(5);
    await setSetting(t.database.db, "withdrawalFeeSatang", 0n, null);
    await setSetting(t.database.db, "withdrawalDailyLimit", 3, null);
  });

  it("refuses to store a value outside the contract's bounds, and keeps the value before", async () => {
    for (const [key, { min, max }] of Object.entries(SETTING_INTEGER_BOUNDS)) {
      const name = key as keyof typeof SETTING_INTEGER_BOUNDS;
      await expect(setSetting(t.database.db, name, min - 1), `${key} ${min - 1}`).rejects.toThrow();
      await expect(setSetting(t.database.db, name, max + 1), `${key} ${max + 1}`).rejects.toThrow();
    }
    await expect(
      setSetting(t.database.db, "withdrawalFeeSatang", WITHDRAWAL_FEE_MAX_SATANG + 1n),
    ).rejects.toThrow();
    await expect(setSetting(t.database.db, "earlyReceiptFeePercent", 100.5)).rejects.toThrow();
    await expect(setSetting(t.database.db, "withdrawalProcessingText", "x".repeat(101))).rejects.toThrow();
    expect(await getSettings(t.database.db)).toEqual(defaultSettings());
  });

  it("reads the default over a stored value outside the contract's bounds", async () => {
    const { max } = SETTING_INTEGER_BOUNDS.withdrawalDailyLimit;
    const keys = ["withdrawalDailyLimit", "withdrawalFeeSatang"];
    await t.database.db.delete(systemSettings).where(inArray(systemSettings.key, keys));
    await t.database.db.insert(systemSettings).values([
      { key: "withdrawalDailyLimit", value: max + 1 },
      { key: "withdrawalFeeSatang", value: String(WITHDRAWAL_FEE_MAX_SATANG + 1n) },
    ]);
    const settings = await getSettings(t.database.db);
    expect(settings.withdrawalDailyLimit).toBe(defaultSettings().withdrawalDailyLimit);
    expect(settings.withdrawalFeeSatang).toBe(0n);
    await t.database.db.delete(systemSettings).where(inArray(systemSettings.key, keys));
  });

  it("keeps the default when a stored value is not valid", async () => {
    await t.database.db.insert(systemSettings).values({ key: "autoCompleteDays", value: "seven" });
    expect((await getSettings(t.database.db)).autoCompleteDays).toBe(7);
  });

  it("creates an internal value once and then always reads the same one", async () => {
    const first = await getOrCreateInternalValue(t.database.db, "test-secret", () => "a");
    const second = await getOrCreateInternalValue(t.database.db, "test-secret", () => "b");
    expect([first, second]).toEqual(["a", "a"]);
  });
});
