import { describe, expect, it } from "vitest";
import { signedInSeller, useTestApp } from "../../test/app";
import { call, operatorToken } from "../../test/wallet";
import { getSettings } from "../system/service";

const t = useTestApp();

describe("the published limits before any operator edits them", () => {
  // A database of its own: the other tests here change the settings.
  const untouched = useTestApp();

  it("shows the defaults of DECISIONS.md", async () => {
    const operator = await operatorToken(untouched.app, untouched.database.db);
    const settings = (await call(untouched.app, operator, "GET", "/api/admin/settings")).json().data;
    expect(settings).toMatchObject({
      withdrawalDailyLimit: 3,
      withdrawalFee: "0.00",
      paymentWindowMinutes: 30,
      orderProductUnitsMax: 10,
      unpaidStockSharePercent: 50,
      autoCompleteDays: 7,
      delayedAfterDays: 3,
    });
  });
});

describe("the published limits as operators edit them", () => {
  it("are for operators only", async () => {
    const seller = await signedInSeller(t.app);
    expect((await call(t.app, seller.token, "GET", "/api/admin/settings")).statusCode).toBe(403);
    expect(
      (await call(t.app, seller.token, "PUT", "/api/admin/settings", { autoCompleteDays: 5 })).statusCode,
    ).toBe(403);
  });

  it("saves a change and writes who changed what, from and to, in the audit log", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const saved = await call(t.app, operator, "PUT", "/api/admin/settings", {
      withdrawalDailyLimit: 5,
      withdrawalFee: "10.50",
      reason: "New policy",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ withdrawalDailyLimit: 5, withdrawalFee: "10.50" });
    const [entry] = (await call(t.app, operator, "GET", "/api/admin/audit-log?act=settings.update")).json()
      .data.entries;
    expect(entry).toMatchObject({
      reason: "New policy",
      details: {
        withdrawalDailyLimit: { from: 3, to: 5 },
        withdrawalFeeSatang: { from: "0.00", to: "10.50" },
      },
    });
  });

  it("refuses bad values and changes nothing", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const before = (await call(t.app, operator, "GET", "/api/admin/settings")).json().data;
    for (const payload of [
      { withdrawalDailyLimit: 0 },
      { withdrawalFee: "1.234" },
      { customerServiceUrl: "javascript:alert(1)" },
      { platformBankCode: "NOPE" },
      { autoCompleteDays: 3, unknown: true },
      {},
    ]) {
      const refused = await call(t.app, operator, "PUT", "/api/admin/settings", payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await call(t.app, operator, "GET", "/api/admin/settings")).json().data).toEqual(before);
  });
});

describe("every setting keeps exactly what was saved", () => {
  // Values that look like JSON (digits, "true", "null") were once parsed a second time when read.
  const kept: Record<string, unknown[]> = {
    promptPayId: ["1234567890121", "0812345678", "0000000000000", ""],
    platformBankAccountNumber: ["1234567890", "12345", "0012345678", "123-4-56789-0", "1", ""],
    platformBankAccountName: ["12345", "null", "true", '"quoted"', "บริษัท ตัวอย่าง จำกัด", "x".repeat(100), ""],
    withdrawalProcessingText: ["12345", "1e5", "[1,2]", "{}", "3-5 วันทำการ", "ก".repeat(100)],
    customerServiceUrl: ["https://line.me/ti/p/~12345", "http://127.0.0.1:8080/chat", ""],
    platformBankCode: ["KBANK", "SCB", ""],
    withdrawalFee: ["0.01", "10000.00", "12.50", "0.00"],
    earlyReceiptFeePercent: [0.01, 2.5, 100, 0],
    withdrawalDailyLimit: [1, 100, 3],
    paymentWindowMinutes: [15, 1440, 30],
    orderProductUnitsMax: [1, 999, 10],
    unpaidStockSharePercent: [1, 90, 50],
    autoCompleteDays: [1, 60, 7],
    delayedAfterDays: [60, 1, 3],
    rejectedIdentityRetentionDays: [1, 3650, 30],
    approvedIdentityRetentionDays: [1, 3650, 90],
    uploadExpiryMinutes: [1, 1440, 60],
  };

  it("reads every saved value back unchanged, and the audit log names it", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    for (const [key, values] of Object.entries(kept)) {
      for (const value of values) {
        const saved = await call(t.app, operator, "PUT", "/api/admin/settings", { [key]: value });
        expect(saved.statusCode, `${key}=${JSON.stringify(value)}`).toBe(200);
        expect(saved.json().data[key], `${key}=${JSON.stringify(value)} in the answer`).toEqual(value);
        const read = (await call(t.app, operator, "GET", "/api/admin/settings")).json().data;
        expect(read[key], `${key}=${JSON.stringify(value)} read back`).toEqual(value);
      }
    }
    // What the seller screens read (recharge instructions, withdrawal rules) is the same value.
    await call(t.app, operator, "PUT", "/api/admin/settings", {
      promptPayId: "1234567890121",
      platformBankAccountNumber: "1234567890",
      withdrawalProcessingText: "12345",
    });
    expect(await getSettings(t.database.db)).toMatchObject({
      promptPayId: "1234567890121",
      platformBankAccountNumber: "1234567890",
      withdrawalProcessingText: "12345",
    });
    const entries = (await call(t.app, operator, "GET", "/api/admin/audit-log?act=settings.update")).json()
      .data.entries;
    expect(entries[0].details).toMatchObject({ promptPayId: { to: "1234567890121" } });
  });

  it("keeps text trimmed, as the form shows it", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const saved = await call(t.app, operator, "PUT", "/api/admin/settings", {
      platformBankAccountName: "  12345  ",
      promptPayId: " 1234567890121 ",
    });
    expect(saved.json().data).toMatchObject({
      platformBankAccountName: "12345",
      promptPayId: "1234567890121",
    });
  });

  it("refuses a value it could not keep with a clear message, and keeps the one before", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    await call(t.app, operator, "PUT", "/api/admin/settings", { promptPayId: "1234567890121" });
    const before = (await call(t.app, operator, "GET", "/api/admin/settings")).json().data;
    const refused: [Record<string, unknown>, string][] = [
      [{ promptPayId: "12345" }, "Enter a mobile number (10 digits starting with 0) or a 13-digit tax ID"],
      [{ promptPayId: 1234567890121 }, "This field has an invalid value"],
      [{ platformBankAccountNumber: "12ab" }, "Enter digits (spaces or dashes allowed between them)"],
      [{ platformBankAccountNumber: "1".repeat(31) }, "at most 30 characters"],
      [{ platformBankAccountNumber: "-123" }, "Enter digits"],
      [{ platformBankAccountName: "x".repeat(101) }, "Enter at most 100 characters"],
      [{ withdrawalProcessingText: "" }, "This field is required"],
      [{ withdrawalProcessingText: "   " }, "This field is required"],
      [{ withdrawalProcessingText: "one\ntwo" }, "single line"],
      [{ withdrawalProcessingText: 12345 }, "This field has an invalid value"],
      [{ customerServiceUrl: "ftp://example.com" }, "Enter an http or https address"],
      [{ customerServiceUrl: `https://example.com/${"a".repeat(500)}` }, "Enter at most 500 characters"],
      [{ withdrawalFee: "10000.01" }, "Enter a fee from 0 to ฿10,000.00"],
      [{ withdrawalFee: "-1" }, "Enter a fee from 0"],
      [{ earlyReceiptFeePercent: 0.001 }, "with at most two decimals"],
      [{ earlyReceiptFeePercent: 101 }, "Enter a percentage from 0 to 100"],
      [{ withdrawalDailyLimit: 0 }, "Enter a whole number from 1 to 100"],
      [{ withdrawalDailyLimit: 101 }, "Enter a whole number from 1 to 100"],
      [{ autoCompleteDays: 1.5 }, "Enter a whole number from 1 to 60"],
      [{ paymentWindowMinutes: 14 }, "Enter a whole number from 15 to 1440"],
      [{ orderProductUnitsMax: 1000 }, "Enter a whole number from 1 to 999"],
      [{ unpaidStockSharePercent: 91 }, "Enter a whole number from 1 to 90"],
      [{ rejectedIdentityRetentionDays: 3651 }, "from 1 to 3650"],
      [{ approvedIdentityRetentionDays: 0 }, "from 1 to 3650"],
      [{ uploadExpiryMinutes: 1441 }, "from 1 to 1440"],
      [{ platformBankCode: "NOPE" }, "Choose a Thai bank from the list"],
    ];
    for (const [payload, message] of refused) {
      const answer = await call(t.app, operator, "PUT", "/api/admin/settings", payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(422);
      expect(answer.json().message, JSON.stringify(payload)).toContain(message);
    }
    expect((await call(t.app, operator, "GET", "/api/admin/settings")).json().data).toEqual(before);
  });
});
