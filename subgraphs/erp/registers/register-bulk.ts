/**
 * Bulk actions of a register: reclassify or re-describe, or delete, manual journals seen in it.
 * Posted entries are never edited: an update reverses each journal's current entry and posts
 * the changed lines, a delete reverses it, all in one transaction with the history record, so a
 * refused journal (a document's, another organization's, one not in the register) changes
 * nothing at all.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { accounts, journalEntries } from '../../../drizzle/tables/core/ledger.ts';
import { users } from '../../../drizzle/tables/core/organizations.ts';
import { registerBulkActions } from '../../../drizzle/tables/erp/registers.ts';
import { findAccounts, requireAccount } from '../../core/books/chart-store.ts';
import { maybeEnum } from '../../core/values/enums.ts';
import { cannotMove, invalid, notFound } from '../../core/values/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { currentEntries, postMany, postingOf, reverseMany } from '../../core/books/ledger.ts';
import { type Page, listPage, pageContext, pageOf } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId, window } from '../../core/request/scoped.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type {
  BulkDeleteRegisterTransactionsInput,
  BulkUpdateRegisterTransactionsInput,
  RegisterBulkAction,
  RegisterBulkActionDetailsPayload,
  RegisterBulkActionTransaction,
  RegisterBulkActionTransactionSortColumn,
  RegisterBulkEditField,
  RegisterBulkEditPage,
  RegisterBulkField,
  SortOrder,
} from '../generated/graphql.ts';
import { MANUAL_JOURNAL, formatTransactionType, registerAccounts } from './register-service.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export const MAX_BULK_TRANSACTIONS = 200;
const DESCRIPTION_MAX = 500;

type ActionRow = typeof registerBulkActions.$inferSelect;

const EDITABLE_FIELDS: Omit<RegisterBulkEditField, 'canShowField' | 'optionLabel' | 'optionValue' | 'values'>[] = [
  {
    field: 'ACCOUNT_ID',
    label: 'Account',
    dataType: 'account',
    isRequired: true,
    maxLength: null,
    description: "The id of an active account of the chart other than the register's: the lines in the register account move to it (reclassification).",
  },
  {
    field: 'DESCRIPTION',
    label: 'Description',
    dataType: 'string',
    isRequired: true,
    maxLength: DESCRIPTION_MAX,
    description: 'Text that replaces the description of the lines in the register account; an empty string removes it.',
  },
];

/**
 * The fields a bulk update of the register can change, as an edit page shows them: the account
 * field offers the active accounts other than the register's (a picker of `values`, showing
 * `account_name` and sending `account_id`), and is shown only while there is one.
 */
export async function bulkEditPage({ db, org }: Scope, accountId: string): Promise<RegisterBulkEditPage> {
  const { register } = await registerAccounts(db, org.id, accountId);
  const targets = await db
    .select({ accountId: accounts.id, accountName: accounts.accountName, accountCode: accounts.accountCode, accountType: accounts.accountType })
    .from(accounts)
    .where(inOrg(accounts, org.id, eq(accounts.isActive, true), sql`${accounts.id} <> ${register.id}`))
    .orderBy(sql`lower(${accounts.accountName})`, accounts.id);
  return {
    accountId: register.id,
    accountName: register.accountName,
    maxTransactions: MAX_BULK_TRANSACTIONS,
    transactionTypes: [MANUAL_JOURNAL],
    fields: EDITABLE_FIELDS.map((field) =>
      field.field === 'ACCOUNT_ID'
        ? { ...field, canShowField: targets.length > 0, optionLabel: 'account_name', optionValue: 'account_id', values: targets }
        : { ...field, canShowField: true, optionLabel: null, optionValue: null, values: [] },
    ),
  };
}

function transactionIdsOf(given: readonly string[]): string[] {
  const ids = [...new Set(given)];
  if (!ids.length) throw invalid(['input', 'transactionIds'], 'name at least one transaction');
  if (ids.length > MAX_BULK_TRANSACTIONS)
    throw invalid(['input', 'transactionIds'], `takes at most ${MAX_BULK_TRANSACTIONS} transactions, ${ids.length} were given`);
  return ids;
}

/**
 * The current entries of the named manual journals, locked for this transaction, each with a
 * line in the register account; anything else refuses the whole action, naming the first.
 * `action` is what the refusal says cannot be done to a journal ("updated", "deleted").
 */
async function manualJournalsInRegister(tx: Tx, organizationId: string, registerAccountId: string, ids: string[], action: string) {
  const owners = await tx
    .selectDistinct({ sourceId: journalEntries.sourceId, sourceType: journalEntries.sourceType, sourceNumber: journalEntries.sourceNumber })
    .from(journalEntries)
    .where(inOrg(journalEntries, organizationId, anyId(journalEntries.sourceId, ids)));
  const owner = new Map(owners.map((o) => [o.sourceId, o]));
  ids.forEach((id, i) => {
    const found = owner.get(id);
    if (!found) throw invalid(['input', 'transactionIds', i], `${id} is not a transaction of the organization`);
    if (found.sourceType !== MANUAL_JOURNAL) {
      throw cannotMove(
        { kind: 'transaction', name: id, state: `the ${formatTransactionType(found.sourceType).toLowerCase()} ${found.sourceNumber ?? id}` },
        `${action} by a bulk action`,
        "a document's ledger entries change only through the document itself; bulk actions take manual journals only",
        { state: found.sourceType, field: ['input', 'transactionIds', i] },
      );
    }
  });
  const entries = await currentEntries(
    tx,
    organizationId,
    ids.map((sourceId) => ({ sourceType: MANUAL_JOURNAL, sourceId })),
    { lock: true },
  );
  const bySource = new Map(entries.map((e) => [e.sourceId, e]));
  ids.forEach((id, i) => {
    const entry = bySource.get(id);
    const field = ['input', 'transactionIds', i];
    if (!entry) throw cannotMove({ kind: 'manual journal', name: owner.get(id)!.sourceNumber ?? id, state: 'deleted' }, action, undefined, { field });
    if (!entry.lines.some((l) => l.accountId === registerAccountId)) {
      throw cannotMove(
        { kind: 'manual journal', name: entry.sourceNumber ?? id, state: 'posted' },
        `${action} in this register`,
        "it has no line in this register's account (any more)",
        { field },
      );
    }
  });
  return ids.map((id) => bySource.get(id)!);
}

export async function bulkUpdate(scope: Scope, accountId: string, input: BulkUpdateRegisterTransactionsInput): Promise<RegisterBulkAction> {
  const organizationId = scope.org.id;
  const ids = transactionIdsOf(input.transactionIds);
  const id = await scope.db.transaction(async (tx) => {
    const { register } = await registerAccounts(tx, organizationId, accountId);
    const change = await changeOf(tx, organizationId, register.id, input.updatedField, input.updatedValue);
    const entries = await manualJournalsInRegister(tx, organizationId, register.id, ids, 'updated');
    const postings = entries.map((entry) => postingOf(entry, (line) => (line.accountId === register.id ? { ...line, ...change.line } : line)));
    await reverseMany(tx, organizationId, entries);
    await postMany(tx, organizationId, postings);
    return record(tx, {
      organizationId,
      accountId: register.id,
      actionType: 'update',
      description: `${change.summary} in ${entries.length} manual journal${entries.length === 1 ? '' : 's'} of ${register.accountName}`,
      userId: scope.actor.userId!,
      transactionIds: ids,
      updatedField: input.updatedField.toLowerCase(),
      updatedValue: input.updatedValue,
      updatedReason: input.updatedReason ?? null,
    });
  });
  return bulkAction(scope, accountId, id);
}

export async function bulkDelete(scope: Scope, accountId: string, input: BulkDeleteRegisterTransactionsInput): Promise<RegisterBulkAction> {
  const organizationId = scope.org.id;
  const ids = transactionIdsOf(input.transactionIds);
  const id = await scope.db.transaction(async (tx) => {
    const { register } = await registerAccounts(tx, organizationId, accountId);
    const entries = await manualJournalsInRegister(tx, organizationId, register.id, ids, 'deleted');
    await reverseMany(tx, organizationId, entries);
    return record(tx, {
      organizationId,
      accountId: register.id,
      actionType: 'delete',
      description: `Deleted ${entries.length} manual journal${entries.length === 1 ? '' : 's'} (${entries.map((e) => e.sourceNumber ?? e.sourceId).join(', ')}) from ${register.accountName}`,
      userId: scope.actor.userId!,
      transactionIds: ids,
      updatedField: null,
      updatedValue: null,
      updatedReason: input.updatedReason ?? null,
    });
  });
  return bulkAction(scope, accountId, id);
}

/** What a bulk update does to a line in the register account, checked before anything is written. */
async function changeOf(tx: Tx, organizationId: string, registerAccountId: string, field: RegisterBulkField, value: string) {
  const valueField = ['input', 'updatedValue'];
  if (field === 'DESCRIPTION') {
    if ([...value].length > DESCRIPTION_MAX) throw invalid(valueField, `must be at most ${DESCRIPTION_MAX} characters`);
    const description = value.trim() || null;
    return { line: { description }, summary: description ? `Set the description to "${description}"` : 'Removed the description' };
  }
  if (!isId(value)) throw invalid(valueField, 'must be the id of an account of the organization');
  const target = await requireAccount(tx, organizationId, value, valueField);
  if (target.id === registerAccountId) throw invalid(valueField, "must be another account than the register's");
  return { line: { accountId: target.id }, summary: `Moved the lines to ${target.accountName}` };
}

async function record(tx: Tx, row: Omit<ActionRow, 'id' | 'status' | 'createdAt'>): Promise<string> {
  const id = newId();
  await tx.insert(registerBulkActions).values({ ...row, id, status: 'completed' });
  return id;
}

function selectActions(db: Executor) {
  return db
    .select({ action: registerBulkActions, userName: users.name })
    .from(registerBulkActions)
    .leftJoin(users, eq(users.id, registerBulkActions.userId))
    .$dynamic();
}

/**
 * The manual journals bulk actions acted on, by id: number and whether a current entry still
 * posts it (`published`) or a bulk delete reversed it (`deleted`). One statement for any number.
 */
async function journalsActedOn(db: Executor, organizationId: string, ids: string[]): Promise<Map<string, RegisterBulkActionTransaction>> {
  if (!ids.length) return new Map();
  const reversal = sql`select 1 from ${journalEntries} r where r.reverses_journal_id = ${journalEntries.id}`;
  const rows = await db
    .select({
      sourceId: journalEntries.sourceId,
      sourceNumber: sql<string | null>`max(${journalEntries.sourceNumber})`,
      current: sql<boolean>`bool_or(${and(isNull(journalEntries.reversesJournalId), sql`not exists (${reversal})`)})`.mapWith(Boolean),
    })
    .from(journalEntries)
    .where(inOrg(journalEntries, organizationId, eq(journalEntries.sourceType, MANUAL_JOURNAL), anyId(journalEntries.sourceId, [...new Set(ids)])))
    .groupBy(journalEntries.sourceId);
  return new Map(
    rows.map((r) => [
      r.sourceId,
      {
        entityId: r.sourceId,
        transactionNumber: r.sourceNumber ?? r.sourceId,
        transactionType: MANUAL_JOURNAL,
        entityStatus: r.current ? 'published' : 'deleted',
      },
    ]),
  );
}

/**
 * The history rows made wire records in one go: the register accounts' names, the account names
 * an update set and the journals acted on are read for the whole page at once.
 */
async function views({ db, org: organization }: Scope, rows: { action: ActionRow; userName: string | null }[]): Promise<RegisterBulkAction[]> {
  const targets = rows.filter((r) => r.action.updatedField === 'account_id' && r.action.updatedValue).map((r) => r.action.updatedValue!);
  const [named, journals] = await Promise.all([
    findAccounts(db, organization.id, { ids: [...new Set([...targets, ...rows.map((r) => r.action.accountId)])] }),
    journalsActedOn(
      db,
      organization.id,
      rows.flatMap((r) => r.action.transactionIds),
    ),
  ]);
  const names = new Map(named.map((a) => [a.id, a.accountName]));
  return rows.map(({ action, userName }) => ({
    bulkActionId: action.id,
    accountId: action.accountId,
    accountName: names.get(action.accountId) ?? '',
    description: action.description,
    actionType: action.actionType === 'update' ? 'UPDATE' : 'DELETE',
    status: action.status,
    date: formatTimestamp(action.createdAt, organization.timeZone),
    userId: action.userId,
    userName,
    txnCount: String(action.transactionIds.length),
    updatedField: maybeEnum<RegisterBulkField>(action.updatedField),
    updatedValue: action.updatedValue,
    updatedValueFormatted: action.updatedField === 'account_id' ? (names.get(action.updatedValue ?? '') ?? action.updatedValue) : action.updatedValue,
    updatedReason: action.updatedReason,
    transactionIds: action.transactionIds,
    transactions: action.transactionIds.flatMap((id) => journals.get(id) ?? []),
  }));
}

export async function bulkAction(scope: Scope, accountId: string, bulkActionId: string): Promise<RegisterBulkAction> {
  const organizationId = scope.org.id;
  const rows = await selectActions(scope.db).where(
    inOrg(registerBulkActions, organizationId, eq(registerBulkActions.accountId, accountId), eq(registerBulkActions.id, bulkActionId)),
  );
  if (!rows.length) throw notFound('The bulk action');
  const [view] = await views(scope, rows);
  return view;
}

/**
 * One bulk action with a page of the manual journals it acted on (at most 200, read in one
 * statement), sorted by number.
 */
export async function bulkActionDetails(
  scope: Scope,
  accountId: string,
  bulkActionId: string,
  page: Page,
  args: { sortColumn?: RegisterBulkActionTransactionSortColumn | null; sortOrder?: SortOrder | null },
): Promise<RegisterBulkActionDetailsPayload> {
  const action = await bulkAction(scope, accountId, bulkActionId);
  const sortOrder = args.sortOrder ?? 'A';
  const sorted = [...action.transactions].sort((a, b) => a.transactionNumber.localeCompare(b.transactionNumber, 'en', { numeric: true }));
  if (sortOrder === 'D') sorted.reverse();
  const { offset } = window(page);
  const { nodes, hasMorePage } = pageOf(sorted.slice(offset, offset + page.perPage + 1), page);
  return {
    bulkActionDetails: { ...action, transactions: nodes },
    pageContext: pageContext(page, hasMorePage, { sortColumn: (args.sortColumn ?? 'TRANSACTION_NUMBER').toLowerCase(), sortOrder }),
  };
}

export async function bulkHistory(scope: Scope, accountId: string, page: Page, args: { sortOrder?: SortOrder | null }) {
  const organizationId = scope.org.id;
  await registerAccounts(scope.db, organizationId, accountId);
  const sortOrder = args.sortOrder ?? 'D';
  const direction = sortOrder === 'A' ? asc : desc;
  const { limit, offset } = window(page);
  const rows = await selectActions(scope.db)
    .where(inOrg(registerBulkActions, organizationId, eq(registerBulkActions.accountId, accountId)))
    .orderBy(direction(registerBulkActions.createdAt), direction(registerBulkActions.id))
    .limit(limit)
    .offset(offset);
  return listPage(rows, page, { sortColumn: 'created_time', sortOrder }, (nodes) => views(scope, nodes));
}
