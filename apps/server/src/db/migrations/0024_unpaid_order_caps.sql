ALTER TABLE "orders" ADD COLUMN "payment_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_from" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_held" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_unpaid_phone_idx" ON "orders" USING btree ("buyer_phone") WHERE status = 'pending_payment';--> statement-breakpoint
CREATE INDEX "orders_unpaid_placed_from_idx" ON "orders" USING btree ("placed_from") WHERE status = 'pending_payment';