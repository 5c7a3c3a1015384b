CREATE SCHEMA "accounts";
--> statement-breakpoint
CREATE SCHEMA "core";
--> statement-breakpoint
CREATE TABLE "accounts"."oauth_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"name" text NOT NULL,
	"user_id" bigint NOT NULL,
	"redirect_uris" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts"."oauth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"client_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"redirect_uri" text,
	"parent_hash" text,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core"."accounts" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"account_name" text NOT NULL,
	"account_code" text,
	"account_type" text NOT NULL,
	"description" text,
	"currency_id" bigint,
	"parent_account_id" bigint,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_system_account" boolean DEFAULT false NOT NULL,
	"system_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core"."blobs" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core"."currencies" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"currency_code" text NOT NULL,
	"currency_name" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"price_precision" integer NOT NULL,
	"currency_format" text NOT NULL,
	"is_base_currency" boolean DEFAULT false NOT NULL,
	"exchange_rate" numeric DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core"."memberships" (
	"organization_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "core"."number_series" (
	"organization_id" bigint NOT NULL,
	"series" text NOT NULL,
	"prefix" text NOT NULL,
	"next_value" integer NOT NULL,
	"width" integer NOT NULL,
	CONSTRAINT "number_series_organization_id_series_pk" PRIMARY KEY("organization_id","series")
);
--> statement-breakpoint
CREATE TABLE "core"."organizations" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"language_code" text NOT NULL,
	"date_format" text NOT NULL,
	"field_separator" text NOT NULL,
	"fiscal_year_start_month" integer NOT NULL,
	"tax_group_enabled" boolean DEFAULT true NOT NULL,
	"contact_name" text,
	"email" text,
	"industry_type" text,
	"industry_size" text,
	"portal_name" text,
	"org_address" text,
	"remit_to_address" text,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"edition" text NOT NULL,
	"currency_id" bigint NOT NULL,
	"price_precision" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_logo_uploaded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core"."users" (
	"id" bigint PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "oauth_tokens_parent" ON "accounts"."oauth_tokens" USING btree ("parent_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_org_name" ON "core"."accounts" USING btree ("organization_id","account_name");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_org_system_key" ON "core"."accounts" USING btree ("organization_id","system_key");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_org_code" ON "core"."currencies" USING btree ("organization_id","currency_code");--> statement-breakpoint
CREATE INDEX "memberships_user" ON "core"."memberships" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "core"."users" USING btree ("email");