import { boolean, customType, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';

/** 64-bit id stored as bigint, carried as a digit string (JS numbers would lose digits). */
export const id = customType<{ data: string; driverData: string | bigint | number }>({
  dataType: () => 'bigint',
  fromDriver: (value) => String(value),
  toDriver: (value) => value,
});

/** Money and quantities: numeric in the database, decimal strings in TypeScript. */
export const decimal = customType<{ data: string; driverData: string | number }>({
  dataType: () => 'numeric',
  fromDriver: (value) => String(value),
  toDriver: (value) => value,
});

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * The billing and shipping addresses a contact carries and its documents copy. Every field of
 * an address is optional, so {} is the empty one.
 */
export const billingAndShipping = <Address extends object>() => ({
  billingAddress: jsonb('billing_address')
    .$type<Address>()
    .notNull()
    .default({} as Address),
  shippingAddress: jsonb('shipping_address')
    .$type<Address>()
    .notNull()
    .default({} as Address),
});

/** An organization's or a location's postal address; {} when none is given. */
export const postalAddress = <Address extends object>() => ({
  address: jsonb('address')
    .$type<Address>()
    .notNull()
    .default({} as Address),
});

/** The tax-locale fields of a contact (GST in India, VAT in the Gulf and the UK, the treatment elsewhere), which its documents copy. */
export const partyTaxLocale = () => ({
  gstNo: text('gst_no'),
  gstTreatment: text('gst_treatment'),
  taxTreatment: text('tax_treatment'),
  vatTreatment: text('vat_treatment'),
  placeOfSupply: text('place_of_supply'),
});

/** A sales document's tax locale: its customer's, and what the document itself decides (pre-GST, reverse charge, CFDI in Mexico). */
export const documentTaxLocale = () => ({
  ...partyTaxLocale(),
  isPreGst: boolean('is_pre_gst'),
  taxTreatmentCode: text('tax_treatment_code'),
  vatRegNo: text('vat_reg_no'),
  isReverseChargeApplied: boolean('is_reverse_charge_applied'),
  cfdiUsage: text('cfdi_usage'),
  cfdiReferenceType: text('cfdi_reference_type'),
});

/** What a history entry says and who wrote it: the platform on every change, or a person. */
export const historyEntry = () => ({
  operationType: text('operation_type').notNull(),
  description: text('description').notNull(),
  commentedById: id('commented_by_id'),
  commentedBy: text('commented_by').notNull(),
});

/** A history entry of a document people can comment on: `system` entries the platform writes, `user` comments. */
export const commentEntry = () => ({
  commentType: text('comment_type').$type<'system' | 'user'>().notNull(),
  ...historyEntry(),
});

/** The file a document has attached; its bytes live in the blob store. */
export const attachedFile = () => ({
  fileName: text('file_name').notNull(),
  fileType: text('file_type').notNull(),
  fileSize: integer('file_size').notNull(),
});

/**
 * One tax a document line applied, kept with the line as it was then (a group's member each):
 * the account it posts to, and for documents that may post either way (expenses, bank
 * transactions) the purchase account too.
 */
export interface StoredTaxComponent {
  tax_id: string;
  tax_name: string;
  percentage: string;
  is_compound: boolean;
  account_id: string;
  purchase_account_id?: string;
}

/** The tax of a document line as it was applied: the tax, its kind and rate, and its components (a group's taxes). */
export const lineTax = <Component extends object = StoredTaxComponent>() => ({
  taxId: id('tax_id'),
  taxName: text('tax_name'),
  taxType: text('tax_type'),
  taxPercentage: decimal('tax_percentage'),
  taxComponents: jsonb('tax_components').$type<Component[]>().notNull().default([]),
});
