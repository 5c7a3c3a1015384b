import { sql } from 'drizzle-orm';
import { boolean, date, integer, primaryKey, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { createdAt, decimal, id, updatedAt } from '../../columns.ts';
import { core } from './organizations.ts';

/** Gap-free document numbering: one locked row per organization and series. */
export const numberSeries = core.table(
  'number_series',
  {
    organizationId: id('organization_id').notNull(),
    series: text('series').notNull(),
    prefix: text('prefix').notNull(),
    nextValue: integer('next_value').notNull(),
    width: integer('width').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.series] })],
);

/** Chart of accounts: the ledger's accounts. */
export const accounts = core.table(
  'accounts',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    accountName: text('account_name').notNull(),
    accountCode: text('account_code'),
    accountType: text('account_type').notNull(),
    description: text('description'),
    currencyId: id('currency_id'),
    parentAccountId: id('parent_account_id'),
    isActive: boolean('is_active').notNull().default(true),
    isSystemAccount: boolean('is_system_account').notNull().default(false),
    /** Made through the API rather than by the default chart. */
    isUserCreated: boolean('is_user_created').notNull().default(false),
    /** Levels below the top of the chart: 0 without a parent, kept in step when a parent changes. */
    depth: integer('depth').notNull().default(0),
    /** Stable key of a system account ("accounts_receivable", "tax_payable"...), for posting rules. */
    systemKey: text('system_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Names and codes are unique per organization whatever their case: reports and imports match them so.
    uniqueIndex('accounts_org_name').on(t.organizationId, sql`lower(${t.accountName})`),
    uniqueIndex('accounts_org_code').on(t.organizationId, sql`lower(${t.accountCode})`),
    index('accounts_parent').on(t.organizationId, t.parentAccountId),
    uniqueIndex('accounts_org_system_key').on(t.organizationId, t.systemKey),
  ],
);

/** Which reports an entry belongs to: accrual-only entries (an invoice) are left out of cash-based ones and vice versa. */
export type LedgerBasis = 'both' | 'accrual' | 'cash';

/**
 * The general ledger (subgraphs/core/ledger.ts): one entry per posting of a source document,
 * never changed once written. A correction is a reversing entry (`reverses_journal_id`) plus a
 * new posting, so an entry is "current" while no other entry reverses it.
 */
export const journalEntries = core.table(
  'journal_entries',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** 'invoice', 'payment', 'manual_journal'...: the document that owns the entry. */
    sourceType: text('source_type').notNull(),
    sourceId: id('source_id').notNull(),
    sourceNumber: text('source_number'),
    basis: text('basis').$type<LedgerBasis>().notNull().default('both'),
    reversesJournalId: id('reverses_journal_id'),
    referenceNumber: text('reference_number'),
    notes: text('notes'),
    /** The location (inventory's) the entry is for: a manual journal's. */
    locationId: id('location_id'),
    createdAt: createdAt(),
  },
  (t) => [index('journal_entries_source').on(t.organizationId, t.sourceType, t.sourceId), index('journal_entries_reverses').on(t.reversesJournalId)],
);

/**
 * Lines of the entries. Date, source and basis are copied from the entry (which never changes)
 * so a register reads one index range, (organization, account, date), without a join.
 */
export const journalLines = core.table(
  'journal_lines',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    journalId: id('journal_id').notNull(),
    lineOrder: integer('line_order').notNull(),
    accountId: id('account_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: id('source_id').notNull(),
    basis: text('basis').$type<LedgerBasis>().notNull(),
    /** In the line's currency, as the document states it. */
    debit: decimal('debit').notNull(),
    credit: decimal('credit').notNull(),
    currencyId: id('currency_id').notNull(),
    exchangeRate: decimal('exchange_rate').notNull(),
    /** In the base currency, rounded to the organization's price_precision: what balances. */
    bcyDebit: decimal('bcy_debit').notNull(),
    bcyCredit: decimal('bcy_credit').notNull(),
    description: text('description'),
    /** The contact (accounting's) the line is for, and its location: a manual journal's tags. */
    contactId: id('contact_id'),
    locationId: id('location_id'),
  },
  (t) => [
    // Registers read (organization, account, date) ranges; the trailing columns let balances be
    // summed from the index alone (an index-only scan once vacuum has marked the pages visible).
    index('journal_lines_register').on(t.organizationId, t.accountId, t.date, t.id, t.basis, t.bcyDebit, t.bcyCredit),
    index('journal_lines_journal').on(t.journalId),
    // A contact named on a line stays (is not deleted): the few tagged lines are found without a scan.
    index('journal_lines_contact').on(t.organizationId, t.contactId).where(sql`${t.contactId} is not null`),
  ],
);

/**
 * Per account, month and basis: the sums of the base-currency debits and credits of its
 * journal lines and their number. The ledger adds to it in the transaction that writes the
 * lines (ledger.ts), and lines are never changed or deleted, so a row is always the sum of its
 * lines: balances and the trial balance read a row per account and month instead of the
 * account's whole history. `checkLedgerBalances` proves the sums; the migration
 * 0002_ledger_balances fills it from the lines written before it.
 */
export const ledgerBalances = core.table(
  'ledger_balances',
  {
    organizationId: id('organization_id').notNull(),
    accountId: id('account_id').notNull(),
    /** The first day of the month the lines are dated in. */
    period: date('period', { mode: 'string' }).notNull(),
    basis: text('basis').$type<LedgerBasis>().notNull(),
    bcyDebit: decimal('bcy_debit').notNull(),
    bcyCredit: decimal('bcy_credit').notNull(),
    lineCount: integer('line_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.accountId, t.period, t.basis] })],
);
