/**
 * The SQL of invoices: selects (with their currency), own-row locks, numbering, the writes of
 * an invoice and its lines, the overdue move of the hourly job, and the lookups other records'
 * reference checks make. No rule lives here: the service decides, the store reads and writes.
 */
import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { invoiceComments, invoiceDocuments, invoiceLineItems, invoicePayments, invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { documentFiles } from '../documents/document-files.ts';
import { recordHistory } from './invoice-history.ts';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import { type DocumentRecord, documentReader } from '../../core/books/documents.ts';
import { documentNumbering } from '../../core/books/numbering.ts';
import { newId } from '../../core/values/ids.ts';
import { publishAll } from '../../core/platform/events.ts';
import { INVOICE_STATUS_CHANGED, invoiceLive } from './invoice-live.ts';
import { deleteValuesOf } from '../shared/custom-fields.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { type SalesLineFields, type SalesLineRow, salesLineStore } from '../documents/sales-lines.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceFields = Omit<typeof invoices.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;
export type LineFields = SalesLineFields;

/** An invoice row with the code of its currency. */
export type InvoiceRecord = DocumentRecord<typeof invoices>;

const NUMBER_SERIES = { series: 'invoice', prefix: 'INV-', width: 6 };

const reader = documentReader(invoices, 'The invoice');

/** Invoices with their currency code, filtered and ordered by the caller; always one statement. */
export const selectInvoices = reader.select;

/** One invoice of the organization; another organization's is absent. `lock` holds it for the caller's transaction. */
export const findInvoice = reader.find;

const lines = salesLineStore(invoiceLineItems, invoiceLineItems.invoiceId, 'invoiceId');

/** Lines of several invoices in one statement, by invoice, in item_order. */
export const linesOf = lines.of;

/** The lines of one invoice. */
export async function linesOfInvoice(db: Executor, organizationId: string, invoiceId: string): Promise<SalesLineRow[]> {
  return (await linesOf(db, organizationId, [invoiceId])).get(invoiceId) ?? [];
}

/** Whether another invoice of the organization has this id. */
export async function invoiceExists(tx: Executor, organizationId: string, invoiceId: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(inOrg(invoices, organizationId, eq(invoices.id, invoiceId)));
  return !!found;
}

/** The next number of the series that no invoice holds yet (a number given by hand is skipped, not reused). */
export const nextInvoiceNumber = documentNumbering({ ...NUMBER_SERIES, table: invoices, column: invoices.invoiceNumber });

export async function insertInvoice(tx: Tx, organizationId: string, invoiceId: string, fields: InvoiceFields, at: Date): Promise<void> {
  await tx.insert(invoices).values({ ...fields, id: invoiceId, organizationId, createdAt: at, updatedAt: at });
  await invoiceLive.created(tx, organizationId, invoiceId);
}

export async function updateInvoiceRow(
  tx: Tx,
  organizationId: string,
  invoiceId: string,
  changes: Partial<InvoiceFields> & { updatedAt: Date },
): Promise<void> {
  await tx
    .update(invoices)
    .set(changes)
    .where(inOrg(invoices, organizationId, eq(invoices.id, invoiceId)));
  if (changes.status !== undefined) await invoiceLive.statusChanged(tx, organizationId, invoiceId);
}

export const writeLines = lines.write;

/** An invoice with its lines, history, payments and custom values. */
/** Files attached to an invoice (documents/document-files.ts). */
export const invoiceFiles = documentFiles({
  noun: 'invoice',
  table: invoiceDocuments,
  documentColumn: invoiceDocuments.invoiceId,
  find: (db, organizationId, id, options) => reader.find(db, organizationId, id, options),
  numberOf: (row: InvoiceRecord) => row.invoiceNumber,
  record: (tx, scope, id, operation, description) => recordHistory(tx, scope.org.id, id, scope.actor, operation, description, scope.now),
});

/** An invoice with its lines, history, payments, custom values and files' rows; its files' ids (the caller removes their blobs after commit). */
export async function deleteInvoiceRows(tx: Tx, organizationId: string, invoiceId: string): Promise<string[]> {
  await lines.remove(tx, organizationId, invoiceId);
  const files = await invoiceFiles.removeAll(tx, organizationId, invoiceId);
  await tx.delete(invoiceComments).where(inOrg(invoiceComments, organizationId, eq(invoiceComments.invoiceId, invoiceId)));
  await tx.delete(invoicePayments).where(inOrg(invoicePayments, organizationId, eq(invoicePayments.invoiceId, invoiceId)));
  await deleteValuesOf(tx, organizationId, invoiceId);
  await tx.delete(invoices).where(inOrg(invoices, organizationId, eq(invoices.id, invoiceId)));
  return files;
}

/** Draft invoices with a line applying one of the taxes, locked for the caller's transaction. */
export async function draftsApplying(tx: Tx, organizationId: string, taxIds: readonly string[]): Promise<InvoiceRecord[]> {
  const drafts = await tx
    .selectDistinct({ invoiceId: invoiceLineItems.invoiceId })
    .from(invoiceLineItems)
    .innerJoin(invoices, eq(invoices.id, invoiceLineItems.invoiceId))
    .where(inOrg(invoiceLineItems, organizationId, inArray(invoiceLineItems.taxId, [...taxIds]), eq(invoices.status, 'draft')));
  if (!drafts.length) return [];
  return selectInvoices(tx, organizationId, {
    where: inArray(
      invoices.id,
      drafts.map((d) => d.invoiceId),
    ),
    lock: true,
  });
}

/**
 * Moves to overdue every open invoice, of every organization, whose due date is behind its
 * organization's today at `now`, and writes each one's history entry at `now`. One statement
 * over every organization (a job has no tenant); a second run finds nothing left to move.
 */
export async function markOverdue(tx: Tx, now: Date): Promise<number> {
  const moved = await tx
    .update(invoices)
    .set({ status: 'overdue' })
    .from(organizations)
    .where(
      sql`${organizations.id} = ${invoices.organizationId}
        and ${invoices.status} in ('sent', 'viewed', 'partially_paid')
        and ${invoices.balance} > 0
        and ${invoices.dueDate} < (${now.toISOString()}::timestamptz at time zone ${organizations.timeZone})::date`,
    )
    .returning({ id: invoices.id, organizationId: invoices.organizationId, invoiceNumber: invoices.invoiceNumber });
  if (!moved.length) return 0;
  await tx.insert(invoiceComments).values(
    moved.map((m) => ({
      id: newId(),
      organizationId: m.organizationId,
      invoiceId: m.id,
      commentType: 'system' as const,
      operationType: 'status_changed',
      description: `Invoice ${m.invoiceNumber} is overdue.`,
      commentedById: null,
      commentedBy: 'System',
      createdAt: now,
    })),
  );
  await publishAll(
    tx,
    moved.map((m) => ({ organizationId: m.organizationId, type: INVOICE_STATUS_CHANGED, id: m.id })),
  );
  return moved.length;
}

// --- what other records refer to --------------------------------------------------------------

/** The first invoice naming a contact as its customer, for `contactReferences`. */
export async function invoiceNamingCustomer(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: invoices.invoiceNumber })
    .from(invoices)
    .where(inOrg(invoices, organizationId, eq(invoices.customerId, contactId)))
    .orderBy(invoices.id)
    .limit(1);
  return row && `the customer (customer_id) of the invoice ${row.number}`;
}

async function lineUsing(tx: Tx, organizationId: string, condition: SQL): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: invoices.invoiceNumber })
    .from(invoiceLineItems)
    .innerJoin(invoices, eq(invoices.id, invoiceLineItems.invoiceId))
    .where(inOrg(invoiceLineItems, organizationId, condition))
    .orderBy(invoiceLineItems.id)
    .limit(1);
  return row?.number;
}

/** The first invoice line selling an item, for `itemReferences`. */
export async function invoiceLineNamingItem(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const number = await lineUsing(tx, organizationId, eq(invoiceLineItems.itemId, itemId));
  return number && `sold on the invoice ${number}`;
}

/** The first invoice line posting to an account, for `accountReferences`. */
export async function invoiceLineUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const number = await lineUsing(tx, organizationId, eq(invoiceLineItems.accountId, accountId));
  return number && `the income account (account_id) of a line of the invoice ${number}`;
}

/** The first invoice line applying a tax (or a group it belongs to was expanded from), for `taxReferences`. */
export async function invoiceLineUsingTax(tx: Tx, organizationId: string, taxId: string): Promise<string | undefined> {
  const number = await lineUsing(
    tx,
    organizationId,
    sql`(${invoiceLineItems.taxId} = ${taxId} or ${invoiceLineItems.taxComponents} @> ${JSON.stringify([{ tax_id: taxId }])}::jsonb)`,
  );
  return number && `applied on a line of the invoice ${number}`;
}
