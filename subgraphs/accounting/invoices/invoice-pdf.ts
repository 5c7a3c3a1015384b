/**
 * The printed forms of an invoice, declared on the documents kernel's template
 * (documents/document-print.ts): the heading, the invoice's dates and facts, and what is
 * settled against its total (payments, credits, the balance due). Retainer invoices print
 * with this layout under their own heading (`title`).
 */
import { type WireOrganization, type WireSalesDocument, documentPrint } from '../documents/document-print.ts';

/** What the template reads of an invoice beyond every sales document's fields (the wire form of Invoice). */
interface WireInvoice extends WireSalesDocument {
  invoice_number: string;
  due_date: string;
  payment_terms_label?: string | null;
  payment_made: number | string;
  credits_applied: number | string;
  balance: number | string;
}

export interface WireInvoiceDocument {
  invoice: WireInvoice;
  organization: WireOrganization;
  /** The heading, INVOICE unless told (retainer invoices print RETAINER INVOICE). */
  title?: string;
}

export const invoicePrint = documentPrint<WireInvoice>({
  kind: 'invoice',
  plural: 'invoices',
  resource: 'invoice',
  title: 'INVOICE',
  noun: 'Invoice',
  number: (inv) => inv.invoice_number,
  facts: (inv, date) => [
    ['Invoice Date', date(inv.date)],
    ['Due Date', date(inv.due_date)],
    ['Terms', inv.payment_terms_label],
    ['Reference', inv.reference_number],
    ['Salesperson', inv.salesperson_name],
  ],
  headline: (inv) => ['Balance Due', inv.balance],
  settled: (inv) => [
    ['Payment Made', inv.payment_made, 'deducted'],
    ['Credits Applied', inv.credits_applied, 'deducted'],
    ['Balance Due', inv.balance],
  ],
});

/** One invoice as a PDF. */
export const renderInvoicePdf = (document: unknown): Promise<Buffer> => invoicePrint.pdf(document);
/** Several invoices in one PDF, each starting on a new page, in the order given. */
export const renderInvoicesPdf = (documents: unknown): Promise<Buffer> => invoicePrint.pdfs(documents);
/** One invoice as a standalone HTML page. */
export const renderInvoiceHtml = (document: unknown): string => invoicePrint.html(document);
