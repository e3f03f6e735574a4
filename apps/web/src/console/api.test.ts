// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import * as mini from "zod/mini";
import { api, ConsoleApiError } from "./api";
import { chooseConsoleLanguage, initConsoleI18n, text } from "./i18n";

const dashboardLike = z.object({ queue: z.string(), waiting: z.number().int() });

function answering(data: unknown) {
  vi.stubGlobal("fetch", async () =>
    Response.json({ success: true, data, message: "done" }, { status: 200 }),
  );
}

beforeAll(async () => {
  window.localStorage.clear();
  await initConsoleI18n();
  await chooseConsoleLanguage("en");
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the console's API calls", () => {
  it("returns the answer as its schema reads it, leaving out what the schema does not name", async () => {
    answering({ queue: "payments", waiting: 3, internal_note: "not for the screen" });
    const answer = await api("/admin/dashboard", dashboardLike);
    expect(answer).toEqual({ data: { queue: "payments", waiting: 3 }, message: "done" });
  });

  it("reads with a zod/mini schema as well", async () => {
    answering({ amount: "12.50" });
    const amount = mini.object({ amount: mini.string().check(mini.regex(/^\d+\.\d{2}$/)) });
    const { data } = await api("/x", amount);
    const typed: string = data.amount;
    expect(typed).toBe("12.50");
  });

  it("refuses an answer that does not match its schema with the server-error message in the operator's language", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    answering({ queue: "payments", waiting: "three" });
    const failure = await api("/admin/dashboard", dashboardLike).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConsoleApiError);
    expect((failure as ConsoleApiError).message).toBe(text("errors.server"));
    expect((failure as ConsoleApiError).message).toBe("Something went wrong on the server. Try again.");
    // The server answered: a repeated act is a new one (operator-act.ts), and nothing is retried.
    expect((failure as ConsoleApiError).status).toBeGreaterThan(0);
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining("/admin/dashboard"),
      expect.arrayContaining([expect.objectContaining({ path: ["waiting"] })]),
    );
  });

  it("refuses an answer with no data where the schema wants some", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    answering(undefined);
    await expect(api("/admin/dashboard", dashboardLike)).rejects.toMatchObject({
      message: "Something went wrong on the server. Try again.",
    });
  });
});
