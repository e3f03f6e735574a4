CREATE TABLE "file_access_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "file_access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_uuid" uuid NOT NULL,
	"viewer_kind" text NOT NULL,
	"viewer_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"owner_seller_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"attached_to" text,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "files_mime_check" CHECK ("files"."mime" in ('image/jpeg', 'image/png'))
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_operator_id" integer
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"real_name" text NOT NULL,
	"id_card_number" text NOT NULL,
	"front_file_uuid" uuid NOT NULL,
	"back_file_uuid" uuid NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_operator_id" integer,
	"reject_reason" text,
	"images_purged_at" timestamp with time zone,
	CONSTRAINT "verifications_status_check" CHECK ("verifications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "file_access_log" ADD CONSTRAINT "file_access_log_file_uuid_files_uuid_fk" FOREIGN KEY ("file_uuid") REFERENCES "public"."files"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_seller_id_sellers_id_fk" FOREIGN KEY ("owner_seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_front_file_uuid_files_uuid_fk" FOREIGN KEY ("front_file_uuid") REFERENCES "public"."files"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_back_file_uuid_files_uuid_fk" FOREIGN KEY ("back_file_uuid") REFERENCES "public"."files"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_reviewed_by_operator_id_operators_id_fk" FOREIGN KEY ("reviewed_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_access_log_file_idx" ON "file_access_log" USING btree ("file_uuid");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_seller_id");--> statement-breakpoint
CREATE INDEX "files_unsubmitted_expiry_idx" ON "files" USING btree ("expires_at") WHERE "files"."submitted_at" is null and "files"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "verifications_seller_idx" ON "verifications" USING btree ("seller_id","submitted_at");--> statement-breakpoint
CREATE INDEX "verifications_status_idx" ON "verifications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_one_open_per_seller_key" ON "verifications" USING btree ("seller_id") WHERE "verifications"."status" in ('pending', 'approved');