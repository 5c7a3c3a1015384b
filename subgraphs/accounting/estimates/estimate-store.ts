/**
 * The SQL of estimates: the reader (with the currency code), the lines (the kernel's sales line
 * store), the history, numbering, the writes of the estimate row, and the lookups other records'
 * reference checks make. No rule lives here.
 */
import { documentLive } from '../documents/document-live.ts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { estimateComments, estimateLineItems, estimates } from '../../../drizzle/tables/accounting/estimates.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { type DocumentRecord, documentReader } from '../../core/books/documents.ts';
import { documentNumbering } from '../../core/books/numbering.ts';
import { documentHistory } from '../documents/document-history.ts';
import { salesLineStore } from '../documents/sales-lines.ts';

export type EstimateRecord = DocumentRecord<typeof estimates>;
export type EstimateFields = Omit<typeof estimates.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;
export type EstimateStoredState = EstimateRecord['status'];

export type EstimateOperation =
  | 'added'
  | 'updated'
  | 'submitted'
  | 'approved'
  | 'marked_as_sent'
  | 'accepted'
  | 'declined'
  | 'invoiced'
  | 'template_changed'
  | 'address_changed'
  | 'emailed'
  | 'commented';

const reader = documentReader(estimates, 'The estimate');

/** Estimates with their currency code, filtered and ordered by the caller; one statement. */
export const selectEstimates = reader.select;

/** One estimate of the organization; another organization's is absent. `lock` holds it for the caller's transaction. */
export const findEstimate = reader.find;

export const estimateLines = salesLineStore(estimateLineItems, estimateLineItems.estimateId, 'estimateId');

export const estimateHistory = documentHistory<typeof estimateComments, EstimateOperation>(estimateComments, estimateComments.estimateId);

export const nextEstimateNumber = documentNumbering({ series: 'estimate', prefix: 'EST-', width: 6, table: estimates, column: estimates.estimateNumber });

export async function insertEstimate(tx: Tx, organizationId: string, estimateId: string, fields: EstimateFields, at: Date): Promise<void> {
  await tx.insert(estimates).values({ ...fields, id: estimateId, organizationId, createdAt: at, updatedAt: at });
  await estimateLive.created(tx, organizationId, estimateId);
}

/** `estimateStatusChanged(estimateId)` and `estimatesChanged`, published whenever a write sets the status. */
export const estimateLive = documentLive({
  field: 'estimate',
  argument: 'estimateId',
  plural: 'estimates',
  type: 'Estimate',
  noun: 'estimate',
  scope: 'SvcBooks.estimates.READ',
  statuses: 'sent, pending approval, approved, accepted, declined, invoiced, back to draft',
});

export async function updateEstimateRow(tx: Tx, organizationId: string, estimateId: string, changes: Partial<EstimateFields> & { updatedAt: Date }) {
  await tx
    .update(estimates)
    .set(changes)
    .where(inOrg(estimates, organizationId, eq(estimates.id, estimateId)));
  if (changes.status !== undefined) await estimateLive.statusChanged(tx, organizationId, estimateId);
}

/** An estimate with its lines and history. */
export async function deleteEstimateRows(tx: Tx, organizationId: string, estimateId: string): Promise<void> {
  await estimateLines.remove(tx, organizationId, estimateId);
  await tx.delete(estimateComments).where(inOrg(estimateComments, organizationId, eq(estimateComments.estimateId, estimateId)));
  await tx.delete(estimates).where(inOrg(estimates, organizationId, eq(estimates.id, estimateId)));
}

// --- what other records refer to --------------------------------------------------------------

/** The first estimate naming a contact as its customer, for `contactReferences`. */
export async function estimateNamingCustomer(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: estimates.estimateNumber })
    .from(estimates)
    .where(inOrg(estimates, organizationId, eq(estimates.customerId, contactId)))
    .orderBy(estimates.id)
    .limit(1);
  return row && `the customer (customer_id) of the estimate ${row.number}`;
}

/** The first estimate line quoting an item, for `itemReferences`. */
export async function estimateLineNamingItem(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: estimates.estimateNumber })
    .from(estimateLineItems)
    .innerJoin(estimates, eq(estimates.id, estimateLineItems.estimateId))
    .where(inOrg(estimateLineItems, organizationId, eq(estimateLineItems.itemId, itemId)))
    .orderBy(estimateLineItems.id)
    .limit(1);
  return row && `quoted on the estimate ${row.number}`;
}
