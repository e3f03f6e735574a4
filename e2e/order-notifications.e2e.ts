import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chooseLanguage, signInToProfile } from "./support/auth";
import { uniqueAccount, useBrowser } from "./support/browser";
import { expectAccessible } from "./support/console";
import {
  buyerPlacesOrder,
  orderShot,
  sandboxPays,
  sellerOrderByNumber,
  sellerWithShop,
} from "./support/orders";
import { apiOf, useDemoServer } from "./support/store";

/**
 * Notifications that lead somewhere (DECISIONS "Orders"): the centre shows one
 * line per order with its latest state, a tap opens that order, and an update
 * arriving while the centre is open takes the place of its order's line.
 */
const openPage = useBrowser();
const baseUrl = useDemoServer();

type Line = {
  id: number;
  data: Record<string, unknown>;
  group?: { order_id: number; count: number; unread: number; ids: number[]; status: string | null };
};
type Feed = { notifications: Line[]; unread_count: number; total: number };

const orderLine = (page: Page, orderId: number) =>
  page.locator(`[data-testid="notification-item"][data-order-id="${orderId}"]`);

describe("order notifications", () => {
  it.each(["th", "en"])(
    "show one line per order with its latest state, and a tap opens that order (%s)",
    async (language) => {
      const account = uniqueAccount("ntf");
      const tag = `${language}${Date.now().toString(36).slice(-4)}`;
      const shop = await sellerWithShop(baseUrl(), account, tag);
      const call = apiOf(baseUrl());
      const bag = [{ product_id: shop.bag, quantity: 1 }];

      // One order all the way: placed, paid, shipped, dispatched by the supplier, received and credited.
      const done = await buyerPlacesOrder(baseUrl(), shop.slug, bag);
      await sandboxPays(baseUrl(), done.code);
      const doneOrder = await sellerOrderByNumber(baseUrl(), shop.token, done.order_number);
      await call(`/sellers/orders/${doneOrder.id}/ship`, { method: "POST", token: shop.token, body: {} });
      await call(`/admin/orders/${doneOrder.id}/dispatch`, {
        method: "POST",
        token: shop.operator,
        body: { courier: "flash", tracking_number: `TH${Date.now().toString().slice(-9)}` },
      });
      await call(`/storefront/orders/${done.code}/confirm-receipt`, { method: "POST", body: {} });
      // Another, paid and waiting to ship.
      const waiting = await buyerPlacesOrder(baseUrl(), shop.slug, bag);
      await sandboxPays(baseUrl(), waiting.code);
      const waitingOrder = await sellerOrderByNumber(baseUrl(), shop.token, waiting.order_number);

      const flat = await call<Feed>("/sellers/notifications?per_page=100", { token: shop.token });
      const ofDone = flat.notifications.filter(
        (line) =>
          line.data.order_id === doneOrder.id ||
          (line.data.order_ids as unknown[] | undefined)?.[0] === doneOrder.id,
      );
      expect(ofDone.length).toBeGreaterThanOrEqual(7);
      const grouped = await call<Feed>("/sellers/notifications?per_page=100&group=order", {
        token: shop.token,
      });
      const doneGroup = grouped.notifications.find((line) => line.group?.order_id === doneOrder.id)?.group;
      expect(doneGroup).toMatchObject({ count: ofDone.length, status: "completed" });

      const { page, consoleErrors } = await openPage({ baseUrl: baseUrl() });
      await signInToProfile(page, account);
      if (language === "en") await chooseLanguage(page, "en");
      await page.goto("/notifications");
      await orderLine(page, doneOrder.id).waitFor();
      // One line for the order, with its latest state and how many updates it stands for.
      expect(await orderLine(page, doneOrder.id).count()).toBe(1);
      expect(
        await orderLine(page, doneOrder.id).getByTestId("notification-group").getAttribute("data-status"),
      ).toBe("completed");
      expect(
        await orderLine(page, doneOrder.id).getByTestId("notification-group-count").textContent(),
      ).toContain(String(ofDone.length));
      expect(await page.getByTestId("notification-item").count()).toBe(grouped.notifications.length);
      await expectAccessible(page, "notification centre, grouped");
      await orderShot(page, `${language}-40-notifications-grouped`);

      // An update arriving while the centre is open takes the place of its order's line.
      expect(await orderLine(page, waitingOrder.id).getAttribute("data-read")).toBe("false");
      await call(`/sellers/orders/${waitingOrder.id}/ship`, { method: "POST", token: shop.token, body: {} });
      await page
        .locator(
          `[data-testid="notification-item"][data-order-id="${waitingOrder.id}"] [data-testid="notification-group"][data-status="pending_delivery"]`,
        )
        .waitFor({ timeout: 20_000 });
      await expect.poll(() => orderLine(page, waitingOrder.id).count(), { timeout: 20_000 }).toBe(1);

      // A tap on the completed order's line opens that order, not a list it has left.
      await orderLine(page, doneOrder.id).click();
      await page.waitForURL((url) => url.pathname === `/order/${doneOrder.id}`);
      expect(await page.getByTestId("order-detail").getAttribute("data-status")).toBe("completed");
      expect(await page.getByTestId("order-number").textContent()).toBe(done.order_number);
      await expectAccessible(page, "order opened from its notification");
      // Every notification the line stood for is read now.
      await expect
        .poll(
          async () =>
            (
              await call<Feed>("/sellers/notifications?per_page=100&group=order", { token: shop.token })
            ).notifications.find((line) => line.group?.order_id === doneOrder.id)?.group?.unread,
          { timeout: 20_000 },
        )
        .toBe(0);
      await page.goBack();
      await orderLine(page, doneOrder.id).waitFor();
      expect(await orderLine(page, doneOrder.id).getAttribute("data-read")).toBe("true");

      // The other order's line opens that order too.
      await orderLine(page, waitingOrder.id).click();
      await page.waitForURL((url) => url.pathname === `/order/${waitingOrder.id}`);
      expect(await page.getByTestId("order-detail").getAttribute("data-status")).toBe("pending_delivery");

      await page.setViewportSize({ width: 360, height: 640 });
      await page.goto("/notifications");
      await orderLine(page, doneOrder.id).waitFor();
      await orderShot(page, `${language}-41-notifications-360`);
      expect(consoleErrors).toEqual([]);
    },
    240_000,
  );
});
