/** The chart of accounts over the API; its rules live in subgraphs/core/chart-store.ts, shared with posting modules. */
import * as chart from '../../core/books/chart-store.ts';
import { toEnum } from '../../core/values/enums.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { Account, AccountFilter, AccountSortColumn, AccountType, CreateAccountInput, SortOrder, UpdateAccountInput } from '../generated/graphql.ts';

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

function view(row: chart.AccountRecord, timeZone: string): Account {
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
    createdTime: formatTimestamp(row.createdAt, timeZone),
    lastModifiedTime: formatTimestamp(row.updatedAt, timeZone),
  };
}

function present(scope: Scope, row: chart.AccountRecord): Account {
  return view(row, scope.org.timeZone);
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
    rows.map((row) => present(scope, row)),
  );
}

export async function getAccount(scope: Scope, accountId: string): Promise<Account> {
  return present(scope, await chart.getAccount(scope.db, scope.org.id, accountId));
}

/** Accounts by id for entity references; another organization's id is absent. */
export async function accountsById(scope: Scope, ids: readonly string[]): Promise<Map<string, Account>> {
  const rows = await chart.findAccounts(scope.db, scope.org.id, { ids: [...ids] });
  return new Map(rows.map((r) => [r.id, present(scope, r)]));
}

export async function createAccount(scope: Scope, input: CreateAccountInput): Promise<Account> {
  const row = await chart.createAccount(scope.db, scope.org.id, {
    ...fieldsOf(input),
    accountName: input.accountName,
    accountType: input.accountType.toLowerCase(),
  });
  return present(scope, row);
}

export async function updateAccount(scope: Scope, accountId: string, input: UpdateAccountInput): Promise<Account> {
  return present(scope, await chart.updateAccount(scope.db, scope.org.id, accountId, fieldsOf(input), scope.now));
}

export async function deleteAccount(scope: Scope, accountId: string): Promise<void> {
  await chart.deleteAccount(scope.db, scope.org.id, accountId);
}

export async function setAccountActive(scope: Scope, accountId: string, active: boolean): Promise<Account> {
  return present(scope, await chart.setAccountActive(scope.db, scope.org.id, accountId, active, scope.now));
}
