import { describe, expect, it } from "vitest";
import { en, inEnglish, register, useTestApp } from "../../test/app";
import { setSetting } from "../system/service";

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
        data: { customer_service_url: SUPPORT_URL },
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
    expect(response.json().data).toEqual({ customer_service_url: null });
  });
});
