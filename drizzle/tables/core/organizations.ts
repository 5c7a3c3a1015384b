import { boolean, integer, pgSchema, primaryKey, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, postalAddress, updatedAt } from '../../columns.ts';

/** Tenancy, identity and the ledger's chart: what every module shares (subgraphs/core). */
export const core = pgSchema('core');

export interface PostalAddress {
  /** Locations only: to the attention of. */
  attention?: string | null;
  street_address1?: string | null;
  street_address2?: string | null;
  city?: string | null;
  state?: string | null;
  /** Locations only: the state's code as given. */
  state_code?: string | null;
  country?: string | null;
  zip?: string | null;
}

export const organizations = core.table('organizations', {
  id: id('id').primaryKey(),
  name: text('name').notNull(),
  timeZone: text('time_zone').notNull(),
  languageCode: text('language_code').notNull(),
  dateFormat: text('date_format').notNull(),
  fieldSeparator: text('field_separator').notNull(),
  fiscalYearStartMonth: integer('fiscal_year_start_month').notNull(),
  taxGroupEnabled: boolean('tax_group_enabled').notNull().default(true),
  contactName: text('contact_name'),
  email: text('email'),
  industryType: text('industry_type'),
  industrySize: text('industry_size'),
  portalName: text('portal_name'),
  orgAddress: text('org_address'),
  remitToAddress: text('remit_to_address'),
  phone: text('phone'),
  fax: text('fax'),
  website: text('website'),
  companyIdLabel: text('company_id_label'),
  companyIdValue: text('company_id_value'),
  taxIdLabel: text('tax_id_label'),
  taxIdValue: text('tax_id_value'),
  ...postalAddress<PostalAddress>(),
  /** Edition (country code) that decides which locale fields apply: IN, AE, ZA, MX... */
  edition: text('edition').notNull(),
  currencyId: id('currency_id').notNull(),
  pricePrecision: integer('price_precision').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  isLogoUploaded: boolean('is_logo_uploaded').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = core.table(
  'users',
  {
    id: id('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email').on(t.email)],
);

export const memberships = core.table(
  'memberships',
  {
    organizationId: id('organization_id').notNull(),
    userId: id('user_id').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index('memberships_user').on(t.userId)],
);

/**
 * An invitation to join an organization, for an account made by the invite that has no password
 * yet: whoever holds the link sets the password once (gateway/auth/invitations.ts). Only the
 * token's SHA-256 is kept; a newer invitation of the same member replaces the older.
 */
export const invitations = core.table(
  'invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    organizationId: id('organization_id').notNull(),
    userId: id('user_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('invitations_member').on(t.organizationId, t.userId)],
);

export const currencies = core.table(
  'currencies',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    currencyCode: text('currency_code').notNull(),
    currencyName: text('currency_name').notNull(),
    currencySymbol: text('currency_symbol').notNull(),
    pricePrecision: integer('price_precision').notNull(),
    currencyFormat: text('currency_format').notNull(),
    isBaseCurrency: boolean('is_base_currency').notNull().default(false),
    exchangeRate: decimal('exchange_rate').notNull().default('1'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('currencies_org_code').on(t.organizationId, t.currencyCode)],
);

export { timestamp };
