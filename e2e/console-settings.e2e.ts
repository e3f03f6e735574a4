import { REJECT_REASON_MAX_LENGTH } from "@seller/contract/verification";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { uniqueAccount } from "./support/browser";
import { expectAccessible, openScreen, shot, signInToConsole, useConsoleBrowser } from "./support/console";
import { operatorToken } from "./support/operator";
import { apiOf, registeredSeller, submitIdentity } from "./support/store";

const openConsole = useConsoleBrowser();
const call = <T>(path: string, init: Parameters<ReturnType<typeof apiOf>>[1] = {}) =>
  apiOf(inject("baseUrl"))<T>(path, init);

type Settings = Record<string, string | number>;

async function saveSettings(page: Page) {
  await page.locator("form").getByRole("button", { name: "Save" }).click();
  const confirm = page.locator(".ant-modal-confirm");
  await confirm.waitFor();
  const summary = await confirm.textContent();
  await confirm.getByRole("button", { name: "Save" }).click();
  await page.locator(".ant-message-success").waitFor();
  return summary;
}

/** A seller whose identity waits for review, with the real name the operator reads. */
async function sellerAwaitingReview(prefix: string, realName: string) {
  const account = uniqueAccount(prefix);
  const { token } = await registeredSeller(inject("baseUrl"), account);
  await submitIdentity(inject("baseUrl"), token, realName);
  return { account, token };
}

describe("the console's settings and identity reviews", () => {
  it("keeps digit-only payment settings exactly as typed, and refuses what the server would refuse", async () => {
    const token = await operatorToken();
    const before = await call<Settings>("/admin/settings", { token });
    const { page, errors } = await openConsole("en");
    await signInToConsole(page);
    await openScreen(page, "/settings");
    await page.locator("#promptPayId").fill("12345");
    await page.locator("#platformBankAccountNumber").fill("12ab");
    // The number boxes hold the contract's bounds: 101 withdrawals a day becomes the most allowed, 100.
    await page.locator("#withdrawalDailyLimit").fill("101");
    await page.locator("#withdrawalDailyLimit").press("Tab");
    expect(await page.locator("#withdrawalDailyLimit").inputValue()).toBe("100");
    await page.locator("form").getByRole("button", { name: "Save" }).click();
    // The form says what the contract says; nothing is sent.
    const explain = page.locator(".ant-form-item-explain-error");
    await expect
      .poll(() => explain.allTextContents())
      .toEqual(
        expect.arrayContaining([
          "Enter a mobile number (10 digits starting with 0) or a 13-digit tax ID, or leave it empty to turn PromptPay off",
          "Enter digits (spaces or dashes allowed between them), at most 30 characters",
        ]),
      );
    expect(await page.locator(".ant-modal-confirm").count()).toBe(0);
    await shot(page, "en-settings-refused");
    await expectAccessible(page, "settings with errors");

    await page.locator("#withdrawalDailyLimit").fill(String(before.withdrawalDailyLimit));
    await page.locator("#promptPayId").fill("1234567890121");
    await page.locator("#platformBankAccountNumber").fill("1234567890");
    await page.locator("#platformBankAccountName").fill("12345");
    await page.locator("#withdrawalProcessingText").fill("12345");
    const summary = await saveSettings(page);
    expect(summary).toContain("1234567890121");
    await page.reload();
    await openScreen(page, "/settings");
    expect(await page.locator("#promptPayId").inputValue()).toBe("1234567890121");
    expect(await page.locator("#platformBankAccountNumber").inputValue()).toBe("1234567890");
    expect(await page.locator("#platformBankAccountName").inputValue()).toBe("12345");
    expect(await page.locator("#withdrawalProcessingText").inputValue()).toBe("12345");
    expect(await call<Settings>("/admin/settings", { token })).toMatchObject({
      promptPayId: "1234567890121",
      platformBankAccountNumber: "1234567890",
      platformBankAccountName: "12345",
      withdrawalProcessingText: "12345",
    });
    await shot(page, "en-settings-kept");
    await expectAccessible(page, "settings");
    // The other browser tests expect the suite's payment configuration.
    await call("/admin/settings", {
      method: "PUT",
      token,
      body: {
        promptPayId: before.promptPayId,
        platformBankAccountNumber: before.platformBankAccountNumber,
        platformBankAccountName: before.platformBankAccountName,
        withdrawalProcessingText: before.withdrawalProcessingText,
      },
    });
    expect(errors).toEqual([]);
  });

  for (const language of ["en", "th"] as const) {
    it(`asks to reject when rejecting an identity and to approve when approving, in ${language}`, async () => {
      const words = {
        en: {
          review: "Review",
          approve: "Approve",
          reject: "Reject",
          cancel: "Cancel",
          approveQuestion: "Approve Somchai Jaidee as the identity of",
          rejectQuestion: "Reject Somchai Jaidee as the identity of",
        },
        th: {
          review: "ตรวจสอบ",
          approve: "อนุมัติ",
          reject: "ปฏิเสธ",
          cancel: "ยกเลิก",
          approveQuestion: "อนุมัติ Somchai Jaidee เป็นตัวตนของ",
          rejectQuestion: "ปฏิเสธ Somchai Jaidee เป็นตัวตนของ",
        },
      }[language];
      const rejected = await sellerAwaitingReview("idreject", "Somchai Jaidee");
      const approved = await sellerAwaitingReview("idapprove", "Somchai Jaidee");
      const { page, errors } = await openConsole(language);
      await signInToConsole(page);

      await openScreen(page, "/queues/verifications");
      await page
        .locator("tr.ant-table-row", { hasText: rejected.account })
        .getByRole("button", { name: words.review })
        .click();
      const drawer = page.locator(".ant-drawer");
      await drawer.getByRole("button", { name: words.reject }).click();
      const rejectDialog = page.locator(".ant-modal").filter({ has: page.locator("textarea") });
      await rejectDialog.waitFor();
      const rejectText = (await rejectDialog.textContent()) ?? "";
      expect(rejectText).toContain(`${words.rejectQuestion} ${rejected.account}`);
      expect(rejectText).not.toContain(words.approveQuestion);
      await shot(page, `${language}-identity-reject-dialog`);
      await expectAccessible(page, "identity reject dialog", ".ant-modal");
      // The reason stops at the route's bound (the contract's REJECT_REASON_MAX_LENGTH), with a count.
      await rejectDialog.locator("textarea").fill("x".repeat(REJECT_REASON_MAX_LENGTH + 20));
      expect(await rejectDialog.locator("textarea").inputValue()).toHaveLength(REJECT_REASON_MAX_LENGTH);
      expect(await rejectDialog.textContent()).toContain(
        `${REJECT_REASON_MAX_LENGTH} / ${REJECT_REASON_MAX_LENGTH}`,
      );
      await rejectDialog.locator("textarea").fill("The photo of the card is blurred");
      await rejectDialog.getByRole("button", { name: words.reject }).click();
      await page.locator(".ant-message-success").waitFor();
      expect(
        await call<{ status: string; reject_reason: string | null }>("/sellers/verification", {
          token: rejected.token,
        }),
      ).toMatchObject({ status: "rejected", reject_reason: "The photo of the card is blurred" });

      await openScreen(page, "/queues/verifications");
      await page
        .locator("tr.ant-table-row", { hasText: approved.account })
        .getByRole("button", { name: words.review })
        .click();
      await drawer.getByRole("button", { name: words.approve }).click();
      const approveDialog = page.locator(".ant-modal-confirm");
      await approveDialog.waitFor();
      const approveText = (await approveDialog.textContent()) ?? "";
      expect(approveText).toContain(`${words.approveQuestion} ${approved.account}`);
      expect(approveText).not.toContain(words.rejectQuestion);
      await shot(page, `${language}-identity-approve-dialog`);
      await approveDialog.getByRole("button", { name: words.approve }).click();
      await page.locator(".ant-message-success").waitFor();
      expect(
        await call<{ status: string }>("/sellers/verification", { token: approved.token }),
      ).toMatchObject({
        status: "verified",
      });
      expect(errors).toEqual([]);
    });
  }
});
