import type { OrderStatus } from "@seller/contract/order-answers";

/** States after which nothing more happens to an order: the page stops asking. */
const FINAL: ReadonlySet<OrderStatus> = new Set<OrderStatus>(["completed", "cancelled", "refunded"]);

/** The payment screen asks every 5 s (DECISIONS "Payments"): the buyer is looking at the QR. */
const PAYING_MS = 5_000;
/**
 * After the payment the buyer waits for the parcel (shipping, the courier's
 * tracking number, a refund): every 10 s keeps the page current within a
 * moment of the seller's move, well inside the storefront's reads per address.
 */
const IN_PROGRESS_MS = 10_000;

/**
 * How often the buyer's order page asks for its order (DECISIONS "Store and
 * storefront": the page follows the order while it is in progress). Any state
 * that is not final is followed, so a state added later is followed too.
 */
export function followInterval(status: OrderStatus | undefined): number | false {
  if (status === undefined || FINAL.has(status)) return false;
  return status === "pending_payment" ? PAYING_MS : IN_PROGRESS_MS;
}

/**
 * The order query's following options: asked again at the interval while the
 * tab is shown, paused while it is hidden (no calls from a phone's background
 * tab), and asked at once when the buyer comes back to it.
 */
export const followOptions = {
  refetchInterval: (query: { state: { data?: { status: OrderStatus } | undefined } }) =>
    followInterval(query.state.data?.status),
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;
