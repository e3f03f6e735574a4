// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

/** Each test opens the console afresh, with what the operator's device saved before. */
async function openConsole(saved: Record<string, string> = {}) {
  window.localStorage.clear();
  for (const [key, value] of Object.entries(saved)) window.localStorage.setItem(key, value);
  vi.resetModules();
  const entry = await import("./i18n");
  await entry.initConsoleI18n();
  return entry;
}

describe("the operator console's language", () => {
  beforeEach(() => {
    document.documentElement.lang = "";
    document.title = "";
  });

  it("starts in Thai, the default, and names the tab in it", async () => {
    const { consoleLanguage, text } = await openConsole();
    expect(consoleLanguage()).toBe("th");
    expect(document.documentElement.lang).toBe("th");
    expect(document.title).toBe(text("app.title"));
    expect(document.title).not.toBe("app.title");
    expect(window.localStorage.getItem("console_language")).toBeNull();
  });

  it("keeps its own choice, apart from the seller app's on the same device", async () => {
    const { consoleLanguage } = await openConsole({ app_language: "en" });
    expect(consoleLanguage()).toBe("th");
    const again = await openConsole({ console_language: "en", app_language: "zh-CN" });
    expect(again.consoleLanguage()).toBe("en");
    expect(document.title).toBe("Operator console");
  });

  it("starts in Thai when the saved language is not one the console speaks", async () => {
    const { consoleLanguage } = await openConsole({ console_language: "de" });
    expect(consoleLanguage()).toBe("th");
  });

  it("switches the texts and the tab's name when an operator chooses, and saves the choice", async () => {
    const { chooseConsoleLanguage, text } = await openConsole();
    await chooseConsoleLanguage("en");
    expect(text("app.logout")).toBe("Sign out");
    expect(document.title).toBe("Operator console");
    expect(document.documentElement.lang).toBe("en");
    expect(window.localStorage.getItem("console_language")).toBe("en");
  });
});
