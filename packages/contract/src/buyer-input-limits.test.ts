import { describe, expect, it } from "vitest";
import { thaiAddressSchema, thaiMobileSchema } from "./address";
import {
  ADDRESS_LINE_MAX_LENGTH,
  BUYER_NAME_MAX_LENGTH,
  ORDER_NOTE_MAX_LENGTH,
  REVIEW_COMMENT_MAX_LENGTH,
  TYPED_NUMBER_MAX_LENGTH,
  TYPED_ORDER_NUMBER_MAX_LENGTH,
} from "./buyer-input-limits";
import { placeOrderBodySchema, reviewBodySchema } from "./orders";
import { refundPromptPayBodySchema } from "./refunds";
import { orderLookupBodySchema } from "./storefront";

/** The storefront's fields stop at these bounds: a schema must take what the field lets through, and no more. */
const address = {
  line: "99/1 Sukhumvit 21",
  sub_district: "คลองเตยเหนือ",
  district: "วัฒนา",
  province: "กรุงเทพมหานคร",
  postal_code: "10110",
};
const order = (fields: Record<string, unknown>) => ({
  buyer_name: "Somsri",
  buyer_phone: "0898765432",
  address,
  items: [{ product_id: 1, quantity: 1 }],
  ...fields,
});
/** A phone or PromptPay id padded with the spaces people type, to the given length. */
const padded = (digits: string, length: number) => `${" ".repeat(length - digits.length)}${digits}`;

describe("the buyer's input bounds agree with the schemas", () => {
  it.each([
    [
      "buyer name",
      (n: number) => placeOrderBodySchema.safeParse(order({ buyer_name: "ก".repeat(n) })),
      BUYER_NAME_MAX_LENGTH,
    ],
    [
      "order note",
      (n: number) => placeOrderBodySchema.safeParse(order({ note: "ก".repeat(n) })),
      ORDER_NOTE_MAX_LENGTH,
    ],
    [
      "review",
      (n: number) => reviewBodySchema.safeParse({ rating: 5, comment: "ก".repeat(n) }),
      REVIEW_COMMENT_MAX_LENGTH,
    ],
    [
      "address line",
      (n: number) => thaiAddressSchema.safeParse({ ...address, line: "ก".repeat(n) }),
      ADDRESS_LINE_MAX_LENGTH,
    ],
    [
      "phone as typed",
      (n: number) => thaiMobileSchema.safeParse(padded("0898765432", n)),
      TYPED_NUMBER_MAX_LENGTH,
    ],
    [
      "PromptPay id as typed",
      (n: number) => refundPromptPayBodySchema.safeParse({ promptpay_id: padded("0898765432", n) }),
      TYPED_NUMBER_MAX_LENGTH,
    ],
    [
      "order number as typed",
      (n: number) =>
        orderLookupBodySchema.safeParse({ order_number: padded("SO261127000002", n), phone: "0898765432" }),
      TYPED_ORDER_NUMBER_MAX_LENGTH,
    ],
  ])("%s: takes the bound, refuses one more", (_, parse, bound) => {
    expect(parse(bound).success).toBe(true);
    expect(parse(bound + 1).success).toBe(false);
  });
});
