CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SCHEMA "accounting";
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
CREATE SCHEMA "accounts";
--> statement-breakpoint
CREATE SCHEMA "inventory";
--> statement-breakpoint
CREATE SCHEMA "messaging";
--> statement-breakpoint
CREATE TABLE "accounting"."bank_account_details" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"account_number" text,
	"bank_name" text,
	"routing_number" text,
	"is_primary_account" boolean DEFAULT false NOT NULL,
	"is_paypal_account" boolean DEFAULT false NOT NULL,
	"paypal_type" text,
	"paypal_email_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."bank_reconciliation_documents" (
	"blob_id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"reconciliation_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."bank_reconciliation_transactions" (
	"organization_id" bigint NOT NULL,
	"reconciliation_id" bigint NOT NULL,
	"transaction_id" bigint NOT NULL,
	CONSTRAINT "bank_reconciliation_transactions_reconciliation_id_transaction_id_pk" PRIMARY KEY("reconciliation_id","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "accounting"."bank_reconciliations" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"closing_balance" numeric NOT NULL,
	"opening_balance" numeric,
	"status" text NOT NULL,
	"reconciled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."bank_rule_accounts" (
	"organization_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bank_rule_accounts_rule_id_account_id_pk" PRIMARY KEY("rule_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "accounting"."bank_rules" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"rule_name" text NOT NULL,
	"rule_order" integer NOT NULL,
	"rule_category" text NOT NULL,
	"apply_to" text NOT NULL,
	"criteria_type" text NOT NULL,
	"criterion" jsonb NOT NULL,
	"record_as" text NOT NULL,
	"account_id" bigint,
	"auto_categorize" boolean DEFAULT false NOT NULL,
	"customer_id" bigint,
	"tax_id" bigint,
	"reference_number" text,
	"payment_mode" text,
	"vat_treatment" text,
	"tax_treatment" text,
	"is_reverse_charge_applied" boolean DEFAULT false NOT NULL,
	"product_type" text,
	"tax_authority_id" bigint,
	"tax_exemption_id" bigint,
	"location_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."bank_statements" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"blob_id" bigint,
	"file_name" text,
	"transactions_count" integer NOT NULL,
	"categorized_count" integer NOT NULL,
	"suggested_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."bank_transactions" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"date" date NOT NULL,
	"amount" numeric NOT NULL,
	"debit_or_credit" text NOT NULL,
	"status" text NOT NULL,
	"transaction_type" text,
	"payee" text,
	"description" text,
	"reference_number" text,
	"exchange_rate" numeric NOT NULL,
	"offset_account_id" bigint,
	"customer_id" bigint,
	"vendor_id" bigint,
	"payment_mode" text,
	"bank_charges" numeric DEFAULT '0' NOT NULL,
	"tax_id" bigint,
	"tax_name" text,
	"tax_percentage" numeric,
	"tax_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_amount" numeric DEFAULT '0' NOT NULL,
	"source" text NOT NULL,
	"statement_id" bigint,
	"document_type" text,
	"document_id" bigint,
	"imported_transaction_id" text,
	"categorized_by_rule_id" bigint,
	"suggested_rule_id" bigint,
	"reconciliation_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."bill_comments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"comment_type" text NOT NULL,
	"operation_type" text NOT NULL,
	"description" text NOT NULL,
	"commented_by_id" bigint,
	"commented_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."bill_line_items" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
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
	"tax_name" text,
	"tax_type" text,
	"tax_percentage" numeric,
	"tax_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tds_tax_id" bigint,
	"tax_treatment_code" text,
	"item_total" numeric NOT NULL,
	"header_name" text,
	"header_id" bigint,
	"account_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."bill_order_lines" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"line_item_id" bigint NOT NULL,
	"purchaseorder_id" bigint NOT NULL,
	"purchaseorder_item_id" bigint NOT NULL,
	"quantity" numeric NOT NULL,
	"received_value" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."bills" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"bill_number" text NOT NULL,
	"date" date NOT NULL,
	"due_date" date NOT NULL,
	"payment_terms" integer NOT NULL,
	"payment_terms_label" text NOT NULL,
	"status" text NOT NULL,
	"reference_number" text,
	"vendor_id" bigint NOT NULL,
	"vendor_name" text NOT NULL,
	"contact_persons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency_id" bigint NOT NULL,
	"exchange_rate" numeric NOT NULL,
	"discount" text,
	"discount_amount" numeric NOT NULL,
	"is_discount_before_tax" boolean NOT NULL,
	"discount_type" text NOT NULL,
	"is_inclusive_tax" boolean NOT NULL,
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
	"price_precision" integer NOT NULL,
	"billing_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"terms" text,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_id" bigint NOT NULL,
	"salesperson_id" bigint,
	"salesperson_name" text,
	"gst_no" text,
	"gst_treatment" text,
	"tax_treatment" text,
	"vat_treatment" text,
	"place_of_supply" text,
	"is_pre_gst" boolean,
	"tax_treatment_code" text,
	"vat_reg_no" text,
	"is_reverse_charge_applied" boolean,
	"cfdi_usage" text,
	"cfdi_reference_type" text,
	"balance" numeric DEFAULT '0' NOT NULL,
	"submitted_by_id" bigint,
	"approved_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."contact_addresses" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"contact_id" bigint NOT NULL,
	"attention" text,
	"address" text,
	"street2" text,
	"city" text,
	"state" text,
	"state_code" text,
	"zip" text,
	"country" text,
	"fax" text,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."contact_comments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"contact_id" bigint NOT NULL,
	"operation_type" text NOT NULL,
	"description" text NOT NULL,
	"commented_by_id" bigint,
	"commented_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
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
	"salutation" text,
	"designation" text,
	"department" text,
	"skype" text,
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
	"contact_number" text NOT NULL,
	"number_given" boolean DEFAULT false NOT NULL,
	"legal_name" text,
	"language_code" text,
	"facebook" text,
	"twitter" text,
	"owner_id" bigint,
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
	"payment_reminder_enabled" boolean DEFAULT true NOT NULL,
	"track_1099" boolean DEFAULT false NOT NULL,
	"credit_limit" numeric DEFAULT '0' NOT NULL,
	"opening_balances" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pricebook_id" bigint,
	"is_taxable" boolean DEFAULT true NOT NULL,
	"tax_id" bigint,
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
CREATE TABLE "accounting"."creditnote_comments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"creditnote_id" bigint NOT NULL,
	"comment_type" text NOT NULL,
	"operation_type" text NOT NULL,
	"description" text NOT NULL,
	"commented_by_id" bigint,
	"commented_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."creditnote_invoices" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"creditnote_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"amount" numeric NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."creditnote_line_items" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"creditnote_id" bigint NOT NULL,
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
	"tax_name" text,
	"tax_type" text,
	"tax_percentage" numeric,
	"tax_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tds_tax_id" bigint,
	"tax_treatment_code" text,
	"item_total" numeric NOT NULL,
	"header_name" text,
	"header_id" bigint,
	"account_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."creditnote_refunds" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"creditnote_id" bigint NOT NULL,
	"date" date NOT NULL,
	"amount" numeric NOT NULL,
	"exchange_rate" numeric NOT NULL,
	"refund_mode" text,
	"reference_number" text,
	"description" text,
	"from_account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."creditnotes" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"creditnote_number" text NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
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
	"price_precision" integer NOT NULL,
	"billing_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"terms" text,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_id" bigint NOT NULL,
	"salesperson_id" bigint,
	"salesperson_name" text,
	"gst_no" text,
	"gst_treatment" text,
	"tax_treatment" text,
	"vat_treatment" text,
	"place_of_supply" text,
	"is_pre_gst" boolean,
	"tax_treatment_code" text,
	"vat_reg_no" text,
	"is_reverse_charge_applied" boolean,
	"cfdi_usage" text,
	"cfdi_reference_type" text,
	"balance" numeric DEFAULT '0' NOT NULL,
	"invoice_id" bigint,
	"is_emailed" boolean DEFAULT false NOT NULL,
	"submitted_by_id" bigint,
	"approved_by_id" bigint,
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
CREATE TABLE "accounting"."estimate_comments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"estimate_id" bigint NOT NULL,
	"comment_type" text NOT NULL,
	"operation_type" text NOT NULL,
	"description" text NOT NULL,
	"commented_by_id" bigint,
	"commented_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."estimate_line_items" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"estimate_id" bigint NOT NULL,
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
	"tax_name" text,
	"tax_type" text,
	"tax_percentage" numeric,
	"tax_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tds_tax_id" bigint,
	"tax_treatment_code" text,
	"item_total" numeric NOT NULL,
	"header_name" text,
	"header_id" bigint,
	"account_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."estimates" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"estimate_number" text NOT NULL,
	"date" date NOT NULL,
	"expiry_date" date,
	"status" text NOT NULL,
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
	"price_precision" integer NOT NULL,
	"billing_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"terms" text,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_id" bigint NOT NULL,
	"salesperson_id" bigint,
	"salesperson_name" text,
	"gst_no" text,
	"gst_treatment" text,
	"tax_treatment" text,
	"vat_treatment" text,
	"place_of_supply" text,
	"is_pre_gst" boolean,
	"tax_treatment_code" text,
	"vat_reg_no" text,
	"is_reverse_charge_applied" boolean,
	"cfdi_usage" text,
	"cfdi_reference_type" text,
	"is_viewed_by_client" boolean DEFAULT false NOT NULL,
	"client_viewed_at" timestamp with time zone,
	"is_emailed" boolean DEFAULT false NOT NULL,
	"sent_date" date,
	"accepted_date" date,
	"declined_date" date,
	"submitted_by_id" bigint,
	"approved_by_id" bigint,
	"invoice_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."expense_comments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"expense_id" bigint NOT NULL,
	"operation_type" text NOT NULL,
	"description" text NOT NULL,
	"commented_by_id" bigint,
	"commented_by" text NOT NULL,
	"transaction_id" bigint,
	"transaction_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."expense_line_items" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"expense_id" bigint NOT NULL,
	"item_order" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"description" text,
	"amount" numeric NOT NULL,
	"item_total" numeric NOT NULL,
	"tax_id" bigint,
	"tax_name" text,
	"tax_type" text,
	"tax_percentage" numeric,
	"tax_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_amount" numeric NOT NULL,
	"reverse_charge_tax_id" bigint,
	"reverse_charge_tax_name" text,
	"reverse_charge_tax_percentage" numeric,
	"reverse_charge_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reverse_charge_tax_amount" numeric NOT NULL,
	"tax_exemption_code" text,
	"tax_exemption_id" bigint,
	"location_id" bigint,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."expenses" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"date" date NOT NULL,
	"account_id" bigint NOT NULL,
	"paid_through_account_id" bigint NOT NULL,
	"vendor_id" bigint,
	"vendor_name" text,
	"amount" numeric NOT NULL,
	"tax_amount" numeric NOT NULL,
	"is_inclusive_tax" boolean NOT NULL,
	"sub_total" numeric NOT NULL,
	"total" numeric NOT NULL,
	"bcy_total" numeric NOT NULL,
	"rounding_difference" numeric DEFAULT '0' NOT NULL,
	"currency_id" bigint NOT NULL,
	"exchange_rate" numeric NOT NULL,
	"price_precision" integer NOT NULL,
	"reference_number" text,
	"description" text,
	"is_billable" boolean NOT NULL,
	"is_personal" boolean NOT NULL,
	"is_itemized_expense" boolean NOT NULL,
	"customer_id" bigint,
	"customer_name" text,
	"project_id" bigint,
	"project_name" text,
	"invoice_id" bigint,
	"invoice_number" text,
	"location_id" bigint,
	"status" text NOT NULL,
	"receipt_blob_id" bigint,
	"receipt_name" text,
	"receipt_type" text,
	"mileage_type" text NOT NULL,
	"mileage_rate" numeric,
	"mileage_unit" text,
	"distance" numeric,
	"start_reading" numeric,
	"end_reading" numeric,
	"trip_id" bigint,
	"trip_number" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gst_no" text,
	"gst_treatment" text,
	"destination_of_supply" text,
	"source_of_supply" text,
	"hsn_or_sac" text,
	"is_pre_gst" boolean,
	"reverse_charge_tax_total" numeric DEFAULT '0' NOT NULL,
	"journal_id" bigint,
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
CREATE TABLE "accounting"."invoice_documents" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
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
	"tax_name" text,
	"tax_type" text,
	"tax_percentage" numeric,
	"tax_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tds_tax_id" bigint,
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
	"exchange_rate" numeric,
	"online_transaction_id" text,
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
	"tax_treatment" text,
	"vat_treatment" text,
	"place_of_supply" text,
	"is_pre_gst" boolean,
	"tax_treatment_code" text,
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
	"upc" text,
	"ean" text,
	"isbn" text,
	"part_number" text,
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
CREATE TABLE "accounting"."recurring_invoice_comments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"recurring_invoice_id" bigint NOT NULL,
	"comment_type" text NOT NULL,
	"operation_type" text NOT NULL,
	"description" text NOT NULL,
	"commented_by_id" bigint,
	"commented_by" text NOT NULL,
	"transaction_id" bigint,
	"transaction_type" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."recurring_invoice_runs" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"recurring_invoice_id" bigint NOT NULL,
	"run_date" date NOT NULL,
	"invoice_id" bigint,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."recurring_invoices" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"recurrence_name" text NOT NULL,
	"status" text NOT NULL,
	"recurrence_frequency" text NOT NULL,
	"repeat_every" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"next_invoice_date" date,
	"next_cycle" integer DEFAULT 0 NOT NULL,
	"last_sent_date" date,
	"creation_mode" text NOT NULL,
	"reference_number" text,
	"customer_id" bigint NOT NULL,
	"customer_name" text NOT NULL,
	"contact_persons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency_id" bigint NOT NULL,
	"exchange_rate" numeric NOT NULL,
	"payment_terms" integer NOT NULL,
	"payment_terms_label" text NOT NULL,
	"discount" text,
	"discount_amount" numeric NOT NULL,
	"discount_type" text NOT NULL,
	"is_discount_before_tax" boolean NOT NULL,
	"is_inclusive_tax" boolean NOT NULL,
	"location_id" bigint,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_charge" numeric NOT NULL,
	"adjustment" numeric NOT NULL,
	"adjustment_description" text,
	"sub_total" numeric NOT NULL,
	"tax_total" numeric NOT NULL,
	"total" numeric NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_precision" integer NOT NULL,
	"payment_reminder_enabled" boolean DEFAULT true NOT NULL,
	"allow_partial_payments" boolean DEFAULT false NOT NULL,
	"payment_gateways" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"billing_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"terms" text,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_id" bigint NOT NULL,
	"salesperson_id" bigint,
	"salesperson_name" text,
	"gst_no" text,
	"gst_treatment" text,
	"tax_treatment" text,
	"vat_treatment" text,
	"place_of_supply" text,
	"is_pre_gst" boolean,
	"tax_treatment_code" text,
	"vat_reg_no" text,
	"is_reverse_charge_applied" boolean,
	"cfdi_usage" text,
	"cfdi_reference_type" text,
	"avatax_exempt_no" text,
	"avatax_use_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."recurring_profile_comments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"comment_type" text NOT NULL,
	"operation_type" text NOT NULL,
	"description" text NOT NULL,
	"commented_by_id" bigint,
	"commented_by" text NOT NULL,
	"transaction_id" bigint,
	"transaction_type" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."recurring_profile_runs" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"profile_id" bigint NOT NULL,
	"run_date" date NOT NULL,
	"child_id" bigint,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."recurring_profiles" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"recurrence_name" text NOT NULL,
	"status" text NOT NULL,
	"recurrence_frequency" text NOT NULL,
	"repeat_every" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"next_date" date,
	"next_cycle" integer DEFAULT 0 NOT NULL,
	"last_date" date,
	"contact_id" bigint,
	"template" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."payment_reminder_settings" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"auto_reminders_enabled" boolean DEFAULT false NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cc_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"send_from_org_email" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."payment_reminders_sent" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"reminder_key" text,
	"sent_date" date NOT NULL,
	"message_id" bigint NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."retainer_applications" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"retainerinvoice_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"amount" numeric NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."retainer_invoice_comments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"retainerinvoice_id" bigint NOT NULL,
	"comment_type" text NOT NULL,
	"operation_type" text NOT NULL,
	"description" text NOT NULL,
	"commented_by_id" bigint,
	"commented_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."retainer_invoice_documents" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"retainerinvoice_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."retainer_invoice_line_items" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"retainerinvoice_id" bigint NOT NULL,
	"item_order" integer NOT NULL,
	"description" text,
	"rate" numeric NOT NULL,
	"tax_id" bigint,
	"tax_name" text,
	"tax_type" text,
	"tax_percentage" numeric,
	"tax_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_total" numeric NOT NULL,
	"location_id" bigint
);
--> statement-breakpoint
CREATE TABLE "accounting"."retainer_invoice_settings" (
	"organization_id" bigint PRIMARY KEY NOT NULL,
	"approval_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."retainer_invoices" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"retainerinvoice_number" text NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"is_pre_gst" boolean,
	"place_of_supply" text,
	"project_id" bigint,
	"project_name" text,
	"last_payment_date" date,
	"reference_number" text,
	"customer_id" bigint NOT NULL,
	"customer_name" text NOT NULL,
	"contact_persons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency_id" bigint NOT NULL,
	"exchange_rate" numeric NOT NULL,
	"is_viewed_by_client" boolean DEFAULT false NOT NULL,
	"client_viewed_at" timestamp with time zone,
	"is_inclusive_tax" boolean NOT NULL,
	"location_id" bigint,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sub_total" numeric NOT NULL,
	"tax_total" numeric NOT NULL,
	"total" numeric NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_made" numeric DEFAULT '0' NOT NULL,
	"payment_drawn" numeric DEFAULT '0' NOT NULL,
	"balance" numeric NOT NULL,
	"allow_partial_payments" boolean DEFAULT true NOT NULL,
	"price_precision" integer NOT NULL,
	"payment_gateways" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_emailed" boolean DEFAULT false NOT NULL,
	"billing_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"terms" text,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_id" bigint NOT NULL,
	"created_by_id" bigint,
	"submitted_by_id" bigint,
	"approved_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."retainer_payments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"retainerinvoice_id" bigint NOT NULL,
	"amount" numeric NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"payment_mode" text,
	"account_id" bigint NOT NULL,
	"reference_number" text,
	"description" text,
	"payment_gateway" text,
	"gateway_transaction_id" text,
	"gateway_error_message" text,
	"callback_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."salesorder_comments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"salesorder_id" bigint NOT NULL,
	"comment_type" text NOT NULL,
	"operation_type" text NOT NULL,
	"description" text NOT NULL,
	"commented_by_id" bigint,
	"commented_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."salesorder_documents" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"salesorder_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."salesorder_line_items" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"salesorder_id" bigint NOT NULL,
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
	"tax_name" text,
	"tax_type" text,
	"tax_percentage" numeric,
	"tax_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tds_tax_id" bigint,
	"tax_treatment_code" text,
	"item_total" numeric NOT NULL,
	"header_name" text,
	"header_id" bigint,
	"account_id" bigint NOT NULL,
	"quantity_invoiced" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."salesorders" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"salesorder_number" text NOT NULL,
	"date" date NOT NULL,
	"shipment_date" date,
	"delivery_method" text,
	"status" text NOT NULL,
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
	"price_precision" integer NOT NULL,
	"billing_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"terms" text,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_id" bigint NOT NULL,
	"salesperson_id" bigint,
	"salesperson_name" text,
	"gst_no" text,
	"gst_treatment" text,
	"tax_treatment" text,
	"vat_treatment" text,
	"place_of_supply" text,
	"is_pre_gst" boolean,
	"tax_treatment_code" text,
	"vat_reg_no" text,
	"is_reverse_charge_applied" boolean,
	"cfdi_usage" text,
	"cfdi_reference_type" text,
	"is_emailed" boolean DEFAULT false NOT NULL,
	"invoiced_status" text DEFAULT 'not_invoiced' NOT NULL,
	"estimate_id" bigint,
	"submitted_by_id" bigint,
	"approved_by_id" bigint,
	"invoice_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."salesreceipt_comments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"salesreceipt_id" bigint NOT NULL,
	"comment_type" text NOT NULL,
	"operation_type" text NOT NULL,
	"description" text NOT NULL,
	"commented_by_id" bigint,
	"commented_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."salesreceipt_line_items" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"salesreceipt_id" bigint NOT NULL,
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
	"tax_name" text,
	"tax_type" text,
	"tax_percentage" numeric,
	"tax_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tds_tax_id" bigint,
	"tax_treatment_code" text,
	"item_total" numeric NOT NULL,
	"header_name" text,
	"header_id" bigint,
	"account_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."salesreceipts" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"receipt_number" text NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"payment_mode" text NOT NULL,
	"deposit_account_id" bigint NOT NULL,
	"is_emailed" boolean DEFAULT false NOT NULL,
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
	"price_precision" integer NOT NULL,
	"billing_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"terms" text,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_id" bigint NOT NULL,
	"salesperson_id" bigint,
	"salesperson_name" text,
	"gst_no" text,
	"gst_treatment" text,
	"tax_treatment" text,
	"vat_treatment" text,
	"place_of_supply" text,
	"is_pre_gst" boolean,
	"tax_treatment_code" text,
	"vat_reg_no" text,
	"is_reverse_charge_applied" boolean,
	"cfdi_usage" text,
	"cfdi_reference_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."vendor_credit_bills" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"vendor_credit_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"amount" numeric NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."vendor_credit_comments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"vendor_credit_id" bigint NOT NULL,
	"comment_type" text NOT NULL,
	"operation_type" text NOT NULL,
	"description" text NOT NULL,
	"commented_by_id" bigint,
	"commented_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."vendor_credit_line_items" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"vendor_credit_id" bigint NOT NULL,
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
	"tax_name" text,
	"tax_type" text,
	"tax_percentage" numeric,
	"tax_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tds_tax_id" bigint,
	"tax_treatment_code" text,
	"item_total" numeric NOT NULL,
	"header_name" text,
	"header_id" bigint,
	"account_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."vendor_credit_refunds" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"vendor_credit_id" bigint NOT NULL,
	"date" date NOT NULL,
	"amount" numeric NOT NULL,
	"exchange_rate" numeric NOT NULL,
	"refund_mode" text,
	"reference_number" text,
	"description" text,
	"account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."vendor_credits" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"vendor_credit_number" text NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"reference_number" text,
	"vendor_id" bigint NOT NULL,
	"vendor_name" text NOT NULL,
	"contact_persons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency_id" bigint NOT NULL,
	"exchange_rate" numeric NOT NULL,
	"discount" text,
	"discount_amount" numeric NOT NULL,
	"is_discount_before_tax" boolean NOT NULL,
	"discount_type" text NOT NULL,
	"is_inclusive_tax" boolean NOT NULL,
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
	"price_precision" integer NOT NULL,
	"billing_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping_address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"terms" text,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_id" bigint NOT NULL,
	"salesperson_id" bigint,
	"salesperson_name" text,
	"gst_no" text,
	"gst_treatment" text,
	"tax_treatment" text,
	"vat_treatment" text,
	"place_of_supply" text,
	"is_pre_gst" boolean,
	"tax_treatment_code" text,
	"vat_reg_no" text,
	"is_reverse_charge_applied" boolean,
	"cfdi_usage" text,
	"cfdi_reference_type" text,
	"balance" numeric DEFAULT '0' NOT NULL,
	"bill_id" bigint,
	"submitted_by_id" bigint,
	"approved_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."vendor_payment_bills" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"bill_id" bigint NOT NULL,
	"amount" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."vendor_payment_refunds" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"date" date NOT NULL,
	"amount" numeric NOT NULL,
	"exchange_rate" numeric NOT NULL,
	"refund_mode" text,
	"reference_number" text,
	"description" text,
	"to_account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounting"."vendor_payments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"payment_number" text NOT NULL,
	"vendor_id" bigint NOT NULL,
	"vendor_name" text NOT NULL,
	"date" date NOT NULL,
	"amount" numeric NOT NULL,
	"bank_charges" numeric DEFAULT '0' NOT NULL,
	"balance" numeric NOT NULL,
	"currency_id" bigint NOT NULL,
	"exchange_rate" numeric NOT NULL,
	"paid_through_account_id" bigint NOT NULL,
	"payment_mode" text,
	"reference_number" text,
	"description" text,
	"check_number" text,
	"location_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."callback_secrets" (
	"organization_id" bigint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."export_jobs" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"workspace_id" bigint NOT NULL,
	"view_id" bigint NOT NULL,
	"created_by" bigint NOT NULL,
	"state" integer NOT NULL,
	"config" jsonb NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"blob_id" bigint,
	"error_message" text,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"callback_status" text,
	"callback_error" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."view_rows" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"view_id" bigint NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "analytics"."view_rows_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"values" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."views" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"workspace_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"kind" text NOT NULL,
	"columns" jsonb NOT NULL,
	"dataset" text,
	"criteria" text,
	"chart" jsonb,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics"."workspaces" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."payment_applications" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"amount_applied" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."payment_refunds" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"amount" numeric NOT NULL,
	"date" date NOT NULL,
	"refund_mode" text,
	"reference_number" text,
	"description" text,
	"from_account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing"."payments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"payment_number" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"customer_name" text NOT NULL,
	"payment_mode" text NOT NULL,
	"status" text NOT NULL,
	"amount" numeric NOT NULL,
	"bank_charges" numeric NOT NULL,
	"exchange_rate" numeric NOT NULL,
	"currency_id" bigint NOT NULL,
	"date" date NOT NULL,
	"reference_number" text,
	"description" text,
	"account_id" bigint NOT NULL,
	"tax_account_id" bigint,
	"location_id" bigint,
	"autotransaction" jsonb,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "core"."blob_chunks" (
	"key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "blob_chunks_key_seq_pk" PRIMARY KEY("key","seq")
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
	"location_id" bigint,
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
	"description" text,
	"contact_id" bigint,
	"location_id" bigint
);
--> statement-breakpoint
CREATE TABLE "core"."ledger_balances" (
	"organization_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"period" date NOT NULL,
	"basis" text NOT NULL,
	"bcy_debit" numeric NOT NULL,
	"bcy_credit" numeric NOT NULL,
	"line_count" integer NOT NULL,
	CONSTRAINT "ledger_balances_organization_id_account_id_period_basis_pk" PRIMARY KEY("organization_id","account_id","period","basis")
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
CREATE TABLE "core"."invitations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
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
	"phone" text,
	"fax" text,
	"website" text,
	"company_id_label" text,
	"company_id_value" text,
	"tax_id_label" text,
	"tax_id_value" text,
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
CREATE TABLE "core"."webhook_deliveries" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"webhook_id" bigint NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"read_as" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_code" integer,
	"latency_ms" integer,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"retry_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "core"."webhooks" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
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
CREATE TABLE "erp"."tax_authorities" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp"."tax_exemptions" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
	"is_default" boolean DEFAULT false NOT NULL,
	"description" text,
	"reference_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense"."advance_payments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"currency_id" bigint NOT NULL,
	"exchange_rate" numeric NOT NULL,
	"rcy_exchange_rate" numeric NOT NULL,
	"amount" numeric NOT NULL,
	"bcy_amount" numeric NOT NULL,
	"rcy_amount" numeric NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"account_id" bigint,
	"reference_number" text,
	"notes" text,
	"trip_id" bigint,
	"customer_id" bigint,
	"project_id" bigint,
	"location_id" bigint,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"report_id" bigint,
	"applied_bcy_amount" numeric,
	"approver_id" bigint,
	"submitted_to_id" bigint,
	"submitted_date" date,
	"approved_date" date,
	"refund_amount" numeric,
	"refund_date" date,
	"refund_account_id" bigint,
	"refund_exchange_rate" numeric,
	"refund_bcy_amount" numeric,
	"refund_rcy_amount" numeric,
	"refund_notes" text,
	"refund_reference_number" text,
	"created_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense"."expenses" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"date" date NOT NULL,
	"category_id" bigint,
	"currency_id" bigint NOT NULL,
	"exchange_rate" numeric NOT NULL,
	"amount" numeric NOT NULL,
	"bcy_total" numeric NOT NULL,
	"tax_amount" numeric DEFAULT '0' NOT NULL,
	"merchant_name" text,
	"description" text,
	"reference_number" text,
	"is_reimbursable" boolean DEFAULT true NOT NULL,
	"is_billable" boolean DEFAULT false NOT NULL,
	"paid_through_account_id" bigint,
	"payment_mode" text,
	"customer_id" bigint,
	"project_id" bigint,
	"location_id" bigint,
	"report_id" bigint,
	"is_rejected" boolean DEFAULT false NOT NULL,
	"rejection_comments" text,
	"receipt_blob_id" bigint,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense"."activities" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"operation_type" text NOT NULL,
	"status" text,
	"description" text,
	"approval_reason" text,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense"."reports" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"report_number" text NOT NULL,
	"report_name" text NOT NULL,
	"description" text,
	"start_date" date,
	"end_date" date,
	"due_days" integer,
	"due_date" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"currency_id" bigint NOT NULL,
	"approver_id" bigint,
	"submitted_to_id" bigint,
	"previous_approver_id" bigint,
	"submitted_date" date,
	"last_submitted_date" date,
	"approved_date" date,
	"customer_id" bigint,
	"project_id" bigint,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense"."reimbursements" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"report_id" bigint NOT NULL,
	"amount" numeric NOT NULL,
	"date" date NOT NULL,
	"account_id" bigint NOT NULL,
	"reference_number" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense"."categories" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"category_name" text NOT NULL,
	"description" text,
	"account_id" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense"."members" (
	"organization_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text,
	"approval_limit" numeric,
	"approver_id" bigint,
	"policy_id" bigint,
	"employee_number" text,
	"department_name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "expense"."policies" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"policy_name" text NOT NULL,
	"description" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"receipt_required_amount" numeric,
	"allowed_currency_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expiry_days" integer,
	"category_limits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts"."idempotency_keys" (
	"organization_id" bigint NOT NULL,
	"client_id" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"status" integer,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_organization_id_client_id_key_pk" PRIMARY KEY("organization_id","client_id","key")
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
	"code_challenge" text,
	"parent_hash" text,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory"."count_lines" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"count_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"item_order" integer NOT NULL,
	"item_name" text NOT NULL,
	"sku" text,
	"unit" text,
	"system_quantity" numeric,
	"counted_quantity" numeric,
	"is_skipped" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reason_id" text,
	"decision" text,
	"stage" integer DEFAULT 0 NOT NULL,
	"adjustment_value" numeric
);
--> statement-breakpoint
CREATE TABLE "inventory"."count_settings" (
	"organization_id" bigint PRIMARY KEY NOT NULL,
	"extended_line_limit" boolean DEFAULT false NOT NULL,
	"approval_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory"."counts" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"inventorycount_number" text NOT NULL,
	"count_date" date NOT NULL,
	"due_date" date NOT NULL,
	"description" text,
	"status" text NOT NULL,
	"count_type" text NOT NULL,
	"location_id" bigint NOT NULL,
	"assignee_id" bigint,
	"created_by_id" bigint,
	"recurring_count_id" bigint,
	"number_of_items" integer DEFAULT 0 NOT NULL,
	"number_of_items_counted" integer DEFAULT 0 NOT NULL,
	"number_of_items_skipped" integer DEFAULT 0 NOT NULL,
	"number_of_items_matched" integer DEFAULT 0 NOT NULL,
	"number_of_items_adjusted" integer DEFAULT 0 NOT NULL,
	"number_of_items_approved" integer DEFAULT 0 NOT NULL,
	"number_of_items_rejected" integer DEFAULT 0 NOT NULL,
	"operation" text,
	"processed_lines" integer DEFAULT 0 NOT NULL,
	"submitted_by_id" bigint,
	"submitted_time" timestamp with time zone,
	"approved_by_id" bigint,
	"approved_time" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory"."recurring_count_lines" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"recurring_count_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"item_order" integer NOT NULL,
	"item_name" text NOT NULL,
	"sku" text,
	"unit" text
);
--> statement-breakpoint
CREATE TABLE "inventory"."recurring_counts" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"schedule_type" text NOT NULL,
	"recurrence_frequency" text,
	"repeat_every" integer,
	"start_date" date,
	"end_date" date,
	"no_of_cycles" integer,
	"executed_cycles" integer DEFAULT 0 NOT NULL,
	"count_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location_id" bigint NOT NULL,
	"assignee_id" bigint,
	"next_count_date" date,
	"last_count_created_date" date,
	"execution_time" text NOT NULL,
	"run_specific_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"run_specific_date" integer,
	"run_specific_week" text,
	"run_specific_month" text,
	"remind_before" integer,
	"reminded_for_date" date,
	"description" text,
	"created_by_id" bigint,
	"last_modified_by_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory"."purchase_order_comments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"purchaseorder_id" bigint NOT NULL,
	"transaction_type" text NOT NULL,
	"transaction_id" bigint NOT NULL,
	"operation_type" text NOT NULL,
	"description" text NOT NULL,
	"commented_by_id" bigint,
	"commented_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory"."purchase_order_lines" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"purchaseorder_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"unit" text,
	"item_order" integer NOT NULL,
	"quantity" numeric NOT NULL,
	"rate" numeric NOT NULL,
	"discount" text,
	"discount_amount" numeric DEFAULT '0' NOT NULL,
	"tax_id" bigint,
	"tax_name" text,
	"tax_type" text,
	"tax_percentage" numeric,
	"tax_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"account_id" bigint,
	"hsn_or_sac" text,
	"item_total" numeric NOT NULL,
	"quantity_received" numeric DEFAULT '0' NOT NULL,
	"quantity_in_transit" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory"."purchase_orders" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"purchaseorder_number" text NOT NULL,
	"date" date NOT NULL,
	"delivery_date" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"vendor_id" bigint NOT NULL,
	"vendor_name" text NOT NULL,
	"location_id" bigint NOT NULL,
	"reference_number" text,
	"notes" text,
	"terms" text,
	"currency_id" bigint NOT NULL,
	"exchange_rate" numeric DEFAULT '1' NOT NULL,
	"price_precision" integer DEFAULT 2 NOT NULL,
	"discount_type" text DEFAULT 'entity_level' NOT NULL,
	"discount" text,
	"is_discount_before_tax" boolean DEFAULT true NOT NULL,
	"is_inclusive_tax" boolean DEFAULT false NOT NULL,
	"sub_total" numeric DEFAULT '0' NOT NULL,
	"discount_amount" numeric DEFAULT '0' NOT NULL,
	"tax_total" numeric DEFAULT '0' NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" numeric NOT NULL,
	"attention" text,
	"billing_address" jsonb,
	"delivery_address" jsonb,
	"delivery_customer_id" bigint,
	"delivery_customer_name" text,
	"contact_persons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ship_via" text,
	"ship_via_id" bigint,
	"pricebook_id" bigint,
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory"."purchase_receive_bills" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"receive_id" bigint NOT NULL,
	"vendor_id" bigint NOT NULL,
	"bill_number" text NOT NULL,
	"date" date NOT NULL,
	"due_date" date,
	"total" numeric NOT NULL,
	"balance" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory"."purchase_receive_comments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"receive_id" bigint NOT NULL,
	"operation_type" text NOT NULL,
	"description" text NOT NULL,
	"commented_by_id" bigint,
	"commented_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory"."purchase_receive_documents" (
	"organization_id" bigint NOT NULL,
	"receive_id" bigint NOT NULL,
	"document_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_receive_documents_receive_id_document_id_pk" PRIMARY KEY("receive_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "inventory"."purchase_receive_lines" (
	"organization_id" bigint NOT NULL,
	"receive_id" bigint NOT NULL,
	"po_line_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"item_order" integer NOT NULL,
	"quantity" numeric NOT NULL,
	"unit" text,
	"rate" numeric NOT NULL,
	"item_total" numeric NOT NULL,
	"warehouse_id" bigint NOT NULL,
	"item_custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"serial_numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"batches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"storages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "purchase_receive_lines_receive_id_po_line_id_pk" PRIMARY KEY("receive_id","po_line_id")
);
--> statement-breakpoint
CREATE TABLE "inventory"."purchase_receive_serials" (
	"organization_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"serial_number" text NOT NULL,
	"receive_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory"."purchase_receives" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"receive_number" text NOT NULL,
	"purchaseorder_id" bigint NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"vendor_id" bigint NOT NULL,
	"vendor_name" text NOT NULL,
	"location_id" bigint NOT NULL,
	"notes" text,
	"terms" text,
	"reference_number" text,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"tracking_number" text,
	"tracking_link" text,
	"expected_delivery_date" date,
	"shipment_delivered_date" date,
	"carrier" text,
	"delivery_method" text,
	"delivery_method_id" bigint,
	"total" numeric NOT NULL,
	"total_quantity" numeric NOT NULL,
	"created_by_id" bigint,
	"last_modified_by_id" bigint,
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
CREATE TABLE "messaging"."agent_credentials" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"agent_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"username" text NOT NULL,
	"secret_hash" text NOT NULL,
	"hint" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."mail_agents" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."mail_templates" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"agent_id" bigint NOT NULL,
	"template_key" text NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"htmlbody" text DEFAULT '' NOT NULL,
	"textbody" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."sending_domains" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"name" text NOT NULL,
	"bounce_prefix" text NOT NULL,
	"agent_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dkim_selector" text NOT NULL,
	"dkim_public_key" text NOT NULL,
	"dkim_private_key" text NOT NULL,
	"dkim_verified_at" timestamp with time zone,
	"spf_verified_at" timestamp with time zone,
	"verify_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."suppressions" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"action" text NOT NULL,
	"description" text,
	"agent_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."channel_message_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"receipt_id" text,
	"provider_time" timestamp with time zone,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."channel_messages" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"to_number" text NOT NULL,
	"from_number" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"text" text,
	"encoding" text,
	"segments" integer,
	"audio_url" text,
	"language" text,
	"template" jsonb,
	"client_reference" text,
	"provider_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"queued_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."channel_providers" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"api_url" text NOT NULL,
	"api_key" text,
	"callback_secret" text NOT NULL,
	"from_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."email_relay_settings" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"secure" boolean DEFAULT false NOT NULL,
	"username" text,
	"password" text,
	"from_address" text NOT NULL,
	"from_name" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."message_events" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"recipient" text,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."outgoing_attachments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"cid" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."outgoing_messages" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"reply_to" text,
	"from_organization" boolean DEFAULT false NOT NULL,
	"from_address" text,
	"relay" text,
	"about_module" text NOT NULL,
	"about_entity" text NOT NULL,
	"about_id" text NOT NULL,
	"agent_id" bigint,
	"sender_address" text,
	"sender_name" text,
	"request_id" text,
	"client_reference" text,
	"headers" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"smtp_message_id" text,
	"smtp_response" text,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging"."outgoing_recipients" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"name" text,
	"position" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"reason" text,
	"status_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messaging"."tracking_tokens" (
	"id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"url" text,
	"hits" integer DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "core"."webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "core"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_account_details_org" ON "accounting"."bank_account_details" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_account_details_primary" ON "accounting"."bank_account_details" USING btree ("organization_id") WHERE "accounting"."bank_account_details"."is_primary_account";--> statement-breakpoint
CREATE INDEX "bank_reconciliation_documents_rec" ON "accounting"."bank_reconciliation_documents" USING btree ("organization_id","reconciliation_id");--> statement-breakpoint
CREATE INDEX "bank_reconciliation_transactions_tx" ON "accounting"."bank_reconciliation_transactions" USING btree ("organization_id","transaction_id");--> statement-breakpoint
CREATE INDEX "bank_reconciliations_account" ON "accounting"."bank_reconciliations" USING btree ("organization_id","account_id","end_date");--> statement-breakpoint
CREATE INDEX "bank_rule_accounts_account" ON "accounting"."bank_rule_accounts" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "bank_rules_order" ON "accounting"."bank_rules" USING btree ("organization_id","rule_order","id");--> statement-breakpoint
CREATE INDEX "bank_rules_account" ON "accounting"."bank_rules" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "bank_statements_account" ON "accounting"."bank_statements" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "bank_transactions_account" ON "accounting"."bank_transactions" USING btree ("organization_id","account_id","date");--> statement-breakpoint
CREATE INDEX "bank_transactions_status" ON "accounting"."bank_transactions" USING btree ("organization_id","account_id","status");--> statement-breakpoint
CREATE INDEX "bank_transactions_offset" ON "accounting"."bank_transactions" USING btree ("organization_id","offset_account_id");--> statement-breakpoint
CREATE INDEX "bank_transactions_reconciliation" ON "accounting"."bank_transactions" USING btree ("organization_id","reconciliation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transactions_document" ON "accounting"."bank_transactions" USING btree ("organization_id","document_type","document_id") WHERE "accounting"."bank_transactions"."document_id" is not null;--> statement-breakpoint
CREATE INDEX "bill_comments_bill" ON "accounting"."bill_comments" USING btree ("organization_id","bill_id");--> statement-breakpoint
CREATE INDEX "bill_line_items_bill" ON "accounting"."bill_line_items" USING btree ("organization_id","bill_id");--> statement-breakpoint
CREATE INDEX "bill_line_items_item" ON "accounting"."bill_line_items" USING btree ("organization_id","item_id");--> statement-breakpoint
CREATE INDEX "bill_line_items_account" ON "accounting"."bill_line_items" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "bill_line_items_tax" ON "accounting"."bill_line_items" USING btree ("organization_id","tax_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_order_lines_line" ON "accounting"."bill_order_lines" USING btree ("organization_id","line_item_id");--> statement-breakpoint
CREATE INDEX "bill_order_lines_bill" ON "accounting"."bill_order_lines" USING btree ("organization_id","bill_id");--> statement-breakpoint
CREATE INDEX "bill_order_lines_order_line" ON "accounting"."bill_order_lines" USING btree ("organization_id","purchaseorder_item_id");--> statement-breakpoint
CREATE INDEX "bill_order_lines_order" ON "accounting"."bill_order_lines" USING btree ("organization_id","purchaseorder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_org_vendor_number" ON "accounting"."bills" USING btree ("organization_id","vendor_id",lower("bill_number"));--> statement-breakpoint
CREATE INDEX "bills_list_created" ON "accounting"."bills" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bills_list_updated" ON "accounting"."bills" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "bills_list_date" ON "accounting"."bills" USING btree ("organization_id","date","id");--> statement-breakpoint
CREATE INDEX "bills_list_due_date" ON "accounting"."bills" USING btree ("organization_id","due_date","id");--> statement-breakpoint
CREATE INDEX "bills_list_vendor_name" ON "accounting"."bills" USING btree ("organization_id",lower("vendor_name"),"id");--> statement-breakpoint
CREATE INDEX "bills_list_bill_number" ON "accounting"."bills" USING btree ("organization_id",lower("bill_number"),"id");--> statement-breakpoint
CREATE INDEX "bills_list_total" ON "accounting"."bills" USING btree ("organization_id","total","id");--> statement-breakpoint
CREATE INDEX "bills_list_balance" ON "accounting"."bills" USING btree ("organization_id","balance","id");--> statement-breakpoint
CREATE INDEX "bills_bill_number_trgm" ON "accounting"."bills" USING gin ("bill_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bills_reference_number_trgm" ON "accounting"."bills" USING gin ("reference_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bills_vendor_name_trgm" ON "accounting"."bills" USING gin ("vendor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bills_list_owed" ON "accounting"."bills" USING btree ("organization_id","due_date","id") WHERE "accounting"."bills"."status" not in ('draft', 'pending_approval', 'approved', 'void') and "accounting"."bills"."balance" > 0;--> statement-breakpoint
CREATE INDEX "bills_org_reference" ON "accounting"."bills" USING btree ("organization_id",lower("reference_number"));--> statement-breakpoint
CREATE INDEX "bills_org_due" ON "accounting"."bills" USING btree ("organization_id","status","due_date");--> statement-breakpoint
CREATE INDEX "bills_org_vendor" ON "accounting"."bills" USING btree ("organization_id","vendor_id");--> statement-breakpoint
CREATE INDEX "contact_addresses_contact" ON "accounting"."contact_addresses" USING btree ("organization_id","contact_id");--> statement-breakpoint
CREATE INDEX "contact_comments_contact" ON "accounting"."contact_comments" USING btree ("organization_id","contact_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_persons_contact" ON "accounting"."contact_persons" USING btree ("organization_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_org_name" ON "accounting"."contacts" USING btree ("organization_id",lower("contact_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_org_number" ON "accounting"."contacts" USING btree ("organization_id",lower("contact_number"));--> statement-breakpoint
CREATE INDEX "contacts_org_type" ON "accounting"."contacts" USING btree ("organization_id","contact_type");--> statement-breakpoint
CREATE INDEX "contacts_org_email" ON "accounting"."contacts" USING btree ("organization_id",lower("email"));--> statement-breakpoint
CREATE INDEX "contacts_list_created" ON "accounting"."contacts" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_list_updated" ON "accounting"."contacts" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "contacts_contact_name_trgm" ON "accounting"."contacts" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_company_name_trgm" ON "accounting"."contacts" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_email_trgm" ON "accounting"."contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creditnote_comments_note" ON "accounting"."creditnote_comments" USING btree ("organization_id","creditnote_id");--> statement-breakpoint
CREATE INDEX "creditnote_invoices_note" ON "accounting"."creditnote_invoices" USING btree ("organization_id","creditnote_id");--> statement-breakpoint
CREATE INDEX "creditnote_invoices_invoice" ON "accounting"."creditnote_invoices" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "creditnote_line_items_note" ON "accounting"."creditnote_line_items" USING btree ("organization_id","creditnote_id");--> statement-breakpoint
CREATE INDEX "creditnote_line_items_item" ON "accounting"."creditnote_line_items" USING btree ("organization_id","item_id");--> statement-breakpoint
CREATE INDEX "creditnote_line_items_account" ON "accounting"."creditnote_line_items" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "creditnote_line_items_tax" ON "accounting"."creditnote_line_items" USING btree ("organization_id","tax_id");--> statement-breakpoint
CREATE INDEX "creditnote_refunds_note" ON "accounting"."creditnote_refunds" USING btree ("organization_id","creditnote_id");--> statement-breakpoint
CREATE INDEX "creditnote_refunds_org_date" ON "accounting"."creditnote_refunds" USING btree ("organization_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "creditnotes_org_number" ON "accounting"."creditnotes" USING btree ("organization_id",lower("creditnote_number"));--> statement-breakpoint
CREATE INDEX "creditnotes_list_created" ON "accounting"."creditnotes" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "creditnotes_list_updated" ON "accounting"."creditnotes" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "creditnotes_list_date" ON "accounting"."creditnotes" USING btree ("organization_id","date","id");--> statement-breakpoint
CREATE INDEX "creditnotes_list_customer_name" ON "accounting"."creditnotes" USING btree ("organization_id",lower("customer_name"),"id");--> statement-breakpoint
CREATE INDEX "creditnotes_list_total" ON "accounting"."creditnotes" USING btree ("organization_id","total","id");--> statement-breakpoint
CREATE INDEX "creditnotes_list_balance" ON "accounting"."creditnotes" USING btree ("organization_id","balance","id");--> statement-breakpoint
CREATE INDEX "creditnotes_creditnote_number_trgm" ON "accounting"."creditnotes" USING gin ("creditnote_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creditnotes_reference_number_trgm" ON "accounting"."creditnotes" USING gin ("reference_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creditnotes_customer_name_trgm" ON "accounting"."creditnotes" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creditnotes_org_reference" ON "accounting"."creditnotes" USING btree ("organization_id",lower("reference_number"));--> statement-breakpoint
CREATE INDEX "creditnotes_org_customer" ON "accounting"."creditnotes" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_field_values_unique" ON "accounting"."custom_field_values" USING btree ("organization_id","customfield_id","unique_value");--> statement-breakpoint
CREATE INDEX "custom_field_values_record" ON "accounting"."custom_field_values" USING btree ("organization_id","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_org_entity_api_name" ON "accounting"."custom_fields" USING btree ("organization_id","entity","api_name");--> statement-breakpoint
CREATE INDEX "estimate_comments_estimate" ON "accounting"."estimate_comments" USING btree ("organization_id","estimate_id");--> statement-breakpoint
CREATE INDEX "estimate_line_items_estimate" ON "accounting"."estimate_line_items" USING btree ("organization_id","estimate_id");--> statement-breakpoint
CREATE INDEX "estimate_line_items_item" ON "accounting"."estimate_line_items" USING btree ("organization_id","item_id");--> statement-breakpoint
CREATE INDEX "estimate_line_items_account" ON "accounting"."estimate_line_items" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "estimate_line_items_tax" ON "accounting"."estimate_line_items" USING btree ("organization_id","tax_id");--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_org_number" ON "accounting"."estimates" USING btree ("organization_id",lower("estimate_number"));--> statement-breakpoint
CREATE INDEX "estimates_list_created" ON "accounting"."estimates" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "estimates_list_date" ON "accounting"."estimates" USING btree ("organization_id","date","id");--> statement-breakpoint
CREATE INDEX "estimates_list_expiry_date" ON "accounting"."estimates" USING btree ("organization_id","expiry_date","id");--> statement-breakpoint
CREATE INDEX "estimates_list_customer_name" ON "accounting"."estimates" USING btree ("organization_id",lower("customer_name"),"id");--> statement-breakpoint
CREATE INDEX "estimates_list_total" ON "accounting"."estimates" USING btree ("organization_id","total","id");--> statement-breakpoint
CREATE INDEX "estimates_estimate_number_trgm" ON "accounting"."estimates" USING gin ("estimate_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "estimates_reference_number_trgm" ON "accounting"."estimates" USING gin ("reference_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "estimates_customer_name_trgm" ON "accounting"."estimates" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "estimates_org_reference" ON "accounting"."estimates" USING btree ("organization_id",lower("reference_number"));--> statement-breakpoint
CREATE INDEX "estimates_org_customer" ON "accounting"."estimates" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "expense_comments_expense" ON "accounting"."expense_comments" USING btree ("organization_id","expense_id");--> statement-breakpoint
CREATE INDEX "expense_line_items_expense" ON "accounting"."expense_line_items" USING btree ("organization_id","expense_id");--> statement-breakpoint
CREATE INDEX "expense_line_items_account" ON "accounting"."expense_line_items" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "expense_line_items_tax" ON "accounting"."expense_line_items" USING btree ("organization_id","tax_id");--> statement-breakpoint
CREATE INDEX "expense_line_items_rc_tax" ON "accounting"."expense_line_items" USING btree ("organization_id","reverse_charge_tax_id");--> statement-breakpoint
CREATE INDEX "expenses_org_date" ON "accounting"."expenses" USING btree ("organization_id","date");--> statement-breakpoint
CREATE INDEX "expenses_org_created" ON "accounting"."expenses" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "expenses_customer" ON "accounting"."expenses" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "expenses_vendor" ON "accounting"."expenses" USING btree ("organization_id","vendor_id");--> statement-breakpoint
CREATE INDEX "expenses_invoice" ON "accounting"."expenses" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "expenses_paid_through" ON "accounting"."expenses" USING btree ("organization_id","paid_through_account_id");--> statement-breakpoint
CREATE INDEX "invoice_comments_invoice" ON "accounting"."invoice_comments" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_documents_invoice" ON "accounting"."invoice_documents" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_line_items_invoice" ON "accounting"."invoice_line_items" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_line_items_item" ON "accounting"."invoice_line_items" USING btree ("organization_id","item_id");--> statement-breakpoint
CREATE INDEX "invoice_line_items_account" ON "accounting"."invoice_line_items" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "invoice_line_items_tax" ON "accounting"."invoice_line_items" USING btree ("organization_id","tax_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice" ON "accounting"."invoice_payments" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_payment" ON "accounting"."invoice_payments" USING btree ("organization_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_org_number" ON "accounting"."invoices" USING btree ("organization_id",lower("invoice_number"));--> statement-breakpoint
CREATE INDEX "invoices_list_created" ON "accounting"."invoices" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_list_date" ON "accounting"."invoices" USING btree ("organization_id","date","id");--> statement-breakpoint
CREATE INDEX "invoices_list_due_date" ON "accounting"."invoices" USING btree ("organization_id","due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_list_customer_name" ON "accounting"."invoices" USING btree ("organization_id",lower("customer_name"),"id");--> statement-breakpoint
CREATE INDEX "invoices_list_total" ON "accounting"."invoices" USING btree ("organization_id","total","id");--> statement-breakpoint
CREATE INDEX "invoices_list_balance" ON "accounting"."invoices" USING btree ("organization_id","balance","id");--> statement-breakpoint
CREATE INDEX "invoices_invoice_number_trgm" ON "accounting"."invoices" USING gin ("invoice_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_reference_number_trgm" ON "accounting"."invoices" USING gin ("reference_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_customer_name_trgm" ON "accounting"."invoices" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_list_owed" ON "accounting"."invoices" USING btree ("organization_id","due_date","id") WHERE "accounting"."invoices"."status" not in ('draft', 'void') and "accounting"."invoices"."balance" > 0;--> statement-breakpoint
CREATE INDEX "invoices_org_reference" ON "accounting"."invoices" USING btree ("organization_id",lower("reference_number"));--> statement-breakpoint
CREATE INDEX "invoices_org_due" ON "accounting"."invoices" USING btree ("organization_id","status","due_date");--> statement-breakpoint
CREATE INDEX "invoices_org_customer" ON "accounting"."invoices" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "items_org_name" ON "accounting"."items" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "items_org_sku" ON "accounting"."items" USING btree ("organization_id","sku");--> statement-breakpoint
CREATE INDEX "items_list_created" ON "accounting"."items" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "items_list_updated" ON "accounting"."items" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "items_list_rate" ON "accounting"."items" USING btree ("organization_id","rate","id");--> statement-breakpoint
CREATE INDEX "items_list_sku" ON "accounting"."items" USING btree ("organization_id","sku","id");--> statement-breakpoint
CREATE INDEX "items_name_trgm" ON "accounting"."items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_sku_trgm" ON "accounting"."items" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_description_trgm" ON "accounting"."items" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "pricebook_items_pricebook_item" ON "accounting"."pricebook_items" USING btree ("organization_id","pricebook_id","item_id");--> statement-breakpoint
CREATE INDEX "pricebook_items_item" ON "accounting"."pricebook_items" USING btree ("organization_id","item_id");--> statement-breakpoint
CREATE INDEX "pricebook_price_brackets_pricebook" ON "accounting"."pricebook_price_brackets" USING btree ("organization_id","pricebook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pricebooks_org_name" ON "accounting"."pricebooks" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "pricebooks_org_created" ON "accounting"."pricebooks" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_invoice_comments_profile" ON "accounting"."recurring_invoice_comments" USING btree ("organization_id","recurring_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_invoice_runs_profile_date" ON "accounting"."recurring_invoice_runs" USING btree ("recurring_invoice_id","run_date");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_invoices_org_name" ON "accounting"."recurring_invoices" USING btree ("organization_id",lower("recurrence_name"));--> statement-breakpoint
CREATE INDEX "recurring_invoices_due" ON "accounting"."recurring_invoices" USING btree ("status","next_invoice_date");--> statement-breakpoint
CREATE INDEX "recurring_invoices_org_customer" ON "accounting"."recurring_invoices" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "recurring_profile_comments_profile" ON "accounting"."recurring_profile_comments" USING btree ("organization_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_profile_runs_profile_date" ON "accounting"."recurring_profile_runs" USING btree ("profile_id","run_date");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_profiles_org_kind_name" ON "accounting"."recurring_profiles" USING btree ("organization_id","kind",lower("recurrence_name"));--> statement-breakpoint
CREATE INDEX "recurring_profiles_due" ON "accounting"."recurring_profiles" USING btree ("status","next_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminder_settings_org" ON "accounting"."payment_reminder_settings" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reminders_sent_once" ON "accounting"."payment_reminders_sent" USING btree ("organization_id","invoice_id","reminder_key");--> statement-breakpoint
CREATE INDEX "payment_reminders_sent_invoice" ON "accounting"."payment_reminders_sent" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "retainer_applications_retainer" ON "accounting"."retainer_applications" USING btree ("organization_id","retainerinvoice_id");--> statement-breakpoint
CREATE INDEX "retainer_applications_invoice" ON "accounting"."retainer_applications" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "retainer_invoice_comments_retainer" ON "accounting"."retainer_invoice_comments" USING btree ("organization_id","retainerinvoice_id");--> statement-breakpoint
CREATE INDEX "retainer_invoice_documents_retainer" ON "accounting"."retainer_invoice_documents" USING btree ("organization_id","retainerinvoice_id");--> statement-breakpoint
CREATE INDEX "retainer_invoice_line_items_retainer" ON "accounting"."retainer_invoice_line_items" USING btree ("organization_id","retainerinvoice_id");--> statement-breakpoint
CREATE INDEX "retainer_invoice_line_items_tax" ON "accounting"."retainer_invoice_line_items" USING btree ("organization_id","tax_id");--> statement-breakpoint
CREATE UNIQUE INDEX "retainer_invoices_org_number" ON "accounting"."retainer_invoices" USING btree ("organization_id",lower("retainerinvoice_number"));--> statement-breakpoint
CREATE INDEX "retainer_invoices_org_created" ON "accounting"."retainer_invoices" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "retainer_invoices_org_customer" ON "accounting"."retainer_invoices" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "retainer_payments_retainer" ON "accounting"."retainer_payments" USING btree ("organization_id","retainerinvoice_id");--> statement-breakpoint
CREATE INDEX "salesorder_comments_order" ON "accounting"."salesorder_comments" USING btree ("organization_id","salesorder_id");--> statement-breakpoint
CREATE INDEX "salesorder_documents_order" ON "accounting"."salesorder_documents" USING btree ("organization_id","salesorder_id");--> statement-breakpoint
CREATE INDEX "salesorder_line_items_order" ON "accounting"."salesorder_line_items" USING btree ("organization_id","salesorder_id");--> statement-breakpoint
CREATE INDEX "salesorder_line_items_item" ON "accounting"."salesorder_line_items" USING btree ("organization_id","item_id");--> statement-breakpoint
CREATE INDEX "salesorder_line_items_account" ON "accounting"."salesorder_line_items" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "salesorder_line_items_tax" ON "accounting"."salesorder_line_items" USING btree ("organization_id","tax_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salesorders_org_number" ON "accounting"."salesorders" USING btree ("organization_id",lower("salesorder_number"));--> statement-breakpoint
CREATE INDEX "salesorders_list_created" ON "accounting"."salesorders" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "salesorders_list_date" ON "accounting"."salesorders" USING btree ("organization_id","date","id");--> statement-breakpoint
CREATE INDEX "salesorders_list_shipment_date" ON "accounting"."salesorders" USING btree ("organization_id","shipment_date","id");--> statement-breakpoint
CREATE INDEX "salesorders_list_customer_name" ON "accounting"."salesorders" USING btree ("organization_id",lower("customer_name"),"id");--> statement-breakpoint
CREATE INDEX "salesorders_list_total" ON "accounting"."salesorders" USING btree ("organization_id","total","id");--> statement-breakpoint
CREATE INDEX "salesorders_salesorder_number_trgm" ON "accounting"."salesorders" USING gin ("salesorder_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "salesorders_reference_number_trgm" ON "accounting"."salesorders" USING gin ("reference_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "salesorders_customer_name_trgm" ON "accounting"."salesorders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "salesorders_org_reference" ON "accounting"."salesorders" USING btree ("organization_id",lower("reference_number"));--> statement-breakpoint
CREATE INDEX "salesorders_org_customer" ON "accounting"."salesorders" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "salesreceipt_comments_receipt" ON "accounting"."salesreceipt_comments" USING btree ("organization_id","salesreceipt_id");--> statement-breakpoint
CREATE INDEX "salesreceipt_line_items_receipt" ON "accounting"."salesreceipt_line_items" USING btree ("organization_id","salesreceipt_id");--> statement-breakpoint
CREATE INDEX "salesreceipt_line_items_item" ON "accounting"."salesreceipt_line_items" USING btree ("organization_id","item_id");--> statement-breakpoint
CREATE INDEX "salesreceipt_line_items_account" ON "accounting"."salesreceipt_line_items" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "salesreceipt_line_items_tax" ON "accounting"."salesreceipt_line_items" USING btree ("organization_id","tax_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salesreceipts_org_number" ON "accounting"."salesreceipts" USING btree ("organization_id",lower("receipt_number"));--> statement-breakpoint
CREATE INDEX "salesreceipts_org_created" ON "accounting"."salesreceipts" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "salesreceipts_org_customer" ON "accounting"."salesreceipts" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE INDEX "vendor_credit_bills_credit" ON "accounting"."vendor_credit_bills" USING btree ("organization_id","vendor_credit_id");--> statement-breakpoint
CREATE INDEX "vendor_credit_bills_bill" ON "accounting"."vendor_credit_bills" USING btree ("organization_id","bill_id");--> statement-breakpoint
CREATE INDEX "vendor_credit_comments_credit" ON "accounting"."vendor_credit_comments" USING btree ("organization_id","vendor_credit_id");--> statement-breakpoint
CREATE INDEX "vendor_credit_line_items_credit" ON "accounting"."vendor_credit_line_items" USING btree ("organization_id","vendor_credit_id");--> statement-breakpoint
CREATE INDEX "vendor_credit_line_items_item" ON "accounting"."vendor_credit_line_items" USING btree ("organization_id","item_id");--> statement-breakpoint
CREATE INDEX "vendor_credit_line_items_account" ON "accounting"."vendor_credit_line_items" USING btree ("organization_id","account_id");--> statement-breakpoint
CREATE INDEX "vendor_credit_refunds_credit" ON "accounting"."vendor_credit_refunds" USING btree ("organization_id","vendor_credit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_credits_org_number" ON "accounting"."vendor_credits" USING btree ("organization_id",lower("vendor_credit_number"));--> statement-breakpoint
CREATE INDEX "vendor_credits_list_created" ON "accounting"."vendor_credits" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vendor_credits_list_updated" ON "accounting"."vendor_credits" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "vendor_credits_list_date" ON "accounting"."vendor_credits" USING btree ("organization_id","date","id");--> statement-breakpoint
CREATE INDEX "vendor_credits_list_vendor_name" ON "accounting"."vendor_credits" USING btree ("organization_id",lower("vendor_name"),"id");--> statement-breakpoint
CREATE INDEX "vendor_credits_list_total" ON "accounting"."vendor_credits" USING btree ("organization_id","total","id");--> statement-breakpoint
CREATE INDEX "vendor_credits_list_balance" ON "accounting"."vendor_credits" USING btree ("organization_id","balance","id");--> statement-breakpoint
CREATE INDEX "vendor_credits_vendor_credit_number_trgm" ON "accounting"."vendor_credits" USING gin ("vendor_credit_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendor_credits_reference_number_trgm" ON "accounting"."vendor_credits" USING gin ("reference_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendor_credits_vendor_name_trgm" ON "accounting"."vendor_credits" USING gin ("vendor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vendor_credits_org_reference" ON "accounting"."vendor_credits" USING btree ("organization_id",lower("reference_number"));--> statement-breakpoint
CREATE INDEX "vendor_credits_org_vendor" ON "accounting"."vendor_credits" USING btree ("organization_id","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_payment_bills_payment" ON "accounting"."vendor_payment_bills" USING btree ("organization_id","payment_id");--> statement-breakpoint
CREATE INDEX "vendor_payment_bills_bill" ON "accounting"."vendor_payment_bills" USING btree ("organization_id","bill_id");--> statement-breakpoint
CREATE INDEX "vendor_payment_refunds_payment" ON "accounting"."vendor_payment_refunds" USING btree ("organization_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_payments_org_number" ON "accounting"."vendor_payments" USING btree ("organization_id",lower("payment_number"));--> statement-breakpoint
CREATE INDEX "vendor_payments_org_vendor" ON "accounting"."vendor_payments" USING btree ("organization_id","vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_payments_org_date" ON "accounting"."vendor_payments" USING btree ("organization_id","date");--> statement-breakpoint
CREATE INDEX "vendor_payments_org_account" ON "accounting"."vendor_payments" USING btree ("organization_id","paid_through_account_id");--> statement-breakpoint
CREATE INDEX "export_jobs_org_state" ON "analytics"."export_jobs" USING btree ("organization_id","state","created_at");--> statement-breakpoint
CREATE INDEX "export_jobs_expiry" ON "analytics"."export_jobs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "export_jobs_running" ON "analytics"."export_jobs" USING btree ("state","heartbeat_at");--> statement-breakpoint
CREATE INDEX "view_rows_view" ON "analytics"."view_rows" USING btree ("organization_id","view_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "views_workspace_name" ON "analytics"."views" USING btree ("organization_id","workspace_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_org_name" ON "analytics"."workspaces" USING btree ("organization_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_applications_payment_invoice" ON "billing"."payment_applications" USING btree ("payment_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payment_applications_org_invoice" ON "billing"."payment_applications" USING btree ("organization_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_org_payment" ON "billing"."payment_refunds" USING btree ("organization_id","payment_id");--> statement-breakpoint
CREATE INDEX "payments_list_date" ON "billing"."payments" USING btree ("organization_id","date","id");--> statement-breakpoint
CREATE INDEX "payments_list_created" ON "billing"."payments" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_list_amount" ON "billing"."payments" USING btree ("organization_id","amount","id");--> statement-breakpoint
CREATE INDEX "payments_list_customer_name" ON "billing"."payments" USING btree ("organization_id",lower("customer_name"),"id");--> statement-breakpoint
CREATE INDEX "payments_list_reference_number" ON "billing"."payments" USING btree ("organization_id",lower("reference_number"),"id");--> statement-breakpoint
CREATE INDEX "payments_list_payment_number" ON "billing"."payments" USING btree ("organization_id",lower("payment_number"),"id");--> statement-breakpoint
CREATE INDEX "payments_list_payment_mode" ON "billing"."payments" USING btree ("organization_id","payment_mode","id");--> statement-breakpoint
CREATE INDEX "payments_payment_number_trgm" ON "billing"."payments" USING gin ("payment_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_reference_number_trgm" ON "billing"."payments" USING gin ("reference_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_description_trgm" ON "billing"."payments" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_customer_name_trgm" ON "billing"."payments" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_org_customer" ON "billing"."payments" USING btree ("organization_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_org_number" ON "billing"."payments" USING btree ("organization_id",lower("payment_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_org_name" ON "core"."accounts" USING btree ("organization_id",lower("account_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_org_code" ON "core"."accounts" USING btree ("organization_id",lower("account_code"));--> statement-breakpoint
CREATE INDEX "accounts_parent" ON "core"."accounts" USING btree ("organization_id","parent_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_org_system_key" ON "core"."accounts" USING btree ("organization_id","system_key");--> statement-breakpoint
CREATE INDEX "journal_entries_source" ON "core"."journal_entries" USING btree ("organization_id","source_type","source_id");--> statement-breakpoint
CREATE INDEX "journal_entries_reverses" ON "core"."journal_entries" USING btree ("reverses_journal_id");--> statement-breakpoint
CREATE INDEX "journal_lines_register" ON "core"."journal_lines" USING btree ("organization_id","account_id","date","id","basis","bcy_debit","bcy_credit");--> statement-breakpoint
CREATE INDEX "journal_lines_journal" ON "core"."journal_lines" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "journal_lines_contact" ON "core"."journal_lines" USING btree ("organization_id","contact_id") WHERE "core"."journal_lines"."contact_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_org_code" ON "core"."currencies" USING btree ("organization_id","currency_code");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_member" ON "core"."invitations" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "memberships_user" ON "core"."memberships" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "core"."users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log" ON "core"."webhook_deliveries" USING btree ("organization_id","webhook_id","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due" ON "core"."webhook_deliveries" USING btree ("next_attempt_at") WHERE status in ('queued', 'retrying', 'sending');--> statement-breakpoint
CREATE INDEX "webhooks_org" ON "core"."webhooks" USING btree ("organization_id","id");--> statement-breakpoint
CREATE INDEX "register_bulk_actions_account" ON "erp"."register_bulk_actions" USING btree ("organization_id","account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_authorities_org_name" ON "erp"."tax_authorities" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tax_exemptions_org_code" ON "erp"."tax_exemptions" USING btree ("organization_id",lower("code"));--> statement-breakpoint
CREATE INDEX "tax_group_members_tax" ON "erp"."tax_group_members" USING btree ("organization_id","tax_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_org_name" ON "erp"."taxes" USING btree ("organization_id",lower("tax_name"));--> statement-breakpoint
CREATE INDEX "taxes_org_type" ON "erp"."taxes" USING btree ("organization_id","tax_type");--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_org_default" ON "erp"."taxes" USING btree ("organization_id") WHERE "erp"."taxes"."is_default";--> statement-breakpoint
CREATE INDEX "advance_payments_user" ON "expense"."advance_payments" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "advance_payments_report" ON "expense"."advance_payments" USING btree ("organization_id","report_id");--> statement-breakpoint
CREATE INDEX "employee_expenses_report" ON "expense"."expenses" USING btree ("organization_id","report_id");--> statement-breakpoint
CREATE INDEX "employee_expenses_user" ON "expense"."expenses" USING btree ("organization_id","user_id","date");--> statement-breakpoint
CREATE INDEX "expense_activities_subject" ON "expense"."activities" USING btree ("organization_id","subject_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_reports_number" ON "expense"."reports" USING btree ("organization_id","report_number");--> statement-breakpoint
CREATE INDEX "expense_reports_list" ON "expense"."reports" USING btree ("organization_id","is_archived","created_at");--> statement-breakpoint
CREATE INDEX "reimbursements_report" ON "expense"."reimbursements" USING btree ("organization_id","report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_name" ON "expense"."categories" USING btree ("organization_id",lower("category_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "expense_policies_name" ON "expense"."policies" USING btree ("organization_id",lower("policy_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "expense_policies_default" ON "expense"."policies" USING btree ("organization_id") WHERE "expense"."policies"."is_default";--> statement-breakpoint
CREATE INDEX "oauth_tokens_parent" ON "accounts"."oauth_tokens" USING btree ("parent_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_count_lines_item" ON "inventory"."count_lines" USING btree ("count_id","item_id");--> statement-breakpoint
CREATE INDEX "inventory_count_lines_count_stage" ON "inventory"."count_lines" USING btree ("count_id","stage","item_order");--> statement-breakpoint
CREATE INDEX "inventory_count_lines_org_item" ON "inventory"."count_lines" USING btree ("organization_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_counts_org_number" ON "inventory"."counts" USING btree ("organization_id",lower("inventorycount_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_counts_recurring_date" ON "inventory"."counts" USING btree ("recurring_count_id","count_date") WHERE "inventory"."counts"."recurring_count_id" is not null;--> statement-breakpoint
CREATE INDEX "inventory_counts_org_created" ON "inventory"."counts" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_counts_org_status" ON "inventory"."counts" USING btree ("organization_id","status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_recurring_count_lines_item" ON "inventory"."recurring_count_lines" USING btree ("recurring_count_id","item_id");--> statement-breakpoint
CREATE INDEX "inventory_recurring_counts_org_created" ON "inventory"."recurring_counts" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_recurring_counts_due" ON "inventory"."recurring_counts" USING btree ("status","next_count_date");--> statement-breakpoint
CREATE INDEX "purchase_order_comments_org_order" ON "inventory"."purchase_order_comments" USING btree ("organization_id","purchaseorder_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order" ON "inventory"."purchase_order_lines" USING btree ("organization_id","purchaseorder_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_item" ON "inventory"."purchase_order_lines" USING btree ("organization_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_org_number" ON "inventory"."purchase_orders" USING btree ("organization_id",lower("purchaseorder_number"));--> statement-breakpoint
CREATE INDEX "purchase_orders_list_created" ON "inventory"."purchase_orders" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_list_updated" ON "inventory"."purchase_orders" USING btree ("organization_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_list_date" ON "inventory"."purchase_orders" USING btree ("organization_id","date","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_list_vendor_name" ON "inventory"."purchase_orders" USING btree ("organization_id",lower("vendor_name"),"id");--> statement-breakpoint
CREATE INDEX "purchase_orders_list_total" ON "inventory"."purchase_orders" USING btree ("organization_id","total","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_purchaseorder_number_trgm" ON "inventory"."purchase_orders" USING gin ("purchaseorder_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_reference_number_trgm" ON "inventory"."purchase_orders" USING gin ("reference_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_name_trgm" ON "inventory"."purchase_orders" USING gin ("vendor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_org_vendor" ON "inventory"."purchase_orders" USING btree ("organization_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_receive_bills_org_vendor_number" ON "inventory"."purchase_receive_bills" USING btree ("organization_id","vendor_id",lower("bill_number"));--> statement-breakpoint
CREATE INDEX "purchase_receive_bills_org_receive" ON "inventory"."purchase_receive_bills" USING btree ("organization_id","receive_id");--> statement-breakpoint
CREATE INDEX "purchase_receive_comments_org_receive" ON "inventory"."purchase_receive_comments" USING btree ("organization_id","receive_id");--> statement-breakpoint
CREATE INDEX "purchase_receive_documents_org_receive" ON "inventory"."purchase_receive_documents" USING btree ("organization_id","receive_id");--> statement-breakpoint
CREATE INDEX "purchase_receive_lines_org_receive" ON "inventory"."purchase_receive_lines" USING btree ("organization_id","receive_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_receive_serials_org_item_serial" ON "inventory"."purchase_receive_serials" USING btree ("organization_id","item_id",lower("serial_number"));--> statement-breakpoint
CREATE INDEX "purchase_receive_serials_receive" ON "inventory"."purchase_receive_serials" USING btree ("organization_id","receive_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_receives_org_number" ON "inventory"."purchase_receives" USING btree ("organization_id",lower("receive_number"));--> statement-breakpoint
CREATE INDEX "purchase_receives_org_created" ON "inventory"."purchase_receives" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_receives_org_order" ON "inventory"."purchase_receives" USING btree ("organization_id","purchaseorder_id");--> statement-breakpoint
CREATE INDEX "item_locations_org_location" ON "inventory"."item_locations" USING btree ("organization_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_org_name" ON "inventory"."locations" USING btree ("organization_id",lower("location_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_org_primary" ON "inventory"."locations" USING btree ("organization_id") WHERE "inventory"."locations"."is_primary";--> statement-breakpoint
CREATE INDEX "stock_movements_item_location" ON "inventory"."stock_movements" USING btree ("organization_id","item_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_credentials_secret" ON "messaging"."agent_credentials" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "agent_credentials_agent" ON "messaging"."agent_credentials" USING btree ("organization_id","agent_id");--> statement-breakpoint
CREATE INDEX "mail_agents_org" ON "messaging"."mail_agents" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_templates_key" ON "messaging"."mail_templates" USING btree ("organization_id","template_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_templates_alias" ON "messaging"."mail_templates" USING btree ("organization_id","agent_id","alias");--> statement-breakpoint
CREATE UNIQUE INDEX "sending_domains_name" ON "messaging"."sending_domains" USING btree ("organization_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "suppressions_value" ON "messaging"."suppressions" USING btree ("organization_id","kind","value");--> statement-breakpoint
CREATE INDEX "suppressions_org_created" ON "messaging"."suppressions" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "channel_message_events_message" ON "messaging"."channel_message_events" USING btree ("organization_id","message_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_message_events_receipt" ON "messaging"."channel_message_events" USING btree ("organization_id","message_id","receipt_id");--> statement-breakpoint
CREATE INDEX "channel_messages_org_queued" ON "messaging"."channel_messages" USING btree ("organization_id","channel","queued_at");--> statement-breakpoint
CREATE INDEX "channel_messages_provider_id" ON "messaging"."channel_messages" USING btree ("organization_id","provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_providers_org" ON "messaging"."channel_providers" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_relay_settings_org" ON "messaging"."email_relay_settings" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "message_events_message" ON "messaging"."message_events" USING btree ("organization_id","message_id","at");--> statement-breakpoint
CREATE INDEX "outgoing_attachments_message" ON "messaging"."outgoing_attachments" USING btree ("organization_id","message_id");--> statement-breakpoint
CREATE INDEX "outgoing_messages_org_queued" ON "messaging"."outgoing_messages" USING btree ("organization_id","queued_at");--> statement-breakpoint
CREATE INDEX "outgoing_messages_about" ON "messaging"."outgoing_messages" USING btree ("organization_id","about_module","about_entity","about_id");--> statement-breakpoint
CREATE INDEX "outgoing_messages_request" ON "messaging"."outgoing_messages" USING btree ("organization_id","request_id");--> statement-breakpoint
CREATE INDEX "outgoing_recipients_message" ON "messaging"."outgoing_recipients" USING btree ("organization_id","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_tokens_token" ON "messaging"."tracking_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "tracking_tokens_message" ON "messaging"."tracking_tokens" USING btree ("organization_id","message_id");