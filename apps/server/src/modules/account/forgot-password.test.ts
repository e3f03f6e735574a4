import { LANGUAGE_HEADER } from "@seller/contract/languages";
import { describe, expect, it } from "vitest";
import { en, inEnglish, register, th, useTestApp } from "../../test/app";
import { operatorToken } from "../../test/wallet";
import { setSetting } from "../system/service";

const inThai = { [LANGUAGE_HEADER]: "th" };
const SUPPORT_URL = "https://support.example.test/chat";
const t = useTestApp({ customerServiceUrl: SUPPORT_URL });

const forgot = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload, headers: inEnglish });

describe("forgot password", () => {
  it("answers the same for an existing account, an unknown one and an e-mail", async () => {
    const seller = await register(t.app);
    const answers = await Promise.all([
      forgot({ account: seller.account }),
      forgot({ account: "nobody-has-this-account" }),
      forgot({ email: "someone@example.test" }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: { customer_service_url: SUPPORT_URL, contact: { phone: null, line_id: null, email: null } },
        message: en("account.forgotPassword.answer"),
      });
    }
  });

  it("points to the customer-service link an operator set, over the environment's", async () => {
    await setSetting(t.database.db, "customerServiceUrl", "https://line.example.test/seller-help");
    const response = await forgot({ account: "anyone" });
    expect(response.json().data.customer_service_url).toBe("https://line.example.test/seller-help");
    await setSetting(t.database.db, "customerServiceUrl", "");
  });

  it("answers the same without an account (the dialog opened before typing one)", async () => {
    const response = await forgot({});
    expect(response.statusCode).toBe(200);
    expect(response.json().data.customer_service_url).toBe(SUPPORT_URL);
  });

  it("refuses fields it does not take", async () => {
    const response = await forgot({ account: "anyone", phone: "0812345678" });
    expect(response.statusCode).toBe(422);
  });
});

describe("forgot password without a customer-service link", () => {
  const bare = useTestApp();
  it("says so with a null link, so the screen hides it", async () => {
    const response = await bare.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { account: "anyone" },
    });
    expect(response.json().data).toEqual({
      customer_service_url: null,
      contact: { phone: null, line_id: null, email: null },
    });
  });

  it("warns the console's dashboard that sellers cannot reach the operators, until a contact is set", async () => {
    const operator = await operatorToken(bare.app, bare.database.db);
    const dashboard = () =>
      bare.app.inject({
        method: "GET",
        url: "/api/admin/dashboard",
        headers: { authorization: `Bearer ${operator}` },
      });
    expect((await dashboard()).json().data.contact_missing).toBe(true);
    await setSetting(bare.database.db, "contactLineId", "@platform");
    expect((await dashboard()).json().data.contact_missing).toBe(false);
    await setSetting(bare.database.db, "contactLineId", "");
  });
});

describe("the platform's contact in the forgot-password dialog", () => {
  it("shows the phone, LINE ID and e-mail an operator set, and the settings keep their bounds", async () => {
    const operator = await operatorToken(t.app, t.database.db);
    const put = (payload: Record<string, unknown>, headers: Record<string, string> = inEnglish) =>
      t.app.inject({
        method: "PUT",
        url: "/api/admin/settings",
        payload,
        headers: { ...headers, authorization: `Bearer ${operator}` },
      });
    const saved = await put({
      contactPhone: "02-123-4567",
      contactLineId: "@sellerhelp",
      contactEmail: "help@example.test",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await forgot({});
    expect(response.json().data.contact).toEqual({
      phone: "02-123-4567",
      line_id: "@sellerhelp",
      email: "help@example.test",
    });
    for (const [payload, key] of [
      [{ contactPhone: "call me maybe" }, "operatorSettings.phoneInvalid"],
      [{ contactPhone: "0".repeat(21) }, "operatorSettings.textTooLong"],
      [{ contactLineId: "no spaces please" }, "operatorSettings.lineIdInvalid"],
      [{ contactEmail: "not-an-email" }, "operatorSettings.emailInvalid"],
    ] as const) {
      const refused = await put(payload, inThai);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(refused.body).toContain(th(key, { max: 20 }));
    }
    await put({ contactPhone: "", contactLineId: "", contactEmail: "" });
  });
});

describe("a signed-out seller's message from the forgot-password dialog", () => {
  const limited = useTestApp({ limits: { forgotMessagePerAddress: { max: 2, windowMs: 3_600_000 } } });
  const send = (
    payload: Record<string, unknown>,
    headers: Record<string, string> = inEnglish,
    address = "203.0.113.7",
  ) =>
    limited.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password/message",
      payload,
      headers,
      remoteAddress: address,
    });
  const valid = { account: "somchai.shop", phone: "081-234-5678", message: "I forgot my password" };

  it("reaches the operators' inbox with the account name and phone given, and nothing about the account is told", async () => {
    const sent = await send(valid, inEnglish, "203.0.113.1");
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toBe(en("support.forgot.sent"));
    const operator = await operatorToken(limited.app, limited.database.db);
    const inbox = await limited.app.inject({
      method: "GET",
      url: "/api/admin/support-messages?status=open",
      headers: { authorization: `Bearer ${operator}` },
    });
    const item = inbox.json().data.items.find((row: { message: string }) => row.message === valid.message);
    expect(item).toMatchObject({
      seller_id: null,
      seller_account: "somchai.shop",
      contact_phone: "081-234-5678",
      status: "open",
      language: "en",
    });
    // An operator answers it (by phone); the answer is kept, and no account is notified.
    const answer = await limited.app.inject({
      method: "POST",
      url: `/api/admin/support-messages/${item.id}/answer`,
      payload: { message: "Called back; password reset." },
      headers: { authorization: `Bearer ${operator}`, "idempotency-key": crypto.randomUUID() },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.status).toBe("answered");
  });

  it("refuses an empty account, a bad phone and an empty text, in the writer's language", async () => {
    for (const [payload, key] of [
      [{ ...valid, account: " " }, "support.forgot.accountRequired"],
      [{ ...valid, phone: "12" }, "support.forgot.phoneInvalid"],
      [{ ...valid, message: "" }, "support.contact.messageRequired"],
      [{ ...valid, message: "x".repeat(2001) }, "support.contact.messageTooLong"],
    ] as const) {
      const thai = await send(payload, inThai, "203.0.113.2");
      expect(thai.statusCode, JSON.stringify(payload)).toBe(422);
      expect(thai.body).toContain(th(key));
    }
    const english = await send({ ...valid, phone: "abc" }, inEnglish, "203.0.113.2");
    expect(english.body).toContain(en("support.forgot.phoneInvalid"));
  });

  it("takes a few messages an hour from one address, then says so; another address still writes", async () => {
    expect((await send(valid, inThai, "203.0.113.3")).statusCode).toBe(201);
    expect((await send(valid, inThai, "203.0.113.3")).statusCode).toBe(201);
    const third = await send(valid, inThai, "203.0.113.3");
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(th("support.forgot.tooMany"));
    expect((await send(valid, inThai, "203.0.113.4")).statusCode).toBe(201);
  });
});
