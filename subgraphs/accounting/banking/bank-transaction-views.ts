/**
 * Bank transactions and statements as clients see them: a transaction joined with its account,
 * currency, the account it is categorized into, its customer and vendor, and its suggested and
 * applied rules, in one statement for any number of rows; the list filters and sort columns of
 * the family. A list reads only the columns, and makes only the joins, its selection needs
 * (`TRANSACTION_VIEW`).
 */
import { type SQL, and, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { type PgColumn, alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../drizzle/client.ts';
import { bankRules, type bankStatements, bankTransactions } from '../../../drizzle/tables/accounting/banking.ts';
import { contacts } from '../../../drizzle/tables/accounting/contacts.ts';
import { accounts } from '../../../drizzle/tables/core/ledger.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { fromEnum, toEnum } from '../../core/values/enums.ts';
import { type Page } from '../../core/request/pagination.ts';
import { anyId, columnsOf, orderOf, searchOf, type SelectShape, shaped, window } from '../../core/request/scoped.ts';
import { type ComputedField, enumField, fieldView, timeField } from '../../core/request/selection.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import { dec, roundTo, toDb } from '../../core/values/money.ts';
import type {
  BankRuleSuggestion,
  BankStatement,
  BankTransaction,
  BankTransactionFilter,
  BankTransactionKind,
  BankTransactionSortColumn,
  BankTransactionStatus,
  DebitOrCredit as DebitOrCreditEnum,
  SortOrder,
} from '../generated/graphql.ts';
import type { BankTransactionRow } from './bank-transaction-store.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

const bank = alias(accounts, 'bank');
const offset = alias(accounts, 'offset_account');
const ruleAccount = alias(accounts, 'rule_account');
const appliedRule = alias(bankRules, 'applied_rule');
const appliedRuleAccount = alias(accounts, 'applied_rule_account');
const vendor = alias(contacts, 'vendor');

/** The tables a transaction is joined with for what its fields show; currency and the rules' accounts go through bank and the rules. */
type Join = 'bank' | 'currency' | 'offset' | 'customer' | 'vendor' | 'rule' | 'ruleAccount' | 'applied' | 'appliedAccount';

/** What the list joins to a transaction's row, by the key the view reads it as, with the joins that reach it. */
const JOINED = {
  accountName: { column: bank.accountName, joins: ['bank'] },
  accountType: { column: bank.accountType, joins: ['bank'] },
  currencyId: { column: currencies.id, joins: ['bank', 'currency'] },
  currencyCode: { column: currencies.currencyCode, joins: ['bank', 'currency'] },
  currencySymbol: { column: currencies.currencySymbol, joins: ['bank', 'currency'] },
  pricePrecision: { column: currencies.pricePrecision, joins: ['bank', 'currency'] },
  offsetAccountName: { column: offset.accountName, joins: ['offset'] },
  customerName: { column: contacts.contactName, joins: ['customer'] },
  vendorName: { column: vendor.contactName, joins: ['vendor'] },
  ruleId: { column: bankRules.id, joins: ['rule'] },
  ruleName: { column: bankRules.ruleName, joins: ['rule'] },
  ruleRecordAs: { column: bankRules.recordAs, joins: ['rule'] },
  ruleAccountId: { column: bankRules.accountId, joins: ['rule'] },
  ruleAccountName: { column: ruleAccount.accountName, joins: ['rule', 'ruleAccount'] },
  appliedRuleId: { column: appliedRule.id, joins: ['applied'] },
  appliedRuleName: { column: appliedRule.ruleName, joins: ['applied'] },
  appliedRecordAs: { column: appliedRule.recordAs, joins: ['applied'] },
  appliedAccountId: { column: appliedRule.accountId, joins: ['applied'] },
  appliedAccountName: { column: appliedRuleAccount.accountName, joins: ['applied', 'appliedAccount'] },
} satisfies Record<string, { column: PgColumn; joins: readonly Join[] }>;

/**
 * A transaction's row with what the list joins to it. The left joins' values are null when
 * nothing is joined (no offset account, customer, vendor or rule, or a rule since deleted).
 */
export interface TransactionRecord extends BankTransactionRow {
  accountName: string;
  accountType: string;
  currencyId: string;
  currencyCode: string;
  currencySymbol: string;
  pricePrecision: number;
  offsetAccountName: string | null;
  customerName: string | null;
  vendorName: string | null;
  ruleId: string | null;
  ruleName: string | null;
  ruleRecordAs: string | null;
  ruleAccountId: string | null;
  ruleAccountName: string | null;
  appliedRuleId: string | null;
  appliedRuleName: string | null;
  appliedRecordAs: string | null;
  appliedAccountId: string | null;
  appliedAccountName: string | null;
}

/**
 * Transactions matching `where`, shaped by order and window, with the keys `reads` names (a
 * view's reads for a selection; every key without), joined only with the tables those keys come
 * from: a join adds no row nor drops one (a transaction's account exists and has a currency), so
 * the rows are the same whatever is read. One statement.
 */
async function selectTransactions(db: Executor, where: SQL, reads?: readonly string[], shape: SelectShape = {}): Promise<TransactionRecord[]> {
  const joined = Object.entries(JOINED).filter(([key]) => !reads || reads.includes(key));
  const joins = new Set(joined.flatMap(([, j]) => j.joins));
  let query = db
    .select({ ...columnsOf(bankTransactions, reads), ...Object.fromEntries(joined.map(([key, j]) => [key, j.column])) })
    .from(bankTransactions)
    .$dynamic();
  if (joins.has('bank')) query = query.innerJoin(bank, eq(bank.id, bankTransactions.accountId));
  if (joins.has('currency')) query = query.innerJoin(currencies, eq(currencies.id, bank.currencyId));
  if (joins.has('offset')) query = query.leftJoin(offset, eq(offset.id, bankTransactions.offsetAccountId));
  if (joins.has('customer')) query = query.leftJoin(contacts, eq(contacts.id, bankTransactions.customerId));
  if (joins.has('vendor')) query = query.leftJoin(vendor, eq(vendor.id, bankTransactions.vendorId));
  if (joins.has('rule')) query = query.leftJoin(bankRules, eq(bankRules.id, bankTransactions.suggestedRuleId));
  if (joins.has('ruleAccount')) query = query.leftJoin(ruleAccount, eq(ruleAccount.id, bankRules.accountId));
  if (joins.has('applied')) query = query.leftJoin(appliedRule, eq(appliedRule.id, bankTransactions.categorizedByRuleId));
  if (joins.has('appliedAccount')) query = query.leftJoin(appliedRuleAccount, eq(appliedRuleAccount.id, appliedRule.accountId));
  // Typed as every key: the rows hold only those read, which is all a view built for the same selection reads.
  return (await shaped(query.where(where), bankTransactions, shape)) as unknown as TransactionRecord[];
}

/** What a transaction's fields are made of besides its row: the organization's time zone and precision. */
interface TransactionContext {
  org: OrganizationRow;
}

type TransactionField<V> = ComputedField<TransactionRecord, TransactionContext, V>;

const moneyInOf = (row: Pick<TransactionRecord, 'debitOrCredit'>) => row.debitOrCredit === 'credit';

/** The counterparty's figure: money in was paid amount + charges, money out reached the payee less them. */
const totalOf = (row: Pick<TransactionRecord, 'debitOrCredit' | 'amount' | 'bankCharges'>) =>
  moneyInOf(row) ? dec(row.amount).plus(row.bankCharges) : dec(row.amount).minus(row.bankCharges);
const TOTAL_READS = ['debitOrCredit', 'amount', 'bankCharges'] as const;
const subTotalOf = (row: TransactionRecord) => toDb(totalOf(row).minus(row.taxAmount));
const bcyTotalOf = (row: TransactionRecord, { org }: TransactionContext) => toDb(roundTo(totalOf(row).times(row.exchangeRate), org.pricePrecision));

/** The account money came from (`from`) or went to: the bank itself on its side, the offset account (when categorized) on the other. */
function sideOf(row: TransactionRecord, side: 'from' | 'to'): { id: string | null; name: string | null } {
  const own = moneyInOf(row) === (side === 'to');
  if (own) return { id: row.accountId, name: row.accountName };
  return row.offsetAccountId ? { id: row.offsetAccountId, name: row.offsetAccountName } : { id: null, name: null };
}
const SIDE_ID_READS = ['debitOrCredit', 'accountId', 'offsetAccountId'] as const;
const SIDE_READS = [...SIDE_ID_READS, 'accountName', 'offsetAccountName'] as const;
const sideField = (side: 'from' | 'to', part: 'id' | 'name'): TransactionField<string | null> => ({
  reads: part === 'id' ? SIDE_ID_READS : SIDE_READS,
  value: (row) => sideOf(row, side)[part],
});

/** The rule suggested for an uncategorized transaction (while that rule exists). */
function suggestedOf(row: TransactionRecord): BankRuleSuggestion | null {
  if (row.status !== 'uncategorized' || !row.ruleId) return null;
  return {
    ruleId: row.ruleId,
    ruleName: row.ruleName!,
    recordAs: toEnum<BankTransactionKind>(row.ruleRecordAs!),
    accountId: row.ruleAccountId,
    accountName: row.ruleAccountName,
  };
}
const SUGGESTED_READS = ['status', 'ruleId', 'ruleName', 'ruleRecordAs', 'ruleAccountId', 'ruleAccountName'] as const;

/** A decimal column as the wire spells it (no trailing zeros). */
const decimal = (column: 'bankCharges' | 'taxAmount'): TransactionField<string> => ({ reads: [column], value: (row) => toDb(row[column]) });

/** Every field of a bank transaction and the keys it reads: a list reads, joins and builds only the fields its operation selects. */
const TRANSACTION_VIEW = fieldView<TransactionRecord, TransactionContext, BankTransaction>(
  {
    transactionId: 'id',
    accountId: 'accountId',
    accountName: 'accountName',
    accountType: enumField('accountType', false),
    date: 'date',
    amount: 'amount',
    debitOrCredit: enumField('debitOrCredit', false),
    transactionType: enumField('transactionType'),
    status: enumField('status', false),
    payee: 'payee',
    description: 'description',
    referenceNumber: 'referenceNumber',
    currencyId: 'currencyId',
    currencyCode: 'currencyCode',
    currencySymbol: 'currencySymbol',
    pricePrecision: 'pricePrecision',
    exchangeRate: 'exchangeRate',
    fromAccountId: sideField('from', 'id'),
    fromAccountName: sideField('from', 'name'),
    toAccountId: sideField('to', 'id'),
    toAccountName: sideField('to', 'name'),
    customerId: 'customerId',
    customerName: 'customerName',
    vendorId: 'vendorId',
    vendorName: 'vendorName',
    paymentMode: 'paymentMode',
    bankCharges: decimal('bankCharges'),
    taxId: 'taxId',
    taxName: 'taxName',
    taxPercentage: { reads: ['taxPercentage'], value: (row) => (row.taxPercentage === null ? null : toDb(row.taxPercentage)) },
    taxAmount: decimal('taxAmount'),
    // The tax is computed out of the total (bankTotals), never added to it.
    isInclusiveTax: { reads: [], value: () => true },
    subTotal: { reads: [...TOTAL_READS, 'taxAmount'], value: subTotalOf },
    total: { reads: TOTAL_READS, value: (row) => toDb(totalOf(row)) },
    bcyTotal: { reads: [...TOTAL_READS, 'exchangeRate'], value: bcyTotalOf },
    // No route attaches files to a bank transaction (schema: BankTransaction.documents).
    documents: { reads: [], value: () => [] },
    // The line a categorization records; none while uncategorized.
    lineItems: {
      reads: ['status', ...SIDE_READS, ...TOTAL_READS, 'taxAmount', 'exchangeRate', 'customerId', 'customerName', 'vendorId', 'vendorName', 'paymentMode'],
      value: (row, context) => {
        if (row.status !== 'categorized') return [];
        const from = sideOf(row, 'from');
        const to = sideOf(row, 'to');
        return [
          {
            fromAccountId: from.id,
            fromAccountName: from.name,
            toAccountId: to.id,
            toAccountName: to.name,
            customerId: row.customerId,
            customerName: row.customerName,
            vendorId: row.vendorId,
            vendorName: row.vendorName,
            paymentMode: row.paymentMode,
            subTotal: subTotalOf(row),
            total: toDb(totalOf(row)),
            bcyTotal: bcyTotalOf(row, context),
          },
        ];
      },
    },
    // The statement line it was imported from; none when added by hand.
    importedTransactions: {
      reads: ['source', 'id', 'statementId', 'importedTransactionId', 'accountId', 'date', 'amount', 'payee', 'description', 'referenceNumber', 'status'],
      value: (row) =>
        row.source === 'statement'
          ? [
              {
                importedTransactionId: row.id,
                statementId: row.statementId,
                bankReference: row.importedTransactionId,
                accountId: row.accountId,
                date: row.date,
                amount: row.amount,
                payee: row.payee,
                description: row.description,
                referenceNumber: row.referenceNumber,
                status: toEnum<BankTransactionStatus>(row.status),
              },
            ]
          : [],
    },
    source: 'source',
    statementId: 'statementId',
    importedTransactionId: 'importedTransactionId',
    categorizedByRuleId: 'categorizedByRuleId',
    suggestedRule: { reads: SUGGESTED_READS, value: suggestedOf },
    // The rule that matched: the one that categorized it (while it exists), else the one suggested.
    ruleDetails: {
      reads: [...SUGGESTED_READS, 'appliedRuleId', 'appliedRuleName', 'appliedRecordAs', 'appliedAccountId', 'appliedAccountName'],
      value: (row) => {
        if (row.appliedRuleId) {
          return [
            {
              ruleId: row.appliedRuleId,
              ruleName: row.appliedRuleName!,
              recordAs: toEnum<BankTransactionKind>(row.appliedRecordAs!),
              accountId: row.appliedAccountId,
              accountName: row.appliedAccountName,
            },
          ];
        }
        const suggested = suggestedOf(row);
        return suggested ? [suggested] : [];
      },
    },
    isRuleExist: {
      reads: ['categorizedByRuleId', 'status', 'ruleId'],
      value: (row) => row.categorizedByRuleId !== null || (row.status === 'uncategorized' && !!row.ruleId),
    },
    offsetAccountName: 'offsetAccountName',
    isReconciled: { reads: ['reconciliationId'], value: (row) => row.reconciliationId !== null },
    reconciliationId: 'reconciliationId',
    createdTime: timeField('createdAt'),
    lastModifiedTime: timeField('updatedAt'),
  },
  // The transaction's id: its identity, and the statement line's id an import shows.
  ['id'],
);

/** Transactions by id with everything their wire form shows: one statement. */
export async function transactionViews(db: Executor, org: OrganizationRow, ids: string[]): Promise<BankTransaction[]> {
  if (!ids.length) return [];
  const rows = await selectTransactions(db, inOrg(bankTransactions, org.id, anyId(bankTransactions.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const build = TRANSACTION_VIEW.builder(undefined);
  return ids.flatMap((id) => (byId.has(id) ? [build(byId.get(id)!, { org })] : []));
}

export const TRANSACTION_FILTERS: Record<BankTransactionFilter, { wire: string; condition?: SQL }> = {
  ALL: { wire: 'Status.All' },
  UNCATEGORIZED: { wire: 'Status.Uncategorized', condition: eq(bankTransactions.status, 'uncategorized') },
  CATEGORIZED: { wire: 'Status.Categorized', condition: eq(bankTransactions.status, 'categorized') },
  RECONCILED: { wire: 'Status.Reconciled', condition: isNotNull(bankTransactions.reconciliationId) },
  UNRECONCILED: { wire: 'Status.Unreconciled', condition: and(eq(bankTransactions.status, 'categorized'), isNull(bankTransactions.reconciliationId)) },
};

const SORT_COLUMNS = {
  date: bankTransactions.date,
  amount: bankTransactions.amount,
  payee: sql`lower(${bankTransactions.payee})`,
  created_time: bankTransactions.createdAt,
};

export interface TransactionListArgs {
  accountId?: string | null;
  filterBy?: BankTransactionFilter | null;
  debitOrCredit?: DebitOrCreditEnum | null;
  transactionType?: BankTransactionKind | null;
  dateStart?: string | null;
  dateEnd?: string | null;
  searchText?: string | null;
  sortColumn?: BankTransactionSortColumn | null;
  sortOrder?: SortOrder | null;
}

/**
 * One page of the list (one row more, for has_more_page), with the sort it applied; only the
 * keys the selection of its entries (selectedFields) reads, and the fields it selects built.
 */
export async function transactionPage(db: Executor, org: OrganizationRow, page: Page, args: TransactionListArgs, selected?: ReadonlySet<string>) {
  const filter = TRANSACTION_FILTERS[args.filterBy ?? 'ALL'];
  const order = orderOf(SORT_COLUMNS, bankTransactions.id, args.sortColumn ? fromEnum(args.sortColumn) : null, args.sortOrder, {
    column: 'date',
    order: 'D',
    descending: ['created_time'],
  });
  const { limit, offset: skip } = window(page);
  const rows = await selectTransactions(
    db,
    inOrg(
      bankTransactions,
      org.id,
      filter.condition,
      args.accountId ? eq(bankTransactions.accountId, args.accountId) : undefined,
      args.debitOrCredit ? eq(bankTransactions.debitOrCredit, fromEnum(args.debitOrCredit)) : undefined,
      args.transactionType ? eq(bankTransactions.transactionType, fromEnum(args.transactionType)) : undefined,
      args.dateStart ? gte(bankTransactions.date, args.dateStart) : undefined,
      args.dateEnd ? lte(bankTransactions.date, args.dateEnd) : undefined,
      searchOf([bankTransactions.payee, bankTransactions.description, bankTransactions.referenceNumber], args.searchText),
    ),
    TRANSACTION_VIEW.reads(selected),
    { orderBy: order.orderBy, limit, offset: skip },
  );
  const build = TRANSACTION_VIEW.builder(selected);
  return { rows, filter, order, view: (row: TransactionRecord) => build(row, { org }) };
}

export function statementView(row: typeof bankStatements.$inferSelect, timeZone: string): BankStatement {
  return {
    statementId: row.id,
    accountId: row.accountId,
    startDate: row.startDate,
    endDate: row.endDate,
    fileName: row.fileName,
    transactionsCount: row.transactionsCount,
    categorizedCount: row.categorizedCount,
    suggestedCount: row.suggestedCount,
    createdTime: formatTimestamp(row.createdAt, timeZone),
  };
}
