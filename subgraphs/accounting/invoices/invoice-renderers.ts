/**
 * The printed forms of invoices, as the REST routes' `format` asks for them (GET
 * /invoices/{id}?format=pdf|html, GET /invoices/pdf): the `renderers` of the module's
 * descriptor (index.ts), named by key in gateway/rest/routes/accounting.ts.
 */
import type { FileRenderer } from '../../core/platform/modules.ts';
import { renderInvoiceHtml, renderInvoicePdf, renderInvoicesPdf } from './invoice-pdf.ts';

const invoiceFile = (resource: unknown) => `${(resource as { invoice: { invoice_number: string } }).invoice.invoice_number}.pdf`;
const invoicesFile = (resource: unknown) => ((resource as unknown[]).length === 1 ? invoiceFile((resource as unknown[])[0]) : 'invoices.pdf');

export const invoiceRenderers: Record<string, FileRenderer> = {
  'accounting.invoice-pdf': { contentType: 'application/pdf', render: renderInvoicePdf, fileName: invoiceFile },
  'accounting.invoice-html': { contentType: 'text/html; charset=utf-8', render: renderInvoiceHtml },
  'accounting.invoices-pdf': { contentType: 'application/pdf', render: renderInvoicesPdf, fileName: invoicesFile },
};
