/**
 * The printed forms of invoices, as the REST routes' `format` asks for them (GET
 * /invoices/{id}?format=pdf|html, GET /invoices/pdf, GET /invoices/print): the `renderers` of
 * the module's descriptor (index.ts), named by key in gateway/rest/routes/accounting.ts
 * (`accounting.invoice-pdf`, `accounting.invoice-html`, `accounting.invoices-pdf`).
 */
import { invoicePrint } from './invoice-pdf.ts';

export const invoiceRenderers = invoicePrint.renderers;
