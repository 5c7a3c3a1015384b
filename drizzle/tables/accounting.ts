import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgSchema, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from '../columns.ts';

/** The accounting module's own PostgreSQL schema (subgraphs/accounting). */
export const accounting = pgSchema('accounting');

/** A contact's billing or shipping address, as the wire spells it. */
export interface ContactAddressValue {
  address?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  fax?: string | null;
}

/** Customers and vendors. */
export const contacts = accounting.table('contacts', {
  id: id('id').primaryKey(),
  organizationId: id('organization_id').notNull(),
  contactName: text('contact_name').notNull(),
  companyName: text('company_name'),
  contactType: text('contact_type').$type<'customer' | 'vendor'>().notNull(),
  customerSubType: text('customer_sub_type').$type<'business' | 'individual'>().notNull(),
  status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
  currencyId: id('currency_id').notNull(),
  paymentTerms: integer('payment_terms').notNull().default(0),
  paymentTermsLabel: text('payment_terms_label').notNull(),
  email: text('email'),
  phone: text('phone'),
  mobile: text('mobile'),
  website: text('website'),
  notes: text('notes'),
  billingAddress: jsonb('billing_address').$type<ContactAddressValue>().notNull().default({}),
  shippingAddress: jsonb('shipping_address').$type<ContactAddressValue>().notNull().default({}),
  gstNo: text('gst_no'),
  gstTreatment: text('gst_treatment'),
  taxTreatment: text('tax_treatment'),
  vatTreatment: text('vat_treatment'),
  placeOfSupply: text('place_of_supply'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // Display names are unique per organization whatever their case, as documents show them.
  uniqueIndex('contacts_org_name').on(t.organizationId, sql`lower(${t.contactName})`),
  index('contacts_org_type').on(t.organizationId, t.contactType),
]);

/** The people of a contact; written with the contact in one transaction. */
export const contactPersons = accounting.table('contact_persons', {
  id: id('id').primaryKey(),
  organizationId: id('organization_id').notNull(),
  contactId: id('contact_id').notNull(),
  /** Order the client listed the persons in. */
  position: integer('position').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  phone: text('phone'),
  mobile: text('mobile'),
  isPrimaryContact: boolean('is_primary_contact').notNull().default(false),
  isEmailEnabled: boolean('is_email_enabled').notNull().default(true),
  isSmsEnabled: boolean('is_sms_enabled').notNull().default(false),
  isWhatsappEnabled: boolean('is_whatsapp_enabled').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('contact_persons_contact').on(t.organizationId, t.contactId)]);

/** A tax preference of an item (India: intra- or inter-state), kept as the wire spells it. */
export interface ItemTaxPreferenceValue {
  tax_id: string;
  tax_specification: 'intra' | 'inter';
}

/** Goods and services an organization sells or buys (services/items.ts). Stock lives in inventory. */
export const items = accounting.table('items', {
  id: id('id').primaryKey(),
  organizationId: id('organization_id').notNull(),
  name: text('name').notNull(),
  status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
  description: text('description'),
  rate: decimal('rate').notNull(),
  unit: text('unit'),
  sku: text('sku'),
  productType: text('product_type').notNull(),
  itemType: text('item_type').notNull(),
  /** A tax or tax group of the erp module (checked through subgraphs/erp/api.ts). */
  taxId: id('tax_id'),
  purchaseTaxRuleId: id('purchase_tax_rule_id'),
  salesTaxRuleId: id('sales_tax_rule_id'),
  hsnOrSac: text('hsn_or_sac'),
  satItemKeyCode: text('sat_item_key_code'),
  unitkeyCode: text('unitkey_code'),
  isTaxable: boolean('is_taxable').notNull().default(true),
  taxExemptionId: id('tax_exemption_id'),
  purchaseTaxExemptionId: id('purchase_tax_exemption_id'),
  accountId: id('account_id'),
  avataxTaxCode: text('avatax_tax_code'),
  avataxUseCode: text('avatax_use_code'),
  purchaseDescription: text('purchase_description'),
  purchaseRate: decimal('purchase_rate'),
  purchaseAccountId: id('purchase_account_id'),
  inventoryAccountId: id('inventory_account_id'),
  vendorId: id('vendor_id'),
  reorderLevel: decimal('reorder_level'),
  taxPreferences: jsonb('item_tax_preferences').$type<ItemTaxPreferenceValue[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // Documents and price lists pick items by name and SKU: both are unique per organization.
  uniqueIndex('items_org_name').on(t.organizationId, sql`lower(${t.name})`),
  uniqueIndex('items_org_sku').on(t.organizationId, t.sku),
  index('items_org_created').on(t.organizationId, t.createdAt),
]);

/** Definitions of custom fields, per organization and entity (services/custom-fields.ts). */
export const customFields = accounting.table('custom_fields', {
  id: id('id').primaryKey(),
  organizationId: id('organization_id').notNull(),
  entity: text('entity').$type<'item' | 'contact' | 'invoice'>().notNull(),
  apiName: text('api_name').notNull(),
  label: text('label').notNull(),
  dataType: text('data_type').notNull(),
  isUnique: boolean('is_unique').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('custom_fields_org_entity_api_name').on(t.organizationId, t.entity, t.apiName)]);

/** The value of a custom field on one record (an item, a contact...). */
export const customFieldValues = accounting.table('custom_field_values', {
  organizationId: id('organization_id').notNull(),
  customfieldId: id('customfield_id').notNull(),
  recordId: id('record_id').notNull(),
  value: text('value').notNull(),
  /**
   * The value again when its field is unique, null otherwise: the unique index below makes the
   * database refuse a second record with the same value, whatever races the service loses.
   */
  uniqueValue: text('unique_value'),
}, (t) => [
  primaryKey({ columns: [t.customfieldId, t.recordId] }),
  uniqueIndex('custom_field_values_unique').on(t.organizationId, t.customfieldId, t.uniqueValue),
  index('custom_field_values_record').on(t.organizationId, t.recordId),
]);

/** Price lists (services/pricebooks.ts). Enum columns hold the lower-cased GraphQL names. */
export const pricebooks = accounting.table('pricebooks', {
  id: id('id').primaryKey(),
  organizationId: id('organization_id').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  currencyId: id('currency_id').notNull(),
  pricebookType: text('pricebook_type').$type<'per_item' | 'fixed_percentage'>().notNull(),
  /** Only fixed_percentage lists have one. */
  percentage: decimal('percentage'),
  isIncrease: boolean('is_increase').notNull().default(true),
  roundingType: text('rounding_type').notNull(),
  decimalPlace: integer('decimal_place').notNull(),
  pricingScheme: text('pricing_scheme').$type<'unit' | 'volume'>().notNull(),
  salesOrPurchaseType: text('sales_or_purchase_type').$type<'sales' | 'purchases'>().notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('pricebooks_org_name').on(t.organizationId, sql`lower(${t.name})`),
  index('pricebooks_org_created').on(t.organizationId, t.createdAt),
]);

/** The items of a per_item price list; written with the list in one transaction. */
export const pricebookItems = accounting.table('pricebook_items', {
  id: id('id').primaryKey(),
  organizationId: id('organization_id').notNull(),
  pricebookId: id('pricebook_id').notNull(),
  itemId: id('item_id').notNull(),
  /** Order the client listed the items in. */
  position: integer('position').notNull(),
  pricebookRate: decimal('pricebook_rate'),
  pricebookDiscount: text('pricebook_discount'),
  pricingScheme: text('pricing_scheme').$type<'unit' | 'volume'>().notNull(),
}, (t) => [
  uniqueIndex('pricebook_items_pricebook_item').on(t.organizationId, t.pricebookId, t.itemId),
  // Which price lists name an item, for the item's side of the relation.
  index('pricebook_items_item').on(t.organizationId, t.itemId),
]);

/** Volume pricing brackets of a price list's item. */
export const pricebookPriceBrackets = accounting.table('pricebook_price_brackets', {
  id: id('id').primaryKey(),
  organizationId: id('organization_id').notNull(),
  pricebookId: id('pricebook_id').notNull(),
  pricebookItemId: id('pricebook_item_id').notNull(),
  startQuantity: decimal('start_quantity').notNull(),
  /** Null: no upper end. */
  endQuantity: decimal('end_quantity'),
  pricebookRate: decimal('pricebook_rate'),
  pricebookDiscount: text('pricebook_discount'),
}, (t) => [index('pricebook_price_brackets_pricebook').on(t.organizationId, t.pricebookId)]);

/** A contact person an invoice goes to, with the invoice's own channel choice when it made one. */
export interface InvoiceContactPersonValue {
  contact_person_id: string;
  is_email_enabled?: boolean;
  is_sms_enabled?: boolean;
  is_whatsapp_enabled?: boolean;
}

/** A reporting tag of an invoice or line, as the wire spells it. */
export interface InvoiceTagValue {
  tag_id: string;
  tag_name?: string | null;
  tag_option_id?: string | null;
  tag_option_name?: string | null;
}

/** An online payment gateway offered on an invoice, as the wire spells it. */
export interface PaymentGatewayValue {
  configured: boolean;
  additional_field1: 'standard' | 'adaptive' | null;
  gateway_name: string;
}

/** One tax of an invoice summed over its lines (services/invoice-totals.ts), with the account it posts to. */
export interface InvoiceTaxValue {
  tax_id: string;
  tax_name: string;
  tax_percentage: string;
  tax_amount: string;
  account_id: string;
}

/**
 * Sales invoices (services/invoices.ts). `status` is the state as of the last write or the
 * overdue job; reads work out overdue themselves from the due date in the organization's zone.
 */
export const invoices = accounting.table('invoices', {
  id: id('id').primaryKey(),
  organizationId: id('organization_id').notNull(),
  invoiceNumber: text('invoice_number').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  status: text('status').$type<'draft' | 'sent' | 'viewed' | 'overdue' | 'partially_paid' | 'paid' | 'void'>().notNull(),
  paymentTerms: integer('payment_terms').notNull(),
  paymentTermsLabel: text('payment_terms_label').notNull(),
  paymentExpectedDate: date('payment_expected_date', { mode: 'string' }),
  lastPaymentDate: date('last_payment_date', { mode: 'string' }),
  referenceNumber: text('reference_number'),
  customerId: id('customer_id').notNull(),
  /** The customer's name when the invoice was last written: what the document shows, sorts and searches by. */
  customerName: text('customer_name').notNull(),
  contactPersons: jsonb('contact_persons').$type<InvoiceContactPersonValue[]>().notNull().default([]),
  currencyId: id('currency_id').notNull(),
  exchangeRate: decimal('exchange_rate').notNull(),
  discount: text('discount'),
  discountAmount: decimal('discount_amount').notNull(),
  isDiscountBeforeTax: boolean('is_discount_before_tax').notNull(),
  discountType: text('discount_type').$type<'entity_level' | 'item_level'>().notNull(),
  isInclusiveTax: boolean('is_inclusive_tax').notNull(),
  recurringInvoiceId: id('recurring_invoice_id'),
  isViewedByClient: boolean('is_viewed_by_client').notNull().default(false),
  clientViewedAt: timestamp('client_viewed_at', { withTimezone: true, mode: 'date' }),
  locationId: id('location_id'),
  tags: jsonb('tags').$type<InvoiceTagValue[]>().notNull().default([]),
  shippingCharge: decimal('shipping_charge').notNull(),
  adjustment: decimal('adjustment').notNull(),
  adjustmentDescription: text('adjustment_description'),
  subTotal: decimal('sub_total').notNull(),
  taxTotal: decimal('tax_total').notNull(),
  total: decimal('total').notNull(),
  /** What the ledger needs beyond the lines' rounded amounts to balance (README: Invoice totals). */
  roundingDifference: decimal('rounding_difference').notNull().default('0'),
  taxes: jsonb('taxes').$type<InvoiceTaxValue[]>().notNull().default([]),
  paymentReminderEnabled: boolean('payment_reminder_enabled').notNull().default(true),
  paymentMade: decimal('payment_made').notNull().default('0'),
  creditsApplied: decimal('credits_applied').notNull().default('0'),
  taxAmountWithheld: decimal('tax_amount_withheld').notNull().default('0'),
  writeOffAmount: decimal('write_off_amount').notNull().default('0'),
  balance: decimal('balance').notNull(),
  allowPartialPayments: boolean('allow_partial_payments').notNull().default(false),
  pricePrecision: integer('price_precision').notNull(),
  paymentGateways: jsonb('payment_gateways').$type<PaymentGatewayValue[]>().notNull().default([]),
  isEmailed: boolean('is_emailed').notNull().default(false),
  remindersSent: integer('reminders_sent').notNull().default(0),
  lastReminderSentDate: date('last_reminder_sent_date', { mode: 'string' }),
  billingAddress: jsonb('billing_address').$type<ContactAddressValue>().notNull().default({}),
  shippingAddress: jsonb('shipping_address').$type<ContactAddressValue>().notNull().default({}),
  notes: text('notes'),
  terms: text('terms'),
  templateId: id('template_id').notNull(),
  salespersonId: id('salesperson_id'),
  salespersonName: text('salesperson_name'),
  achPaymentInitiated: boolean('ach_payment_initiated').notNull().default(false),
  gstNo: text('gst_no'),
  gstTreatment: text('gst_treatment'),
  isPreGst: boolean('is_pre_gst'),
  placeOfSupply: text('place_of_supply'),
  taxTreatment: text('tax_treatment'),
  taxTreatmentCode: text('tax_treatment_code'),
  vatTreatment: text('vat_treatment'),
  vatRegNo: text('vat_reg_no'),
  isReverseChargeApplied: boolean('is_reverse_charge_applied'),
  cfdiUsage: text('cfdi_usage'),
  cfdiReferenceType: text('cfdi_reference_type'),
  referenceInvoiceId: id('reference_invoice_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  // Unique per organization whatever the case, so INV-1 and inv-1 cannot both be issued.
  uniqueIndex('invoices_org_number').on(t.organizationId, sql`lower(${t.invoiceNumber})`),
  index('invoices_org_created').on(t.organizationId, t.createdAt),
  index('invoices_org_date').on(t.organizationId, t.date),
  index('invoices_org_due').on(t.organizationId, t.status, t.dueDate),
  index('invoices_org_customer').on(t.organizationId, t.customerId),
]);

/** A tax as a line applied it (a group's taxes one by one), kept so the invoice keeps its numbers when the tax changes later. */
export interface InvoiceLineTaxValue {
  tax_id: string;
  tax_name: string;
  percentage: string;
  is_compound: boolean;
  account_id: string;
}

/** The lines of an invoice; written with it in one transaction and replaced whole on update. */
export const invoiceLineItems = accounting.table('invoice_line_items', {
  id: id('id').primaryKey(),
  organizationId: id('organization_id').notNull(),
  invoiceId: id('invoice_id').notNull(),
  itemOrder: integer('item_order').notNull(),
  itemId: id('item_id'),
  projectId: id('project_id'),
  projectName: text('project_name'),
  timeEntryIds: jsonb('time_entry_ids').$type<string[]>().notNull().default([]),
  locationId: id('location_id'),
  itemType: text('item_type'),
  productType: text('product_type'),
  satItemKeyCode: text('sat_item_key_code'),
  unitkeyCode: text('unitkey_code'),
  expenseId: id('expense_id'),
  expenseReceiptName: text('expense_receipt_name'),
  name: text('name'),
  description: text('description'),
  rate: decimal('rate').notNull(),
  quantity: decimal('quantity').notNull(),
  unit: text('unit'),
  discount: text('discount'),
  discountAmount: decimal('discount_amount').notNull(),
  tags: jsonb('tags').$type<InvoiceTagValue[]>().notNull().default([]),
  taxId: id('tax_id'),
  tdsTaxId: id('tds_tax_id'),
  taxName: text('tax_name'),
  taxType: text('tax_type'),
  taxPercentage: decimal('tax_percentage'),
  taxComponents: jsonb('tax_components').$type<InvoiceLineTaxValue[]>().notNull().default([]),
  taxTreatmentCode: text('tax_treatment_code'),
  itemTotal: decimal('item_total').notNull(),
  headerName: text('header_name'),
  headerId: id('header_id'),
  accountId: id('account_id').notNull(),
}, (t) => [
  index('invoice_line_items_invoice').on(t.organizationId, t.invoiceId),
  // Deleting an item, account or tax asks whether a line uses it.
  index('invoice_line_items_item').on(t.organizationId, t.itemId),
  index('invoice_line_items_account').on(t.organizationId, t.accountId),
  index('invoice_line_items_tax').on(t.organizationId, t.taxId),
]);

/** History of an invoice: entries the platform writes on every change, and comments people add. */
export const invoiceComments = accounting.table('invoice_comments', {
  id: id('id').primaryKey(),
  organizationId: id('organization_id').notNull(),
  invoiceId: id('invoice_id').notNull(),
  commentType: text('comment_type').$type<'system' | 'user'>().notNull(),
  operationType: text('operation_type').notNull(),
  description: text('description').notNull(),
  commentedById: id('commented_by_id'),
  commentedBy: text('commented_by').notNull(),
  createdAt: createdAt(),
}, (t) => [index('invoice_comments_invoice').on(t.organizationId, t.invoiceId)]);

/** Payments applied to invoices, written by the billing module through accounting's api.ts. */
export const invoicePayments = accounting.table('invoice_payments', {
  id: id('id').primaryKey(),
  organizationId: id('organization_id').notNull(),
  invoiceId: id('invoice_id').notNull(),
  paymentId: id('payment_id'),
  amount: decimal('amount').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  paymentMode: text('payment_mode'),
  referenceNumber: text('reference_number'),
  description: text('description'),
  createdAt: createdAt(),
}, (t) => [
  index('invoice_payments_invoice').on(t.organizationId, t.invoiceId),
  index('invoice_payments_payment').on(t.organizationId, t.paymentId),
]);
