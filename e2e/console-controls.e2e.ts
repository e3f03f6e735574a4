import { describe, expect, inject, it } from "vitest";
import { PASSWORD } from "./support/auth";
import { uniqueAccount } from "./support/browser";
import { openScreen, signInThroughConsoleForm, signInToConsole, useConsoleBrowser } from "./support/console";
import { apiOf } from "./support/store";

/**
 * The console's controls over sellers that no other browser test clicks (e2e/CONTROLS.md):
 * each is clicked here, its effect read back from the API, and a page error fails the test.
 */
const openConsole = useConsoleBrowser();
const call = <T>(path: string, init: Parameters<ReturnType<typeof apiOf>>[1] = {}) =>
  apiOf(inject("baseUrl"))<T>(path, init);

async function newSeller(prefix: string) {
  const account = uniqueAccount(prefix);
  await call("/sellers/register", { method: "POST", body: { account, password: PASSWORD } });
  const signIn = () =>
    call<{ token: string }>("/sellers/signin", { method: "POST", body: { account, password: PASSWORD } });
  const { token } = await signIn();
  const { id } = await call<{ id: number }>("/sellers/profile", { token });
  return { account, token, id, signIn };
}

describe("the console's controls over sellers", () => {
  it("suspends a seller with a reason, who then cannot sign in, and reactivates them", async () => {
    const seller = await newSeller("suspend");
    const { page, errors } = await openConsole("en");
    await signInToConsole(page);

    await page.goto(`/admin/sellers/${seller.id}`);
    // The profile names the seller's language as a person would, and says when they joined.
    const profile = page.locator(".ant-descriptions").first();
    await profile.waitFor();
    expect(await profile.locator(".ant-descriptions-item", { hasText: "Language" }).textContent()).toMatch(
      /^Language\s*(ไทย|English|简体中文|繁體中文)$/,
    );
    expect(await profile.textContent()).toContain("Joined");
    await page.getByRole("button", { name: "Suspend" }).click();
    const suspend = page.locator(".ant-modal", { hasText: "Suspend this seller" });
    await suspend.locator("textarea").fill("Reported for selling counterfeit goods");
    await suspend.getByRole("button", { name: "Suspend" }).click();
    await page.locator(".ant-message-success").waitFor();
    await expect(seller.signIn()).rejects.toThrow(/\/sellers\/signin: 4\d\d/);

    await page.getByRole("button", { name: "Reactivate" }).click();
    const reactivate = page.locator(".ant-modal", { hasText: "Reactivate this seller" });
    await reactivate.locator("textarea").fill("The report was mistaken");
    await reactivate.getByRole("button", { name: "Reactivate" }).click();
    await page.locator(".ant-message-success").last().waitFor();
    await expect.poll(async () => Boolean((await seller.signIn()).token)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("sends an announcement to one seller, who reads it among their notifications", async () => {
    const seller = await newSeller("announce");
    const title = `ประกาศ ${Date.now().toString(36)}`;
    const { page, errors } = await openConsole("en");
    await signInToConsole(page);

    await openScreen(page, "/announcements");
    // Empty: the Thai title and message are required, each said so plainly (English is optional).
    await page.locator("form").getByRole("button", { name: "Send" }).click();
    await expect
      .poll(() => page.locator(".ant-form-item-explain-error").allTextContents())
      .toEqual(["Required.", "Required."]);
    await page.getByLabel("One seller").check();
    await page.locator("#seller_id").fill(String(seller.id));
    await page.locator("#title").fill(title);
    await page.locator("#message").fill("ร้านค้าจะปิดปรับปรุงคืนนี้");
    await page.locator("form").getByRole("button", { name: "Send" }).click();
    const confirm = page.locator(".ant-modal-confirm");
    await expect.poll(() => confirm.textContent()).toContain(`seller ${seller.id}`);
    await confirm.getByRole("button", { name: "Send" }).click();
    await confirm.waitFor({ state: "hidden" });
    // The console's answer: a refusal would say why here rather than time out.
    const answer = page.locator(".ant-message-notice").last();
    await answer.waitFor();
    expect(await answer.locator(".ant-message-success").count(), (await answer.textContent()) ?? "").toBe(1);

    await expect
      .poll(async () =>
        JSON.stringify(
          await call<unknown>("/sellers/notifications?page=1&per_page=20", { token: seller.token }),
        ),
      )
      .toContain(title);
    expect(errors).toEqual([]);
  });

  it("signs the operator out from the header, back to the sign-in page", async () => {
    const { page, errors } = await openConsole("en");
    await signInThroughConsoleForm(page);
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/admin\/sign-in/);
    await page.goto("/admin/queues/recharges");
    await page.waitForURL(/\/admin\/sign-in/);
    expect(errors).toEqual([]);
  });
});
