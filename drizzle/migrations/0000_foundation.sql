CREATE SCHEMA "accounting";
--> statement-breakpoint
CREATE SCHEMA "accounts";
--> statement-breakpoint
CREATE SCHEMA "analytics";
--> statement-breakpoint
CREATE SCHEMA "billing";
--> statement-breakpoint
CREATE SCHEMA "core";
--> statement-breakpoint
CREATE SCHEMA "erp";
--> statement-breakpoint
CREATE SCHEMA "expense";
--> statement-breakpoint
CREATE SCHEMA "inventory";
--> statement-breakpoint
CREATE SCHEMA "messaging";
--> statement-breakpoint
CREATE TABLE "accounting"."contact_persons" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"contact_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"mobile" text,
	"is_primary_contact" boolean DEFAULT false NOT NULL,
	"is_email_enabled" boolean DEFAULT true NOT NULL,
	"is_sms_enabled" boolean DEFAULT false NOT NULL,
	"is_whatsapp_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."contacts" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"contact_name" text NOT NULL,
	"company_name" text,
	"contact_type" text NOT NULL,
	"customer_sub_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"currency_id" bigint NOT NULL,
	"payment_terms" integer DEFAULT 0 NOT NULL,
	"payment_terms_label" text NOT NULL,
	"email" text,
	"phone" text,
	"mobile" text,
	"website" text,
	"notes" text,
	"billing_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gst_no" text,
	"gst_treatment" text,
	"tax_treatment" text,
	"vat_treatment" text,
	"place_of_supply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."custom_field_values" (
	"organization_id" bigint NOT NULL,
	"customfield_id" bigint NOT NULL,
	"record_id" bigint NOT NULL,
	"value" text NOT NULL,
	"unique_value" text,
	CONSTRAINT "custom_field_values_customfield_id_record_id_pk" PRIMARY KEY("customfield_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "accounting"."custom_fields" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"entity" text NOT NULL,
	"api_name" text NOT NULL,
	"label" text NOT NULL,
	"data_type" text NOT NULL,
	"is_unique" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."invoice_comments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"comment_type" text NOT NULL,
	"operation_type" text NOT NULL,
	"description" text NOT NULL,
	"commented_by_id" bigint,
	"commented_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."invoice_line_items" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"item_order" integer NOT NULL,
	"item_id" bigint,
	"project_id" bigint,
	"project_name" text,
	"time_entry_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location_id" bigint,
	"item_type" text,
	"product_type" text,
	"sat_item_key_code" text,
	"unitkey_code" text,
	"expense_id" bigint,
	"expense_receipt_name" text,
	"name" text,
	"description" text,
	"rate" numeric NOT NULL,
	"quantity" numeric NOT NULL,
	"unit" text,
	"discount" text,
	"discount_amount" numeric NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_id" bigint,
	"tds_tax_id" bigint,
	"tax_name" text,
	"tax_type" text,
	"tax_percentage" numeric,
	"tax_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_treatment_code" text,
	"item_total" numeric NOT NULL,
	"header_name" text,
	"header_id" bigint,
	"account_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."invoice_payments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"payment_id" bigint,
	"amount" numeric NOT NULL,
	"date" date NOT NULL,
	"payment_mode" text,
	"reference_number" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."invoices" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"invoice_number" text NOT NULL,
	"date" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text NOT NULL,
	"payment_terms" integer NOT NULL,
	"payment_terms_label" text NOT NULL,
	"payment_expected_date" date,
	"last_payment_date" date,
	"reference_number" text,
	"customer_id" bigint NOT NULL,
	"customer_name" text NOT NULL,
	"contact_persons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency_id" bigint NOT NULL,
	"exchange_rate" numeric NOT NULL,
	"discount" text,
	"discount_amount" numeric NOT NULL,
	"is_discount_before_tax" boolean NOT NULL,
	"discount_type" text NOT NULL,
	"is_inclusive_tax" boolean NOT NULL,
	"recurring_invoice_id" bigint,
	"is_viewed_by_client" boolean DEFAULT false NOT NULL,
	"client_viewed_at" timestamp with time zone,
	"location_id" bigint,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_charge" numeric NOT NULL,
	"adjustment" numeric NOT NULL,
	"adjustment_description" text,
	"sub_total" numeric NOT NULL,
	"tax_total" numeric NOT NULL,
	"total" numeric NOT NULL,
	"rounding_difference" numeric DEFAULT '0' NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_reminder_enabled" boolean DEFAULT true NOT NULL,
	"payment_made" numeric DEFAULT '0' NOT NULL,
	"credits_applied" numeric DEFAULT '0' NOT NULL,
	"tax_amount_withheld" numeric DEFAULT '0' NOT NULL,
	"write_off_amount" numeric DEFAULT '0' NOT NULL,
	"balance" numeric NOT NULL,
	"allow_partial_payments" boolean DEFAULT false NOT NULL,
	"price_precision" integer NOT NULL,
	"payment_gateways" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_emailed" boolean DEFAULT false NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminder_sent_date" date,
	"billing_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"terms" text,
	"template_id" bigint NOT NULL,
	"salesperson_id" bigint,
	"salesperson_name" text,
	"ach_payment_initiated" boolean DEFAULT false NOT NULL,
	"gst_no" text,
	"gst_treatment" text,
	"is_pre_gst" boolean,
	"place_of_supply" text,
	"tax_treatment" text,
	"tax_treatment_code" text,
	"vat_treatment" text,
	"vat_reg_no" text,
	"is_reverse_charge_applied" boolean,
	"cfdi_usage" text,
	"cfdi_reference_type" text,
	"reference_invoice_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."items" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"description" text,
	"rate" numeric NOT NULL,
	"unit" text,
	"sku" text,
	"product_type" text NOT NULL,
	"item_type" text NOT NULL,
	"tax_id" bigint,
	"purchase_tax_rule_id" bigint,
	"sales_tax_rule_id" bigint,
	"hsn_or_sac" text,
	"sat_item_key_code" text,
	"unitkey_code" text,
	"is_taxable" boolean DEFAULT true NOT NULL,
	"tax_exemption_id" bigint,
	"purchase_tax_exemption_id" bigint,
	"account_id" bigint,
	"avatax_tax_code" text,
	"avatax_use_code" text,
	"purchase_description" text,
	"purchase_rate" numeric,
	"purchase_account_id" bigint,
	"inventory_account_id" bigint,
	"vendor_id" bigint,
	"reorder_level" numeric,
	"item_tax_preferences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."pricebook_items" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"pricebook_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"pricebook_rate" numeric,
	"pricebook_discount" text,
	"pricing_scheme" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."pricebook_price_brackets" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"pricebook_id" bigint NOT NULL,
	"pricebook_item_id" bigint NOT NULL,
	"start_quantity" numeric NOT NULL,
	"end_quantity" numeric,
	"pricebook_rate" numeric,
	"pricebook_discount" text
);
--> statement-breakpoint
CREATE TABLE "accounting"."pricebooks" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"currency_id" bigint NOT NULL,
	"pricebook_type" text NOT NULL,
	"percentage" numeric,
	"is_increase" boolean DEFAULT true NOT NULL,
	"rounding_type" text NOT NULL,
	"decimal_place" integer NOT NULL,
	"pricing_scheme" text NOT NULL,
	"sales_or_purchase_type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
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
	"is_user_created" boolean DEFAULT false NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "core"."journal_entries" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"date" date NOT NULL,
	"source_type" text NOT NULL,
	"source_id" bigint NOT NULL,
	"source_number" text,
	"basis" text DEFAULT 'both' NOT NULL,
	"reverses_journal_id" bigint,
	"reference_number" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core"."journal_lines" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"journal_id" bigint NOT NULL,
	"line_order" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"date" date NOT NULL,
	"source_type" text NOT NULL,
	"source_id" bigint NOT NULL,
	"basis" text NOT NULL,
	"debit" numeric NOT NULL,
	"credit" numeric NOT NULL,
	"currency_id" bigint NOT NULL,
	"exchange_rate" numeric NOT NULL,
	"bcy_debit" numeric NOT NULL,
	"bcy_credit" numeric NOT NULL,
	"description" text
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
CREATE TABLE "erp"."account_budgets" (
	"organization_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"month" date NOT NULL,
	"amount" numeric NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_budgets_organization_id_account_id_month_pk" PRIMARY KEY("organization_id","account_id","month")
);
--> statement-breakpoint
CREATE TABLE "erp"."direct_tax_settings" (
	"organization_id" bigint PRIMARY KEY NOT NULL,
	"tds_calculation_type" text,
	"track_tds_liability_from" text,
	"default_penalty_account_id" bigint,
	"default_interest_account_id" bigint,
	"registration_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp"."register_bulk_actions" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"action_type" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"user_id" bigint NOT NULL,
	"transaction_ids" jsonb NOT NULL,
	"updated_field" text,
	"updated_value" text,
	"updated_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp"."tax_authorities" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp"."tax_group_members" (
	"organization_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"tax_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "tax_group_members_group_id_tax_id_pk" PRIMARY KEY("group_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "erp"."taxes" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"tax_name" text NOT NULL,
	"tax_type" text NOT NULL,
	"percentage" numeric,
	"tax_specific_type" text,
	"tax_specific_type_version" integer,
	"tax_authority_id" bigint,
	"is_state_cess" boolean DEFAULT false NOT NULL,
	"is_value_added" boolean DEFAULT false NOT NULL,
	"is_non_advol_tax" boolean DEFAULT false NOT NULL,
	"tax_factor" text,
	"tax_account_tracking" text,
	"tax_account_id" bigint,
	"purchase_tax_account_id" bigint,
	"purchase_tax_expense_account_id" bigint,
	"tds_payable_account_id" bigint,
	"tcs_receivable_account_id" bigint,
	"tcs_payable_account_id" bigint,
	"accounting_app_name" text,
	"accounting_reference_id" text,
	"diff_rate_reason" text,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"description" text,
	"reference_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory"."item_locations" (
	"organization_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_locations_item_id_location_id_pk" PRIMARY KEY("item_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "inventory"."locations" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"location_name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"email" text,
	"phone" text,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory"."stock_movements" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"location_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"quantity" numeric NOT NULL,
	"rate" numeric,
	"movement_date" date NOT NULL,
	"source_type" text,
	"source_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_persons_contact" ON "accounting"."contact_persons" USING btree ("organization_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_org_name" ON "accounting"."contacts" USING btree ("organization_id",lower("contact_name"));--> statement-breakpoint
CREATE INDEX "contacts_org_type" ON "accounting"."contacts" USING btree ("organization_id","contact_type");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_values_unique" ON "accounting"."custom_field_values" USING btree ("organization_id","customfield_id","unique_value");--> statement-breakpoint
CREATE INDEX "custom_field_values_record" ON "accounting"."custom_field_values" USING btree ("organization_id","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_org_entity_api_name" ON "accounting"."custom_fields" USING btree ("organization_id","entity","api_name");--> statement-breakpoint
CREATE INDEX "invoice_comments_invoice" ON "accounting"."invoice_comments" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_line_items_invoice" ON "accounting"."invoice_line_items" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_line_items_item" ON "accounting"."invoice_line_items" USING btree ("organization_id","item_id");--> statement-breakpoint
CREATE INDEX "invoice_line_items_account" ON "accounting"."invoice_line_items" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "invoice_line_items_tax" ON "accounting"."invoice_line_items" USING btree ("organization_id","tax_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice" ON "accounting"."invoice_payments" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_payment" ON "accounting"."invoice_payments" USING btree ("organization_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_org_number" ON "accounting"."invoices" USING btree ("organization_id",lower("invoice_number"));--> statement-breakpoint
CREATE INDEX "invoices_org_created" ON "accounting"."invoices" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_org_date" ON "accounting"."invoices" USING btree ("organization_id","date");--> statement-breakpoint
CREATE INDEX "invoices_org_due" ON "accounting"."invoices" USING btree ("organization_id","status","due_date");--> statement-breakpoint
CREATE INDEX "invoices_org_customer" ON "accounting"."invoices" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_org_name" ON "accounting"."items" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "items_org_sku" ON "accounting"."items" USING btree ("organization_id","sku");--> statement-breakpoint
CREATE INDEX "items_org_created" ON "accounting"."items" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pricebook_items_pricebook_item" ON "accounting"."pricebook_items" USING btree ("organization_id","pricebook_id","item_id");--> statement-breakpoint
CREATE INDEX "pricebook_items_item" ON "accounting"."pricebook_items" USING btree ("organization_id","item_id");--> statement-breakpoint
CREATE INDEX "pricebook_price_brackets_pricebook" ON "accounting"."pricebook_price_brackets" USING btree ("organization_id","pricebook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pricebooks_org_name" ON "accounting"."pricebooks" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "pricebooks_org_created" ON "accounting"."pricebooks" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "oauth_tokens_parent" ON "accounts"."oauth_tokens" USING btree ("parent_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_org_name" ON "core"."accounts" USING btree ("organization_id",lower("account_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_org_code" ON "core"."accounts" USING btree ("organization_id",lower("account_code"));--> statement-breakpoint
CREATE INDEX "accounts_parent" ON "core"."accounts" USING btree ("organization_id","parent_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_org_system_key" ON "core"."accounts" USING btree ("organization_id","system_key");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_org_code" ON "core"."currencies" USING btree ("organization_id","currency_code");--> statement-breakpoint
CREATE INDEX "journal_entries_source" ON "core"."journal_entries" USING btree ("organization_id","source_type","source_id");--> statement-breakpoint
CREATE INDEX "journal_entries_reverses" ON "core"."journal_entries" USING btree ("reverses_journal_id");--> statement-breakpoint
CREATE INDEX "journal_lines_register" ON "core"."journal_lines" USING btree ("organization_id","account_id","date","id","basis","bcy_debit","bcy_credit");--> statement-breakpoint
CREATE INDEX "journal_lines_journal" ON "core"."journal_lines" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "memberships_user" ON "core"."memberships" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "core"."users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "register_bulk_actions_account" ON "erp"."register_bulk_actions" USING btree ("organization_id","account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_authorities_org_name" ON "erp"."tax_authorities" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "tax_group_members_tax" ON "erp"."tax_group_members" USING btree ("organization_id","tax_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_org_name" ON "erp"."taxes" USING btree ("organization_id",lower("tax_name"));--> statement-breakpoint
CREATE INDEX "taxes_org_type" ON "erp"."taxes" USING btree ("organization_id","tax_type");--> statement-breakpoint
CREATE INDEX "item_locations_org_location" ON "inventory"."item_locations" USING btree ("organization_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_org_name" ON "inventory"."locations" USING btree ("organization_id",lower("location_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_org_primary" ON "inventory"."locations" USING btree ("organization_id") WHERE "inventory"."locations"."is_primary";--> statement-breakpoint
CREATE INDEX "stock_movements_item_location" ON "inventory"."stock_movements" USING btree ("organization_id","item_id","location_id");