CREATE TABLE "released_store_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "released_store_slugs" ADD CONSTRAINT "released_store_slugs_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "released_store_slugs_seller_idx" ON "released_store_slugs" USING btree ("seller_id");