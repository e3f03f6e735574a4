CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer,
	"kind" text NOT NULL,
	"debits_posted" bigint DEFAULT 0 NOT NULL,
	"credits_posted" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_kind_check" CHECK ((seller_id is not null and kind in ('available', 'frozen', 'deposit')) or (seller_id is null and kind in ('bank', 'fees', 'buyer_escrow', 'supplier_payable'))),
	CONSTRAINT "accounts_seller_not_negative" CHECK (seller_id is null or credits_posted >= debits_posted),
	CONSTRAINT "accounts_posted_not_negative" CHECK (debits_posted >= 0 and credits_posted >= 0)
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"card_number" text NOT NULL,
	"card_holder_name" text NOT NULL,
	"is_default" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_cards_number_digits" CHECK (card_number ~ '^[0-9]{8,19}$')
);
--> statement-breakpoint
CREATE TABLE "deposit_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewer_kind" text,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_refunds_status_check" CHECK (status in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"actor" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_actor_key_pk" PRIMARY KEY("actor","key")
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"promptpay_payload" text,
	"reason" text,
	"reviewer_kind" text,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharges_status_check" CHECK (status in ('pending', 'approved', 'rejected')),
	CONSTRAINT "recharges_amount_positive" CHECK (amount > 0),
	CONSTRAINT "recharges_method_check" CHECK (method in ('promptpay', 'bank_transfer'))
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"code" text NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"reason" text,
	"idempotency_key" text NOT NULL,
	"debit_balance_after" bigint NOT NULL,
	"credit_balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "transfers_amount_positive" CHECK (amount > 0),
	CONSTRAINT "transfers_distinct_accounts" CHECK (debit_account_id <> credit_account_id),
	CONSTRAINT "transfers_code_check" CHECK (code in ('recharge', 'freeze', 'withdraw', 'unfreeze', 'deposit', 'deposit_refund', 'order_payment', 'order_profit')),
	CONSTRAINT "transfers_actor_check" CHECK (actor_kind in ('seller', 'operator', 'system'))
);
--> statement-breakpoint
CREATE TABLE "withdraw_passwords" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"bank_card_id" integer,
	"bank_code" text NOT NULL,
	"card_number" text NOT NULL,
	"card_holder_name" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"description" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewer_kind" text,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_status_check" CHECK (status in ('pending', 'approved', 'rejected')),
	CONSTRAINT "withdrawals_amount_positive" CHECK (amount > 0 and fee >= 0 and fee <= amount)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_debit_account_id_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_passwords" ADD CONSTRAINT "withdraw_passwords_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_seller_kind_key" ON "accounts" USING btree ("seller_id","kind") WHERE seller_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_platform_kind_key" ON "accounts" USING btree ("kind") WHERE seller_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_cards_seller_key" ON "bank_cards" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_refunds_one_pending" ON "deposit_refunds" USING btree ("seller_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "deposit_refunds_status_idx" ON "deposit_refunds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "recharges_seller_idx" ON "recharges" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "recharges_status_idx" ON "recharges" USING btree ("status");--> statement-breakpoint
CREATE INDEX "transfers_debit_idx" ON "transfers" USING btree ("debit_account_id");--> statement-breakpoint
CREATE INDEX "transfers_credit_idx" ON "transfers" USING btree ("credit_account_id");--> statement-breakpoint
CREATE INDEX "withdrawals_seller_idx" ON "withdrawals" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status");