CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"provider" text NOT NULL,
	"state" text DEFAULT 'to_pay' NOT NULL,
	"cause" text NOT NULL,
	"reason" text NOT NULL,
	"promptpay_id" text,
	"provider_refund_id" text,
	"provider_status" text,
	"paid_by" text,
	"paid_by_id" integer,
	"paid_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "order_refunds_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "order_refunds_state_check" CHECK (state in ('to_pay', 'paid')),
	CONSTRAINT "order_refunds_cause_check" CHECK (cause in ('seller', 'system')),
	CONSTRAINT "order_refunds_provider_check" CHECK (provider in ('manual', 'stripe', 'sandbox')),
	CONSTRAINT "order_refunds_amount_positive" CHECK (amount > 0),
	CONSTRAINT "order_refunds_paid_check" CHECK ((state = 'paid') = (paid_at is not null) and (state = 'paid') = (paid_by is not null) and (paid_by is null or paid_by in ('operator', 'provider')))
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_check";--> statement-breakpoint
ALTER TABLE "transfers" DROP CONSTRAINT "transfers_code_check";--> statement-breakpoint
ALTER TABLE "transfers" DROP CONSTRAINT "transfers_sandbox_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_to_pay_idx" ON "order_refunds" USING btree ("created_at") WHERE state = 'to_pay';--> statement-breakpoint
CREATE INDEX "orders_awaiting_shipment_idx" ON "orders" USING btree ("paid_at") WHERE status = 'pending_shipment';--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_check" CHECK ((seller_id is not null and kind in ('available', 'frozen', 'deposit')) or (seller_id is null and kind in ('bank', 'fees', 'buyer_escrow', 'supplier_payable', 'refunds_payable')));--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_code_check" CHECK (code in ('recharge', 'freeze', 'withdraw', 'unfreeze', 'deposit', 'deposit_refund', 'order_paid', 'order_payment', 'order_profit', 'order_refund', 'refund_paid'));--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_sandbox_check" CHECK (not sandbox or (actor_kind = 'system' and code = 'recharge') or code in ('order_paid', 'order_profit', 'order_refund', 'refund_paid'));--> statement-breakpoint
-- A refund's payment back to the buyer (refund_paid) is marked sandbox exactly when the order's payment
-- was, as order_paid, order_profit and order_refund are (migration order_sandbox_transfers).
CREATE OR REPLACE FUNCTION transfers_order_sandbox_matches_payment() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  funded_by_sandbox boolean;
BEGIN
  IF NEW.code IN ('order_paid', 'order_profit', 'order_refund', 'refund_paid') THEN
    SELECT coalesce(p.provider = 'sandbox', false) INTO funded_by_sandbox
      FROM orders o LEFT JOIN payments p ON p.id = o.payment_id
      WHERE o.id = NEW.reference_id;
    IF NEW.reference_type <> 'order' OR NEW.sandbox IS DISTINCT FROM coalesce(funded_by_sandbox, false) THEN
      RAISE EXCEPTION '% transfer for order % must have sandbox = %', NEW.code, NEW.reference_id,
        coalesce(funded_by_sandbox, false)
        USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
