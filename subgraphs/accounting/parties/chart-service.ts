/** The chart of accounts over the API; its rules live in subgraphs/core/chart-store.ts, shared with posting modules. */
import { count } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { accounts } from '../../../drizzle/tables/core/ledger.ts';
import { accountFigures } from '../../core/books/ledger.ts';
import * as chart from '../../core/books/chart-store.ts';
import { anyId } from '../../core/request/scoped.ts';
import { toEnum } from '../../core/values/enums.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { Account, AccountFilter, AccountSortColumn, AccountType, CreateAccountInput, SortOrder, UpdateAccountInput } from '../generated/graphql.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

const FILTERS: Record<AccountFilter, { filter: chart.AccountListFilter; wire: string }> = {
  ALL: { filter: 'all', wire: 'AccountType.All' },
  ACTIVE: { filter: 'active', wire: 'AccountType.Active' },
  INACTIVE: { filter: 'inactive', wire: 'AccountType.Inactive' },
  ASSET: { filter: 'asset', wire: 'AccountType.Asset' },
  LIABILITY: { filter: 'liability', wire: 'AccountType.Liability' },
  EQUITY: { filter: 'equity', wire: 'AccountType.Equity' },
  INCOME: { filter: 'income', wire: 'AccountType.Income' },
  EXPENSE: { filter: 'expense', wire: 'AccountType.Expense' },
};

/** What the ledger and the chart say of an account: its balance, whether it was posted to, its sub-accounts. */
interface AccountFigures {
  balance: string;
  involved: boolean;
  children: number;
}

const NO_FIGURES: AccountFigures = { balance: '0', involved: false, children: 0 };

/**
 * Figures of the given accounts in three statements whatever their number: their balances on
 * the accrual basis and whether any line was posted to them, from the stored balances (the
 * ledger's accountFigures: a row per account and month, not every line), and the number of
 * their direct sub-accounts.
 */
async function figuresOf(db: Executor, organizationId: string, ids: readonly string[]): Promise<Map<string, AccountFigures>> {
  if (!ids.length) return new Map();
  const [ledger, children] = await Promise.all([
    accountFigures(db, organizationId, ids),
    db
      .select({ parentId: accounts.parentAccountId, children: count() })
      .from(accounts)
      .where(inOrg(accounts, organizationId, anyId(accounts.parentAccountId, [...ids])))
      .groupBy(accounts.parentAccountId),
  ]);
  const figures = new Map<string, AccountFigures>(ids.map((id) => [id, { ...NO_FIGURES, ...ledger.get(id) }]));
  for (const parent of children) if (parent.parentId) figures.get(parent.parentId)!.children = parent.children;
  return figures;
}

function view(row: chart.AccountRecord, figures: AccountFigures, timeZone: string): Account {
  return {
    accountId: row.id,
    accountName: row.accountName,
    accountCode: row.accountCode,
    accountType: toEnum<AccountType>(row.accountType),
    currencyId: row.currencyId,
    currencyCode: row.currencyCode,
    description: row.description,
    isActive: row.isActive,
    isUserCreated: row.isUserCreated,
    isSystemAccount: row.isSystemAccount,
    parentAccountId: row.parentAccountId,
    parentAccountName: row.parentAccountName,
    depth: row.depth,
    hasAttachment: false,
    currentBalance: figures.balance,
    closingBalance: figures.balance,
    isInvolvedInTransaction: figures.involved,
    childCount: String(figures.children),
    isChildPresent: String(figures.children > 0),
    isStandaloneAccount: row.parentAccountId === null && figures.children === 0,
    createdTime: formatTimestamp(row.createdAt, timeZone),
    lastModifiedTime: formatTimestamp(row.updatedAt, timeZone),
  };
}

/** Accounts as clients see them, with their figures: two statements more for any number of rows. */
async function present(scope: Scope, rows: readonly chart.AccountRecord[]): Promise<Account[]> {
  const figures = await figuresOf(
    scope.db,
    scope.org.id,
    rows.map((r) => r.id),
  );
  return rows.map((row) => view(row, figures.get(row.id) ?? NO_FIGURES, scope.org.timeZone));
}

async function presentOne(scope: Scope, row: chart.AccountRecord): Promise<Account> {
  const [account] = await present(scope, [row]);
  return account;
}

function fieldsOf(input: CreateAccountInput | UpdateAccountInput): chart.AccountFields {
  return {
    accountName: input.accountName ?? undefined,
    accountCode: input.accountCode,
    accountType: input.accountType?.toLowerCase(),
    currencyId: input.currencyId,
    description: input.description,
    parentAccountId: input.parentAccountId,
  };
}

export async function listAccounts(
  scope: Scope,
  page: Page,
  args: { filterBy?: AccountFilter | null; sortColumn?: AccountSortColumn | null; sortOrder?: SortOrder | null },
) {
  const filter = FILTERS[args.filterBy ?? 'ALL'];
  const result = await chart.listAccounts(scope.db, scope.org.id, {
    page,
    filter: filter.filter,
    sortColumn: args.sortColumn?.toLowerCase(),
    sortOrder: args.sortOrder,
  });
  return listPage(result.rows, page, { sortColumn: result.sortColumn, sortOrder: result.sortOrder, appliedFilter: filter.wire }, (rows) =>
    present(scope, rows),
  );
}

export async function getAccount(scope: Scope, accountId: string): Promise<Account> {
  return presentOne(scope, await chart.getAccount(scope.db, scope.org.id, accountId));
}

/** Accounts by id for entity references; another organization's id is absent. */
export async function accountsById(scope: Scope, ids: readonly string[]): Promise<Map<string, Account>> {
  const rows = await chart.findAccounts(scope.db, scope.org.id, { ids: [...ids] });
  return new Map((await present(scope, rows)).map((a) => [a.accountId, a]));
}

export async function createAccount(scope: Scope, input: CreateAccountInput): Promise<Account> {
  const row = await chart.createAccount(scope.db, scope.org.id, {
    ...fieldsOf(input),
    accountName: input.accountName,
    accountType: input.accountType.toLowerCase(),
  });
  return presentOne(scope, row);
}

export async function updateAccount(scope: Scope, accountId: string, input: UpdateAccountInput): Promise<Account> {
  return presentOne(scope, await chart.updateAccount(scope.db, scope.org.id, accountId, fieldsOf(input), scope.now));
}

export async function deleteAccount(scope: Scope, accountId: string): Promise<void> {
  await chart.deleteAccount(scope.db, scope.org.id, accountId);
}

export async function setAccountActive(scope: Scope, accountId: string, active: boolean): Promise<Account> {
  return presentOne(scope, await chart.setAccountActive(scope.db, scope.org.id, accountId, active, scope.now));
}
