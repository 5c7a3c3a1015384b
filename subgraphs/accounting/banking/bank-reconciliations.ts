/**
 * Reconciliations of a bank or credit-card account against its statement. A draft holds a
 * period, the statement's closing balance and the transactions that cleared; completing it
 * (save_option reconcile) needs opening balance + cleared amount = closing balance exactly,
 * and locks those transactions until the reconciliation is undone. Completed reconciliations
 * of an account follow each other in time: each opens with the previous one's closing balance.
 */
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { KontorError, cannotMove, invalid, notFound } from '../../core/values/errors.ts';
import { toEnum } from '../../core/values/enums.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { type Decimal, dec } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { patch } from '../../core/values/patch.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { BankReconciliation, BankReconciliationInput, ReconciliationDocument, ReconciliationStatus } from '../generated/graphql.ts';
import { type BankAccountRecord, findBankAccount } from './bank-accounts.ts';
import { signedAmount } from './bank-kinds.ts';
import { transactionViews } from './bank-transaction-views.ts';
import {
  type BlobRow,
  type ReconciliationFields,
  type ReconciliationRow,
  blobsById,
  completedOf,
  deleteDocumentLink,
  deleteReconciliation,
  documentCountOf,
  documentsOf,
  findDocumentBlob,
  findReconciliation,
  firstReconciliationOf,
  holdTransactions,
  insertDocuments,
  insertReconciliation,
  lockTransactions,
  pageOfReconciliations,
  releaseTransactions,
  replaceSelection,
  selectedIdsOf,
  selectionsOf,
  updateReconciliation,
} from './bank-reconciliation-store.ts';

const MAX_SELECTED = 10_000;
const MAX_DOCUMENTS = 10;

const FIELDS = ['startDate', 'endDate', 'closingBalance'] as const;

/** A reconciliation as a refusal names it: by its period, in its state. */
function stated(row: Pick<ReconciliationRow, 'startDate' | 'endDate' | 'status'>) {
  return { kind: 'reconciliation', name: `of ${row.startDate} to ${row.endDate}`, state: row.status === 'reconciled' ? 'reconciled' : 'a draft' };
}

/** The opening balance of a period: the closing balance of the latest completed reconciliation before it, else 0. */
function openingFor(completed: ReconciliationRow[], row: Pick<ReconciliationRow, 'id' | 'startDate'>): Decimal {
  const previous = completed.find((c) => c.id !== row.id && c.endDate < row.startDate);
  return dec(previous?.closingBalance ?? 0);
}

function documentView(blob: BlobRow, timeZone: string): ReconciliationDocument {
  return {
    documentId: blob.id,
    fileName: blob.fileName,
    fileType: blob.contentType,
    fileSize: blob.size,
    uploadedTime: formatTimestamp(blob.createdAt, timeZone),
  };
}

/** Reconciliations with their transactions and files: five statements for any number. */
async function views(db: Executor, org: OrganizationRow, account: BankAccountRecord, rows: ReconciliationRow[]): Promise<BankReconciliation[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [links, documents, completed] = await Promise.all([selectionsOf(db, org.id, ids), documentsOf(db, org.id, ids), completedOf(db, org.id, account.id)]);
  const transactions = new Map((await transactionViews(db, org, [...new Set(links.map((l) => l.transactionId))])).map((t) => [t.transactionId, t]));
  return rows.map((row) => {
    const selected = links
      .filter((l) => l.reconciliationId === row.id)
      .map((l) => transactions.get(l.transactionId)!)
      .filter(Boolean);
    const cleared = selected.reduce((s, t) => s.plus(signedAmount(account.kind, t.debitOrCredit === 'DEBIT' ? 'debit' : 'credit', t.amount)), dec(0));
    const opening = row.openingBalance !== null ? dec(row.openingBalance) : openingFor(completed, row);
    return {
      reconciliationId: row.id,
      accountId: account.id,
      accountName: account.accountName,
      startDate: row.startDate,
      endDate: row.endDate,
      openingBalance: opening.toFixed(),
      closingBalance: row.closingBalance,
      clearedAmount: cleared.toFixed(),
      difference: dec(row.closingBalance).minus(opening.plus(cleared)).toFixed(),
      status: toEnum<ReconciliationStatus>(row.status),
      reconciledTime: row.reconciledAt ? formatTimestamp(row.reconciledAt, org.timeZone) : null,
      transactions: selected,
      documents: documents.filter((d) => d.reconciliationId === row.id).map((d) => documentView(d.blob, org.timeZone)),
      createdTime: formatTimestamp(row.createdAt, org.timeZone),
      lastModifiedTime: formatTimestamp(row.updatedAt, org.timeZone),
    };
  });
}

export async function getBankReconciliation(scope: Scope, accountId: string, reconciliationId: string): Promise<BankReconciliation> {
  const { db, org } = scope;
  const account = await findBankAccount(db, org.id, accountId);
  const [view] = await views(db, org, account, [await findReconciliation(db, org.id, account.id, reconciliationId)]);
  return view;
}

export async function listBankReconciliations(scope: Scope, accountId: string, page: Page) {
  const { db, org } = scope;
  const account = await findBankAccount(db, org.id, accountId);
  const rows = await pageOfReconciliations(db, org.id, account.id, page);
  return listPage(rows, page, { sortColumn: 'end_date', sortOrder: 'D' }, (nodes) => views(db, org, account, nodes));
}

/**
 * Writes a draft's fields and selection, and completes it when asked. The selection must be
 * categorized transactions of the account, dated by the end of the period, that no other
 * completed reconciliation holds.
 */
async function save(tx: Tx, scope: Scope, account: BankAccountRecord, row: ReconciliationRow, input: BankReconciliationInput): Promise<void> {
  const { org, now } = scope;
  if (row.status === 'reconciled') throw cannotMove(stated(row), 'changed', 'undo it first');
  const given = {
    startDate: input.startDate,
    endDate: input.endDate,
    closingBalance: input.closingBalance != null ? dec(input.closingBalance).toFixed() : input.closingBalance,
  };
  const next = patch(row, given, FIELDS, FIELDS);
  if (next.startDate > next.endDate) throw invalid(['input', 'endDate'], `must not be before start_date ${next.startDate}`);
  let selectedIds: string[];
  if (input.transactionsToBeReconciled) {
    selectedIds = [...new Set(input.transactionsToBeReconciled.map((t) => t.transactionId))];
    if (selectedIds.length > MAX_SELECTED)
      throw new KontorError('LIMIT_EXCEEDED', `A reconciliation takes at most ${MAX_SELECTED} transactions.`, {
        field: ['input', 'transactionsToBeReconciled'],
      });
    await replaceSelection(tx, org.id, row.id, selectedIds);
  } else {
    selectedIds = await selectedIdsOf(tx, org.id, row.id);
  }
  const wanted = selectedIds.filter(isId);
  const found = await lockTransactions(tx, org.id, wanted);
  const byId = new Map(found.map((t) => [t.id, t]));
  selectedIds.forEach((id, i) => {
    const field = ['input', 'transactionsToBeReconciled', i, 'transactionId'];
    const t = byId.get(id);
    if (!t || t.accountId !== account.id) throw invalid(field, `${id} is not a transaction of the account ${account.accountName}`);
    if (t.status !== 'categorized')
      throw invalid(field, `the transaction of ${t.date} is uncategorized; only categorized transactions (in the books) can be reconciled`);
    if (t.date > next.endDate) throw invalid(field, `the transaction of ${t.date} is after the end_date ${next.endDate}`);
    if (t.reconciliationId && t.reconciliationId !== row.id) throw invalid(field, `the transaction of ${t.date} is held by another completed reconciliation`);
  });
  const update: ReconciliationFields = { ...next, updatedAt: now };
  if (input.saveOption === 'RECONCILE') {
    const completed = await completedOf(tx, org.id, account.id, true);
    const latest = completed.find((c) => c.id !== row.id);
    if (latest && latest.endDate >= next.startDate) {
      throw cannotMove(stated({ ...row, ...next }), 'completed', `the account is reconciled up to ${latest.endDate}; a reconciliation must start after that`, {
        field: ['input', 'startDate'],
      });
    }
    const opening = dec(latest?.closingBalance ?? 0);
    const cleared = found.reduce((s, t) => s.plus(signedAmount(account.kind, t.debitOrCredit, t.amount)), dec(0));
    const reached = opening.plus(cleared);
    if (!reached.equals(next.closingBalance)) {
      const places = account.pricePrecision;
      throw invalid(
        ['input', 'closingBalance'],
        `the opening balance ${opening.toFixed(places)} plus the selected transactions ${cleared.toFixed(places)} is ${reached.toFixed(places)}, which differs from the closing balance ${dec(next.closingBalance).toFixed(places)} by ${dec(next.closingBalance).minus(reached).toFixed(places)}; select the missing transactions or correct the closing balance`,
      );
    }
    update.status = 'reconciled';
    update.openingBalance = opening.toFixed();
    update.reconciledAt = now;
    await holdTransactions(tx, org.id, row.id, wanted, now);
  }
  await updateReconciliation(tx, org.id, row.id, update);
}

export async function createBankReconciliation(scope: Scope, accountId: string, input: BankReconciliationInput): Promise<BankReconciliation> {
  const { org, now } = scope;
  for (const [name, wire] of [
    ['startDate', 'start_date'],
    ['endDate', 'end_date'],
    ['closingBalance', 'closing_balance'],
  ] as const) {
    if (input[name] == null) throw invalid(['input', name], `is required to start a reconciliation (${wire})`);
  }
  const id = newId();
  await scope.db.transaction(async (tx) => {
    const account = await findBankAccount(tx, org.id, accountId, { lock: true });
    const row = await insertReconciliation(tx, {
      id,
      organizationId: org.id,
      accountId: account.id,
      startDate: input.startDate!,
      endDate: input.endDate!,
      closingBalance: dec(input.closingBalance!).toFixed(),
      status: 'draft',
      createdAt: now,
      updatedAt: now,
    });
    await save(tx, scope, account, row, input);
  });
  return getBankReconciliation(scope, accountId, id);
}

export async function saveBankReconciliation(
  scope: Scope,
  accountId: string,
  reconciliationId: string,
  input: BankReconciliationInput,
): Promise<BankReconciliation> {
  await scope.db.transaction(async (tx) => {
    const account = await findBankAccount(tx, scope.org.id, accountId, { lock: true });
    const row = await findReconciliation(tx, scope.org.id, account.id, reconciliationId, true);
    await save(tx, scope, account, row, input);
  });
  return getBankReconciliation(scope, accountId, reconciliationId);
}

/** Turns a completed reconciliation back into a draft; only the account's latest one, so openings stay true. */
async function undo(tx: Tx, scope: Scope, account: BankAccountRecord, row: ReconciliationRow): Promise<void> {
  const { org, now } = scope;
  const [latest] = await completedOf(tx, org.id, account.id, true);
  if (latest && latest.id !== row.id) {
    throw cannotMove(
      stated(row),
      'undone',
      `only the latest reconciliation of the account (${latest.startDate} to ${latest.endDate}) can be undone; undo that one first`,
    );
  }
  await releaseTransactions(tx, org.id, row.id, now);
  await updateReconciliation(tx, org.id, row.id, { status: 'draft', openingBalance: null, reconciledAt: null, updatedAt: now });
}

export async function undoBankReconciliation(scope: Scope, accountId: string, reconciliationId: string): Promise<BankReconciliation> {
  await scope.db.transaction(async (tx) => {
    const account = await findBankAccount(tx, scope.org.id, accountId, { lock: true });
    const row = await findReconciliation(tx, scope.org.id, account.id, reconciliationId, true);
    if (row.status !== 'reconciled') throw cannotMove(stated(row), 'undone', 'there is nothing to undo');
    await undo(tx, scope, account, row);
  });
  return getBankReconciliation(scope, accountId, reconciliationId);
}

/** Deletes a reconciliation (undoing it first when completed); its files are removed after the commit. */
export async function deleteBankReconciliation(scope: Scope, accountId: string, reconciliationId: string): Promise<string> {
  const { org } = scope;
  const documentIds = await scope.db.transaction(async (tx) => {
    const account = await findBankAccount(tx, org.id, accountId, { lock: true });
    const row = await findReconciliation(tx, org.id, account.id, reconciliationId, true);
    if (row.status === 'reconciled') await undo(tx, scope, account, row);
    return deleteReconciliation(tx, org.id, row.id);
  });
  for (const id of documentIds) await scope.blobs.delete(org.id, id);
  return reconciliationId;
}

export async function addReconciliationAttachments(
  scope: Scope,
  accountId: string,
  reconciliationId: string,
  blobIds: string[],
): Promise<ReconciliationDocument[]> {
  const { org, now } = scope;
  return scope.db.transaction(async (tx) => {
    const account = await findBankAccount(tx, org.id, accountId);
    const row = await findReconciliation(tx, org.id, account.id, reconciliationId, true);
    const ids = [...new Set(blobIds.filter(isId))];
    const stored = await blobsById(tx, org.id, ids);
    if (!stored.length || stored.length !== ids.length) throw invalid(['attachment'], 'send the file as the multipart field attachment');
    const existing = await documentCountOf(tx, org.id, row.id);
    if (existing + ids.length > MAX_DOCUMENTS) {
      throw new KontorError('LIMIT_EXCEEDED', `A reconciliation holds at most ${MAX_DOCUMENTS} files; it has ${existing}.`, { field: ['attachment'] });
    }
    await insertDocuments(tx, org.id, row.id, ids, now);
    return stored.map((b) => documentView(b, org.timeZone));
  });
}

async function findDocument(db: Executor, org: OrganizationRow, accountId: string, reconciliationId: string, documentId: string) {
  const account = await findBankAccount(db, org.id, accountId);
  const row = await findReconciliation(db, org.id, account.id, reconciliationId);
  if (!isId(documentId)) throw notFound('The document');
  const found = await findDocumentBlob(db, org.id, row.id, documentId);
  if (!found) throw notFound('The document');
  return found;
}

export async function getReconciliationDocument(
  scope: Scope,
  accountId: string,
  reconciliationId: string,
  documentId: string,
): Promise<ReconciliationDocument> {
  return documentView(await findDocument(scope.db, scope.org, accountId, reconciliationId, documentId), scope.org.timeZone);
}

export async function deleteReconciliationDocument(scope: Scope, accountId: string, reconciliationId: string, documentId: string): Promise<string> {
  const { org } = scope;
  await scope.db.transaction(async (tx) => {
    const blob = await findDocument(tx, org, accountId, reconciliationId, documentId);
    await deleteDocumentLink(tx, org.id, blob.id);
  });
  await scope.blobs.delete(org.id, documentId);
  return documentId;
}

/** The first reconciliation of an account, for the account's IN_USE message. */
export async function reconciliationOfAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const row = await firstReconciliationOf(tx, organizationId, accountId);
  return row ? `reconciled by the reconciliation of ${row.startDate} to ${row.endDate}` : undefined;
}
