ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_check" CHECK (cancelled_by is null or cancelled_by in ('buyer', 'seller', 'system'));--> statement-breakpoint
-- Orders ended before this was recorded: who, where the stored reason tells it; a typed reason could be the buyer's or the seller's.
UPDATE "orders" SET "cancelled_by" = CASE
  WHEN "cancel_reason" IN ('payment_expired', 'payment_failed', 'not_shipped_in_time', 'deposit_refunded') THEN 'system'
  WHEN "cancel_reason" = 'buyer_cancelled' THEN 'buyer'
  WHEN "status" = 'refunded' THEN 'seller'
  ELSE NULL END
WHERE "status" IN ('cancelled', 'refunded');
