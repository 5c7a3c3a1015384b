/**
 * Bank transactions and statements as clients see them: a transaction joined with its account,
 * currency, the account it is categorized into, its customer and its suggested rule, in one
 * statement for any number of rows; the list filters and sort columns of the family.
 */
import { type SQL, and, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../drizzle/client.ts';
import { bankRules, type bankStatements, bankTransactions } from '../../../drizzle/tables/accounting/banking.ts';
import { contacts } from '../../../drizzle/tables/accounting/contacts.ts';
import { accounts } from '../../../drizzle/tables/core/ledger.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { fromEnum, maybeEnum, toEnum } from '../../core/values/enums.ts';
import { type Page } from '../../core/request/pagination.ts';
import { inOrg, orderOf, searchOf, window } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import { dec, roundTo, toDb } from '../../core/values/money.ts';
import type {
  BankAccountType,
  BankStatement,
  BankTransaction,
  BankTransactionFilter,
  BankTransactionKind,
  BankTransactionSortColumn,
  BankTransactionStatus,
  DebitOrCredit as DebitOrCreditEnum,
  SortOrder,
} from '../generated/graphql.ts';

const bank = alias(accounts, 'bank');
const offset = alias(accounts, 'offset_account');
const ruleAccount = alias(accounts, 'rule_account');
const appliedRule = alias(bankRules, 'applied_rule');
const appliedRuleAccount = alias(accounts, 'applied_rule_account');
const vendor = alias(contacts, 'vendor');

function selectTransactions(db: Executor) {
  return db
    .select({
      row: bankTransactions,
      accountName: bank.accountName,
      accountType: bank.accountType,
      currencyId: currencies.id,
      currencyCode: currencies.currencyCode,
      currencySymbol: currencies.currencySymbol,
      currencyPrecision: currencies.pricePrecision,
      offsetName: offset.accountName,
      customerName: contacts.contactName,
      vendorName: vendor.contactName,
      rule: { ruleId: bankRules.id, ruleName: bankRules.ruleName, recordAs: bankRules.recordAs, accountId: bankRules.accountId },
      ruleAccountName: ruleAccount.accountName,
      applied: { ruleId: appliedRule.id, ruleName: appliedRule.ruleName, recordAs: appliedRule.recordAs, accountId: appliedRule.accountId },
      appliedAccountName: appliedRuleAccount.accountName,
    })
    .from(bankTransactions)
    .innerJoin(bank, eq(bank.id, bankTransactions.accountId))
    .innerJoin(currencies, eq(currencies.id, bank.currencyId))
    .leftJoin(offset, eq(offset.id, bankTransactions.offsetAccountId))
    .leftJoin(contacts, eq(contacts.id, bankTransactions.customerId))
    .leftJoin(vendor, eq(vendor.id, bankTransactions.vendorId))
    .leftJoin(bankRules, eq(bankRules.id, bankTransactions.suggestedRuleId))
    .leftJoin(ruleAccount, eq(ruleAccount.id, bankRules.accountId))
    .leftJoin(appliedRule, eq(appliedRule.id, bankTransactions.categorizedByRuleId))
    .leftJoin(appliedRuleAccount, eq(appliedRuleAccount.id, appliedRule.accountId))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectTransactions>['execute']>>[number];

const moneyInOf = (row: { debitOrCredit: string }) => row.debitOrCredit === 'credit';

function view(r: Selected, timeZone: string, places: number): BankTransaction {
  const row = r.row;
  // The counterparty's figure: money in was paid amount + charges, money out reached the payee less them.
  const total = moneyInOf(row) ? dec(row.amount).plus(row.bankCharges) : dec(row.amount).minus(row.bankCharges);
  const subTotal = total.minus(row.taxAmount);
  const bcyTotal = roundTo(total.times(row.exchangeRate), places);
  const moneyIn = moneyInOf(row);
  const other = row.offsetAccountId ? { id: row.offsetAccountId, name: r.offsetName } : { id: null, name: null };
  const self = { id: row.accountId, name: r.accountName };
  const suggested =
    row.status === 'uncategorized' && r.rule?.ruleId
      ? {
          ruleId: r.rule.ruleId,
          ruleName: r.rule.ruleName!,
          recordAs: toEnum<BankTransactionKind>(r.rule.recordAs!),
          accountId: r.rule.accountId,
          accountName: r.ruleAccountName,
        }
      : null;
  const from = moneyIn ? other : self;
  const to = moneyIn ? self : other;
  return {
    transactionId: row.id,
    accountId: row.accountId,
    accountName: r.accountName,
    accountType: toEnum<BankAccountType>(r.accountType),
    date: row.date,
    amount: row.amount,
    debitOrCredit: toEnum<DebitOrCreditEnum>(row.debitOrCredit),
    transactionType: maybeEnum<BankTransactionKind>(row.transactionType),
    status: toEnum<BankTransactionStatus>(row.status),
    payee: row.payee,
    description: row.description,
    referenceNumber: row.referenceNumber,
    currencyId: r.currencyId,
    currencyCode: r.currencyCode,
    currencySymbol: r.currencySymbol,
    pricePrecision: r.currencyPrecision,
    exchangeRate: row.exchangeRate,
    fromAccountId: from.id,
    fromAccountName: from.name,
    toAccountId: to.id,
    toAccountName: to.name,
    customerId: row.customerId,
    customerName: r.customerName,
    vendorId: row.vendorId,
    vendorName: r.vendorName,
    paymentMode: row.paymentMode,
    bankCharges: toDb(row.bankCharges),
    taxId: row.taxId,
    taxName: row.taxName,
    taxPercentage: row.taxPercentage === null ? null : toDb(row.taxPercentage),
    taxAmount: toDb(row.taxAmount),
    // The tax is computed out of the total (bankTotals), never added to it.
    isInclusiveTax: true,
    subTotal: toDb(subTotal),
    total: toDb(total),
    bcyTotal: toDb(bcyTotal),
    // No route attaches files to a bank transaction (schema: BankTransaction.documents).
    documents: [],
    lineItems:
      row.status === 'categorized'
        ? [
            {
              fromAccountId: from.id,
              fromAccountName: from.name,
              toAccountId: to.id,
              toAccountName: to.name,
              customerId: row.customerId,
              customerName: r.customerName,
              vendorId: row.vendorId,
              vendorName: r.vendorName,
              paymentMode: row.paymentMode,
              subTotal: toDb(subTotal),
              total: toDb(total),
              bcyTotal: toDb(bcyTotal),
            },
          ]
        : [],
    importedTransactions:
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
    source: row.source,
    statementId: row.statementId,
    importedTransactionId: row.importedTransactionId,
    categorizedByRuleId: row.categorizedByRuleId,
    suggestedRule: suggested,
    // The rule that matched: the one that categorized it (while it exists), else the one suggested.
    ruleDetails: r.applied?.ruleId
      ? [
          {
            ruleId: r.applied.ruleId,
            ruleName: r.applied.ruleName!,
            recordAs: toEnum<BankTransactionKind>(r.applied.recordAs!),
            accountId: r.applied.accountId,
            accountName: r.appliedAccountName,
          },
        ]
      : suggested
        ? [suggested]
        : [],
    isRuleExist: row.categorizedByRuleId !== null || (row.status === 'uncategorized' && !!r.rule?.ruleId),
    offsetAccountName: r.offsetName,
    isReconciled: row.reconciliationId !== null,
    reconciliationId: row.reconciliationId,
    createdTime: formatTimestamp(row.createdAt, timeZone),
    lastModifiedTime: formatTimestamp(row.updatedAt, timeZone),
  };
}

/** Transactions by id with everything their wire form shows: one statement. */
export async function transactionViews(db: Executor, org: OrganizationRow, ids: string[]): Promise<BankTransaction[]> {
  if (!ids.length) return [];
  const rows = await selectTransactions(db).where(inOrg(bankTransactions, org.id, inArray(bankTransactions.id, ids)));
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [view(byId.get(id)!, org.timeZone, org.pricePrecision)] : []));
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

/** One page of the list (one row more, for has_more_page), with the sort it applied. */
export async function transactionPage(db: Executor, org: OrganizationRow, page: Page, args: TransactionListArgs) {
  const filter = TRANSACTION_FILTERS[args.filterBy ?? 'ALL'];
  const order = orderOf(SORT_COLUMNS, bankTransactions.id, args.sortColumn ? fromEnum(args.sortColumn) : null, args.sortOrder, {
    column: 'date',
    order: 'D',
    descending: ['created_time'],
  });
  const { limit, offset: skip } = window(page);
  const rows = await selectTransactions(db)
    .where(
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
    )
    .orderBy(...order.orderBy)
    .limit(limit)
    .offset(skip);
  return { rows, filter, order, view: (r: Selected) => view(r, org.timeZone, org.pricePrecision) };
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
