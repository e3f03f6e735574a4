import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { registerSeller, signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { expectAccessible } from "./support/console";
import { cameraJpeg, jpegDimensions, withExifOrientation } from "./support/photos";
import { freshThaiIdNumber } from "./support/thai-id";

const openPage = useBrowser();
const MB = 1024 * 1024;
/** ONBOARDING_SHOTS=/tmp/shots-onboarding saves the screens on the way, for review. */
const SHOTS = process.env.ONBOARDING_SHOTS;

/** The server urls of the images this page uploads, as the upload calls answered them. */
function serverUrlsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().endsWith("/api/sellers/verification/upload") || response.status() !== 201) return;
    urls.push(new URL((await response.json()).data.url, response.url()).toString());
  });
  return urls;
}

/** The sizes of the files the page sent to the upload call. */
function sentSizesOf(page: Page): number[] {
  const sizes: number[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/sellers/verification/upload"))
      sizes.push(request.postDataBuffer()?.length ?? 0);
  });
  return sizes;
}

async function storedImage(url: string, token: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({
      path: `${SHOTS}/${name}-${viewport.width}x${viewport.height}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

describe("identity photos from a phone camera", () => {
  for (const language of ["th", "en"] as const) {
    it(`makes 6 MB and 13 MB photos fit the 2 MB limit in the browser, upright (${language})`, async () => {
      const account = uniqueAccount("photo");
      await registerSeller(account);
      const { page, context, consoleErrors } = await openPage();
      await context.addInitScript((value) => localStorage.setItem("app_language", value), language);
      await signInToProfile(page, account);
      const serverUrls = serverUrlsOf(page);
      const sentSizes = sentSizesOf(page);
      await page.goto("/verification");
      await page.locator('[data-testid="verification-status"][data-status="unverified"]').waitFor();
      await shot(page, `empty-${language}`);
      await expectAccessible(page, "verification form, empty");

      // Front: a phone held upright, 4000 x 3000 pixels with EXIF "rotate 90°": shows 3000 x 4000.
      const upright = withExifOrientation(
        await cameraJpeg(page, { width: 4000, height: 3000, minBytes: 6 * MB }),
        6,
      );
      // Back: a 16-megapixel landscape photo of 13 MB or more.
      const large = await cameraJpeg(page, { width: 4624, height: 3468, minBytes: 13 * MB });
      expect(upright.length).toBeGreaterThan(6 * MB);
      expect(large.length).toBeGreaterThan(13 * MB);

      await page.getByTestId("verification-real-name").fill("สมหญิง รักดี");
      await page.getByTestId("verification-id-number").fill(freshThaiIdNumber());
      await page
        .getByTestId("verification-front-input")
        .setInputFiles({ name: "IMG_20261127_101500.jpg", mimeType: "image/jpeg", buffer: upright });
      // The seller sees the photo being prepared, with its progress, before it is sent.
      await page.getByTestId("verification-front-progress").waitFor();
      await page
        .locator('[data-testid="verification-front-slot"][data-state="filled"]')
        .waitFor({ timeout: 60_000 });
      await page
        .getByTestId("verification-back-input")
        .setInputFiles({ name: "IMG_20261127_101530.jpg", mimeType: "image/jpeg", buffer: large });
      await page.getByTestId("verification-back-progress").waitFor();
      await page
        .locator('[data-testid="verification-back-slot"][data-state="filled"]')
        .waitFor({ timeout: 60_000 });
      await expect(page.getByTestId("verification-front-error").count()).resolves.toBe(0);
      // The slots fill as each answer arrives; the submit button leaves its loading state a moment later.
      await page
        .locator('[data-testid="verification-submit"]:not([disabled]):not(.adm-button-loading)')
        .waitFor();
      await shot(page, `filled-${language}`);
      await expectAccessible(page, "verification form, photos uploaded");

      // What left the phone was under the limit (the form's bytes, not the 6 and 13 MB originals).
      expect(sentSizes).toHaveLength(2);
      for (const size of sentSizes) expect(size).toBeLessThan(2 * MB + 4096);

      await expect.poll(() => serverUrls.length).toBe(2);
      const token = await page.evaluate(
        () => sessionStorage.getItem("token") ?? localStorage.getItem("token") ?? "",
      );
      const front = await storedImage(serverUrls[0] ?? "", token);
      const back = await storedImage(serverUrls[1] ?? "", token);
      for (const stored of [front, back]) expect(stored.length).toBeLessThanOrEqual(2 * MB);
      // The upright photo is stored upright: portrait, its sides swapped from the camera's pixels.
      const frontSize = jpegDimensions(front);
      expect(frontSize.height).toBeGreaterThan(frontSize.width);
      expect(frontSize.width / frontSize.height).toBeCloseTo(3000 / 4000, 2);
      const backSize = jpegDimensions(back);
      expect(backSize.width).toBeGreaterThan(backSize.height);
      expect(backSize.width / backSize.height).toBeCloseTo(4624 / 3468, 2);

      await page.getByTestId("verification-submit").click();
      await page.locator('[data-testid="verification-status"][data-status="pending"]').waitFor();
      expect(consoleErrors).toEqual([]);
    }, 240_000);
  }
});
