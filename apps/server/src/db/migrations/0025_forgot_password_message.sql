ALTER TABLE "support_messages" ALTER COLUMN "seller_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "contact_account" text;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "contact_phone" text;