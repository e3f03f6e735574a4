import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { registerSeller, signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { idCardPng, largePng } from "./support/images";
import {
  approveVerification,
  operatorToken,
  pendingVerificationOf,
  rejectVerification,
} from "./support/operator";

const openPage = useBrowser();

/** A Thai national ID with a correct mod-11 check digit, different on every call. */
function thaiIdNumber(): string {
  const body = `1${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (13 - index), 0);
  return `${body}${(11 - (sum % 11)) % 10}`;
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

/** True once the image has really loaded: the signed url works in a plain <img>. */
function imageLoaded(page: Page, testId: string): Promise<boolean> {
  return page
    .getByTestId(testId)
    .evaluate(
      (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
    );
}

describe("identity verification", () => {
  it("goes from unverified to pending, rejected with a reason, resubmitted and approved", async () => {
    const { page, account, consoleErrors } = await signedInSeller();

    // Profile: badge, tile and completion for a seller who has never submitted.
    await page.getByTestId("unverified-badge").waitFor();
    await page.getByTestId("verification-tile").waitFor();
    await expect(page.getByTestId("profile-completion").getAttribute("data-value")).resolves.toBe("0");
    await page.getByTestId("unverified-badge").click();
    await page.getByTestId("toast").getByText("กรุณายืนยันตัวตนก่อน").waitFor();
    await page.waitForURL((url) => url.pathname === "/verification");
    await statusIs(page, "unverified");

    await page.getByTestId("verification-real-name").fill("สมชาย ใจดี");
    await page.getByTestId("verification-id-number").fill(thaiIdNumber());
    await uploadBothSides(page);
    await expect.poll(() => imageLoaded(page, "verification-front-preview")).toBe(true);
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
    await uploadBothSides(page);
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
      .setInputFiles({ name: "front.png", mimeType: "image/png", buffer: largePng(2 * 1024 * 1024 + 1) });
    await expect(page.getByTestId("verification-front-error").textContent()).resolves.toBe(
      "The file is larger than 2 MB. Please choose a smaller photo.",
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

    const backUrl = await page.getByTestId("verification-back-preview").getAttribute("src");
    await page.getByTestId("back-button").click();
    await page.waitForURL((url) => url.pathname === "/profile");
    await expect.poll(() => deletes.length).toBe(2);
    // The upload is really gone: its signed url no longer serves the image.
    const response = await page.request.get(backUrl ?? "");
    expect(response.ok()).toBe(false);
  });

  it("deletes unsubmitted uploads when the seller closes the tab", async () => {
    const { page } = await signedInSeller();
    await page.goto("/verification");
    await uploadBothSides(page);
    const frontUrl = new URL(
      (await page.getByTestId("verification-front-preview").getAttribute("src")) ?? "",
      page.url(),
    );
    await expect(fetch(frontUrl).then((response) => response.ok)).resolves.toBe(true);

    // pagehide sends the deletes with keepalive, so they finish after the page is gone.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => fetch(frontUrl).then((response) => response.ok), { timeout: 5000 }).toBe(false);
  });
});
