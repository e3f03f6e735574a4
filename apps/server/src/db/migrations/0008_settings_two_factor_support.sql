CREATE TABLE "help_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_operator_id" integer
);
--> statement-breakpoint
CREATE TABLE "security_settings" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"login_notification" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_challenges" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "two_factor_challenges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_factor_challenges_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "two_factor_challenges_kind_check" CHECK ("two_factor_challenges"."kind" in ('seller', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "two_factor_recovery_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "two_factor_recovery_codes_kind_check" CHECK ("two_factor_recovery_codes"."kind" in ('seller', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "two_factor_secrets" (
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"secret_sealed" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_time_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_factor_secrets_kind_owner_id_pk" PRIMARY KEY("kind","owner_id"),
	CONSTRAINT "two_factor_secrets_kind_check" CHECK ("two_factor_secrets"."kind" in ('seller', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "address_line" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "sub_district" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "security_settings" ADD CONSTRAINT "security_settings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_entries_position_idx" ON "help_entries" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "support_messages_created_idx" ON "support_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "two_factor_challenges_owner_idx" ON "two_factor_challenges" USING btree ("kind","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_recovery_codes_owner_code_key" ON "two_factor_recovery_codes" USING btree ("kind","owner_id","code_hash");--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_phone_check" CHECK ("sellers"."phone" ~ '^0[689][0-9]{8}$');--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_address_complete_check" CHECK (num_nulls("sellers"."address_line", "sellers"."sub_district", "sellers"."district", "sellers"."province", "sellers"."postal_code") in (0, 5));