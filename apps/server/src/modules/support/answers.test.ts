import { describe, expect, it } from "vitest";
import { en, signedInSeller, useTestApp } from "../../test/app";
import { chooseLanguage, notificationsOf, setToggles } from "../../test/notifications";
import { signedInOperator } from "../../test/operator";
import { call } from "../../test/wallet";

const t = useTestApp();

async function sellerWithMessage(message: string) {
  const seller = await signedInSeller(t.app);
  const sent = await call(t.app, seller.token, "POST", "/api/system/contact-support", { message });
  expect(sent.statusCode).toBe(201);
  return { ...seller, messageId: sent.json().data.id as number };
}

const inbox = async (token: string, status?: string) =>
  (await call(t.app, token, "GET", `/api/admin/support-messages${status ? `?status=${status}` : ""}`)).json()
    .data;

describe("operators answer sellers' messages", () => {
  it("keeps a message open until answered; the answer reaches the seller as a notification and in the conversation", async () => {
    const seller = await sellerWithMessage("ยอดเติมเงินเมื่อวานยังไม่เข้า");
    await chooseLanguage(t.app, seller.token, "th");
    // Silencing system notifications does not silence an answer to the seller's own question.
    await setToggles(t.app, seller.token, { system: false });
    const operator = await signedInOperator(t.app, t.database.db);

    const open = await inbox(operator.token);
    expect(open.items.map((item: { id: number }) => item.id)).toContain(seller.messageId);
    expect(open.items.every((item: { status: string }) => item.status === "open")).toBe(true);
    const openBefore = open.open_count as number;

    const answer = "ได้รับยอดแล้วครับ ยอดเงินจะเข้าภายในวันนี้\nขออภัยในความล่าช้า";
    const answered = await call(
      t.app,
      operator.token,
      "POST",
      `/api/admin/support-messages/${seller.messageId}/answer`,
      { message: `  ${answer}  ` },
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json().message).toBe(en("support.answer.sent"));
    expect(answered.json().data).toMatchObject({
      id: seller.messageId,
      seller_account: seller.account,
      status: "answered",
      answer,
      answered_at: expect.any(String),
    });

    const after = await inbox(operator.token);
    expect(after.items.map((item: { id: number }) => item.id)).not.toContain(seller.messageId);
    expect(after.open_count).toBe(openBefore - 1);
    const done = await inbox(operator.token, "answered");
    expect(done.items[0]).toMatchObject({ id: seller.messageId, status: "answered", answer });
    const all = await inbox(operator.token, "all");
    expect(all.total).toBeGreaterThanOrEqual(done.total + after.total);

    const [notification] = await notificationsOf(t.app, seller.token, "system");
    expect(notification).toMatchObject({
      title: "ฝ่ายบริการลูกค้าตอบข้อความของคุณแล้ว",
      message: answer,
      is_read: false,
      data: { system_type: "support_answer", support_message_id: seller.messageId },
    });

    const conversation = await call(t.app, seller.token, "GET", "/api/system/support-messages");
    expect(conversation.statusCode).toBe(200);
    expect(conversation.json().data.items).toEqual([
      {
        id: seller.messageId,
        message: "ยอดเติมเงินเมื่อวานยังไม่เข้า",
        created_at: expect.any(String),
        status: "answered",
        answer,
        answered_at: answered.json().data.answered_at,
      },
    ]);

    const [entry] = (
      await call(t.app, operator.token, "GET", "/api/admin/audit-log?act=support_message.answer")
    ).json().data.entries;
    expect(entry).toMatchObject({ target_id: String(seller.messageId) });
  });

  it("answers a message once: a second answer is refused and changes nothing", async () => {
    const seller = await sellerWithMessage("Where is my withdrawal?");
    const operator = await signedInOperator(t.app, t.database.db);
    const url = `/api/admin/support-messages/${seller.messageId}/answer`;
    expect(
      (await call(t.app, operator.token, "POST", url, { message: "It is paid today." })).statusCode,
    ).toBe(200);
    const again = await call(t.app, operator.token, "POST", url, { message: "Something else" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(en("support.answer.alreadyAnswered"));
    const conversation = (await call(t.app, seller.token, "GET", "/api/system/support-messages")).json().data;
    expect(conversation.items[0].answer).toBe("It is paid today.");
    expect(await notificationsOf(t.app, seller.token, "system")).toHaveLength(1);
  });

  it.each([
    ["an empty answer", { message: "   " }, 422, "support.answer.required"],
    ["an answer over 2000 characters", { message: "ก".repeat(2001) }, 422, "support.answer.tooLong"],
    ["an unknown field", { message: "ok", status: "answered" }, 422, "validation.unknownField"],
  ])("refuses %s and leaves the message open", async (_name, payload, status, key) => {
    const seller = await sellerWithMessage("Help please");
    const operator = await signedInOperator(t.app, t.database.db);
    const refused = await call(
      t.app,
      operator.token,
      "POST",
      `/api/admin/support-messages/${seller.messageId}/answer`,
      payload,
    );
    expect(refused.statusCode).toBe(status);
    expect(refused.json().message).toContain(en(key).split("{{")[0]);
    const conversation = (await call(t.app, seller.token, "GET", "/api/system/support-messages")).json().data;
    expect(conversation.items[0]).toMatchObject({ status: "open", answer: null });
    expect(await notificationsOf(t.app, seller.token, "system")).toHaveLength(0);
  });

  it("answers only a message that exists, only for operators; a seller reads only their own conversation", async () => {
    const seller = await sellerWithMessage("Mine");
    const other = await sellerWithMessage("Not yours");
    const operator = await signedInOperator(t.app, t.database.db);
    const missing = await call(t.app, operator.token, "POST", "/api/admin/support-messages/999999/answer", {
      message: "hello",
    });
    expect(missing.statusCode).toBe(404);
    const bySeller = await call(
      t.app,
      seller.token,
      "POST",
      `/api/admin/support-messages/${other.messageId}/answer`,
      { message: "hello" },
    );
    expect(bySeller.statusCode).toBe(403);
    const own = (await call(t.app, seller.token, "GET", "/api/system/support-messages")).json().data;
    expect(own.items.map((item: { message: string }) => item.message)).toEqual(["Mine"]);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/system/support-messages" });
    expect(anonymous.statusCode).toBe(401);
  });
});
