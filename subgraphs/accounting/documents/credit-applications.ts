/**
 * Credit applied to sales invoices (a credit note's credit, applied from either document): the
 * applications with both documents' numbers in one statement, and how an invoice lists them.
 * The writes are the credit notes' (creditnotes/creditnote-service.ts) and the invoice's side is
 * invoices/invoice-payments.ts `applyCredit`/`removeCredit`; invoices read their credits here.
 */
import { type SQL, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { creditnoteInvoices, creditnotes } from '../../../drizzle/tables/accounting/creditnotes.ts';
import { invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { anyId } from '../../core/request/scoped.ts';
import type { InvoiceCreditApplied } from '../generated/graphql.ts';

export type ApplicationRow = typeof creditnoteInvoices.$inferSelect & { invoiceNumber: string; creditnoteNumber: string };

const applicationColumns = {
  id: creditnoteInvoices.id,
  organizationId: creditnoteInvoices.organizationId,
  creditnoteId: creditnoteInvoices.creditnoteId,
  invoiceId: creditnoteInvoices.invoiceId,
  amount: creditnoteInvoices.amount,
  date: creditnoteInvoices.date,
  createdAt: creditnoteInvoices.createdAt,
  invoiceNumber: invoices.invoiceNumber,
  creditnoteNumber: creditnotes.creditnoteNumber,
};

/** Applications with the numbers of both documents, oldest first; one statement. */
export async function selectApplications(db: Executor, organizationId: string, where: SQL): Promise<ApplicationRow[]> {
  return db
    .select(applicationColumns)
    .from(creditnoteInvoices)
    .innerJoin(invoices, eq(invoices.id, creditnoteInvoices.invoiceId))
    .innerJoin(creditnotes, eq(creditnotes.id, creditnoteInvoices.creditnoteId))
    .where(inOrg(creditnoteInvoices, organizationId, where))
    .orderBy(asc(creditnoteInvoices.date), asc(creditnoteInvoices.createdAt), asc(creditnoteInvoices.id));
}

export function creditAppliedView(row: ApplicationRow): InvoiceCreditApplied {
  return {
    creditnotesInvoiceId: row.id,
    creditnoteId: row.creditnoteId,
    creditnotesNumber: row.creditnoteNumber,
    amountApplied: row.amount,
    creditedDate: row.date,
  };
}

/** Credits applied to several invoices, by invoice, in one statement (Invoice.appliedCredits). */
export async function creditsAppliedByInvoice(
  db: Executor,
  organizationId: string,
  invoiceIds: readonly string[],
): Promise<Map<string, InvoiceCreditApplied[]>> {
  const rows = await selectApplications(db, organizationId, anyId(creditnoteInvoices.invoiceId, invoiceIds));
  const out = new Map<string, InvoiceCreditApplied[]>(invoiceIds.map((id) => [id, []]));
  for (const r of rows) out.get(r.invoiceId)?.push(creditAppliedView(r));
  return out;
}
