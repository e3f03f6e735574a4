CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"password_hash" text NOT NULL,
	"failed_signin_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sellers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"account" text NOT NULL,
	"password_hash" text NOT NULL,
	"language" text DEFAULT 'th' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"failed_signin_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sellers_status_check" CHECK ("sellers"."status" in ('active', 'suspended')),
	CONSTRAINT "sellers_language_check" CHECK ("sellers"."language" in ('th', 'en', 'zh-CN', 'zh-TW'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('seller', 'operator'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "operators_account_lower_key" ON "operators" USING btree (lower("account"));--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_account_lower_key" ON "sellers" USING btree (lower("account"));--> statement-breakpoint
CREATE INDEX "sessions_owner_idx" ON "sessions" USING btree ("kind","owner_id");