import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { billingAndShipping, createdAt, decimal, id, partyTaxLocale, updatedAt } from '../../columns.ts';
import { accounting } from './schema.ts';
import { listIndexes } from '../../list-indexes.ts';

/** A contact's billing or shipping address, as the wire spells it (documents copy the fields they print). */
export interface ContactAddressValue {
  attention?: string | null;
  address?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  fax?: string | null;
  stateCode?: string | null;
  phone?: string | null;
}

/** An opening balance of a contact, in the contact's currency (posted as `contact_opening_balance`). */
export interface ContactOpeningBalanceValue {
  locationId: string | null;
  amount: string;
  exchangeRate: string;
}

/** Customers and vendors. */
export const contacts = accounting.table(
  'contacts',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    contactName: text('contact_name').notNull(),
    /** Unique per organization: the next of the `contact` series (CON-000001), or as the client gave it. */
    contactNumber: text('contact_number').notNull(),
    /** The client gave contact_number (no number of the series was taken). */
    numberGiven: boolean('number_given').notNull().default(false),
    /** The registered name of the business, when it differs from the display name. */
    legalName: text('legal_name'),
    /** Language of the contact's documents and mail, an ISO 639-1 code (en, de, pt_br). */
    languageCode: text('language_code'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    /** The user who created the contact (null when the platform did). */
    ownerId: id('owner_id'),
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
    /** Automatic payment reminders go to this contact's invoices (POST /contacts/{id}/paymentreminder/enable|disable). */
    paymentReminderEnabled: boolean('payment_reminder_enabled').notNull().default(true),
    /** A vendor whose payments are reported on Form 1099 (POST /contacts/{id}/track1099|untrack1099). */
    track1099: boolean('track_1099').notNull().default(false),
    /** Most the customer may owe; 0 is no limit. */
    creditLimit: decimal('credit_limit').notNull().default('0'),
    /** What the contact owed or was owed when its books moved here; the ledger holds the posting. */
    openingBalances: jsonb('opening_balances').$type<ContactOpeningBalanceValue[]>().notNull().default([]),
    /** A price list of the organization (accounting.pricebooks). */
    pricebookId: id('pricebook_id'),
    isTaxable: boolean('is_taxable').notNull().default(true),
    /** A tax or tax group of the erp module. */
    taxId: id('tax_id'),
    ...billingAndShipping<ContactAddressValue>(),
    ...partyTaxLocale(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Display names are unique per organization whatever their case, as documents show them.
    uniqueIndex('contacts_org_name').on(t.organizationId, sql`lower(${t.contactName})`),
    uniqueIndex('contacts_org_number').on(t.organizationId, sql`lower(${t.contactNumber})`),
    index('contacts_org_type').on(t.organizationId, t.contactType),
    index('contacts_org_email').on(t.organizationId, sql`lower(${t.email})`),
    // The list's sort and searched columns (contact-service.ts); the name sorts through contacts_org_name.
    ...listIndexes('contacts', t, {
      sorts: { created: t.createdAt, updated: t.updatedAt },
      searched: [t.contactName, t.companyName, t.email],
    }),
  ],
);

/** The people of a contact; written with the contact in one transaction. */
export const contactPersons = accounting.table(
  'contact_persons',
  {
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
    salutation: text('salutation'),
    designation: text('designation'),
    department: text('department'),
    skype: text('skype'),
    isPrimaryContact: boolean('is_primary_contact').notNull().default(false),
    isEmailEnabled: boolean('is_email_enabled').notNull().default(true),
    isSmsEnabled: boolean('is_sms_enabled').notNull().default(false),
    isWhatsappEnabled: boolean('is_whatsapp_enabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('contact_persons_contact').on(t.organizationId, t.contactId)],
);

/** Further addresses of a contact besides its billing and shipping ones (`/contacts/{id}/address`). */
export const contactAddresses = accounting.table(
  'contact_addresses',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    contactId: id('contact_id').notNull(),
    attention: text('attention'),
    address: text('address'),
    street2: text('street2'),
    city: text('city'),
    state: text('state'),
    stateCode: text('state_code'),
    zip: text('zip'),
    country: text('country'),
    fax: text('fax'),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_addresses_contact').on(t.organizationId, t.contactId)],
);

/** History of a contact: an entry written in the transaction of each change (`/contacts/{id}/comments`). */
export const contactComments = accounting.table(
  'contact_comments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    contactId: id('contact_id').notNull(),
    operationType: text('operation_type').notNull(),
    description: text('description').notNull(),
    commentedById: id('commented_by_id'),
    commentedBy: text('commented_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_comments_contact').on(t.organizationId, t.contactId, t.createdAt)],
);
