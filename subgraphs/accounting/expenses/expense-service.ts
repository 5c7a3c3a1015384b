/**
 * Expenses: record, change, delete, list, post to the ledger, and their receipts. An expense,
 * its lines, its history entry and its ledger entry are written in one transaction. What an
 * input leads to is expense-input.ts (its pure rules expense-rules.ts), the arithmetic
 * expense-totals.ts, the ledger lines expense-posting.ts, the SQL expense-store.ts, the reading
 * expense-views.ts, the link with invoices expense-billing.ts.
 */
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import { repost, reverse } from '../../core/books/ledger.ts';
import type { BlobInfo } from '../../core/platform/blobs.ts';
import { cannotMove, invalid, notFound } from '../../core/values/errors.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { newId } from '../../core/values/ids.ts';
import { moneyText } from '../../core/values/money.ts';
import type { CreateExpenseInput, Expense, ExpenseReceipt, QueryExpensesArgs, UpdateExpenseInput } from '../generated/graphql.ts';
import { type Prepared, invoiced, prepare } from './expense-input.ts';
import { expensePostingLines } from './expense-posting.ts';
import {
  type HistoryEntry,
  deleteExpense as deleteRow,
  expenseLinesOf,
  findExpense,
  insertExpense,
  recordExpenseHistory,
  updateExpense as updateRow,
  writeLines,
} from './expense-store.ts';
import { expensePage, expenseReads, expenseView, expenseViews } from './expense-views.ts';

/** A page of expenses with their lines: the same statements whatever the page size. */
export async function listExpenses(scope: Scope, args: QueryExpensesArgs, page: Page, selected?: ReadonlySet<string>, where?: SQL) {
  const { rows, filter, sort } = await expensePage(scope.db, scope.org, args, page, expenseReads(selected), where);
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) =>
    expenseViews(scope.db, scope.org, nodes, selected),
  );
}

export function getExpense(scope: Scope, expenseId: string): Promise<Expense> {
  return expenseView(scope.db, scope.org, expenseId);
}

const SYSTEM_KEYS = ['input_tax', 'tax_payable', 'rounding'] as const;

/** Makes the ledger hold what the expense posts: the first post, or a reversal and a new entry when it changed. */
async function post(tx: Tx, scope: Scope, expenseId: string, prepared: Prepared): Promise<string | null> {
  const { org } = scope;
  const found = await findAccounts(tx, org.id, { systemKeys: [...SYSTEM_KEYS] });
  const key = (systemKey: (typeof SYSTEM_KEYS)[number]) => {
    const account = found.find((a) => a.systemKey === systemKey);
    if (!account) throw new Error(`organization ${org.id} has no ${systemKey} account`);
    return account.id;
  };
  const { fields } = prepared;
  const lines = expensePostingLines({
    totals: prepared.totals,
    lineAccounts: prepared.lines.map((l) => l.accountId),
    paidThroughAccountId: fields.paidThroughAccountId,
    accounts: { inputTax: key('input_tax'), taxPayable: key('tax_payable'), rounding: key('rounding') },
    currencyId: fields.currencyId,
    exchangeRate: fields.exchangeRate,
    base: { currencyId: org.currencyId, pricePrecision: org.pricePrecision },
  });
  return repost(
    tx,
    { organizationId: org.id, sourceType: 'expense', sourceId: expenseId },
    { date: fields.date, referenceNumber: fields.referenceNumber, notes: fields.description, lines },
  );
}

function fileTypeOf(blob: BlobInfo): string {
  const extension = blob.fileName.includes('.') ? blob.fileName.split('.').pop()!.toLowerCase() : '';
  return extension || blob.contentType.split('/').pop() || 'file';
}

/** A stored file named as a receipt: the organization's blob, read before the transaction (the blob store has its own connection). */
async function receiptBlob(scope: Scope, blobId: string | null | undefined): Promise<BlobInfo | null> {
  if (!blobId) return null;
  const blob = await scope.blobs.stat(scope.org.id, blobId);
  if (!blob) throw invalid(['receipt'], 'is not a stored file of the organization');
  return blob;
}

export async function createExpense(scope: Scope, input: CreateExpenseInput, receiptId?: string | null): Promise<Expense> {
  const blob = await receiptBlob(scope, receiptId);
  return scope.db.transaction((tx) => createExpenseIn(tx, scope, input, blob));
}

/** `createExpense` in the caller's transaction (a recurring expense's schedule records its expenses so). */
export async function createExpenseIn(tx: Tx, scope: Scope, input: CreateExpenseInput, blob?: BlobInfo | null): Promise<Expense> {
  const { org, actor, now } = scope;
  const expenseId = newId();
  const prepared = await prepare(tx, scope, input);
  await insertExpense(tx, {
    ...prepared.fields,
    id: expenseId,
    organizationId: org.id,
    receiptBlobId: blob?.id ?? null,
    receiptName: blob?.fileName ?? null,
    receiptType: blob ? fileTypeOf(blob) : null,
    createdAt: now,
    updatedAt: now,
  });
  await writeLines(tx, org.id, expenseId, prepared.lines, false);
  const journalId = await post(tx, scope, expenseId, prepared);
  if (journalId) await updateRow(tx, org.id, expenseId, { journalId });
  const entries: HistoryEntry[] = [
    {
      expenseId,
      operation: 'added',
      description: `Expense created for ${moneyText(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision!)}.`,
    },
  ];
  if (blob) entries.push({ expenseId, operation: 'receipt_attached', description: `Receipt ${blob.fileName} attached.` });
  await recordExpenseHistory(tx, org.id, actor, now, entries);
  return expenseView(tx, org, expenseId);
}

export async function updateExpense(scope: Scope, expenseId: string, input: UpdateExpenseInput): Promise<Expense> {
  const { org, actor, now } = scope;
  return scope.db.transaction(async (tx) => {
    const row = await findExpense(tx, org.id, expenseId, { lock: true });
    const lines = (await expenseLinesOf(tx, org.id, [row.id])).get(row.id) ?? [];
    const prepared = await prepare(tx, scope, input, { row, lines });
    const journalId = await post(tx, scope, row.id, prepared);
    await updateRow(tx, org.id, row.id, { ...prepared.fields, journalId: journalId ?? row.journalId, updatedAt: now });
    await writeLines(tx, org.id, row.id, prepared.lines, true);
    await recordExpenseHistory(tx, org.id, actor, now, [
      {
        expenseId: row.id,
        operation: 'updated',
        description: `Expense updated; total ${moneyText(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision!)}.`,
      },
    ]);
    return expenseView(tx, org, row.id);
  });
}

/** Deletes an expense that no invoice bills; what it posted is reversed, and its receipt removed once that commits. */
export async function deleteExpense(scope: Scope, expenseId: string): Promise<string> {
  const { org } = scope;
  const receipt = await scope.db.transaction(async (tx) => {
    const row = await findExpense(tx, org.id, expenseId, { lock: true });
    if (row.invoiceId) throw cannotMove(invoiced(row), 'deleted', 'remove it from that invoice first');
    await reverse(tx, { organizationId: org.id, sourceType: 'expense', sourceId: row.id });
    await deleteRow(tx, org.id, row.id);
    return row.receiptBlobId;
  });
  if (receipt) await scope.blobs.delete(org.id, receipt);
  return expenseId;
}

// --- receipts --------------------------------------------------------------------------------

/** Attaches a stored file as the receipt; a receipt it replaces is removed after the change commits. */
export async function attachReceipt(scope: Scope, expenseId: string, blobId: string): Promise<Expense> {
  const { org, actor, now } = scope;
  const blob = (await receiptBlob(scope, blobId))!;
  const { view, replaced } = await scope.db.transaction(async (tx) => {
    const row = await findExpense(tx, org.id, expenseId, { lock: true });
    await updateRow(tx, org.id, row.id, { receiptBlobId: blob.id, receiptName: blob.fileName, receiptType: fileTypeOf(blob), updatedAt: now });
    await recordExpenseHistory(tx, org.id, actor, now, [
      {
        expenseId: row.id,
        operation: 'receipt_attached',
        description: row.receiptBlobId ? `Receipt ${row.receiptName} replaced by ${blob.fileName}.` : `Receipt ${blob.fileName} attached.`,
      },
    ]);
    return { view: await expenseView(tx, org, row.id), replaced: row.receiptBlobId };
  });
  if (replaced && replaced !== blob.id) await scope.blobs.delete(org.id, replaced);
  return view;
}

/** Removes the receipt; its bytes go once the change commits. */
export async function deleteReceipt(scope: Scope, expenseId: string): Promise<string> {
  const { org, actor, now } = scope;
  const removed = await scope.db.transaction(async (tx) => {
    const row = await findExpense(tx, org.id, expenseId, { lock: true });
    if (!row.receiptBlobId) throw notFound('The receipt of this expense');
    await updateRow(tx, org.id, row.id, { receiptBlobId: null, receiptName: null, receiptType: null, updatedAt: now });
    await recordExpenseHistory(tx, org.id, actor, now, [
      { expenseId: row.id, operation: 'receipt_deleted', description: `Receipt ${row.receiptName} deleted.` },
    ]);
    return row.receiptBlobId;
  });
  await scope.blobs.delete(org.id, removed);
  return expenseId;
}

/** The receipt of an expense, for the download route. */
export async function receiptOf(scope: Scope, expenseId: string): Promise<ExpenseReceipt> {
  const { org } = scope;
  const row = await findExpense(scope.db, org.id, expenseId);
  const blob = row.receiptBlobId ? await scope.blobs.stat(org.id, row.receiptBlobId) : null;
  if (!blob) throw notFound('The receipt of this expense');
  return {
    documentId: blob.id,
    expenseId: row.id,
    fileName: blob.fileName,
    fileType: row.receiptType ?? fileTypeOf(blob),
    contentType: blob.contentType,
    size: blob.size,
  };
}
