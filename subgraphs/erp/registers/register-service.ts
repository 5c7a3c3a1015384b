/**
 * Account registers: the general ledger (subgraphs/core/ledger.ts) read one account at a time.
 * A report is a constant number of statements whatever the page: the accounts, their opening
 * and closing balances and the running balances from the stored monthly balances (so neither
 * grows with the account's history), the page of lines, and the group totals when asked.
 */
import { type AnyColumn, type SQL, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { type LedgerBasis, accounts, journalEntries, journalLines } from '../../../drizzle/tables/core/ledger.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { type AccountRecord, findAccounts, groupOf } from '../../core/books/chart-store.ts';
import { balancesBefore, dayAfter } from '../../core/books/ledger-balances.ts';
import { invalid, notFound } from '../../core/values/errors.ts';
import { type Decimal, dec } from '../../core/values/money.ts';
import { pageContext, pageOf, toPage } from '../../core/request/pagination.ts';
import { type DateRange, type PeriodPreset, presetRange } from '../../core/values/periods.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId } from '../../core/request/scoped.ts';
import type {
  QueryRegisterTransactionsArgs,
  RegisterColumn,
  RegisterDateFilter,
  RegisterGroup,
  RegisterTransaction,
  RegisterTransactionsPayload,
} from '../generated/graphql.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export const MAX_REGISTER_ACCOUNTS = 50;
export const MANUAL_JOURNAL = 'manual_journal';

const FILTER_WIRE: Record<RegisterDateFilter, string> = {
  ALL: 'TransactionDate.All',
  TODAY: 'TransactionDate.Today',
  THIS_WEEK: 'TransactionDate.ThisWeek',
  THIS_MONTH: 'TransactionDate.ThisMonth',
  THIS_QUARTER: 'TransactionDate.ThisQuarter',
  THIS_YEAR: 'TransactionDate.ThisYear',
  PREVIOUS_DAY: 'TransactionDate.PreviousDay',
  PREVIOUS_WEEK: 'TransactionDate.PreviousWeek',
  PREVIOUS_MONTH: 'TransactionDate.PreviousMonth',
  PREVIOUS_QUARTER: 'TransactionDate.PreviousQuarter',
  PREVIOUS_YEAR: 'TransactionDate.PreviousYear',
  CUSTOM_DATE: 'TransactionDate.CustomDate',
};

/**
 * +1 when the account's natural balance is a debit (assets, expenses), −1 when it is a credit
 * (liabilities, equity, income): register amounts read as the account's holder expects.
 */
export function naturalSign(accountType: string): 1 | -1 {
  const group = groupOf(accountType);
  return group === 'asset' || group === 'expense' ? 1 : -1;
}

/** The entries a report of one basis shows: cash-based leaves out accrual-only ones and the other way round. */
export function basesOf(cashBased: boolean): LedgerBasis[] {
  return cashBased ? ['both', 'cash'] : ['both', 'accrual'];
}

export function formatTransactionType(sourceType: string): string {
  return sourceType
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The register account and the listed ones, in the organization; the register account missing is a 404, a listed one a 400. */
export async function registerAccounts(
  db: Executor,
  organizationId: string,
  accountId: string,
  listed: readonly string[] = [],
): Promise<{ register: AccountRecord; all: AccountRecord[] }> {
  if (listed.length > MAX_REGISTER_ACCOUNTS) {
    throw invalid(['accountIds'], `takes at most ${MAX_REGISTER_ACCOUNTS} account ids, ${listed.length} were given`);
  }
  const found = await findAccounts(db, organizationId, { ids: [accountId, ...listed] });
  const byId = new Map(found.map((a) => [a.id, a]));
  const register = byId.get(accountId);
  if (!register) throw notFound('The account');
  listed.forEach((id, i) => {
    if (!byId.has(id)) throw invalid(['accountIds', i], 'is not an account of the organization');
  });
  return { register, all: [...new Set([accountId, ...listed])].map((id) => byId.get(id)!) };
}

function periodOf(args: QueryRegisterTransactionsArgs, today: string, fiscalStart: number): { range: Partial<DateRange>; filter: RegisterDateFilter } {
  const filter = args.filterBy ?? 'ALL';
  const custom = args.fromDate != null || args.toDate != null;
  if (filter === 'CUSTOM_DATE' || (filter === 'ALL' && custom)) {
    if (!custom) throw invalid(['fromDate'], 'from_date or to_date is required with TransactionDate.CustomDate');
    if (args.fromDate && args.toDate && args.fromDate > args.toDate) throw invalid(['toDate'], `must not be before from_date ${args.fromDate}`);
    return { range: { from: args.fromDate ?? undefined, to: args.toDate ?? undefined }, filter: 'CUSTOM_DATE' };
  }
  if (custom)
    throw invalid([args.fromDate != null ? 'fromDate' : 'toDate'], `is taken only with filter_by TransactionDate.CustomDate, not ${FILTER_WIRE[filter]}`);
  if (filter === 'ALL') return { range: {}, filter };
  return { range: presetRange(filter.toLowerCase() as PeriodPreset, today, fiscalStart), filter };
}

const fixed = (value: Decimal | string, places: number) => dec(value).toFixed(places);

export async function registerTransactions({ db, org: organization, today }: Scope, args: QueryRegisterTransactionsArgs): Promise<RegisterTransactionsPayload> {
  const organizationId = organization.id;
  const page = toPage(args.page ?? 1, args.perPage ?? 10);
  const { register, all } = await registerAccounts(db, organizationId, args.accountId, args.accountIds ?? []);
  const { range, filter } = periodOf(args, today, organization.fiscalYearStartMonth);
  const places = organization.pricePrecision;
  const sign = naturalSign(register.accountType);
  const accountIds = all.map((a) => a.id);
  const inReport: ReportScope = { organizationId, accountIds, bases: basesOf(args.cashBased ?? false) };
  const optional = new Set(args.optionalColumns ?? []);
  const withCode = optional.has('ACCOUNT_CODE') || (args.isAccountCodeColumnEnabled ?? false);
  const groupBy = [...new Set(args.groupBy ?? [])];
  const sortColumn = args.sortColumn ?? 'DATE';
  const sortOrder = args.sortOrder ?? 'A';

  const [balances, rows, groups, [currency]] = await Promise.all([
    balancesOf(db, inReport, range),
    pageRows(db, inReport, range, { sortColumn, sortOrder, groupBy, limit: page.perPage + 1, offset: page.offset }),
    groupBy.length ? groupTotals(db, inReport, range, groupBy) : Promise.resolve([]),
    db
      .select({ currencyCode: currencies.currencyCode })
      .from(currencies)
      .where(inOrg(currencies, organizationId, eq(currencies.id, organization.currencyId))),
  ]);

  const { nodes, hasMorePage } = pageOf(rows, page);
  const running = optional.has('RUNNING_BALANCE') ? await runningBalances(db, inReport, nodes) : new Map<string, Decimal>();
  const openingTotal = balances.reduce((s, b) => s.plus(b.opening), dec(0));
  const closingTotal = balances.reduce((s, b) => s.plus(b.closing), dec(0));
  const accountTransactions = nodes.map((row): RegisterTransaction => {
    const net = dec(row.bcyDebit).minus(row.bcyCredit);
    const isReversal = row.reversesJournalId !== null;
    return {
      transactionId: row.sourceId,
      transactionDate: row.date,
      transactionType: row.sourceType,
      transactionTypeFormatted: formatTransactionType(row.sourceType),
      transactionNumber: row.sourceNumber,
      journalId: row.journalId,
      lineId: row.lineId,
      accountId: row.accountId,
      accountName: row.accountName,
      accountType: row.accountType,
      description: row.description,
      debitAmount: fixed(row.bcyDebit, places),
      creditAmount: fixed(row.bcyCredit, places),
      isReversal,
      isReversed: row.isReversed,
      isSelectable: args.isSelectColumnEnabled ? row.sourceType === MANUAL_JOURNAL && !isReversal && !row.isReversed : null,
      accountCode: withCode ? row.accountCode : null,
      runningBalance: optional.has('RUNNING_BALANCE') ? fixed((running.get(row.lineId) ?? dec(0)).times(sign), places) : null,
      netAmount: optional.has('NET_AMOUNT') ? fixed(net.times(sign), places) : null,
      currencyCode: args.showFcy ? row.currencyCode : null,
      fcyDebitAmount: args.showFcy ? row.debit : null,
      fcyCreditAmount: args.showFcy ? row.credit : null,
      exchangeRate: args.showFcy ? row.exchangeRate : null,
    };
  });
  return {
    registerTransactions: {
      accountTransactions,
      accountId: register.id,
      accountName: register.accountName,
      accountType: register.accountType,
      currencyCode: currency?.currencyCode ?? '',
      fromDate: range.from ?? null,
      toDate: range.to ?? null,
      openingBalance: fixed(openingTotal.times(sign), places),
      glClosingBalance: fixed(closingTotal.times(sign), places),
      groups: groups.map(
        (g): RegisterGroup => ({
          values: groupBy.map((column, i) => ({ column, value: g.values[i] })),
          debitAmount: fixed(g.debit, places),
          creditAmount: fixed(g.credit, places),
          netAmount: fixed(dec(g.debit).minus(g.credit).times(sign), places),
          transactionCount: g.count,
        }),
      ),
    },
    pageContext: pageContext(page, hasMorePage, { sortColumn: sortColumn.toLowerCase(), sortOrder, appliedFilter: FILTER_WIRE[filter] }),
  };
}

/** The lines a report reads: its accounts, its basis, the organization. */
interface ReportScope {
  organizationId: string;
  accountIds: string[];
  bases: LedgerBasis[];
}

function linesOf(scope: ReportScope, ...conditions: (SQL | undefined)[]): SQL {
  return inOrg(journalLines, scope.organizationId, anyId(journalLines.accountId, scope.accountIds), inArray(journalLines.basis, scope.bases), ...conditions);
}

function inRange(range: Partial<DateRange>): (SQL | undefined)[] {
  return [range.from ? gte(journalLines.date, range.from) : undefined, range.to ? lte(journalLines.date, range.to) : undefined];
}

/**
 * Per account: the balance before the period and at its end (debit − credit), from the stored
 * balances (core/books/ledger-balances.ts): a row per month and the lines of the boundary
 * months, never the account's whole history. Two statements.
 */
async function balancesOf(db: Executor, scope: ReportScope, range: Partial<DateRange>) {
  const [before, untilEnd] = await Promise.all([
    range.from ? balancesBefore(db, scope.organizationId, { accountIds: scope.accountIds, bases: scope.bases, before: range.from }) : Promise.resolve([]),
    balancesBefore(db, scope.organizationId, { accountIds: scope.accountIds, bases: scope.bases, before: range.to ? dayAfter(range.to) : undefined }),
  ]);
  const opening = new Map(before.map((b) => [b.accountId, dec(b.debit).minus(b.credit)]));
  return untilEnd.map((b) => ({
    accountId: b.accountId,
    opening: (opening.get(b.accountId) ?? dec(0)).toFixed(),
    closing: dec(b.debit).minus(b.credit).toFixed(),
  }));
}

/**
 * The running balance of each line of a page (debit − credit of its account's lines up to it in
 * date and line order, of the report's basis), from the stored balances before the page's first
 * day of each account plus the lines from that day to the page's last: for the date order that
 * is the page and its days, whatever page it is. Two statements per account of the page.
 */
async function runningBalances(db: Executor, scope: ReportScope, rows: { lineId: string; accountId: string; date: string }[]): Promise<Map<string, Decimal>> {
  const running = new Map<string, Decimal>();
  const byAccount = new Map<string, { first: string; last: string }>();
  for (const row of rows) {
    const span = byAccount.get(row.accountId);
    if (!span) byAccount.set(row.accountId, { first: row.date, last: row.date });
    else {
      if (row.date < span.first) span.first = row.date;
      if (row.date > span.last) span.last = row.date;
    }
  }
  const wanted = new Set(rows.map((r) => r.lineId));
  await Promise.all(
    [...byAccount].map(async ([accountId, span]) => {
      const account: ReportScope = { ...scope, accountIds: [accountId] };
      const [[before], lines] = await Promise.all([
        balancesBefore(db, scope.organizationId, { accountIds: [accountId], bases: scope.bases, before: span.first }),
        db
          .select({ lineId: journalLines.id, movement: sql<string>`${journalLines.bcyDebit} - ${journalLines.bcyCredit}`.mapWith(String) })
          .from(journalLines)
          .where(linesOf(account, gte(journalLines.date, span.first), lte(journalLines.date, span.last)))
          .orderBy(asc(journalLines.date), asc(journalLines.id)),
      ]);
      let balance = before ? dec(before.debit).minus(before.credit) : dec(0);
      for (const line of lines) {
        balance = balance.plus(line.movement);
        if (wanted.has(line.lineId)) running.set(line.lineId, balance);
      }
    }),
  );
  return running;
}

const GROUP_COLUMNS: Record<RegisterColumn, SQL> = {
  DATE: sql`${journalLines.date}::text`,
  TRANSACTION_TYPE: sql`${journalLines.sourceType}`,
  ACCOUNT_ID: sql`${journalLines.accountId}::text`,
  ACCOUNT_TYPE: sql`${accounts.accountType}`,
  ACCOUNT_NAME: sql`${accounts.accountName}`,
  ACCOUNT_CODE: sql`${accounts.accountCode}`,
};

/** The columns a report orders by, from the table or from the page subquery. */
interface OrderColumns {
  date: AnyColumn | SQL.Aliased;
  lineId: AnyColumn | SQL.Aliased;
  sourceType: AnyColumn | SQL.Aliased;
  accountId: AnyColumn | SQL.Aliased;
  accountType: AnyColumn | SQL.Aliased;
  accountName: AnyColumn | SQL.Aliased;
  accountCode: AnyColumn | SQL.Aliased;
}

/** Group columns first (so a group's lines are together), then the sort column, then date and line. */
function orderBy(c: OrderColumns, options: { sortColumn: string; sortOrder: 'A' | 'D'; groupBy: RegisterColumn[] }): SQL[] {
  const direction = options.sortOrder === 'A' ? asc : desc;
  const sortable: Record<string, SQL | undefined> = {
    DATE: undefined,
    TRANSACTION_TYPE: sql`${c.sourceType}`,
    ACCOUNT_TYPE: sql`${c.accountType}`,
    ACCOUNT_NAME: sql`lower(${c.accountName})`,
    ACCOUNT_CODE: sql`lower(${c.accountCode})`,
  };
  const grouped: Record<RegisterColumn, SQL> = {
    DATE: sql`${c.date}`,
    TRANSACTION_TYPE: sql`${c.sourceType}`,
    ACCOUNT_ID: sql`${c.accountId}`,
    ACCOUNT_TYPE: sql`${c.accountType}`,
    ACCOUNT_NAME: sql`${c.accountName}`,
    ACCOUNT_CODE: sql`${c.accountCode}`,
  };
  const sortBy = sortable[options.sortColumn];
  return [...options.groupBy.map((g) => asc(grouped[g])), ...(sortBy ? [direction(sortBy)] : []), direction(sql`${c.date}`), direction(sql`${c.lineId}`)];
}

/**
 * One page of lines. Only the page's rows meet their entries (number, reversal) and currencies;
 * their running balances come after, from the stored balances (runningBalances).
 */
async function pageRows(
  db: Executor,
  scope: ReportScope,
  range: Partial<DateRange>,
  options: { sortColumn: string; sortOrder: 'A' | 'D'; groupBy: RegisterColumn[]; limit: number; offset: number },
) {
  const page = db
    .select({
      lineId: journalLines.id,
      journalId: journalLines.journalId,
      accountId: journalLines.accountId,
      date: journalLines.date,
      sourceType: journalLines.sourceType,
      sourceId: journalLines.sourceId,
      debit: journalLines.debit,
      credit: journalLines.credit,
      bcyDebit: journalLines.bcyDebit,
      bcyCredit: journalLines.bcyCredit,
      currencyId: journalLines.currencyId,
      exchangeRate: journalLines.exchangeRate,
      description: journalLines.description,
      accountName: accounts.accountName,
      accountCode: accounts.accountCode,
      accountType: accounts.accountType,
    })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(linesOf(scope, ...inRange(range)))
    .orderBy(
      ...orderBy(
        { ...journalLines, lineId: journalLines.id, accountType: accounts.accountType, accountName: accounts.accountName, accountCode: accounts.accountCode },
        options,
      ),
    )
    .limit(options.limit)
    .offset(options.offset)
    .as('p');
  return db
    .select({
      lineId: page.lineId,
      journalId: page.journalId,
      accountId: page.accountId,
      date: page.date,
      sourceType: page.sourceType,
      sourceId: page.sourceId,
      debit: page.debit,
      credit: page.credit,
      bcyDebit: page.bcyDebit,
      bcyCredit: page.bcyCredit,
      exchangeRate: page.exchangeRate,
      description: page.description,
      accountName: page.accountName,
      accountCode: page.accountCode,
      accountType: page.accountType,
      currencyCode: currencies.currencyCode,
      sourceNumber: journalEntries.sourceNumber,
      reversesJournalId: journalEntries.reversesJournalId,
      isReversed: sql<boolean>`exists (select 1 from ${journalEntries} r where r.reverses_journal_id = ${page.journalId})`.mapWith(Boolean),
    })
    .from(page)
    .innerJoin(journalEntries, eq(journalEntries.id, page.journalId))
    .leftJoin(currencies, eq(currencies.id, page.currencyId))
    .orderBy(...orderBy(page, options));
}

/** Totals per group of the whole period (not just the page). One statement. */
async function groupTotals(db: Executor, scope: ReportScope, range: Partial<DateRange>, groupBy: RegisterColumn[]) {
  const columns = groupBy.map((c) => GROUP_COLUMNS[c]);
  const keys = Object.fromEntries(columns.map((column, i) => [`g${i}`, sql<string | null>`${column}`]));
  const rows = await db
    .select({
      ...keys,
      debit: sql<string>`sum(${journalLines.bcyDebit})`.mapWith(String),
      credit: sql<string>`sum(${journalLines.bcyCredit})`.mapWith(String),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(journalLines)
    .innerJoin(accounts, eq(accounts.id, journalLines.accountId))
    .where(linesOf(scope, ...inRange(range)))
    .groupBy(...columns)
    .orderBy(...columns.map((c) => asc(c)));
  return rows.map((r) => {
    const record = r as Record<string, unknown>;
    return { values: groupBy.map((_, i) => (record[`g${i}`] == null ? null : String(record[`g${i}`]))), debit: r.debit, credit: r.credit, count: r.count };
  });
}
