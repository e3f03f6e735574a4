import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dataKeyOf, loadConfig } from "./config";
import { parseDataKey } from "./lib/field-encryption";

const KEY_HEX = "0f".repeat(32);

describe("configuration from the environment", () => {
  it("has defaults that start the embedded database with demo data", () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: "0.0.0.0",
      dataDir: "./data",
      databaseUrl: undefined,
      demo: true,
      admin: undefined,
      logLevel: "info",
      trustProxy: false,
      dataKey: undefined,
      promptPayId: undefined,
      platformBankAccount: undefined,
      customerServiceUrl: undefined,
      paymentProvider: "sandbox",
      cataloguePageMs: 1000,
      stripe: undefined,
    });
  });

  it("keeps catalogue pages for CATALOGUE_PAGE_MS milliseconds, 0 for none, up to a minute", () => {
    expect(loadConfig({ CATALOGUE_PAGE_MS: "0" }).cataloguePageMs).toBe(0);
    expect(loadConfig({ CATALOGUE_PAGE_MS: "5000" }).cataloguePageMs).toBe(5000);
    for (const value of ["-1", "60001", "1.5", "soon"]) {
      expect(() => loadConfig({ CATALOGUE_PAGE_MS: value }), value).toThrow(/CATALOGUE_PAGE_MS/);
    }
  });

  it("turns demo data off for a PostgreSQL server unless DEMO=1", () => {
    const env = { DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/seller" };
    expect(loadConfig(env).demo).toBe(false);
    expect(loadConfig({ ...env, DEMO: "1" }).demo).toBe(true);
  });

  it("needs DATA_ENCRYPTION_KEY with a PostgreSQL server, as 32 bytes in hex or base64", () => {
    const url = "postgresql://postgres@127.0.0.1:5432/seller";
    expect(() => dataKeyOf(loadConfig({ DATABASE_URL: url }))).toThrow(/DATA_ENCRYPTION_KEY is required/);
    const key = Buffer.from(KEY_HEX, "hex");
    expect(dataKeyOf(loadConfig({ DATABASE_URL: url, DATA_ENCRYPTION_KEY: KEY_HEX })).key).toEqual(key);
    expect(loadConfig({ DATA_ENCRYPTION_KEY: key.toString("base64") }).dataKey).toEqual(key);
    expect(loadConfig({ DATA_ENCRYPTION_KEY: key.toString("base64url") }).dataKey).toEqual(key);
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: "too-short" })).toThrow(/DATA_ENCRYPTION_KEY/);
    expect(() => loadConfig({ DATA_ENCRYPTION_KEY: KEY_HEX.slice(2) })).toThrow(/DATA_ENCRYPTION_KEY/);
  });

  it("turns demo data off on the embedded database with DEMO=0", () => {
    expect(loadConfig({ DEMO: "0" }).demo).toBe(false);
  });

  it("keeps the embedded database's key in a file beside the database, made once, readable by the owner only", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "seller-key-"));
    try {
      const first = dataKeyOf(loadConfig({ DATA_DIR: dataDir }));
      expect(first.file).toBe(join(dataDir, "data-encryption.key"));
      expect(first.key).toHaveLength(32);
      expect(statSync(first.file ?? "").mode & 0o777).toBe(0o600);
      expect(parseDataKey(readFileSync(first.file ?? "", "utf8"))).toEqual(first.key);
      expect(dataKeyOf(loadConfig({ DATA_DIR: dataDir })).key).toEqual(first.key);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("reads an empty DATABASE_URL as unset", () => {
    expect(loadConfig({ DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });

  it("takes the operator account and password together", () => {
    expect(loadConfig({ ADMIN_ACCOUNT: "boss", ADMIN_PASSWORD: "secret123-long" }).admin).toEqual({
      account: "boss",
      password: "secret123-long",
    });
    expect(() => loadConfig({ ADMIN_ACCOUNT: "boss" })).toThrow(/ADMIN_ACCOUNT and ADMIN_PASSWORD/);
  });

  it("refuses an operator password under 12 characters, blank or among the most common", () => {
    expect(() => loadConfig({ ADMIN_ACCOUNT: "boss", ADMIN_PASSWORD: "123" })).toThrow(/ADMIN_PASSWORD/);
    // Long enough for a seller, not for an operator (DECISIONS.md "Operator console").
    expect(() => loadConfig({ ADMIN_ACCOUNT: "boss", ADMIN_PASSWORD: "secret12345" })).toThrow(
      /ADMIN_PASSWORD/,
    );
    expect(() => loadConfig({ ADMIN_ACCOUNT: "boss", ADMIN_PASSWORD: "        " })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_ACCOUNT: "boss", ADMIN_PASSWORD: "password" })).toThrow(/ADMIN_PASSWORD/);
  });

  it("takes the platform's PromptPay id (mobile or tax id digits) and refuses anything else", () => {
    expect(loadConfig({ PROMPTPAY_ID: "081-234-5678" }).promptPayId).toBe("081-234-5678");
    expect(() => loadConfig({ PROMPTPAY_ID: "pay-me@bank" })).toThrow(/PROMPTPAY_ID/);
  });

  it("takes the platform's receiving bank account as a whole, from the list of Thai banks", () => {
    const account = {
      PLATFORM_BANK_CODE: "SCB",
      PLATFORM_BANK_ACCOUNT: "123-4-56789-0",
      PLATFORM_BANK_NAME: "Shop Co",
    };
    expect(loadConfig(account).platformBankAccount).toEqual({
      bankCode: "SCB",
      accountNumber: "123-4-56789-0",
      accountName: "Shop Co",
    });
    expect(() => loadConfig({ ...account, PLATFORM_BANK_CODE: "XYZ" })).toThrow(/PLATFORM_BANK_CODE/);
    expect(() => loadConfig({ ...account, PLATFORM_BANK_ACCOUNT: "12ab" })).toThrow(/PLATFORM_BANK_ACCOUNT/);
    expect(() => loadConfig({ PLATFORM_BANK_CODE: "SCB" })).toThrow(/set together/);
  });

  it("takes the customer-service link as an http(s) url", () => {
    expect(loadConfig({ CUSTOMER_SERVICE_URL: "https://line.me/ti/p/shop" }).customerServiceUrl).toBe(
      "https://line.me/ti/p/shop",
    );
    expect(() => loadConfig({ CUSTOMER_SERVICE_URL: "javascript:alert(1)" })).toThrow(/CUSTOMER_SERVICE_URL/);
  });

  it("refuses a port that is not a number and a database URL that is not PostgreSQL", () => {
    expect(() => loadConfig({ PORT: "web" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://localhost/db" })).toThrow(/DATABASE_URL/);
  });

  describe("payment provider", () => {
    const stripe = {
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_abc123",
      STRIPE_WEBHOOK_SECRET: "whsec_abc123",
      STRIPE_BILLING_EMAIL: "payments@shop.example",
    };

    it("is manual by default outside the demo and the sandbox in the demo", () => {
      expect(loadConfig({ DEMO: "0" }).paymentProvider).toBe("manual");
      expect(
        loadConfig({ DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/seller" }).paymentProvider,
      ).toBe("manual");
      expect(loadConfig({ DEMO: "1" }).paymentProvider).toBe("sandbox");
      expect(loadConfig({ DEMO: "1", PAYMENT_PROVIDER: "manual" }).paymentProvider).toBe("manual");
    });

    it("refuses to start the sandbox outside the demo, saying why", () => {
      expect(() => loadConfig({ DEMO: "0", PAYMENT_PROVIDER: "sandbox" })).toThrow(
        /PAYMENT_PROVIDER=sandbox runs only with DEMO=1/,
      );
      expect(() =>
        loadConfig({
          DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/seller",
          PAYMENT_PROVIDER: "sandbox",
        }),
      ).toThrow(/DEMO=1/);
    });

    it("takes Stripe with its secret key, webhook secret and billing e-mail, and refuses it without them", () => {
      expect(loadConfig({ DEMO: "0", ...stripe }).stripe).toEqual({
        secretKey: "sk_test_abc123",
        webhookSecret: "whsec_abc123",
        billingEmail: "payments@shop.example",
        api: undefined,
      });
      expect(() => loadConfig({ DEMO: "0", PAYMENT_PROVIDER: "stripe" })).toThrow(/STRIPE_SECRET_KEY/);
      expect(() => loadConfig({ DEMO: "0", ...stripe, STRIPE_WEBHOOK_SECRET: "" })).toThrow(
        /STRIPE_WEBHOOK_SECRET/,
      );
      expect(() => loadConfig({ DEMO: "0", ...stripe, STRIPE_SECRET_KEY: "pk_test_1" })).toThrow(
        /STRIPE_SECRET_KEY/,
      );
    });

    it("points Stripe at another API host when asked (a local mock)", () => {
      expect(
        loadConfig({ DEMO: "0", ...stripe, STRIPE_API_URL: "http://127.0.0.1:12111" }).stripe?.api,
      ).toEqual({
        host: "127.0.0.1",
        port: 12111,
        protocol: "http",
      });
    });

    it("refuses an unknown provider", () => {
      expect(() => loadConfig({ PAYMENT_PROVIDER: "paypal" })).toThrow(/PAYMENT_PROVIDER/);
    });
  });
});
