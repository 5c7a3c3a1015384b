/**
 * The SQL of reconciliations: their rows (the account's completed ones locked in period order),
 * the transactions they select or hold, and their files. No rule lives here: the service checks
 * the selection and the balances, the store reads and writes.
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
import { notFound } from '../../core/values/errors.ts';
import { isId } from '../../core/values/ids.ts';
import type { Page } from '../../core/request/pagination.ts';
import { anyId } from '../../core/request/scoped.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type ReconciliationRow = typeof bankReconciliations.$inferSelect;
export type ReconciliationFields = Partial<typeof bankReconciliations.$inferInsert>;
export type BlobRow = typeof blobs.$inferSelect;
export type BankTransactionRow = typeof bankTransactions.$inferSelect;

/** One reconciliation of the account; another account's or organization's is absent. `lock` holds it for the caller's transaction. */
export async function findReconciliation(
  db: Executor,
  organizationId: string,
  accountId: string,
  reconciliationId: string,
  lock = false,
): Promise<ReconciliationRow> {
  if (!isId(reconciliationId)) throw notFound('The reconciliation');
  const query = db
    .select()
    .from(bankReconciliations)
    .where(inOrg(bankReconciliations, organizationId, eq(bankReconciliations.id, reconciliationId), eq(bankReconciliations.accountId, accountId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('The reconciliation');
  return row;
}

/** Completed reconciliations of the account, latest period first. */
export async function completedOf(db: Executor, organizationId: string, accountId: string, lock = false): Promise<ReconciliationRow[]> {
  const query = db
    .select()
    .from(bankReconciliations)
    .where(inOrg(bankReconciliations, organizationId, eq(bankReconciliations.accountId, accountId), eq(bankReconciliations.status, 'reconciled')))
    .orderBy(desc(bankReconciliations.endDate), desc(bankReconciliations.id));
  return lock ? query.for('update') : query;
}

/** A page of the account's reconciliations, latest period first, one row more than the page to tell whether more follow. */
export async function pageOfReconciliations(db: Executor, organizationId: string, accountId: string, page: Page): Promise<ReconciliationRow[]> {
  return db
    .select()
    .from(bankReconciliations)
    .where(inOrg(bankReconciliations, organizationId, eq(bankReconciliations.accountId, accountId)))
    .orderBy(desc(bankReconciliations.endDate), desc(bankReconciliations.id))
    .limit(page.perPage + 1)
    .offset(page.offset);
}

/** The transactions several reconciliations select, in date order: one statement. */
export async function selectionsOf(db: Executor, organizationId: string, reconciliationIds: string[]) {
  return db
    .select({ reconciliationId: bankReconciliationTransactions.reconciliationId, transactionId: bankReconciliationTransactions.transactionId })
    .from(bankReconciliationTransactions)
    .innerJoin(bankTransactions, eq(bankTransactions.id, bankReconciliationTransactions.transactionId))
    .where(inOrg(bankReconciliationTransactions, organizationId, anyId(bankReconciliationTransactions.reconciliationId, reconciliationIds)))
    .orderBy(asc(bankTransactions.date), asc(bankTransactions.id));
}

/** The files of several reconciliations, oldest first: one statement. */
export async function documentsOf(db: Executor, organizationId: string, reconciliationIds: string[]) {
  return db
    .select({ reconciliationId: bankReconciliationDocuments.reconciliationId, blob: blobs })
    .from(bankReconciliationDocuments)
    .innerJoin(blobs, eq(blobs.id, bankReconciliationDocuments.blobId))
    .where(inOrg(bankReconciliationDocuments, organizationId, anyId(bankReconciliationDocuments.reconciliationId, reconciliationIds)))
    .orderBy(asc(bankReconciliationDocuments.createdAt));
}

/** The ids of the transactions one reconciliation selects. */
export async function selectedIdsOf(tx: Tx, organizationId: string, reconciliationId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: bankReconciliationTransactions.transactionId })
    .from(bankReconciliationTransactions)
    .where(inOrg(bankReconciliationTransactions, organizationId, eq(bankReconciliationTransactions.reconciliationId, reconciliationId)));
  return rows.map((r) => r.id);
}

/** Replaces a reconciliation's selection; ids that are not ids are left out of the rows (the service refuses them by position). */
export async function replaceSelection(tx: Tx, organizationId: string, reconciliationId: string, transactionIds: string[]): Promise<void> {
  await tx
    .delete(bankReconciliationTransactions)
    .where(inOrg(bankReconciliationTransactions, organizationId, eq(bankReconciliationTransactions.reconciliationId, reconciliationId)));
  if (transactionIds.length) {
    await tx
      .insert(bankReconciliationTransactions)
      .values(transactionIds.filter(isId).map((transactionId) => ({ organizationId, reconciliationId, transactionId })));
  }
}

/** Bank transactions by id, locked in id order (so two reconciliations never wait on each other in a cycle). */
export async function lockTransactions(tx: Tx, organizationId: string, transactionIds: string[]): Promise<BankTransactionRow[]> {
  if (!transactionIds.length) return [];
  return tx
    .select()
    .from(bankTransactions)
    .where(inOrg(bankTransactions, organizationId, anyId(bankTransactions.id, transactionIds)))
    .orderBy(asc(bankTransactions.id))
    .for('update');
}

/** Marks transactions as held by a completed reconciliation. */
export async function holdTransactions(tx: Tx, organizationId: string, reconciliationId: string, transactionIds: string[], at: Date): Promise<void> {
  if (!transactionIds.length) return;
  await tx
    .update(bankTransactions)
    .set({ reconciliationId, updatedAt: at })
    .where(inOrg(bankTransactions, organizationId, anyId(bankTransactions.id, transactionIds)));
}

/** Frees the transactions a reconciliation held. */
export async function releaseTransactions(tx: Tx, organizationId: string, reconciliationId: string, at: Date): Promise<void> {
  await tx
    .update(bankTransactions)
    .set({ reconciliationId: null, updatedAt: at })
    .where(inOrg(bankTransactions, organizationId, eq(bankTransactions.reconciliationId, reconciliationId)));
}

export async function insertReconciliation(tx: Tx, fields: typeof bankReconciliations.$inferInsert): Promise<ReconciliationRow> {
  const [row] = await tx.insert(bankReconciliations).values(fields).returning();
  return row;
}

export async function updateReconciliation(tx: Tx, organizationId: string, reconciliationId: string, changes: ReconciliationFields): Promise<void> {
  await tx
    .update(bankReconciliations)
    .set(changes)
    .where(inOrg(bankReconciliations, organizationId, eq(bankReconciliations.id, reconciliationId)));
}

/** Deletes a reconciliation with its selection and file links; answers the ids of its files (their blobs go after the commit). */
export async function deleteReconciliation(tx: Tx, organizationId: string, reconciliationId: string): Promise<string[]> {
  const documents = await tx
    .delete(bankReconciliationDocuments)
    .where(inOrg(bankReconciliationDocuments, organizationId, eq(bankReconciliationDocuments.reconciliationId, reconciliationId)))
    .returning({ id: bankReconciliationDocuments.blobId });
  await tx
    .delete(bankReconciliationTransactions)
    .where(inOrg(bankReconciliationTransactions, organizationId, eq(bankReconciliationTransactions.reconciliationId, reconciliationId)));
  await tx.delete(bankReconciliations).where(inOrg(bankReconciliations, organizationId, eq(bankReconciliations.id, reconciliationId)));
  return documents.map((d) => d.id);
}

/** Uploaded files of the organization by id. */
export async function blobsById(tx: Tx, organizationId: string, blobIds: string[]): Promise<BlobRow[]> {
  if (!blobIds.length) return [];
  return tx
    .select()
    .from(blobs)
    .where(inOrg(blobs, organizationId, inArray(blobs.id, blobIds)));
}

/** How many files a reconciliation holds. */
export async function documentCountOf(tx: Tx, organizationId: string, reconciliationId: string): Promise<number> {
  const existing = await tx
    .select({ id: bankReconciliationDocuments.blobId })
    .from(bankReconciliationDocuments)
    .where(inOrg(bankReconciliationDocuments, organizationId, eq(bankReconciliationDocuments.reconciliationId, reconciliationId)));
  return existing.length;
}

export async function insertDocuments(tx: Tx, organizationId: string, reconciliationId: string, blobIds: string[], at: Date): Promise<void> {
  await tx.insert(bankReconciliationDocuments).values(blobIds.map((blobId) => ({ blobId, organizationId, reconciliationId, createdAt: at })));
}

/** One file of a reconciliation, if it holds it. */
export async function findDocumentBlob(db: Executor, organizationId: string, reconciliationId: string, documentId: string): Promise<BlobRow | undefined> {
  const [found] = await db
    .select({ blob: blobs })
    .from(bankReconciliationDocuments)
    .innerJoin(blobs, eq(blobs.id, bankReconciliationDocuments.blobId))
    .where(
      inOrg(
        bankReconciliationDocuments,
        organizationId,
        eq(bankReconciliationDocuments.reconciliationId, reconciliationId),
        eq(bankReconciliationDocuments.blobId, documentId),
      ),
    );
  return found?.blob;
}

export async function deleteDocumentLink(tx: Tx, organizationId: string, blobId: string): Promise<void> {
  await tx.delete(bankReconciliationDocuments).where(inOrg(bankReconciliationDocuments, organizationId, eq(bankReconciliationDocuments.blobId, blobId)));
}

/** The period of the account's first reconciliation, if any. */
export async function firstReconciliationOf(tx: Tx, organizationId: string, accountId: string) {
  const [row] = await tx
    .select({ startDate: bankReconciliations.startDate, endDate: bankReconciliations.endDate })
    .from(bankReconciliations)
    .where(inOrg(bankReconciliations, organizationId, eq(bankReconciliations.accountId, accountId)))
    .limit(1);
  return row;
}
