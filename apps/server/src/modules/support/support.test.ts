import { describe, expect, it } from "vitest";
import { en, inEnglish, signedInSeller, useTestApp } from "../../test/app";
import { signedInOperator } from "../../test/operator";
import { call } from "../../test/wallet";

const t = useTestApp();

const ENTRY = {
  title: { th: "ถอนเงินอย่างไร", en: "How to withdraw", "zh-CN": "如何提现", "zh-TW": "如何提領" },
  body: {
    th: "เพิ่มบัตรธนาคารแล้วกดถอนเงิน",
    en: "Add a bank card, then tap Withdraw.",
    "zh-CN": "添加银行卡后点击提现。",
    "zh-TW": "新增銀行卡後點擊提領。",
  },
  position: 1,
};

const read = (language: string) =>
  t.app.inject({ method: "GET", url: "/api/system/help-center", headers: { "x-app-language": language } });

describe("the help centre", () => {
  it("is written by operators in four languages and read by anyone in theirs", async () => {
    const operator = await signedInOperator(t.app, t.database.db);
    const created = await call(t.app, operator.token, "POST", "/api/admin/help-center", ENTRY);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ ...ENTRY, updated_by_operator_id: operator.id });
    const id = created.json().data.id as number;

    const inThai = (await read("th")).json().data.entries;
    expect(inThai).toContainEqual(
      expect.objectContaining({ id, title: ENTRY.title.th, body: ENTRY.body.th }),
    );
    const inChinese = (await read("zh-TW")).json().data.entries;
    expect(inChinese).toContainEqual(expect.objectContaining({ id, title: "如何提領" }));

    const edited = await call(t.app, operator.token, "PUT", `/api/admin/help-center/${id}`, {
      ...ENTRY,
      title: { ...ENTRY.title, en: "Withdrawing money" },
    });
    expect(edited.statusCode).toBe(200);
    expect((await read("en")).json().data.entries).toContainEqual(
      expect.objectContaining({ id, title: "Withdrawing money" }),
    );

    const removed = await call(t.app, operator.token, "DELETE", `/api/admin/help-center/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await read("en")).json().data.entries.map((entry: { id: number }) => entry.id)).not.toContain(id);
    expect((await call(t.app, operator.token, "DELETE", `/api/admin/help-center/${id}`)).statusCode).toBe(
      404,
    );
  });

  it("lists entries by position", async () => {
    const operator = await signedInOperator(t.app, t.database.db);
    const second = await call(t.app, operator.token, "POST", "/api/admin/help-center", {
      ...ENTRY,
      position: 20,
    });
    const first = await call(t.app, operator.token, "POST", "/api/admin/help-center", {
      ...ENTRY,
      position: 10,
    });
    const ids = (await read("en")).json().data.entries.map((entry: { id: number }) => entry.id);
    expect(ids.indexOf(first.json().data.id)).toBeLessThan(ids.indexOf(second.json().data.id));
  });

  it("refuses an entry missing a language, and changes nothing", async () => {
    const operator = await signedInOperator(t.app, t.database.db);
    const before = (await call(t.app, operator.token, "GET", "/api/admin/help-center")).json().data.entries
      .length;
    const { "zh-TW": _missing, ...threeLanguages } = ENTRY.title;
    const response = await call(t.app, operator.token, "POST", "/api/admin/help-center", {
      ...ENTRY,
      title: threeLanguages,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en("support.help.titleRequired"));
    expect(
      (await call(t.app, operator.token, "GET", "/api/admin/help-center")).json().data.entries,
    ).toHaveLength(before);
  });

  it("is written only by operators", async () => {
    const seller = await signedInSeller(t.app);
    expect((await call(t.app, seller.token, "POST", "/api/admin/help-center", ENTRY)).statusCode).toBe(403);
    expect((await call(t.app, seller.token, "PUT", "/api/admin/help-center/1", ENTRY)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "DELETE", url: "/api/admin/help-center/1" })).statusCode).toBe(401);
  });

  it("answers 404 for an entry that does not exist", async () => {
    const operator = await signedInOperator(t.app, t.database.db);
    expect(
      (await call(t.app, operator.token, "PUT", "/api/admin/help-center/999999", ENTRY)).statusCode,
    ).toBe(404);
    expect((await call(t.app, operator.token, "PUT", "/api/admin/help-center/01", ENTRY)).statusCode).toBe(
      404,
    );
  });
});

describe("version and customer service", () => {
  it("tells the version v1.0.0 and the build", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/system/version" });
    expect(response.json().data).toEqual({ version: "v1.0.0", build: expect.any(String) });
  });

  it("has no customer-service link unless one is configured", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/system/customer-service" });
    expect(response.json().data).toEqual({ url: null });
  });
});

describe("contacting support", () => {
  it("keeps a signed-in seller's message for the operators, with the language it was written in", async () => {
    const seller = await signedInSeller(t.app);
    const sent = await call(
      t.app,
      seller.token,
      "POST",
      "/api/system/contact-support",
      {
        message: "My top-up from yesterday has not arrived.\nReference 1234.",
      },
      { "x-app-language": "th" },
    );
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toEqual({ id: expect.any(Number), created_at: expect.any(String) });

    const operator = await signedInOperator(t.app, t.database.db);
    const list = await call(t.app, operator.token, "GET", "/api/admin/support-messages");
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items[0]).toEqual({
      id: sent.json().data.id,
      seller_id: seller.id,
      seller_account: seller.account,
      contact_phone: null,
      message: "My top-up from yesterday has not arrived.\nReference 1234.",
      language: "th",
      created_at: sent.json().data.created_at,
      status: "open",
      answer: null,
      answered_at: null,
    });
  });

  it.each([
    ["an empty message", { message: "   " }, "support.contact.messageRequired"],
    ["a message over 2000 characters", { message: "ก".repeat(2001) }, "support.contact.messageTooLong"],
    ["control characters", { message: "hello\u0000" }, "security.controlCharacters"],
  ])("refuses %s", async (_name, payload, messageKey) => {
    const seller = await signedInSeller(t.app);
    const response = await call(t.app, seller.token, "POST", "/api/system/contact-support", payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(en(messageKey));
  });

  it("needs a seller to send and an operator to read", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/system/contact-support",
      payload: { message: "hi" },
      headers: inEnglish,
    });
    expect(anonymous.statusCode).toBe(401);
    const seller = await signedInSeller(t.app);
    expect((await call(t.app, seller.token, "GET", "/api/admin/support-messages")).statusCode).toBe(403);
  });
});

describe("the limit on support messages", () => {
  const limited = useTestApp({ limits: { contactSupportPerSeller: { max: 2, windowMs: 60_000 } } });

  it("lets a seller send a few an hour, then asks them to wait, and stores nothing more", async () => {
    const seller = await signedInSeller(limited.app);
    const send = (message: string) =>
      call(limited.app, seller.token, "POST", "/api/system/contact-support", { message });
    expect((await send("first")).statusCode).toBe(201);
    expect((await send("second")).statusCode).toBe(201);
    const third = await send("third");
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(en("support.contact.tooMany"));
    const operator = await signedInOperator(limited.app, limited.database.db);
    const list = await call(limited.app, operator.token, "GET", "/api/admin/support-messages");
    expect(list.json().data.items.map((item: { message: string }) => item.message)).toEqual([
      "second",
      "first",
    ]);
  });
});
