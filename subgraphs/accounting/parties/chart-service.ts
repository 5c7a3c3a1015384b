/** The chart of accounts over the API; its rules live in subgraphs/core/chart-store.ts, shared with posting modules. */
import type DataLoader from 'dataloader';
import { type SubgraphContext, organizationOf } from '../../core/request/context.ts';
import * as chart from '../../core/books/chart-store.ts';
import { toEnum } from '../../core/values/enums.ts';
import { recordLoader } from '../../core/request/loaders.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { currentOrganization } from '../../core/request/tenancy.ts';
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

async function present(ctx: SubgraphContext, row: chart.AccountRecord): Promise<Account> {
  return view(row, (await currentOrganization(ctx)).timeZone);
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

export async function listAccounts(ctx: SubgraphContext, page: Page, args: { filterBy?: AccountFilter | null; sortColumn?: AccountSortColumn | null; sortOrder?: SortOrder | null }) {
  const filter = FILTERS[args.filterBy ?? 'ALL'];
  const [organization, result] = await Promise.all([
    currentOrganization(ctx),
    chart.listAccounts(ctx.db, organizationOf(ctx), { page, filter: filter.filter, sortColumn: args.sortColumn?.toLowerCase(), sortOrder: args.sortOrder }),
  ]);
  return listPage(result.rows, page, { sortColumn: result.sortColumn, sortOrder: result.sortOrder, appliedFilter: filter.wire }, (rows) => rows.map((row) => view(row, organization.timeZone)));
}

export async function getAccount(ctx: SubgraphContext, accountId: string): Promise<Account> {
  return present(ctx, await chart.getAccount(ctx.db, organizationOf(ctx), accountId));
}

/** Accounts by id for entity references, batched per request; another organization's id resolves to null. */
export function accountLoader(ctx: SubgraphContext): DataLoader<string, Account | null> {
  return recordLoader(ctx, 'accounting.account', async (ids) => {
    const [organization, rows] = await Promise.all([currentOrganization(ctx), chart.findAccounts(ctx.db, organizationOf(ctx), { ids })]);
    return new Map(rows.map((r) => [r.id, view(r, organization.timeZone)]));
  });
}

export async function createAccount(ctx: SubgraphContext, input: CreateAccountInput): Promise<Account> {
  const row = await chart.createAccount(ctx.db, organizationOf(ctx), { ...fieldsOf(input), accountName: input.accountName, accountType: input.accountType.toLowerCase() });
  return present(ctx, row);
}

export async function updateAccount(ctx: SubgraphContext, accountId: string, input: UpdateAccountInput): Promise<Account> {
  return present(ctx, await chart.updateAccount(ctx.db, organizationOf(ctx), accountId, fieldsOf(input)));
}

export async function deleteAccount(ctx: SubgraphContext, accountId: string): Promise<void> {
  await chart.deleteAccount(ctx.db, organizationOf(ctx), accountId);
}

export async function setAccountActive(ctx: SubgraphContext, accountId: string, active: boolean): Promise<Account> {
  return present(ctx, await chart.setAccountActive(ctx.db, organizationOf(ctx), accountId, active));
}
