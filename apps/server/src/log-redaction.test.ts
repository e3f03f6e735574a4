import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loggableError, loggableUrl, loggerOptions } from "./lib/log";
import { bearer, inEnglish, register, signIn, useTestApp } from "./test/app";
import { signedInOperator } from "./test/operator";
import { uploadIdImage } from "./test/uploads";
import { submitVerification, uniqueThaiId } from "./test/verification";
import { call, fund, TEST_PROMPTPAY_ID } from "./test/wallet";

/** Every line the server logs, at the most talkative level. */
const lines: string[] = [];
const capture = { write: (line: string) => lines.push(line) };

const CARD = "4556737586899855";
const FAILING_CARD = "5105105105105100";
const t = useTestApp({
  promptPayId: TEST_PROMPTPAY_ID,
  logger: loggerOptions("trace", capture),
  setup: (app) => {
    // A database error that quotes a card number in its own message and carries it as a parameter.
    app.get("/api/test/database-failure", async () => {
      await app.db.execute(sql`select ${FAILING_CARD}::int`);
      return {};
    });
  },
});

describe("what the logs never carry", () => {
  it("drives sign-in, verification, bank card, withdrawal and file calls; no secret reaches the log", async () => {
    const password = "Lg-seller-pass-81";
    const withdrawPassword = "Lg-withdraw-pass-82";
    const idNumber = uniqueThaiId();
    const seller = await register(t.app, undefined, password);
    await signIn(t.app, seller.account, "Lg-wrong-pass-83");
    const signin = await signIn(t.app, seller.account, password);
    const token = signin.json().data.token as string;
    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      headers: bearer(token),
    });
    const sellerToken = refreshed.json().data.token as string;

    const front = await uploadIdImage(t.app, sellerToken, "front");
    const back = await uploadIdImage(t.app, sellerToken, "back");
    const submitted = await submitVerification(t.app, sellerToken, {
      real_name: "Somchai Jaidee",
      id_card_number: idNumber,
      id_card_front_url: front.url,
      id_card_back_url: back.url,
    });
    const operator = await signedInOperator(t.app, t.database.db);
    const verificationId = submitted.json().data.id;
    await call(t.app, operator.token, "GET", `/api/admin/verifications/${verificationId}`);
    await call(t.app, operator.token, "POST", `/api/admin/verifications/${verificationId}/approve`, {});
    await t.app.inject({ method: "GET", url: front.url, headers: bearer(sellerToken) });
    await t.app.inject({ method: "GET", url: back.url, headers: bearer(operator.token) });
    await t.app.inject({ method: "GET", url: `${front.url}?access=capability-${idNumber}` });

    await call(t.app, sellerToken, "POST", "/api/sellers/bank-cards", {
      bank_name: "Kasikornbank",
      card_number: CARD,
      card_holder_name: "Somchai Jaidee",
      withdraw_password: withdrawPassword,
    });
    await fund(t.app, sellerToken, "10000");
    await call(t.app, sellerToken, "POST", "/api/sellers/wallet/withdraw", {
      amount: "5000",
      withdraw_password: "Lg-wrong-withdraw-84",
    });
    await call(t.app, sellerToken, "POST", "/api/sellers/wallet/withdraw", {
      amount: "5000",
      withdraw_password: withdrawPassword,
    });
    await call(t.app, operator.token, "GET", "/api/admin/withdrawals?status=pending");
    const failure = await t.app.inject({
      method: "GET",
      url: "/api/test/database-failure",
      headers: inEnglish,
    });
    expect(failure.statusCode).toBe(500);

    const log = lines.join("");
    // The calls were logged: requests, the 500 with its error, at trace level.
    expect(log).toContain("/api/sellers/bank-cards");
    expect(log).toContain("request failed");
    expect(log).toContain("for type integer");
    for (const secret of [
      password,
      "Lg-wrong-pass-83",
      withdrawPassword,
      "Lg-wrong-withdraw-84",
      token,
      sellerToken,
      operator.token,
      "reviewer-secret",
      CARD,
      FAILING_CARD,
      idNumber,
      "access=capability",
    ]) {
      expect(log, `the log carries ${secret}`).not.toContain(secret);
    }
  });
});

describe("the log's serializers", () => {
  it("keeps harmless query values and replaces every other", () => {
    expect(loggableUrl("/api/admin/withdrawals?status=pending&page=2")).toBe(
      "/api/admin/withdrawals?status=pending&page=2",
    );
    expect(loggableUrl("/api/files/x?access=1700000000.s5.abcdef&token=t")).toBe(
      "/api/files/x?access=%5Bredacted%5D&token=%5Bredacted%5D",
    );
  });

  it("cuts a failed query's parameters and long digit runs from an error and its cause", () => {
    const cause = Object.assign(new Error(`invalid input syntax for type integer: "${CARD}"`), {
      code: "22P02",
      detail: `Failing row contains (1, ${CARD}).`,
    });
    const error = new Error(`Failed query: insert into bank_cards values ($1, $2)\nparams: 100001,${CARD}`, {
      cause,
    });
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain(CARD);
    expect(logged).not.toContain("Failing row");
    expect(logged).toContain("insert into bank_cards");
    expect(logged).toContain("22P02");
  });
});
