/**
 * The chart of accounts as every module uses it, and the one place accounts are looked up:
 * reading accounts with their currency and parent, checking the accounts clients name on
 * documents (`requireAccount`, `checkAccount`), and the rules that keep the chart a forest of
 * same-group trees. The accounting subgraph serves it over the API. Modules that refer to
 * accounts register with `accountReferences`, so an account in use is not deleted.
 */
import { type SQL, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../drizzle/client.ts';
import { accounts } from '../../../drizzle/tables/core/ledger.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { ACCOUNT_TYPES, ALL_ACCOUNT_TYPES } from './chart.ts';
import { uniquely } from '../request/constraints.ts';
import { currencyOrBase } from './currencies.ts';
import { KontorError, type StatedRecord, cannotMove, invalid, notFound } from '../values/errors.ts';
import { isId, newId } from '../values/ids.ts';
import type { Page } from '../request/pagination.ts';
import { ReferenceRegistry } from './references.ts';
import { anyId, idArray, lockOf, orderOf, placeheld, window } from '../request/scoped.ts';
import { preparedOn } from '../../../drizzle/prepared.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** Whoever refers to accounts registers here; delete and deactivate consult it. */
export const accountReferences = new ReferenceRegistry('account');

export type AccountGroup = keyof typeof ACCOUNT_TYPES;
export type AccountRow = typeof accounts.$inferSelect;

/** An account with what its wire form shows of its currency and parent. */
export interface AccountRecord extends AccountRow {
  currencyCode: string | null;
  parentAccountName: string | null;
}

/** What a client may set on an account; undefined leaves a field as it is, null clears it. */
export interface AccountFields {
  accountName?: string;
  accountCode?: string | null;
  accountType?: string;
  currencyId?: string | null;
  description?: string | null;
  parentAccountId?: string | null;
}

export type AccountListFilter = 'all' | 'active' | 'inactive' | AccountGroup;

const FIELD = {
  accountName: ['input', 'accountName'],
  accountCode: ['input', 'accountCode'],
  accountType: ['input', 'accountType'],
  currencyId: ['input', 'currencyId'],
  parentAccountId: ['input', 'parentAccountId'],
} as const;

export function groupOf(accountType: string): AccountGroup {
  const group = (Object.keys(ACCOUNT_TYPES) as AccountGroup[]).find((g) => (ACCOUNT_TYPES[g] as readonly string[]).includes(accountType));
  if (!group) throw new Error(`unknown account type ${accountType}`);
  return group;
}

const parent = alias(accounts, 'parent');

function selectAccounts(db: Executor) {
  return db
    .select({ account: accounts, currencyCode: currencies.currencyCode, parentAccountName: parent.accountName })
    .from(accounts)
    .leftJoin(currencies, eq(currencies.id, accounts.currencyId))
    .leftJoin(parent, eq(parent.id, accounts.parentAccountId))
    .$dynamic();
}

const accountsById = preparedOn((db) =>
  selectAccounts(db)
    .where(placeheld.inOrg(accounts, placeheld.anyId(accounts.id)))
    .prepare('kontor_accounts_by_id'),
);

type Selected = { account: AccountRow; currencyCode: string | null; parentAccountName: string | null };
const record = (r: Selected): AccountRecord => ({ ...r.account, currencyCode: r.currencyCode, parentAccountName: r.parentAccountName });

/**
 * Accounts of the organization named by id or by system key ("sales", "inventory"...), in one
 * query; ids of other organizations are absent. `lock` holds them FOR SHARE until the caller's
 * transaction ends, so an account a document is about to refer to is not deleted or
 * deactivated before the document commits.
 */
export async function findAccounts(
  db: Executor,
  organizationId: string,
  wanted: { ids?: readonly string[]; systemKeys?: readonly string[] },
  options: { lock?: boolean } = {},
): Promise<AccountRecord[]> {
  const ids = (wanted.ids ?? []).filter(isId);
  const keys = wanted.systemKeys ?? [];
  if (!ids.length && !keys.length) return [];
  // Views name the accounts their rows refer to: that read is built once.
  if (!keys.length && !options.lock) return (await accountsById(db).execute({ organizationId, ids: idArray(ids) })).map(record);
  const query = selectAccounts(db).where(
    inOrg(accounts, organizationId, or(ids.length ? anyId(accounts.id, ids) : undefined, keys.length ? inArray(accounts.systemKey, [...keys]) : undefined)),
  );
  const rows = await (options.lock ? query.for('share', lockOf(accounts)) : query);
  return rows.map(record);
}

export async function getAccount(db: Executor, organizationId: string, accountId: string): Promise<AccountRecord> {
  const [row] = await findAccounts(db, organizationId, { ids: [accountId] });
  if (!row) throw notFound('The account');
  return row;
}

/** The id of a system account ("accounts_receivable", "tax_payable"...) of an organization. */
export async function systemAccountId(db: Executor, organizationId: string, systemKey: string): Promise<string> {
  const [row] = await findAccounts(db, organizationId, { systemKeys: [systemKey] });
  if (!row) throw new Error(`organization ${organizationId} has no system account ${systemKey}`);
  return row.id;
}

export interface AccountRule {
  /** Account types the field takes. */
  types?: readonly string[];
  /** How the message names those types ("an income account"); default the list of types. */
  typesText?: string;
  allowInactive?: boolean;
}

/** Accounts money a customer pays may be deposited to (and refunded from): payments, sales receipts. */
export const DEPOSIT_ACCOUNTS: AccountRule = {
  types: ['bank', 'cash', 'payment_clearing', 'other_current_asset'],
  typesText: 'a bank, cash, payment clearing or other current asset account',
};

/**
 * An account a client named in a field, found by `findAccounts` (or not), checked to be the
 * organization's, active and of an allowed type; anything else is an invalid value of the field.
 */
export function checkAccount(row: AccountRecord | undefined, field: readonly (string | number)[], rule: AccountRule = {}): AccountRecord {
  if (!row) throw invalid(field, 'is not an account of the organization');
  if (rule.types && !rule.types.includes(row.accountType)) throw invalid(field, `must be ${rule.typesText ?? `an account of type ${rule.types.join(', ')}`}`);
  if (!row.isActive && !rule.allowInactive) throw invalid(field, `the account ${row.accountName} is inactive`);
  return row;
}

/** One account a document names, checked and locked for the caller's transaction (see `findAccounts`). */
export async function requireAccount(
  db: Executor,
  organizationId: string,
  accountId: string,
  field: readonly (string | number)[],
  rule: AccountRule = {},
): Promise<AccountRecord> {
  const [row] = await findAccounts(db, organizationId, { ids: [accountId] }, { lock: true });
  return checkAccount(row, field, rule);
}

const SORT_COLUMNS = {
  account_name: sql`lower(${accounts.accountName})`,
  account_type: accounts.accountType,
  account_code: sql`lower(${accounts.accountCode})`,
};

export async function listAccounts(
  db: Executor,
  organizationId: string,
  options: { page: Page; filter: AccountListFilter; sortColumn?: string | null; sortOrder?: 'A' | 'D' | null },
): Promise<{ rows: AccountRecord[]; sortColumn: string; sortOrder: 'A' | 'D' }> {
  const filter: SQL | undefined =
    options.filter === 'all'
      ? undefined
      : options.filter === 'active'
        ? eq(accounts.isActive, true)
        : options.filter === 'inactive'
          ? eq(accounts.isActive, false)
          : inArray(accounts.accountType, [...ACCOUNT_TYPES[options.filter]]);
  const order = orderOf(SORT_COLUMNS, accounts.id, options.sortColumn, options.sortOrder, { column: 'account_name', order: 'A' });
  const { limit, offset } = window(options.page);
  const rows = await selectAccounts(db)
    .where(inOrg(accounts, organizationId, filter))
    .orderBy(...order.orderBy)
    .limit(limit)
    .offset(offset);
  return { rows: rows.map(record), sortColumn: order.sortColumn, sortOrder: order.sortOrder };
}

function checkType(accountType: string): void {
  if (!ALL_ACCOUNT_TYPES.includes(accountType)) throw invalid(FIELD.accountType, `must be one of ${ALL_ACCOUNT_TYPES.join(', ')}`);
}

function requiredText(value: string, field: readonly string[]): string {
  const text = value.trim();
  if (!text) throw invalid(field, 'is required');
  return text;
}

function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const text = value?.trim();
  return text ? text : null;
}

/** Duplicate names and codes are refused by the unique indexes, so concurrent writers cannot both win. */
function uniqueNameAndCode<T>(fields: AccountFields, write: () => Promise<T>): Promise<T> {
  return uniquely(write, {
    accounts_org_name: () => new KontorError('DUPLICATE', `An account named "${fields.accountName?.trim()}" already exists.`, { field: FIELD.accountName }),
    accounts_org_code: () =>
      new KontorError('DUPLICATE', `An account with the code "${fields.accountCode?.trim()}" already exists.`, { field: FIELD.accountCode }),
  });
}

async function parentFor(db: Executor, organizationId: string, parentAccountId: string, accountType: string, changed: 'parent' | 'type'): Promise<AccountRow> {
  const [row] = isId(parentAccountId)
    ? await db
        .select()
        .from(accounts)
        .where(inOrg(accounts, organizationId, eq(accounts.id, parentAccountId)))
    : [];
  if (!row) throw invalid(FIELD.parentAccountId, 'is not an account of the organization');
  const group = groupOf(accountType);
  if (groupOf(row.accountType) !== group) {
    const rule = `the parent ${row.accountName} is an ${groupOf(row.accountType)} account and the account is an ${group} account; both must be of the same group`;
    throw invalid(changed === 'parent' ? FIELD.parentAccountId : FIELD.accountType, rule);
  }
  return row;
}

export async function createAccount(
  db: Executor,
  organizationId: string,
  fields: AccountFields & { accountName: string; accountType: string },
  options: { userCreated?: boolean } = {},
): Promise<AccountRecord> {
  const accountName = requiredText(fields.accountName, FIELD.accountName);
  checkType(fields.accountType);
  return uniqueNameAndCode(fields, () =>
    db.transaction(async (tx) => {
      const currency = await currencyOrBase(tx, organizationId, fields.currencyId, FIELD.currencyId);
      const parentRow = fields.parentAccountId ? await parentFor(tx, organizationId, fields.parentAccountId, fields.accountType, 'parent') : undefined;
      const id = newId();
      await tx.insert(accounts).values({
        id,
        organizationId,
        accountName,
        accountCode: optionalText(fields.accountCode) ?? null,
        accountType: fields.accountType,
        description: optionalText(fields.description) ?? null,
        currencyId: currency.id,
        parentAccountId: parentRow?.id ?? null,
        depth: parentRow ? parentRow.depth + 1 : 0,
        isUserCreated: options.userCreated ?? true,
      });
      return getAccount(tx, organizationId, id);
    }),
  );
}

export async function updateAccount(db: Executor, organizationId: string, accountId: string, fields: AccountFields, now: Date): Promise<AccountRecord> {
  if (!isId(accountId)) throw notFound('The account');
  return uniqueNameAndCode(fields, () =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(accounts)
        .where(inOrg(accounts, organizationId, eq(accounts.id, accountId)))
        .for('update');
      if (!current) throw notFound('The account');
      const accountType = fields.accountType ?? current.accountType;
      checkType(accountType);
      if (accountType !== current.accountType && current.isSystemAccount) {
        throw invalid(FIELD.accountType, `${current.accountName} is a system account and keeps its type ${current.accountType}`);
      }
      const parentAccountId = fields.parentAccountId === undefined ? current.parentAccountId : fields.parentAccountId;
      // The whole chart is small (hundreds of rows): read its shape once to check cycles and
      // sub-account groups and to move a subtree's depth, rather than walk it row by row.
      const chart = await tx
        .select({ id: accounts.id, parentAccountId: accounts.parentAccountId, accountType: accounts.accountType })
        .from(accounts)
        .where(inOrg(accounts, organizationId));
      const descendants = subtree(chart, accountId);
      let depth = 0;
      if (parentAccountId) {
        if (parentAccountId === accountId || descendants.has(parentAccountId)) {
          throw invalid(FIELD.parentAccountId, 'cannot be the account itself or one of its sub-accounts');
        }
        const parentRow = await parentFor(tx, organizationId, parentAccountId, accountType, fields.parentAccountId !== undefined ? 'parent' : 'type');
        depth = parentRow.depth + 1;
      }
      if (groupOf(accountType) !== groupOf(current.accountType)) {
        const child = chart.find((a) => a.parentAccountId === accountId);
        if (child)
          throw invalid(FIELD.accountType, `the account has sub-accounts of the ${groupOf(current.accountType)} group; its type must stay in that group`);
      }
      const currency = fields.currencyId === undefined ? undefined : await currencyOrBase(tx, organizationId, fields.currencyId, FIELD.currencyId);
      await tx
        .update(accounts)
        .set({
          accountName: fields.accountName === undefined ? undefined : requiredText(fields.accountName, FIELD.accountName),
          accountCode: optionalText(fields.accountCode),
          accountType,
          description: optionalText(fields.description),
          currencyId: currency?.id,
          parentAccountId,
          depth,
          updatedAt: now,
        })
        .where(inOrg(accounts, organizationId, eq(accounts.id, accountId)));
      if (depth !== current.depth && descendants.size) {
        await tx
          .update(accounts)
          .set({ depth: sql`${accounts.depth} + ${depth - current.depth}` })
          .where(inOrg(accounts, organizationId, anyId(accounts.id, [...descendants])));
      }
      return getAccount(tx, organizationId, accountId);
    }),
  );
}

/** Ids of every account below `rootId`. */
function subtree(chart: { id: string; parentAccountId: string | null }[], rootId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const a of chart) if (a.parentAccountId) children.set(a.parentAccountId, [...(children.get(a.parentAccountId) ?? []), a.id]);
  const found = new Set<string>();
  const queue = [...(children.get(rootId) ?? [])];
  while (queue.length) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return found;
}

/**
 * Deletes an account nothing depends on. System accounts are what posting rules post to, a
 * parent would orphan its sub-accounts, and an account another record refers to (an item's
 * income account...) would leave that record pointing nowhere; all are refused.
 */
export async function deleteAccount(db: Executor, organizationId: string, accountId: string): Promise<void> {
  if (!isId(accountId)) throw notFound('The account');
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(accounts)
      .where(inOrg(accounts, organizationId, eq(accounts.id, accountId)))
      .for('update');
    if (!current) throw notFound('The account');
    if (current.isSystemAccount) throw cannotMove(systemAccount(current), 'deleted');
    const [child] = await tx
      .select({ accountName: accounts.accountName })
      .from(accounts)
      .where(inOrg(accounts, organizationId, eq(accounts.parentAccountId, accountId)))
      .limit(1);
    if (child) throw new KontorError('IN_USE', `${current.accountName} is the parent of ${child.accountName}: move or delete its sub-accounts first.`);
    await accountReferences.refuseInUse(tx, organizationId, accountId, { label: current.accountName, action: 'delete' });
    await tx.delete(accounts).where(inOrg(accounts, organizationId, eq(accounts.id, accountId)));
  });
}

export async function setAccountActive(db: Executor, organizationId: string, accountId: string, active: boolean, now: Date): Promise<AccountRecord> {
  if (!isId(accountId)) throw notFound('The account');
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(accounts)
      .where(inOrg(accounts, organizationId, eq(accounts.id, accountId)))
      .for('update');
    if (!current) throw notFound('The account');
    if (!active && current.isSystemAccount) throw cannotMove(systemAccount(current), 'made inactive');
    if (!active && current.isActive) await accountReferences.refuseInUse(tx, organizationId, accountId, { label: current.accountName, action: 'deactivate' });
    await tx
      .update(accounts)
      .set({ isActive: active, updatedAt: now })
      .where(inOrg(accounts, organizationId, eq(accounts.id, accountId), ne(accounts.isActive, active)));
    return getAccount(tx, organizationId, accountId);
  });
}

/** A system account as a refused change names it: the platform's postings need it as it is. */
function systemAccount(row: { accountName: string }): StatedRecord {
  return { kind: 'account', name: row.accountName, state: 'a system account' };
}
