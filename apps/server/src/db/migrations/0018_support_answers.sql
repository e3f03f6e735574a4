ALTER TABLE "support_messages" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "answered_by_operator_id" integer;--> statement-breakpoint
CREATE INDEX "support_messages_seller_idx" ON "support_messages" USING btree ("seller_id","created_at" DESC NULLS LAST);