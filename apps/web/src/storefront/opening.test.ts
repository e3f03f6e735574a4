import { LANGUAGE_HEADER } from "@seller/contract/languages";
import type { BuyerOrder } from "@seller/contract/order-answers";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadOrderPage, loadStorePage } from "./app";
import { askOpeningCalls } from "./opening";
import { orderQueryOptions } from "./order-query";

/** An unpaid order as the server answers it (the contract's buyerOrderSchema), its QR to draw. */
const order: BuyerOrder = {
  code: "K7dll",
  order_number: "SO261128000001",
  status: "pending_payment",
  created_at: "2026-11-28T10:00:00.000Z",
  expires_at: "2026-11-28T10:30:00.000Z",
  paid_at: null,
  shipped_at: null,
  completed_at: null,
  cancelled_at: null,
  cancel_reason: null,
  buyer_name: "สมชาย ใจดี",
  buyer_phone: "0812345678",
  address: {
    line: "99/1 ถนนสุขุมวิท",
    sub_district: "คลองเตยเหนือ",
    district: "วัฒนา",
    province: "กรุงเทพมหานคร",
    postal_code: "10110",
  },
  note: "",
  items: [],
  total_amount: "199.00",
  total_quantity: 1,
  courier: null,
  courier_name: null,
  tracking_number: null,
  tracking_url: null,
  payment: {
    id: 1,
    provider: "sandbox",
    status: "pending",
    reference: "PAY1",
    qr_payload: "000201010212",
    qr_expires_at: "2026-11-28T10:15:00.000Z",
    expires_at: "2026-11-28T10:30:00.000Z",
  },
  sandbox: true,
  review: null,
  refund: null,
  payment_reported_at: null,
  payment_slip_attached: false,
  can_report_payment: false,
  can_cancel: true,
  can_confirm_receipt: false,
  can_review: false,
  store: { slug: "demo", store_name: "Demo", theme_color: "#007bff", contact_phone: "0812345678" },
};

// The pages' code is asked for, not loaded here: a page loading after a test ended would outlive its environment.
vi.mock("./app", () => ({ loadOrderPage: vi.fn(async () => ({})), loadStorePage: vi.fn(async () => ({})) }));

function stubApi() {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify({ success: true, data: order }), {
        status: 200,
        headers: { "content-type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadOrderPage).mockClear();
  vi.mocked(loadStorePage).mockClear();
});

describe("the storefront's opening calls", () => {
  it("asks for the order of /o/{code} as the storefront starts, and the page does not ask again", async () => {
    const fetchMock = stubApi();
    const client = new QueryClient();
    askOpeningCalls(client, "/o/K7dll");
    const key = orderQueryOptions("K7dll").queryKey;
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual(order));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/storefront/orders/K7dll");
    expect(loadOrderPage).toHaveBeenCalledTimes(1);
    expect(loadStorePage).not.toHaveBeenCalled();
    // In the buyer's language before the texts have loaded: Thai unless chosen otherwise.
    const headers = (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers[LANGUAGE_HEADER]).toBe("th");

    await client.fetchQuery(orderQueryOptions("K7dll"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks for no data on the store's pages, and for the store page's code on the store's page only", () => {
    const fetchMock = stubApi();
    const client = new QueryClient();
    for (const path of ["/s/demo", "/s/demo/p/12", "/s/demo/cart", "/o/K7dll/extra", "/o/"]) {
      askOpeningCalls(client, path);
    }
    expect(fetchMock).not.toHaveBeenCalled();
    expect(loadStorePage).toHaveBeenCalledTimes(1);
    expect(loadOrderPage).not.toHaveBeenCalled();
  });
});
