/*
 * How long what a buyer types may be, without zod: the storefront's fields stop where the
 * contract's schemas would refuse (orders.ts, address.ts, thai-address-schema.ts, storefront.ts,
 * refunds.ts use these), and the buyer's first load stays free of classic zod
 * (bench/bundles.bench.ts).
 */

export const BUYER_NAME_MAX_LENGTH = 60;
export const ORDER_NOTE_MAX_LENGTH = 300;
export const REVIEW_COMMENT_MAX_LENGTH = 500;
export const ADDRESS_LINE_MAX_LENGTH = 200;
/** A phone number or a PromptPay id as typed, spaces and dashes included. */
export const TYPED_NUMBER_MAX_LENGTH = 20;
/** An order number once its spaces and dashes are dropped ("SO" and at least 12 digits). */
export const ORDER_NUMBER_MAX_LENGTH = 30;
/** An order number as typed: "so 2611 27000002" and "SO-261127-000002" are the same number. */
export const TYPED_ORDER_NUMBER_MAX_LENGTH = 40;
