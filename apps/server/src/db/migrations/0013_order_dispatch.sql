ALTER TABLE "orders" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispatched_by" integer;--> statement-breakpoint
CREATE INDEX "orders_awaiting_dispatch_idx" ON "orders" USING btree ("shipped_at") WHERE status = 'pending_delivery' and dispatched_at is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_at_check" CHECK (status <> 'refunded' or refunded_at is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dispatched_check" CHECK (dispatched_at is null or (courier is not null and tracking_number is not null and shipped_at is not null));--> statement-breakpoint
-- Orders shipped before this column existed left with their tracking at once.
UPDATE "orders" SET "dispatched_at" = "shipped_at" WHERE "shipped_at" IS NOT NULL AND "courier" IS NOT NULL AND "tracking_number" IS NOT NULL;
