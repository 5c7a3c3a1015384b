/**
 * The SQL of credit notes: the reader (with the currency code), the lines (the kernel's sales line
 * store), the history, numbering, the writes of the note row, its applications to invoices and its
 * refunds, and the lookups other records' reference checks make. No rule lives here.
 */
import { type SQL, asc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { creditnoteComments, creditnoteInvoices, creditnoteLineItems, creditnoteRefunds, creditnotes } from '../../../drizzle/tables/accounting/creditnotes.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { type DocumentRecord, documentReader } from '../../core/books/documents.ts';
import { documentNumbering } from '../../core/books/numbering.ts';
import { anyId } from '../../core/request/scoped.ts';
import { notFound } from '../../core/values/errors.ts';
import { isId } from '../../core/values/ids.ts';
import { type ApplicationRow, selectApplications } from '../documents/credit-applications.ts';
import { documentHistory } from '../documents/document-history.ts';
import { salesLineStore } from '../documents/sales-lines.ts';

export type CreditNoteRecord = DocumentRecord<typeof creditnotes, { currencySymbol: typeof currencies.currencySymbol }>;
export type CreditNoteFields = Omit<typeof creditnotes.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;
export type CreditNoteStoredState = CreditNoteRecord['status'];
export type RefundRow = typeof creditnoteRefunds.$inferSelect;
export type RefundFields = Omit<typeof creditnoteRefunds.$inferInsert, 'id' | 'organizationId' | 'creditnoteId' | 'createdAt' | 'updatedAt'>;

export type { ApplicationRow };
export { selectApplications };

export type CreditNoteOperation =
  | 'added'
  | 'updated'
  | 'submitted'
  | 'approved'
  | 'rejected'
  | 'opened'
  | 'voided'
  | 'drafted'
  | 'applied'
  | 'application_removed'
  | 'refunded'
  | 'refund_changed'
  | 'refund_removed'
  | 'template_changed'
  | 'address_changed'
  | 'emailed'
  | 'commented';

const reader = documentReader(creditnotes, 'The credit note', { columns: { currencySymbol: currencies.currencySymbol } });

/** Credit notes with their currency code, filtered and ordered by the caller; one statement. */
export const selectCreditNotes = reader.select;

/** One credit note of the organization; another organization's is absent. */
export const findCreditNote = reader.find;

/** Lines of several credit notes in one statement, by note. */
export const noteLines = salesLineStore(creditnoteLineItems, creditnoteLineItems.creditnoteId, 'creditnoteId');

export const creditnoteHistory = documentHistory<typeof creditnoteComments, CreditNoteOperation>(creditnoteComments, creditnoteComments.creditnoteId);

export const nextCreditNoteNumber = documentNumbering({
  series: 'creditnote',
  prefix: 'CN-',
  width: 6,
  table: creditnotes,
  column: creditnotes.creditnoteNumber,
});

export async function insertCreditNote(tx: Tx, organizationId: string, creditnoteId: string, fields: CreditNoteFields, at: Date): Promise<void> {
  await tx.insert(creditnotes).values({ ...fields, id: creditnoteId, organizationId, createdAt: at, updatedAt: at });
}

export async function updateCreditNoteRow(tx: Tx, organizationId: string, creditnoteId: string, changes: Partial<CreditNoteFields> & { updatedAt: Date }) {
  await tx
    .update(creditnotes)
    .set(changes)
    .where(inOrg(creditnotes, organizationId, eq(creditnotes.id, creditnoteId)));
}

/** A credit note with its lines and history (it has no applications or refunds: the caller checked). */
export async function deleteCreditNoteRows(tx: Tx, organizationId: string, creditnoteId: string): Promise<void> {
  await noteLines.remove(tx, organizationId, creditnoteId);
  await tx.delete(creditnoteComments).where(inOrg(creditnoteComments, organizationId, eq(creditnoteComments.creditnoteId, creditnoteId)));
  await tx.delete(creditnotes).where(inOrg(creditnotes, organizationId, eq(creditnotes.id, creditnoteId)));
}

// --- applications to invoices ----------------------------------------------------------------

export const applicationsOfNotes = (db: Executor, organizationId: string, creditnoteIds: readonly string[]) =>
  selectApplications(db, organizationId, anyId(creditnoteInvoices.creditnoteId, creditnoteIds));

export const applicationsOfInvoice = (db: Executor, organizationId: string, invoiceId: string) =>
  selectApplications(db, organizationId, eq(creditnoteInvoices.invoiceId, invoiceId));

export async function insertApplications(
  tx: Tx,
  organizationId: string,
  rows: readonly { id: string; creditnoteId: string; invoiceId: string; amount: string; date: string }[],
  at: Date,
): Promise<void> {
  if (rows.length) await tx.insert(creditnoteInvoices).values(rows.map((r) => ({ ...r, organizationId, createdAt: at })));
}

export async function deleteApplication(tx: Tx, organizationId: string, applicationId: string): Promise<void> {
  await tx.delete(creditnoteInvoices).where(inOrg(creditnoteInvoices, organizationId, eq(creditnoteInvoices.id, applicationId)));
}

// --- refunds ---------------------------------------------------------------------------------

export async function refundsOfNotes(db: Executor, organizationId: string, creditnoteIds: readonly string[]): Promise<RefundRow[]> {
  return db
    .select()
    .from(creditnoteRefunds)
    .where(inOrg(creditnoteRefunds, organizationId, anyId(creditnoteRefunds.creditnoteId, creditnoteIds)))
    .orderBy(asc(creditnoteRefunds.date), asc(creditnoteRefunds.id));
}

/** One refund of the organization (of the credit note when named); another's is absent. */
export async function findRefund(
  db: Executor,
  organizationId: string,
  refundId: string,
  creditnoteId?: string,
  options: { lock?: boolean } = {},
): Promise<RefundRow> {
  const query = isId(refundId)
    ? db
        .select()
        .from(creditnoteRefunds)
        .where(
          inOrg(
            creditnoteRefunds,
            organizationId,
            eq(creditnoteRefunds.id, refundId),
            creditnoteId !== undefined ? eq(creditnoteRefunds.creditnoteId, creditnoteId) : undefined,
          ),
        )
    : undefined;
  const [row] = query ? await (options.lock ? query.for('update') : query) : [];
  if (!row) throw notFound('The refund');
  return row;
}

/** Refunds of every credit note with the note's customer, filtered and ordered by the caller; one statement. */
export async function selectRefunds(
  db: Executor,
  organizationId: string,
  options: { where?: SQL; orderBy: SQL[] | ReturnType<typeof asc>[]; limit: number; offset: number },
) {
  return db
    .select({
      refund: creditnoteRefunds,
      creditnoteNumber: creditnotes.creditnoteNumber,
      customerId: creditnotes.customerId,
      customerName: creditnotes.customerName,
      currencyId: creditnotes.currencyId,
    })
    .from(creditnoteRefunds)
    .innerJoin(creditnotes, eq(creditnotes.id, creditnoteRefunds.creditnoteId))
    .where(inOrg(creditnoteRefunds, organizationId, options.where))
    .orderBy(...(options.orderBy as SQL[]))
    .limit(options.limit)
    .offset(options.offset);
}

export async function insertRefund(tx: Tx, organizationId: string, creditnoteId: string, refundId: string, fields: RefundFields, at: Date): Promise<void> {
  await tx.insert(creditnoteRefunds).values({ ...fields, id: refundId, organizationId, creditnoteId, createdAt: at, updatedAt: at });
}

export async function updateRefundRow(tx: Tx, organizationId: string, refundId: string, fields: RefundFields, at: Date): Promise<void> {
  await tx
    .update(creditnoteRefunds)
    .set({ ...fields, updatedAt: at })
    .where(inOrg(creditnoteRefunds, organizationId, eq(creditnoteRefunds.id, refundId)));
}

export async function deleteRefundRow(tx: Tx, organizationId: string, refundId: string): Promise<void> {
  await tx.delete(creditnoteRefunds).where(inOrg(creditnoteRefunds, organizationId, eq(creditnoteRefunds.id, refundId)));
}

// --- what other records refer to --------------------------------------------------------------

/** The first credit note naming a contact as its customer, for `contactReferences`. */
export async function creditnoteNamingCustomer(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: creditnotes.creditnoteNumber })
    .from(creditnotes)
    .where(inOrg(creditnotes, organizationId, eq(creditnotes.customerId, contactId)))
    .orderBy(creditnotes.id)
    .limit(1);
  return row && `the customer (customer_id) of the credit note ${row.number}`;
}

/** The first credit note line naming an item, for `itemReferences`. */
export async function creditnoteLineNamingItem(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: creditnotes.creditnoteNumber })
    .from(creditnoteLineItems)
    .innerJoin(creditnotes, eq(creditnotes.id, creditnoteLineItems.creditnoteId))
    .where(inOrg(creditnoteLineItems, organizationId, eq(creditnoteLineItems.itemId, itemId)))
    .orderBy(creditnoteLineItems.id)
    .limit(1);
  return row && `credited on the credit note ${row.number}`;
}

/** The first credit note line posting to an account, for `accountReferences`. */
export async function creditnoteLineUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: creditnotes.creditnoteNumber })
    .from(creditnoteLineItems)
    .innerJoin(creditnotes, eq(creditnotes.id, creditnoteLineItems.creditnoteId))
    .where(inOrg(creditnoteLineItems, organizationId, eq(creditnoteLineItems.accountId, accountId)))
    .orderBy(creditnoteLineItems.id)
    .limit(1);
  return row && `a line of the credit note ${row.number}`;
}
