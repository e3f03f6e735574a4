CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"owner_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'thb' NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_payment_id" text,
	"qr_payload" text,
	"qr_expires_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_by" text,
	"confirmed_by_id" integer,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_purpose_check" CHECK (purpose in ('recharge', 'order')),
	CONSTRAINT "payments_method_check" CHECK (method in ('promptpay', 'bank_transfer')),
	CONSTRAINT "payments_provider_check" CHECK (provider in ('manual', 'stripe', 'sandbox')),
	CONSTRAINT "payments_status_check" CHECK (status in ('pending', 'paid', 'failed', 'expired')),
	CONSTRAINT "payments_amount_positive" CHECK (amount > 0),
	CONSTRAINT "payments_bank_transfer_manual" CHECK (method <> 'bank_transfer' or provider = 'manual'),
	CONSTRAINT "payments_confirmed_check" CHECK ((status = 'paid') = (confirmed_by is not null) and (confirmed_by is null or confirmed_by in ('operator', 'provider', 'sandbox'))),
	CONSTRAINT "payments_sandbox_confirms_sandbox" CHECK (confirmed_by is null or (confirmed_by = 'sandbox') = (provider = 'sandbox')),
	CONSTRAINT "payments_operator_confirms_manual" CHECK (confirmed_by is null or confirmed_by <> 'operator' or provider = 'manual')
);
--> statement-breakpoint
ALTER TABLE "recharges" DROP CONSTRAINT "recharges_status_check";--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "sandbox" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_purpose_owner_key" ON "payments" USING btree ("purpose","owner_id");--> statement-breakpoint
CREATE INDEX "payments_pending_expiry_idx" ON "payments" USING btree ("expires_at") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_status_check" CHECK (status in ('pending', 'approved', 'rejected', 'cancelled'));--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_sandbox_check" CHECK (not sandbox or (actor_kind = 'system' and code in ('recharge', 'order_paid', 'order_profit')));