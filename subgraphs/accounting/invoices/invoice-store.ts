/**
 * The SQL of invoices: selects (with their currency), own-row locks, numbering, the writes of
 * an invoice and its lines, the overdue move of the hourly job, and the lookups other records'
 * reference checks make. No rule lives here: the service decides, the store reads and writes.
 */
import { type SQL, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { invoiceComments, invoiceLineItems, invoicePayments, invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { items } from '../../../drizzle/tables/accounting/items.ts';
import { accounts } from '../../../drizzle/tables/core/ledger.ts';
import { organizations } from '../../../drizzle/tables/core/organizations.ts';
import { type DocumentRecord, documentReader } from '../../core/books/documents.ts';
import { nextNumber } from '../../core/books/numbering.ts';
import { anyId } from '../../core/request/scoped.ts';
import { newId } from '../../core/values/ids.ts';
import { publishAll } from '../../core/platform/events.ts';
import { INVOICE_STATUS_CHANGED, invoiceStatusChanged } from './invoice-live.ts';
import { deleteValuesOf } from '../shared/custom-fields.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLineItems.$inferSelect;
export type InvoiceFields = Omit<typeof invoices.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;
export type LineFields = Omit<typeof invoiceLineItems.$inferInsert, 'organizationId' | 'invoiceId'> & { id: string };

/** An invoice row with the code of its currency. */
export type InvoiceRecord = DocumentRecord<typeof invoices>;

const NUMBER_SERIES = { series: 'invoice', prefix: 'INV-', width: 6 };

const reader = documentReader(invoices, 'The invoice');

/** Invoices with their currency code, filtered and ordered by the caller; always one statement. */
export const selectInvoices = reader.select;

/** One invoice of the organization; another organization's is absent. `lock` holds it for the caller's transaction. */
export const findInvoice = reader.find;

/** Lines of several invoices in one statement, by invoice, in item_order. */
export async function linesOf(
  db: Executor,
  organizationId: string,
  invoiceIds: readonly string[],
): Promise<Map<string, (InvoiceLineRow & { accountName: string | null })[]>> {
  const byInvoice = new Map<string, (InvoiceLineRow & { accountName: string | null })[]>(invoiceIds.map((id) => [id, []]));
  if (!invoiceIds.length) return byInvoice;
  const rows = await db
    .select({ line: invoiceLineItems, accountName: accounts.accountName })
    .from(invoiceLineItems)
    .leftJoin(accounts, eq(accounts.id, invoiceLineItems.accountId))
    .where(inOrg(invoiceLineItems, organizationId, anyId(invoiceLineItems.invoiceId, invoiceIds)))
    .orderBy(asc(invoiceLineItems.invoiceId), asc(invoiceLineItems.itemOrder), asc(invoiceLineItems.id));
  for (const r of rows) byInvoice.get(r.line.invoiceId)?.push({ ...r.line, accountName: r.accountName });
  return byInvoice;
}

/** The lines of one invoice. */
export async function linesOfInvoice(db: Executor, organizationId: string, invoiceId: string): Promise<InvoiceLineRow[]> {
  return (await linesOf(db, organizationId, [invoiceId])).get(invoiceId) ?? [];
}

/** Items the lines name, held FOR SHARE until the invoice commits, so none is deleted under it. */
export async function lockItems(tx: Tx, organizationId: string, itemIds: readonly string[]) {
  return itemIds.length
    ? tx
        .select()
        .from(items)
        .where(inOrg(items, organizationId, anyId(items.id, [...itemIds])))
        .for('share')
    : [];
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
export async function nextInvoiceNumber(tx: Tx, organizationId: string): Promise<string> {
  for (;;) {
    const number = await nextNumber(tx, organizationId, NUMBER_SERIES.series, NUMBER_SERIES);
    const [taken] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(inOrg(invoices, organizationId, eq(sql`lower(${invoices.invoiceNumber})`, number.toLowerCase())))
      .limit(1);
    if (!taken) return number;
  }
}

export async function insertInvoice(tx: Tx, organizationId: string, invoiceId: string, fields: InvoiceFields, at: Date): Promise<void> {
  await tx.insert(invoices).values({ ...fields, id: invoiceId, organizationId, createdAt: at, updatedAt: at });
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
  if (changes.status !== undefined) await invoiceStatusChanged(tx, organizationId, invoiceId);
}

export async function writeLines(tx: Tx, organizationId: string, invoiceId: string, lines: LineFields[], replace: boolean): Promise<void> {
  if (replace) await tx.delete(invoiceLineItems).where(inOrg(invoiceLineItems, organizationId, eq(invoiceLineItems.invoiceId, invoiceId)));
  if (lines.length) await tx.insert(invoiceLineItems).values(lines.map((l) => ({ ...l, organizationId, invoiceId })));
}

/** An invoice with its lines, history, payments and custom values. */
export async function deleteInvoiceRows(tx: Tx, organizationId: string, invoiceId: string): Promise<void> {
  await tx.delete(invoiceLineItems).where(inOrg(invoiceLineItems, organizationId, eq(invoiceLineItems.invoiceId, invoiceId)));
  await tx.delete(invoiceComments).where(inOrg(invoiceComments, organizationId, eq(invoiceComments.invoiceId, invoiceId)));
  await tx.delete(invoicePayments).where(inOrg(invoicePayments, organizationId, eq(invoicePayments.invoiceId, invoiceId)));
  await deleteValuesOf(tx, organizationId, invoiceId);
  await tx.delete(invoices).where(inOrg(invoices, organizationId, eq(invoices.id, invoiceId)));
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
