import { normalizeThaiMobile, THAI_MOBILE_PATTERN } from "@seller/contract/thai-mobile";
import type { ThaiPlace } from "../components/thai-address-data";
import { type KeyValueStore, localStore } from "../lib/storage";

/** What the checkout asks of the buyer, as typed. */
export type BuyerDetails = { name: string; phone: string; line: string; place: ThaiPlace | null };
export type DetailField = "name" | "phone" | "line" | "place";
/** The checkout's fields in the order they are on screen: the first one wrong is focused. */
export const DETAIL_FIELDS: DetailField[] = ["name", "phone", "line", "place"];

/** One key for every store: a buyer's name and address do not change from shop to shop. */
const STORAGE_KEY = "storefront_buyer";

/**
 * The buyer's name, phone and address, kept on this device after an order
 * for the next one (DECISIONS "Store and storefront"), until they clear them.
 * Nothing is kept on the server beyond the order itself.
 */
export function rememberedDetails(store: KeyValueStore = localStore): BuyerDetails | null {
  try {
    const saved = JSON.parse(store.getItem(STORAGE_KEY) ?? "null") as Partial<BuyerDetails> | null;
    if (!saved || typeof saved.name !== "string" || typeof saved.phone !== "string") return null;
    const place = saved.place;
    const placeOk =
      place &&
      typeof place.sub_district === "string" &&
      typeof place.district === "string" &&
      typeof place.province === "string" &&
      typeof place.postal_code === "string";
    return {
      name: saved.name,
      phone: saved.phone,
      line: typeof saved.line === "string" ? saved.line : "",
      place: placeOk ? place : null,
    };
  } catch {
    return null;
  }
}

export function rememberDetails(details: BuyerDetails, store: KeyValueStore = localStore): void {
  store.setItem(STORAGE_KEY, JSON.stringify(details));
}

export function forgetDetails(store: KeyValueStore = localStore): void {
  store.removeItem(STORAGE_KEY);
}

/** The checkout's own messages: the server's for the same mistakes. */
type DetailMessage =
  | "storefront.validation.nameRequired"
  | "address.phoneRequired"
  | "address.phoneInvalid"
  | "address.lineRequired"
  | "address.subDistrictRequired";

/**
 * Each field's message key, checked as the server checks them (the contract's
 * rules), so a buyer sees every mistake at once, beside its field.
 */
export function detailErrors(details: BuyerDetails): Partial<Record<DetailField, DetailMessage>> {
  const errors: Partial<Record<DetailField, DetailMessage>> = {};
  if (!details.name.trim()) errors.name = "storefront.validation.nameRequired";
  const phone = normalizeThaiMobile(details.phone);
  if (!phone) errors.phone = "address.phoneRequired";
  else if (!THAI_MOBILE_PATTERN.test(phone)) errors.phone = "address.phoneInvalid";
  if (!details.line.trim()) errors.line = "address.lineRequired";
  if (!details.place) errors.place = "address.subDistrictRequired";
  return errors;
}

/** The server's field path (buyer_phone, address.postal_code) as the checkout's field. */
export function fieldOfPath(path: string): DetailField | "note" | undefined {
  if (path === "buyer_name") return "name";
  if (path === "buyer_phone") return "phone";
  if (path === "address.line") return "line";
  if (path.startsWith("address")) return "place";
  if (path === "note") return "note";
  return undefined;
}
