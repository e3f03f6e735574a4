CREATE TABLE "signin_known_addresses" (
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"address" text NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signin_known_addresses_kind_account_address_pk" PRIMARY KEY("kind","account","address")
);
--> statement-breakpoint
CREATE INDEX "signin_known_addresses_last_idx" ON "signin_known_addresses" USING btree ("last_signed_in_at");