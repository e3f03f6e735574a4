import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { registerSeller, signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { expectAccessible } from "./support/console";
import { idCardPng } from "./support/images";
import {
  approveVerification,
  operatorToken,
  pendingVerificationOf,
  rejectVerification,
} from "./support/operator";
import { freshThaiIdNumber } from "./support/thai-id";

const openPage = useBrowser();

/** VERIFICATION_SCREENS=/tmp/screens/verification saves a screen at both phone sizes (for review). */
async function shots(page: Page, name: string) {
  const folder = process.env.VERIFICATION_SCREENS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const size of [
    { width: 360, height: 640 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${folder}/${name}-${size.width}.png`, fullPage: true });
  }
}

async function signedInSeller(language?: "en") {
  const account = uniqueAccount("verify");
  await registerSeller(account);
  const opened = await openPage();
  // The interface language comes from the saved choice (app_language), not the browser's locale.
  if (language)
    await opened.context.addInitScript((value) => localStorage.setItem("app_language", value), language);
  await signInToProfile(opened.page, account);
  return { ...opened, account };
}

function statusIs(page: Page, status: string) {
  return page.locator(`[data-testid="verification-status"][data-status="${status}"]`).waitFor();
}

async function uploadBothSides(page: Page): Promise<void> {
  await page
    .getByTestId("verification-front-input")
    .setInputFiles({ name: "front.png", mimeType: "image/png", buffer: idCardPng("front") });
  await uploaded(page, "front");
  await page
    .getByTestId("verification-back-input")
    .setInputFiles({ name: "back.png", mimeType: "image/png", buffer: idCardPng("back") });
  await uploaded(page, "back");
}

/** The picked file previews at once; the slot is filled only when the server has answered. */
function uploaded(page: Page, side: "front" | "back") {
  return page.locator(`[data-testid="verification-${side}-slot"][data-state="filled"]`).waitFor();
}

/**
 * True once the image has really loaded from a blob: url: the app fetched the
 * private bytes with its bearer token, since the server's url opens nothing alone.
 */
function imageLoaded(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((element) => {
    const image = element as HTMLImageElement;
    return image.src.startsWith("blob:") && image.complete && image.naturalWidth > 0;
  });
}

/** The server urls of the images this page uploads, as the upload calls answered them. */
function serverUrlsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().endsWith("/api/sellers/verification/upload") || response.status() !== 201) return;
    urls.push(new URL((await response.json()).data.url, response.url()).toString());
  });
  return urls;
}

/** The seller's bearer token as the app keeps it. */
function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => sessionStorage.getItem("token") ?? localStorage.getItem("token") ?? "");
}

describe("identity verification", () => {
  it("goes from unverified to pending, rejected with a reason, resubmitted and approved", async () => {
    const { page, account, consoleErrors } = await signedInSeller();
    const serverUrls = serverUrlsOf(page);

    // Profile: badge, tile and completion for a seller who has never submitted.
    await page.getByTestId("unverified-badge").waitFor();
    await page.getByTestId("verification-tile").waitFor();
    await expect(page.getByTestId("profile-completion").getAttribute("data-value")).resolves.toBe("0");
    await page.getByTestId("unverified-badge").click();
    await page.getByTestId("toast").getByText("กรุณายืนยันตัวตนก่อน").waitFor();
    await page.waitForURL((url) => url.pathname === "/verification");
    await statusIs(page, "unverified");

    const idNumber = freshThaiIdNumber();
    await page.getByTestId("verification-real-name").fill("สมชาย ใจดี");
    await page.getByTestId("verification-id-number").fill(idNumber);
    await uploadBothSides(page);
    await expect.poll(() => imageLoaded(page, "verification-front-preview")).toBe(true);
    // The identity image's own url opens nothing without the seller's token, and opens with it.
    await expect.poll(() => serverUrls.length).toBe(2);
    expect((await fetch(serverUrls[0] ?? "")).status).toBe(401);
    const withToken = await fetch(serverUrls[0] ?? "", {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(withToken.status).toBe(200);
    await page.getByTestId("verification-submit").click();
    await statusIs(page, "pending");

    // Back to the profile 1.5 s later; with a submission pending the badge and tile are gone.
    await page.waitForURL((url) => url.pathname === "/profile");
    await page.getByTestId("profile-completion").waitFor();
    await expect(page.getByTestId("unverified-badge").count()).resolves.toBe(0);
    await expect(page.getByTestId("verification-tile").count()).resolves.toBe(0);

    // Pending locks everything: no fields, no submit, no delete, no upload.
    await page.goto("/verification");
    await statusIs(page, "pending");
    await expect(page.getByTestId("verification-form").getAttribute("data-editable")).resolves.toBe("false");
    await expect(page.getByTestId("verification-real-name-value").textContent()).resolves.toBe("สมชาย ใจดี");
    await expect(page.getByTestId("verification-id-number-value").textContent()).resolves.toBe(
      `${idNumber.slice(0, 1)}********${idNumber.slice(-4)}`,
    );
    await expect(page.getByTestId("verification-submit").count()).resolves.toBe(0);
    await expect(page.getByTestId("verification-front-delete").count()).resolves.toBe(0);
    await expect(page.getByTestId("verification-front-input").isDisabled()).resolves.toBe(true);
    await page.getByTestId("verification-front-preview").waitFor();
    await expect.poll(() => imageLoaded(page, "verification-back-preview")).toBe(true);

    const token = await operatorToken();
    const reason = "รูปบัตรด้านหน้าไม่ชัด กรุณาถ่ายใหม่";
    await rejectVerification(token, await pendingVerificationOf(token, account), reason);

    await page.reload();
    await statusIs(page, "rejected");
    await expect(page.getByTestId("verification-reject-reason").textContent()).resolves.toContain(reason);
    await expect(page.getByTestId("verification-real-name").inputValue()).resolves.toBe("สมชาย ใจดี");
    // Only what was wrong is asked again: the number is kept (shown masked, it is stored sealed),
    // both photos are kept, and the front, which the reason concerns, is replaced.
    await expect(page.getByTestId("verification-id-number-value").textContent()).resolves.toBe(
      `${idNumber.slice(0, 1)}********${idNumber.slice(-4)}`,
    );
    await expect(page.getByTestId("verification-id-number").count()).resolves.toBe(0);
    await expect.poll(() => imageLoaded(page, "verification-front-preview")).toBe(true);
    await expect.poll(() => imageLoaded(page, "verification-back-preview")).toBe(true);
    await shots(page, "th-rejected-kept");
    await page.getByTestId("verification-front-replace").click();
    await page
      .getByTestId("verification-front-input")
      .setInputFiles({ name: "front2.png", mimeType: "image/png", buffer: idCardPng("front") });
    await uploaded(page, "front");
    await expect(page.getByTestId("verification-back-replace").count()).resolves.toBe(1);
    await page.getByTestId("verification-submit").click();
    await statusIs(page, "pending");

    await approveVerification(token, await pendingVerificationOf(token, account));
    await page.goto("/verification");
    await statusIs(page, "verified");
    await expect(page.getByTestId("verification-submit").count()).resolves.toBe(0);
    await page.goto("/profile");
    await page.getByTestId("profile-completion").waitFor();
    await expect(page.getByTestId("unverified-badge").count()).resolves.toBe(0);
    await expect(page.getByTestId("verification-tile").count()).resolves.toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it("after a rejection keeps the name, the masked number and the photos, and replaces only the number when asked (English)", async () => {
    const { page, account, consoleErrors } = await signedInSeller("en");
    await page.goto("/verification");
    await statusIs(page, "unverified");
    const first = freshThaiIdNumber();
    await page.getByTestId("verification-real-name").fill("Somchai Jaidee");
    await page.getByTestId("verification-id-number").fill(first);
    await uploadBothSides(page);
    await page.getByTestId("verification-submit").click();
    await statusIs(page, "pending");

    const token = await operatorToken();
    await rejectVerification(
      token,
      await pendingVerificationOf(token, account),
      "The ID number does not match",
    );
    await page.goto("/verification");
    await statusIs(page, "rejected");
    await expect(page.getByTestId("verification-real-name").inputValue()).resolves.toBe("Somchai Jaidee");
    await expect(page.getByTestId("verification-id-number-kept").textContent()).resolves.toContain("kept");
    await expect.poll(() => imageLoaded(page, "verification-back-preview")).toBe(true);
    await expectAccessible(page, "verification after rejection (en)");
    await shots(page, "en-rejected-kept");

    const second = freshThaiIdNumber();
    await page.getByTestId("verification-id-number-replace").click();
    await page.getByTestId("verification-id-number").fill(second);
    await shots(page, "en-rejected-new-number");
    await page.getByTestId("verification-submit").click();
    await statusIs(page, "pending");
    // The operator sees the new number, with the photos first sent.
    const id = await pendingVerificationOf(token, account);
    const review = await fetch(`${inject("baseUrl")}/api/admin/verifications/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const data = (await review.json()).data;
    expect(data.id_card_number).toBe(second);
    expect(data.id_card_front_url).toMatch(/^\/api\/files\//);
    expect(consoleErrors).toEqual([]);
  });

  it("refuses wrong files before uploading and names what is missing or malformed", async () => {
    const { page } = await signedInSeller("en");
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/verification/upload")) uploads.push(request.url());
    });
    await page.goto("/verification");
    await statusIs(page, "unverified");

    await page.getByTestId("verification-submit").click();
    await page
      .getByTestId("verification-incomplete")
      .getByText("Please complete all the information")
      .waitFor();

    await page
      .getByTestId("verification-front-input")
      // Over 2 MB is made smaller in the browser; only what a phone could not even open is refused.
      .setInputFiles({
        name: "front.png",
        mimeType: "image/png",
        buffer: Buffer.alloc(30 * 1024 * 1024 + 1),
      });
    await expect(page.getByTestId("verification-front-error").textContent()).resolves.toBe(
      "This photo is too large (over 30 MB). Please choose another photo.",
    );
    await page
      .getByTestId("verification-back-input")
      .setInputFiles({ name: "back.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await expect(page.getByTestId("verification-back-error").textContent()).resolves.toBe(
      "Only JPG and PNG images are supported.",
    );
    expect(uploads).toEqual([]);

    await page.getByTestId("verification-real-name").fill("Somchai Jaidee");
    await page.getByTestId("verification-id-number").fill("1234567890123");
    await page.getByTestId("verification-submit").click();
    await page.locator("#verification-id-number-error").waitFor();
    await page.getByTestId("verification-real-name").fill("x".repeat(51));
    await page.getByTestId("verification-submit").click();
    await page.locator("#verification-real-name-error").waitFor();
  });

  it("deletes an upload on request, and deletes the ones left behind when the seller leaves", async () => {
    const { page } = await signedInSeller();
    const serverUrls = serverUrlsOf(page);
    const deletes: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "DELETE" && request.url().includes("/api/files/")) deletes.push(request.url());
    });
    await page.getByTestId("verification-tile").click();
    await page.waitForURL((url) => url.pathname === "/verification");
    await uploadBothSides(page);

    await page.getByTestId("verification-front-delete").click();
    await page.locator('[data-testid="verification-front-slot"][data-state="empty"]').waitFor();
    expect(deletes).toHaveLength(1);

    const token = await tokenOf(page);
    await page.getByTestId("back-button").click();
    await page.waitForURL((url) => url.pathname === "/profile");
    await expect.poll(() => deletes.length).toBe(2);
    // The upload is really gone: even the owner's token no longer gets its bytes (the delete sent
    // while the page went away may still be on its way on a busy machine).
    await expect
      .poll(async () => {
        const response = await fetch(serverUrls[1] ?? "", { headers: { authorization: `Bearer ${token}` } });
        return response.status;
      })
      .toBe(404);
  });

  it("deletes unsubmitted uploads when the seller closes the tab", async () => {
    const { page } = await signedInSeller();
    const serverUrls = serverUrlsOf(page);
    await page.goto("/verification");
    await uploadBothSides(page);
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    const frontUrl = serverUrls[0] ?? "";
    await expect(fetch(frontUrl, { headers }).then((response) => response.ok)).resolves.toBe(true);

    // pagehide sends the deletes with keepalive, so they finish after the page is gone.
    await page.close({ runBeforeUnload: true });
    await expect
      .poll(() => fetch(frontUrl, { headers }).then((response) => response.ok), { timeout: 5000 })
      .toBe(false);
  });
});
