/**
 * The SQL of expenses: rows with their account names and currency code (one statement), their
 * lines (one statement for any number of expenses), history entries, and what refers to
 * accounts, contacts and taxes. Every statement is scoped to one organization.
 */
import { type SQL, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { expenseComments, expenseLineItems, expenses } from '../../../drizzle/tables/accounting/expenses.ts';
import { accounts } from '../../../drizzle/tables/core/ledger.ts';
import { type DocumentRecord, documentReader } from '../../core/books/documents.ts';
import type { Actor } from '../../core/request/scope.ts';
import { anyId } from '../../core/request/scoped.ts';
import { newId } from '../../core/values/ids.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type ExpenseRow = typeof expenses.$inferSelect;
export type ExpenseLineRow = typeof expenseLineItems.$inferSelect;
export type ExpenseCommentRow = typeof expenseComments.$inferSelect;
export type NewExpenseLine = Omit<typeof expenseLineItems.$inferInsert, 'organizationId' | 'expenseId'> & { id: string };

export interface ExpenseLineRecord extends ExpenseLineRow {
  accountName: string;
}

/** The expense account and paid-through account of a row, joined under names of their own. */
export const expenseAccount = alias(accounts, 'expense_account');
export const paidThroughAccount = alias(accounts, 'paid_through_account');

const reader = documentReader(expenses, 'The expense', {
  columns: { accountName: expenseAccount.accountName, paidThroughAccountName: paidThroughAccount.accountName },
  join: (query) =>
    query
      .innerJoin(expenseAccount, eq(expenseAccount.id, expenses.accountId))
      .innerJoin(paidThroughAccount, eq(paidThroughAccount.id, expenses.paidThroughAccountId)),
});

/** Expenses with account names and currency code, filtered and ordered by the caller; always one statement. */
export const selectExpenses = reader.select;

/** One expense of the organization; another organization's does not exist. `lock` holds it for the caller's transaction. */
export const findExpense = reader.find;

/** An expense row with the names of its accounts and the code of its currency. */
export type ExpenseRecord = DocumentRecord<
  typeof expenses,
  { accountName: typeof expenseAccount.accountName; paidThroughAccountName: typeof paidThroughAccount.accountName }
>;

/** The lines of the given expenses in order, with their account names; one statement. */
export async function expenseLinesOf(db: Executor, organizationId: string, expenseIds: readonly string[]): Promise<Map<string, ExpenseLineRecord[]>> {
  const byExpense = new Map<string, ExpenseLineRecord[]>(expenseIds.map((id) => [id, []]));
  if (!expenseIds.length) return byExpense;
  const rows = await db
    .select({ line: expenseLineItems, accountName: accounts.accountName })
    .from(expenseLineItems)
    .innerJoin(accounts, eq(accounts.id, expenseLineItems.accountId))
    .where(inOrg(expenseLineItems, organizationId, anyId(expenseLineItems.expenseId, [...expenseIds])))
    .orderBy(asc(expenseLineItems.expenseId), asc(expenseLineItems.itemOrder), asc(expenseLineItems.id));
  for (const r of rows) byExpense.get(r.line.expenseId)?.push({ ...r.line, accountName: r.accountName });
  return byExpense;
}

export async function insertExpense(tx: Tx, row: typeof expenses.$inferInsert): Promise<void> {
  await tx.insert(expenses).values(row);
}

export async function updateExpense(tx: Tx, organizationId: string, expenseId: string, changes: Partial<typeof expenses.$inferInsert>): Promise<void> {
  await tx
    .update(expenses)
    .set(changes)
    .where(inOrg(expenses, organizationId, eq(expenses.id, expenseId)));
}

/** Writes an expense's lines; `replace` drops the ones it had. */
export async function writeLines(tx: Tx, organizationId: string, expenseId: string, lines: readonly NewExpenseLine[], replace: boolean): Promise<void> {
  if (replace) await tx.delete(expenseLineItems).where(inOrg(expenseLineItems, organizationId, eq(expenseLineItems.expenseId, expenseId)));
  if (lines.length) await tx.insert(expenseLineItems).values(lines.map((l) => ({ ...l, organizationId, expenseId })));
}

/** Deletes an expense with its lines and history. */
export async function deleteExpense(tx: Tx, organizationId: string, expenseId: string): Promise<void> {
  await tx.delete(expenseLineItems).where(inOrg(expenseLineItems, organizationId, eq(expenseLineItems.expenseId, expenseId)));
  await tx.delete(expenseComments).where(inOrg(expenseComments, organizationId, eq(expenseComments.expenseId, expenseId)));
  await tx.delete(expenses).where(inOrg(expenses, organizationId, eq(expenses.id, expenseId)));
}

// --- history ---------------------------------------------------------------------------------

export type ExpenseOperation = 'added' | 'updated' | 'receipt_attached' | 'receipt_deleted' | 'invoiced' | 'unbilled';

export interface HistoryEntry {
  expenseId: string;
  operation: ExpenseOperation;
  description: string;
  /** The transaction the entry is about; default the expense itself. */
  transaction?: { id: string; type: string };
}

/** Writes history entries in the caller's transaction; one statement whatever their number. */
export async function recordExpenseHistory(tx: Tx, organizationId: string, actor: Actor, now: Date, entries: readonly HistoryEntry[]): Promise<void> {
  if (!entries.length) return;
  await tx.insert(expenseComments).values(
    entries.map((e) => ({
      id: newId(),
      organizationId,
      expenseId: e.expenseId,
      operationType: e.operation,
      description: e.description,
      commentedById: actor.userId,
      commentedBy: actor.name,
      transactionId: e.transaction?.id ?? e.expenseId,
      transactionType: e.transaction?.type ?? 'expense',
      createdAt: now,
    })),
  );
}

/** The history of one expense, oldest first. */
export async function historyOf(db: Executor, organizationId: string, expenseId: string): Promise<ExpenseCommentRow[]> {
  return db
    .select()
    .from(expenseComments)
    .where(inOrg(expenseComments, organizationId, eq(expenseComments.expenseId, expenseId)))
    .orderBy(asc(expenseComments.createdAt), asc(expenseComments.id));
}

// --- what other records refer to --------------------------------------------------------------

async function firstExpense(tx: Tx, organizationId: string, condition: SQL): Promise<ExpenseRecord | undefined> {
  const [row] = await selectExpenses(tx, organizationId, { where: condition, orderBy: [sql`${expenses.id}`], limit: 1 });
  return row;
}

const named = (row: ExpenseRecord) => `the expense of ${row.date}${row.referenceNumber ? ` (${row.referenceNumber})` : ''}`;

/** The first expense naming a contact as its customer or vendor, for `contactReferences`. */
export async function expenseNamingContact(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const row = await firstExpense(tx, organizationId, sql`(${expenses.customerId} = ${contactId} or ${expenses.vendorId} = ${contactId})`);
  return row && `the ${row.customerId === contactId ? 'customer' : 'vendor'} of ${named(row)}`;
}

/** The first expense posting to an account (a line's account or the paid-through account), for `accountReferences`. */
export async function expenseUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const row = await firstExpense(
    tx,
    organizationId,
    sql`(${expenses.paidThroughAccountId} = ${accountId} or ${expenses.id} in (select ${expenseLineItems.expenseId} from ${expenseLineItems} where ${expenseLineItems.organizationId} = ${organizationId} and ${expenseLineItems.accountId} = ${accountId}))`,
  );
  return row && `${row.paidThroughAccountId === accountId ? 'the paid-through account' : 'an account'} of ${named(row)}`;
}

/** The first expense line applying a tax (or a group holding it), for `taxReferences`. */
export async function expenseUsingTax(tx: Tx, organizationId: string, taxId: string): Promise<string | undefined> {
  const component = JSON.stringify([{ tax_id: taxId }]);
  const [row] = await tx
    .select({ date: expenses.date, referenceNumber: expenses.referenceNumber })
    .from(expenseLineItems)
    .innerJoin(expenses, eq(expenses.id, expenseLineItems.expenseId))
    .where(
      inOrg(
        expenseLineItems,
        organizationId,
        sql`(${expenseLineItems.taxId} = ${taxId} or ${expenseLineItems.reverseChargeTaxId} = ${taxId} or ${expenseLineItems.taxComponents} @> ${component}::jsonb or ${expenseLineItems.reverseChargeComponents} @> ${component}::jsonb)`,
      ),
    )
    .orderBy(expenseLineItems.id)
    .limit(1);
  return row && `applied on the expense of ${row.date}${row.referenceNumber ? ` (${row.referenceNumber})` : ''}`;
}
