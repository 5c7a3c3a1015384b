/** What other modules may call in the accounting module. */
export { itemExists, itemReferences } from './services/items.ts';
export { type ContactRecord, contactReferences, findContacts, requireContact } from './contact-store.ts';
/** Payments against invoices (the billing module), in the caller's transaction: README "Invoices", Payments. */
export { type AppliedPayment, type PaymentDetails, applyPayment, removePayment } from './services/invoice-payments.ts';
/** Printed forms of invoices, for the REST route table's `render` (GET /invoices/{id}?format=pdf|html, GET /invoices/pdf). */
export { renderInvoiceHtml, renderInvoicePdf, renderInvoicesPdf } from './services/invoice-pdf.ts';
