CREATE TABLE "signin_lockouts" (
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"address" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signin_lockouts_kind_account_address_pk" PRIMARY KEY("kind","account","address")
);
--> statement-breakpoint
ALTER TABLE "bank_cards" DROP CONSTRAINT "bank_cards_number_digits";--> statement-breakpoint
ALTER TABLE "bank_cards" ADD COLUMN "card_number_masked" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "file_access_log" ADD COLUMN "session_id" bigint;--> statement-breakpoint
ALTER TABLE "file_access_log" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "signed_in_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "id_number_masked" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verifications" ADD COLUMN "id_number_hash" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "card_number_masked" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "signin_lockouts_updated_idx" ON "signin_lockouts" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_one_open_per_id_number_key" ON "verifications" USING btree ("id_number_hash") WHERE "verifications"."status" in ('pending', 'approved');--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "failed_signin_count";--> statement-breakpoint
ALTER TABLE "operators" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "sellers" DROP COLUMN "failed_signin_count";--> statement-breakpoint
ALTER TABLE "sellers" DROP COLUMN "locked_until";