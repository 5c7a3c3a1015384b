import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSchema, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
  /** Tax references are stored as given until the erp module's taxes exist to check them. */
  taxId: id('tax_id'),
  taxType: text('tax_type'),
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
  entity: text('entity').$type<'item' | 'contact'>().notNull(),
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
