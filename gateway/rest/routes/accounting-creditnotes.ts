import { ATTACHMENT_KINDS } from '../../../subgraphs/core/platform/files.ts';
import type { RestModule, RestRoute } from '../route.ts';

/**
 * Credit notes (subgraphs/accounting/README.md, "Credit notes"): the same operations on
 * /books/v3 and, with the Inventory paths the family gives them, on /inventory/v1 (the same
 * objects; the fields accept SvcBooks.creditnotes.* and SvcInventory.creditnotes.* scopes).
 * Static paths are matched before /creditnotes/{creditnote_id}.
 */
const C = '/creditnotes/{creditnote_id}';

/** The routes both prefixes share, under the same paths. */
const shared: RestRoute[] = [
  { method: 'POST', path: '/creditnotes', field: 'createCreditNote', status: 201, key: 'creditnote', message: 'The credit note has been created.' },
  { method: 'GET', path: '/creditnotes', field: 'creditnotes' },
  { method: 'GET', path: '/creditnotes/templates', field: 'creditnoteTemplates', key: 'templates' },
  { method: 'GET', path: '/creditnotes/refunds', field: 'allCreditnoteRefunds', key: 'creditnote_refunds' },
  // The family's print answers the file: one PDF of the credit notes named.
  {
    method: 'GET',
    path: '/creditnotes/print',
    field: 'creditnoteDocuments',
    key: 'creditnotes',
    render: { default: 'pdf', formats: { pdf: 'accounting.creditnotes-pdf' } },
  },
  {
    method: 'GET',
    path: C,
    field: 'creditnote',
    render: { field: 'creditnoteDocument', formats: { pdf: 'accounting.creditnote-pdf', html: 'accounting.creditnote-html' } },
  },
  { method: 'PUT', path: C, field: 'updateCreditNote', key: 'creditnote', message: 'Credit Note has been updated.' },
  { method: 'DELETE', path: C, field: 'deleteCreditNote', key: null, message: 'The credit note has been deleted.' },
  { method: 'PUT', path: `${C}/templates/{template_id}`, field: 'updateCreditNoteTemplate', key: null, message: 'Credit note template has been updated.' },
  { method: 'PUT', path: `${C}/address/billing`, field: 'updateCreditNoteBillingAddress', key: null, message: 'Billing address updated.' },
  { method: 'PUT', path: `${C}/address/shipping`, field: 'updateCreditNoteShippingAddress', key: null, message: 'Shipping address updated.' },
  {
    method: 'POST',
    path: `${C}/email`,
    field: 'emailCreditNote',
    key: null,
    message: 'Your credit note has been sent.',
    upload: { part: 'attachments', argument: 'attachments', kinds: ATTACHMENT_KINDS, maxFiles: 5 },
  },
  // The family answers a credit note's mail content as a one-element array under data.
  { method: 'GET', path: `${C}/email`, field: 'creditnoteEmailContent', key: 'data', listed: true },
  { method: 'GET', path: `${C}/comments`, field: 'creditnoteComments', key: 'comments' },
  { method: 'POST', path: `${C}/comments`, field: 'addCreditNoteComment', key: 'comment', message: 'Comments added.' },
  { method: 'DELETE', path: `${C}/comments/{comment_id}`, field: 'deleteCreditNoteComment', key: null, message: 'The comment has been deleted.' },
  { method: 'GET', path: `${C}/invoices`, field: 'creditnoteInvoices', key: 'invoices_credited' },
  { method: 'POST', path: `${C}/invoices`, field: 'applyCreditNoteToInvoices', message: 'Credits have been applied to the invoice(s).' },
  {
    method: 'DELETE',
    path: `${C}/invoices/{creditnote_invoice_id}`,
    field: 'deleteCreditNoteInvoice',
    key: null,
    message: 'Credits applied to an invoice have been deleted.',
  },
  { method: 'GET', path: `${C}/refunds`, field: 'creditnoteRefunds', key: 'creditnote_refunds' },
  { method: 'POST', path: `${C}/refunds`, field: 'createCreditNoteRefund', message: 'The refund information for this Credit Note has been saved.' },
  { method: 'GET', path: `${C}/refunds/{creditnote_refund_id}`, field: 'creditnoteRefund', key: 'creditnote_refund' },
  { method: 'PUT', path: `${C}/refunds/{creditnote_refund_id}`, field: 'updateCreditNoteRefund', message: 'The refund information has been saved.' },
  { method: 'DELETE', path: `${C}/refunds/{creditnote_refund_id}`, field: 'deleteCreditNoteRefund', key: null, message: 'The refund has been deleted.' },
  { method: 'POST', path: `${C}/submit`, field: 'submitCreditNote', key: null, message: 'The credit note has been submitted for approval successfully.' },
  { method: 'POST', path: `${C}/approve`, field: 'approveCreditNote', key: null, message: 'You have approved the credit note.' },
  { method: 'POST', path: '/invoices/{invoice_id}/credits', field: 'applyCreditsToInvoice', message: 'Credits have been applied to the invoice.' },
  { method: 'GET', path: '/invoices/{invoice_id}/creditsapplied', field: 'invoiceCreditsApplied', key: 'credits' },
  {
    method: 'DELETE',
    path: '/invoices/{invoice_id}/creditsapplied/{creditnotes_invoice_id}',
    field: 'deleteInvoiceCreditApplied',
    key: null,
    message: 'Credits applied to an invoice have been deleted.',
  },
];

export const bookCreditNotes: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    ...shared,
    { method: 'GET', path: '/creditnotes/refunds/{refund_id}', field: 'creditnoteRefundById', key: 'creditnote_refund' },
    { method: 'POST', path: `${C}/reject`, field: 'rejectCreditNote', key: null, message: 'The credit note has been rejected.' },
    { method: 'POST', path: `${C}/status/open`, field: 'markCreditNoteOpen', key: null, message: 'Status of credit note changed from Draft to Open.' },
    { method: 'POST', path: `${C}/status/void`, field: 'markCreditNoteVoid', key: null, message: 'The credit note has been marked as void.' },
    { method: 'POST', path: `${C}/status/draft`, field: 'markCreditNoteDraft', key: null, message: 'Status of credit note changed from Void to Draft.' },
  ],
};

export const inventoryCreditNotes: RestModule = {
  prefix: '/inventory/v1',
  organization: { query: 'organization_id' },
  routes: [
    ...shared,
    { method: 'POST', path: `${C}/converttoopen`, field: 'markCreditNoteOpen', key: null, message: 'Status of credit note changed from Draft to Open.' },
    { method: 'POST', path: `${C}/void`, field: 'markCreditNoteVoid', key: null, message: 'The credit note has been marked as void.' },
    { method: 'POST', path: `${C}/draft`, field: 'markCreditNoteDraft', key: null, message: 'Status of credit note changed from Void to Draft.' },
  ],
};
