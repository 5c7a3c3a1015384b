import { boolean, date, index, integer, jsonb, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, decimal, id, updatedAt, type StoredTaxComponent } from '../../columns.ts';
import { accounting } from './schema.ts';

/**
 * Banking (subgraphs/accounting/services/bank-*.ts). A bank or credit-card account is an account
 * of the chart (core.accounts, type bank or credit_card); this row holds its bank details.
 * Accounts of those types made through the chart have no row and show empty details.
 */
export const bankAccountDetails = accounting.table(
  'bank_account_details',
  {
    accountId: id('account_id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    accountNumber: text('account_number'),
    bankName: text('bank_name'),
    routingNumber: text('routing_number'),
    isPrimaryAccount: boolean('is_primary_account').notNull().default(false),
    isPaypalAccount: boolean('is_paypal_account').notNull().default(false),
    paypalType: text('paypal_type'),
    paypalEmailAddress: text('paypal_email_address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bank_account_details_org').on(t.organizationId),
    // One primary account per organization.
    uniqueIndex('bank_account_details_primary').on(t.organizationId).where(sql`${t.isPrimaryAccount}`),
  ],
);

/** Imported statements: one row per import, its rows are bank transactions naming it. */
export const bankStatements = accounting.table(
  'bank_statements',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    accountId: id('account_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The imported file in the blob store (null for JSON rows). */
    blobId: id('blob_id'),
    fileName: text('file_name'),
    transactionsCount: integer('transactions_count').notNull(),
    categorizedCount: integer('categorized_count').notNull(),
    suggestedCount: integer('suggested_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bank_statements_account').on(t.organizationId, t.accountId)],
);

/**
 * Transactions of bank and credit-card accounts. Uncategorized ones are not in the ledger;
 * categorizing posts an entry (source type `bank_transaction`, source id the row's id),
 * uncategorizing reverses it. `reconciliation_id` is set while a completed reconciliation
 * holds the transaction: then it cannot change. A document paying from or into the account (a
 * vendor payment, its refund) has its row here too, source `document`, categorized as its kind:
 * the document posts the entry and writes, changes and removes the row in its own transaction
 * (banking/bank-register.ts); `document_type` and `document_id` name it.
 */
export const bankTransactions = accounting.table(
  'bank_transactions',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    accountId: id('account_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    amount: decimal('amount').notNull(),
    debitOrCredit: text('debit_or_credit').$type<'debit' | 'credit'>().notNull(),
    status: text('status').$type<'uncategorized' | 'categorized'>().notNull(),
    transactionType: text('transaction_type'),
    payee: text('payee'),
    description: text('description'),
    referenceNumber: text('reference_number'),
    exchangeRate: decimal('exchange_rate').notNull(),
    /** The other account of a categorized transaction (expense account, the other bank...). */
    offsetAccountId: id('offset_account_id'),
    customerId: id('customer_id'),
    /** Vendor of a categorized expense, vendor payment or refund. */
    vendorId: id('vendor_id'),
    paymentMode: text('payment_mode'),
    /** The bank's fee within the transaction, posted to Bank Fees and Charges (README, Banking). */
    bankCharges: decimal('bank_charges').notNull().default('0'),
    /** The tax inside the categorized total (a group expanded into its taxes), and its amount. */
    taxId: id('tax_id'),
    taxName: text('tax_name'),
    taxPercentage: decimal('tax_percentage'),
    taxComponents: jsonb('tax_components').$type<StoredTaxComponent[]>().notNull().default([]),
    taxAmount: decimal('tax_amount').notNull().default('0'),
    source: text('source').$type<'statement' | 'manual' | 'document'>().notNull(),
    statementId: id('statement_id'),
    /** The document that wrote the row (source `document`): its ledger source type and id. */
    documentType: text('document_type'),
    documentId: id('document_id'),
    importedTransactionId: text('imported_transaction_id'),
    categorizedByRuleId: id('categorized_by_rule_id'),
    suggestedRuleId: id('suggested_rule_id'),
    reconciliationId: id('reconciliation_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bank_transactions_account').on(t.organizationId, t.accountId, t.date),
    index('bank_transactions_status').on(t.organizationId, t.accountId, t.status),
    index('bank_transactions_offset').on(t.organizationId, t.offsetAccountId),
    index('bank_transactions_reconciliation').on(t.organizationId, t.reconciliationId),
    uniqueIndex('bank_transactions_document').on(t.organizationId, t.documentType, t.documentId).where(sql`${t.documentId} is not null`),
  ],
);

export interface BankRuleCriterionValue {
  criteria_id: string;
  field: string;
  comparator: string;
  value: string;
}

/** Bank rules, applied in rule_order (then id) to new uncategorized transactions. */
export const bankRules = accounting.table(
  'bank_rules',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    ruleName: text('rule_name').notNull(),
    ruleOrder: integer('rule_order').notNull(),
    ruleCategory: text('rule_category').notNull(),
    applyTo: text('apply_to').$type<'deposits' | 'withdrawals'>().notNull(),
    criteriaType: text('criteria_type').$type<'and' | 'or'>().notNull(),
    criterion: jsonb('criterion').$type<BankRuleCriterionValue[]>().notNull(),
    recordAs: text('record_as').notNull(),
    accountId: id('account_id'),
    autoCategorize: boolean('auto_categorize').notNull().default(false),
    customerId: id('customer_id'),
    taxId: id('tax_id'),
    referenceNumber: text('reference_number'),
    /** How the money moved (cash, check…), recorded on the transactions the rule categorizes. */
    paymentMode: text('payment_mode'),
    vatTreatment: text('vat_treatment'),
    taxTreatment: text('tax_treatment'),
    isReverseChargeApplied: boolean('is_reverse_charge_applied').notNull().default(false),
    productType: text('product_type'),
    taxAuthorityId: id('tax_authority_id'),
    taxExemptionId: id('tax_exemption_id'),
    locationId: id('location_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bank_rules_order').on(t.organizationId, t.ruleOrder, t.id), index('bank_rules_account').on(t.organizationId, t.accountId)],
);

/** The accounts a `selected_accounts` rule acts on. */
export const bankRuleAccounts = accounting.table(
  'bank_rule_accounts',
  {
    organizationId: id('organization_id').notNull(),
    ruleId: id('rule_id').notNull(),
    accountId: id('account_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.accountId] }), index('bank_rule_accounts_account').on(t.organizationId, t.accountId)],
);

/** Reconciliations of an account against a bank statement. */
export const bankReconciliations = accounting.table(
  'bank_reconciliations',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    accountId: id('account_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    closingBalance: decimal('closing_balance').notNull(),
    /** Fixed when completed; a draft shows the live figure. */
    openingBalance: decimal('opening_balance'),
    status: text('status').$type<'draft' | 'reconciled'>().notNull(),
    reconciledAt: timestamp('reconciled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bank_reconciliations_account').on(t.organizationId, t.accountId, t.endDate)],
);

/** The transactions selected on a reconciliation (draft or completed). */
export const bankReconciliationTransactions = accounting.table(
  'bank_reconciliation_transactions',
  {
    organizationId: id('organization_id').notNull(),
    reconciliationId: id('reconciliation_id').notNull(),
    transactionId: id('transaction_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reconciliationId, t.transactionId] }), index('bank_reconciliation_transactions_tx').on(t.organizationId, t.transactionId)],
);

/** Files attached to a reconciliation: the document id is the blob's id. */
export const bankReconciliationDocuments = accounting.table(
  'bank_reconciliation_documents',
  {
    blobId: id('blob_id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    reconciliationId: id('reconciliation_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bank_reconciliation_documents_rec').on(t.organizationId, t.reconciliationId)],
);
