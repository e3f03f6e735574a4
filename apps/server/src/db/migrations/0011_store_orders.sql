CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_name_zh" text NOT NULL,
	"product_name_en" text,
	"image" text,
	"color" text,
	"size" text,
	"unit_price" bigint NOT NULL,
	"unit_cost" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"subtotal" bigint NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK (quantity > 0),
	CONSTRAINT "order_items_subtotal_check" CHECK (subtotal = unit_price * quantity and unit_cost >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_reviews" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_reviews_rating_check" CHECK ("order_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"order_number" text NOT NULL,
	"seller_id" integer NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"address_line" text NOT NULL,
	"sub_district" text NOT NULL,
	"district" text NOT NULL,
	"province" text NOT NULL,
	"postal_code" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"items_total" bigint NOT NULL,
	"supplier_cost" bigint NOT NULL,
	"early_receipt_fee" bigint DEFAULT 0 NOT NULL,
	"profit" bigint NOT NULL,
	"payment_id" integer,
	"courier" text,
	"tracking_number" text,
	"cancel_reason" text,
	"completed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_code_unique" UNIQUE("code"),
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_status_check" CHECK (status in ('pending_payment', 'pending_shipment', 'pending_delivery', 'completed', 'cancelled', 'refunded')),
	CONSTRAINT "orders_priority_check" CHECK (priority in ('normal', 'high')),
	CONSTRAINT "orders_money_check" CHECK (items_total > 0 and supplier_cost >= 0 and early_receipt_fee >= 0 and profit = items_total - supplier_cost - early_receipt_fee),
	CONSTRAINT "orders_paid_at_check" CHECK (status in ('pending_payment', 'cancelled') or paid_at is not null),
	CONSTRAINT "orders_shipped_at_check" CHECK (status not in ('pending_delivery', 'completed') or shipped_at is not null),
	CONSTRAINT "orders_completed_at_check" CHECK (status <> 'completed' or completed_at is not null),
	CONSTRAINT "orders_cancelled_at_check" CHECK (status <> 'cancelled' or cancelled_at is not null)
);
--> statement-breakpoint
CREATE TABLE "store_listings" (
	"seller_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_listings_seller_id_product_id_pk" PRIMARY KEY("seller_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"store_name" text DEFAULT '' NOT NULL,
	"store_description" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"business_hours" text DEFAULT '' NOT NULL,
	"announcement" text DEFAULT '' NOT NULL,
	"theme_color" text DEFAULT '#007bff' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_slug_unique" UNIQUE("slug"),
	CONSTRAINT "store_settings_slug_check" CHECK ("store_settings"."slug" ~ '^[a-z0-9-]{3,30}$')
);
--> statement-breakpoint
CREATE TABLE "store_visits" (
	"seller_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "store_visits_seller_id_day_visitor_pk" PRIMARY KEY("seller_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "transfers" DROP CONSTRAINT "transfers_code_check";--> statement-breakpoint
ALTER TABLE "transfers" DROP CONSTRAINT "transfers_sandbox_check";--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reviews" ADD CONSTRAINT "order_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_listings" ADD CONSTRAINT "store_listings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_listings" ADD CONSTRAINT "store_listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_visits" ADD CONSTRAINT "store_visits_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_seller_status_idx" ON "orders" USING btree ("seller_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_expiry_idx" ON "orders" USING btree ("expires_at") WHERE status = 'pending_payment';--> statement-breakpoint
CREATE INDEX "orders_shipped_idx" ON "orders" USING btree ("shipped_at") WHERE status = 'pending_delivery';--> statement-breakpoint
CREATE INDEX "store_listings_product_idx" ON "store_listings" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_code_check" CHECK (code in ('recharge', 'freeze', 'withdraw', 'unfreeze', 'deposit', 'deposit_refund', 'order_paid', 'order_payment', 'order_profit', 'order_refund'));--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_sandbox_check" CHECK (not sandbox or (actor_kind = 'system' and code = 'recharge') or code in ('order_paid', 'order_profit', 'order_refund'));