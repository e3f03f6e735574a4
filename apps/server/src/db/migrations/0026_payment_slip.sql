ALTER TABLE "files" ALTER COLUMN "owner_seller_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_slip_file" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_slip_file_files_uuid_fk" FOREIGN KEY ("payment_slip_file") REFERENCES "public"."files"("uuid") ON DELETE no action ON UPDATE no action;