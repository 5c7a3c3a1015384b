/**
 * Reconciliations of a bank or credit-card account against its statement. A draft holds a
 * period, the statement's closing balance and the transactions that cleared; completing it
 * (save_option reconcile) needs opening balance + cleared amount = closing balance exactly,
 * and locks those transactions until the reconciliation is undone. Completed reconciliations
 * of an account follow each other in time: each opens with the previous one's closing balance.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import {
  bankReconciliationDocuments,
  bankReconciliationTransactions,
  bankReconciliations,
  bankTransactions,
} from '../../../drizzle/tables/accounting/banking.ts';
import { blobs } from '../../../drizzle/tables/core/blobs.ts';
import { KontorError, cannotMove, invalid, notFound } from '../../core/values/errors.ts';
import { toEnum } from '../../core/values/enums.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { type Decimal, dec } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { anyId } from '../../core/request/scoped.ts';
import type { Scope } from '../../core/request/scope.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { patch } from '../../core/values/patch.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { BankReconciliation, BankReconciliationInput, ReconciliationDocument, ReconciliationStatus } from '../generated/graphql.ts';
import { type BankAccountRecord, findBankAccount } from './bank-accounts.ts';
import { signedAmount } from './bank-kinds.ts';
import { transactionViews } from './bank-transaction-views.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

type ReconciliationRow = typeof bankReconciliations.$inferSelect;

const MAX_SELECTED = 10_000;
const MAX_DOCUMENTS = 10;

const FIELDS = ['startDate', 'endDate', 'closingBalance'] as const;

function notFoundReconciliation(): KontorError {
  return notFound('The reconciliation');
}

/** A reconciliation as a refusal names it: by its period, in its state. */
function stated(row: Pick<ReconciliationRow, 'startDate' | 'endDate' | 'status'>) {
  return { kind: 'reconciliation', name: `of ${row.startDate} to ${row.endDate}`, state: row.status === 'reconciled' ? 'reconciled' : 'a draft' };
}

async function findRow(db: Executor, organizationId: string, accountId: string, reconciliationId: string, lock = false): Promise<ReconciliationRow> {
  if (!isId(reconciliationId)) throw notFoundReconciliation();
  const query = db
    .select()
    .from(bankReconciliations)
    .where(inOrg(bankReconciliations, organizationId, eq(bankReconciliations.id, reconciliationId), eq(bankReconciliations.accountId, accountId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFoundReconciliation();
  return row;
}

/** Completed reconciliations of the account, latest period first. */
async function completedOf(db: Executor, organizationId: string, accountId: string, lock = false): Promise<ReconciliationRow[]> {
  const query = db
    .select()
    .from(bankReconciliations)
    .where(inOrg(bankReconciliations, organizationId, eq(bankReconciliations.accountId, accountId), eq(bankReconciliations.status, 'reconciled')))
    .orderBy(desc(bankReconciliations.endDate), desc(bankReconciliations.id));
  return lock ? query.for('update') : query;
}

/** The opening balance of a period: the closing balance of the latest completed reconciliation before it, else 0. */
function openingFor(completed: ReconciliationRow[], row: Pick<ReconciliationRow, 'id' | 'startDate'>): Decimal {
  const previous = completed.find((c) => c.id !== row.id && c.endDate < row.startDate);
  return dec(previous?.closingBalance ?? 0);
}

function documentView(blob: typeof blobs.$inferSelect, timeZone: string): ReconciliationDocument {
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
  const [links, documents, completed] = await Promise.all([
    db
      .select({ reconciliationId: bankReconciliationTransactions.reconciliationId, transactionId: bankReconciliationTransactions.transactionId })
      .from(bankReconciliationTransactions)
      .innerJoin(bankTransactions, eq(bankTransactions.id, bankReconciliationTransactions.transactionId))
      .where(inOrg(bankReconciliationTransactions, org.id, anyId(bankReconciliationTransactions.reconciliationId, ids)))
      .orderBy(asc(bankTransactions.date), asc(bankTransactions.id)),
    db
      .select({ reconciliationId: bankReconciliationDocuments.reconciliationId, blob: blobs })
      .from(bankReconciliationDocuments)
      .innerJoin(blobs, eq(blobs.id, bankReconciliationDocuments.blobId))
      .where(inOrg(bankReconciliationDocuments, org.id, anyId(bankReconciliationDocuments.reconciliationId, ids)))
      .orderBy(asc(bankReconciliationDocuments.createdAt)),
    completedOf(db, org.id, account.id),
  ]);
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
  const [view] = await views(db, org, account, [await findRow(db, org.id, account.id, reconciliationId)]);
  return view;
}

export async function listBankReconciliations(scope: Scope, accountId: string, page: Page) {
  const { db, org } = scope;
  const account = await findBankAccount(db, org.id, accountId);
  const rows = await db
    .select()
    .from(bankReconciliations)
    .where(inOrg(bankReconciliations, org.id, eq(bankReconciliations.accountId, account.id)))
    .orderBy(desc(bankReconciliations.endDate), desc(bankReconciliations.id))
    .limit(page.perPage + 1)
    .offset(page.offset);
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
    await tx
      .delete(bankReconciliationTransactions)
      .where(inOrg(bankReconciliationTransactions, org.id, eq(bankReconciliationTransactions.reconciliationId, row.id)));
    if (selectedIds.length) {
      await tx
        .insert(bankReconciliationTransactions)
        .values(selectedIds.filter(isId).map((transactionId) => ({ organizationId: org.id, reconciliationId: row.id, transactionId })));
    }
  } else {
    selectedIds = (
      await tx
        .select({ id: bankReconciliationTransactions.transactionId })
        .from(bankReconciliationTransactions)
        .where(inOrg(bankReconciliationTransactions, org.id, eq(bankReconciliationTransactions.reconciliationId, row.id)))
    ).map((r) => r.id);
  }
  const wanted = selectedIds.filter(isId);
  const found = wanted.length
    ? await tx
        .select()
        .from(bankTransactions)
        .where(inOrg(bankTransactions, org.id, anyId(bankTransactions.id, wanted)))
        .orderBy(asc(bankTransactions.id))
        .for('update')
    : [];
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
  const update: Partial<typeof bankReconciliations.$inferInsert> = { ...next, updatedAt: now };
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
    if (wanted.length) {
      await tx
        .update(bankTransactions)
        .set({ reconciliationId: row.id, updatedAt: now })
        .where(inOrg(bankTransactions, org.id, anyId(bankTransactions.id, wanted)));
    }
  }
  await tx
    .update(bankReconciliations)
    .set(update)
    .where(inOrg(bankReconciliations, org.id, eq(bankReconciliations.id, row.id)));
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
    const [row] = await tx
      .insert(bankReconciliations)
      .values({
        id,
        organizationId: org.id,
        accountId: account.id,
        startDate: input.startDate!,
        endDate: input.endDate!,
        closingBalance: dec(input.closingBalance!).toFixed(),
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
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
    const row = await findRow(tx, scope.org.id, account.id, reconciliationId, true);
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
  await tx
    .update(bankTransactions)
    .set({ reconciliationId: null, updatedAt: now })
    .where(inOrg(bankTransactions, org.id, eq(bankTransactions.reconciliationId, row.id)));
  await tx
    .update(bankReconciliations)
    .set({ status: 'draft', openingBalance: null, reconciledAt: null, updatedAt: now })
    .where(inOrg(bankReconciliations, org.id, eq(bankReconciliations.id, row.id)));
}

export async function undoBankReconciliation(scope: Scope, accountId: string, reconciliationId: string): Promise<BankReconciliation> {
  await scope.db.transaction(async (tx) => {
    const account = await findBankAccount(tx, scope.org.id, accountId, { lock: true });
    const row = await findRow(tx, scope.org.id, account.id, reconciliationId, true);
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
    const row = await findRow(tx, org.id, account.id, reconciliationId, true);
    if (row.status === 'reconciled') await undo(tx, scope, account, row);
    const documents = await tx
      .delete(bankReconciliationDocuments)
      .where(inOrg(bankReconciliationDocuments, org.id, eq(bankReconciliationDocuments.reconciliationId, row.id)))
      .returning({ id: bankReconciliationDocuments.blobId });
    await tx
      .delete(bankReconciliationTransactions)
      .where(inOrg(bankReconciliationTransactions, org.id, eq(bankReconciliationTransactions.reconciliationId, row.id)));
    await tx.delete(bankReconciliations).where(inOrg(bankReconciliations, org.id, eq(bankReconciliations.id, row.id)));
    return documents.map((d) => d.id);
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
    const row = await findRow(tx, org.id, account.id, reconciliationId, true);
    const ids = [...new Set(blobIds.filter(isId))];
    const stored = ids.length
      ? await tx
          .select()
          .from(blobs)
          .where(inOrg(blobs, org.id, inArray(blobs.id, ids)))
      : [];
    if (!stored.length || stored.length !== ids.length) throw invalid(['attachment'], 'send the file as the multipart field attachment');
    const existing = await tx
      .select({ id: bankReconciliationDocuments.blobId })
      .from(bankReconciliationDocuments)
      .where(inOrg(bankReconciliationDocuments, org.id, eq(bankReconciliationDocuments.reconciliationId, row.id)));
    if (existing.length + ids.length > MAX_DOCUMENTS) {
      throw new KontorError('LIMIT_EXCEEDED', `A reconciliation holds at most ${MAX_DOCUMENTS} files; it has ${existing.length}.`, { field: ['attachment'] });
    }
    await tx.insert(bankReconciliationDocuments).values(ids.map((blobId) => ({ blobId, organizationId: org.id, reconciliationId: row.id, createdAt: now })));
    return stored.map((b) => documentView(b, org.timeZone));
  });
}

async function findDocument(db: Executor, org: OrganizationRow, accountId: string, reconciliationId: string, documentId: string) {
  const account = await findBankAccount(db, org.id, accountId);
  const row = await findRow(db, org.id, account.id, reconciliationId);
  if (!isId(documentId)) throw notFound('The document');
  const [found] = await db
    .select({ blob: blobs })
    .from(bankReconciliationDocuments)
    .innerJoin(blobs, eq(blobs.id, bankReconciliationDocuments.blobId))
    .where(
      inOrg(bankReconciliationDocuments, org.id, eq(bankReconciliationDocuments.reconciliationId, row.id), eq(bankReconciliationDocuments.blobId, documentId)),
    );
  if (!found) throw notFound('The document');
  return found.blob;
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
    await tx.delete(bankReconciliationDocuments).where(inOrg(bankReconciliationDocuments, org.id, eq(bankReconciliationDocuments.blobId, blob.id)));
  });
  await scope.blobs.delete(org.id, documentId);
  return documentId;
}

/** The first reconciliation of an account, for the account's IN_USE message. */
export async function reconciliationOfAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ startDate: bankReconciliations.startDate, endDate: bankReconciliations.endDate })
    .from(bankReconciliations)
    .where(inOrg(bankReconciliations, organizationId, eq(bankReconciliations.accountId, accountId)))
    .limit(1);
  return row ? `reconciled by the reconciliation of ${row.startDate} to ${row.endDate}` : undefined;
}
