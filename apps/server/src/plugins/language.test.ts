import { translate } from "@seller/contract/messages";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app";

const t = useTestApp();

async function messageFor(headers: Record<string, string>) {
  const response = await t.app.inject({ method: "GET", url: "/api/sellers/profile", headers });
  return response.json().message as string;
}

const TOKEN_MISSING = {
  th: translate("th", "server.tokenMissing"),
  en: translate("en", "server.tokenMissing"),
  "zh-CN": translate("zh-CN", "server.tokenMissing"),
  "zh-TW": translate("zh-TW", "server.tokenMissing"),
};

describe("the language of messages", () => {
  it("speaks Thai when the caller names no language", async () => {
    expect(await messageFor({})).toBe(TOKEN_MISSING.th);
  });

  it.each(Object.entries(TOKEN_MISSING))(
    "speaks %s when the app's language header asks for it",
    async (language, text) => {
      expect(await messageFor({ "x-app-language": language })).toBe(text);
    },
  );

  it.each([
    ["en-US,en;q=0.9", TOKEN_MISSING.en],
    ["zh-CN,zh;q=0.9", TOKEN_MISSING["zh-CN"]],
    ["zh-TW", TOKEN_MISSING["zh-TW"]],
    ["zh-Hant-HK", TOKEN_MISSING["zh-TW"]],
    ["th-TH", TOKEN_MISSING.th],
    ["fr-FR,de;q=0.5", TOKEN_MISSING.th],
  ])("follows the browser's Accept-Language %s", async (acceptLanguage, text) => {
    expect(await messageFor({ "accept-language": acceptLanguage })).toBe(text);
  });

  it("prefers the app's language header over Accept-Language", async () => {
    expect(await messageFor({ "x-app-language": "zh-TW", "accept-language": "en-US" })).toBe(
      TOKEN_MISSING["zh-TW"],
    );
  });

  it("ignores an unknown language header and falls back to Accept-Language", async () => {
    expect(await messageFor({ "x-app-language": "klingon", "accept-language": "en" })).toBe(TOKEN_MISSING.en);
  });

  it("answers validation problems in the caller's language too", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sellers/register",
      headers: { "x-app-language": "zh-CN" },
      payload: { account: "somchai", password: "123" },
    });
    expect(response.json().message).toBe(translate("zh-CN", "validation.passwordTooShort"));
  });
});
