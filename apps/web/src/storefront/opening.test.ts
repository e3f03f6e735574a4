import { LANGUAGE_HEADER } from "@seller/contract/languages";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { askOpeningCalls } from "./opening";
import { orderQueryOptions } from "./order-query";

const order = { code: "K7dll", status: "pending_payment", payment: { qr_payload: "000201010212" } };

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
    // In the buyer's language before the texts have loaded: Thai unless chosen otherwise.
    const headers = (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers[LANGUAGE_HEADER]).toBe("th");

    await client.fetchQuery(orderQueryOptions("K7dll"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks for nothing on the store's pages", () => {
    const fetchMock = stubApi();
    const client = new QueryClient();
    for (const path of ["/s/demo", "/s/demo/p/12", "/s/demo/cart", "/o/K7dll/extra", "/o/"]) {
      askOpeningCalls(client, path);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
