import { ATTACHMENT_KINDS } from '../../../subgraphs/core/platform/files.ts';
import type { RestModule } from '../route.ts';

/**
 * Accounting, /books/v3: retainer invoices (routes.md, Accounting; subgraphs/accounting/README.md,
 * "Retainer invoices", which lists the paths chosen where routes.md gives none, and the extensions).
 * Static paths are matched before /retainerinvoices/{retainerinvoice_id}.
 */
export const bookRetainerInvoices: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/retainerinvoices', field: 'createRetainerInvoice', status: 201, message: 'Retainer invoice has been created.' },
    { method: 'GET', path: '/retainerinvoices', field: 'retainerInvoices', key: 'retainerinvoices', reportName: 'Retainer Invoices' },
    { method: 'GET', path: '/retainerinvoices/templates', field: 'retainerInvoiceTemplates', key: 'templates' },
    // A payment provider reports the outcome of an online payment: no OAuth token, the callback token (header or query) is the proof.
    {
      method: 'POST',
      path: '/retainerinvoices/onlinepayments/{payment_id}/callback',
      field: 'completeRetainerOnlinePayment',
      organization: false,
      anonymous: ['SvcBooks.paymentcallbacks.CREATE'],
      headers: { callbackToken: 'x-callback-token' },
      message: 'The payment status has been recorded.',
    },
    { method: 'GET', path: '/retainerinvoices/{retainerinvoice_id}', field: 'retainerInvoice', key: 'retainerinvoice' },
    {
      method: 'PUT',
      path: '/retainerinvoices/{retainerinvoice_id}',
      field: 'updateRetainerInvoice',
      message: 'Retainer invoice information has been updated.',
    },
    {
      method: 'DELETE',
      path: '/retainerinvoices/{retainerinvoice_id}',
      field: 'deleteRetainerInvoice',
      key: null,
      message: 'The retainer invoice has been deleted.',
    },
    {
      method: 'POST',
      path: '/retainerinvoices/{retainerinvoice_id}/status/sent',
      field: 'markRetainerInvoiceSent',
      key: null,
      message: 'Retainer invoice status has been changed to Sent.',
    },
    {
      method: 'POST',
      path: '/retainerinvoices/{retainerinvoice_id}/status/void',
      field: 'markRetainerInvoiceVoid',
      key: null,
      message: 'Retainer invoice status has been changed to Void.',
    },
    {
      method: 'POST',
      path: '/retainerinvoices/{retainerinvoice_id}/status/draft',
      field: 'markRetainerInvoiceDraft',
      key: null,
      message: 'Status of retainer invoice changed from void to draft.',
    },
    {
      method: 'POST',
      path: '/retainerinvoices/{retainerinvoice_id}/submit',
      field: 'submitRetainerInvoice',
      key: null,
      message: 'The retainer invoice has been submitted for approval successfully.',
    },
    {
      method: 'POST',
      path: '/retainerinvoices/{retainerinvoice_id}/approve',
      field: 'approveRetainerInvoice',
      key: null,
      message: 'You have approved the retainer invoice.',
    },
    {
      method: 'POST',
      path: '/retainerinvoices/{retainerinvoice_id}/email',
      field: 'emailRetainerInvoice',
      key: null,
      message: 'Your retainer invoice has been sent.',
      upload: { part: 'attachments', argument: 'attachments', kinds: ATTACHMENT_KINDS, maxFiles: 5 },
    },
    { method: 'GET', path: '/retainerinvoices/{retainerinvoice_id}/email', field: 'retainerInvoiceEmailContent', spread: true },
    {
      method: 'PUT',
      path: '/retainerinvoices/{retainerinvoice_id}/templates/{template_id}',
      field: 'updateRetainerInvoiceTemplate',
      key: null,
      message: 'Retainer invoice information has been updated.',
    },
    {
      method: 'PUT',
      path: '/retainerinvoices/{retainerinvoice_id}/address/billing',
      field: 'updateRetainerInvoiceBillingAddress',
      message: 'Billing address updated.',
    },
    { method: 'GET', path: '/retainerinvoices/{retainerinvoice_id}/attachment', field: 'retainerInvoiceAttachment', download: {} },
    {
      method: 'POST',
      path: '/retainerinvoices/{retainerinvoice_id}/attachment',
      field: 'addRetainerInvoiceAttachment',
      message: 'Your file has been attached.',
      upload: { part: 'attachment', argument: 'attachment', kinds: ATTACHMENT_KINDS, maxFiles: 5 },
    },
    {
      method: 'DELETE',
      path: '/retainerinvoices/{retainerinvoice_id}/documents/{document_id}',
      field: 'deleteRetainerInvoiceDocument',
      key: null,
      message: 'Your file is no longer attached to the retainer invoice.',
    },
    { method: 'GET', path: '/retainerinvoices/{retainerinvoice_id}/comments', field: 'retainerInvoiceComments', key: 'comments' },
    { method: 'POST', path: '/retainerinvoices/{retainerinvoice_id}/comments', field: 'addRetainerInvoiceComment', message: 'Comments added.' },
    {
      method: 'PUT',
      path: '/retainerinvoices/{retainerinvoice_id}/comments/{comment_id}',
      field: 'updateRetainerInvoiceComment',
      message: 'Comment has been updated.',
    },
    {
      method: 'DELETE',
      path: '/retainerinvoices/{retainerinvoice_id}/comments/{comment_id}',
      field: 'deleteRetainerInvoiceComment',
      key: null,
      message: 'The comment has been deleted.',
    },
    {
      method: 'POST',
      path: '/retainerinvoices/{retainerinvoice_id}/invoices',
      field: 'applyRetainerToInvoices',
      message: 'Retainer payment has been applied to the invoices.',
    },
    {
      method: 'DELETE',
      path: '/retainerinvoices/{retainerinvoice_id}/invoices/{invoice_id}',
      field: 'removeRetainerFromInvoice',
      message: 'The retainer payment applied to the invoice has been deleted.',
    },
    {
      method: 'POST',
      path: '/retainerinvoices/{retainerinvoice_id}/onlinepayments/asynchronous',
      field: 'startRetainerOnlinePayment',
      message: 'The online payment has been initiated.',
    },
    // Extensions (routes.md names none): payments received offline and their list, and the approval setting.
    {
      method: 'POST',
      path: '/retainerinvoices/{retainerinvoice_id}/payments',
      field: 'recordRetainerPayment',
      status: 201,
      message: 'The payment has been recorded.',
    },
    { method: 'GET', path: '/retainerinvoices/{retainerinvoice_id}/payments', field: 'retainerPayments', key: 'payments' },
    { method: 'GET', path: '/settings/retainerinvoices', field: 'retainerInvoiceSettings', key: 'retainerinvoice_settings' },
    { method: 'PUT', path: '/settings/retainerinvoices', field: 'updateRetainerInvoiceSettings', message: 'Retainer invoice settings have been updated.' },
  ],
};
