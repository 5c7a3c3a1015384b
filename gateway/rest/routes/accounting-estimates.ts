import { ATTACHMENT_KINDS } from '../../../subgraphs/core/platform/files.ts';
import type { RestModule } from '../route.ts';

/**
 * Accounting, /books/v3: estimates, and invoices made from them (subgraphs/accounting/README.md,
 * "Estimates"). Static paths are matched before /estimates/{estimate_id}.
 */
export const bookEstimates: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/estimates', field: 'createEstimate', status: 201, message: 'Estimate has been created.' },
    { method: 'GET', path: '/estimates', field: 'estimates' },
    { method: 'GET', path: '/estimates/templates', field: 'estimateTemplates', key: 'templates' },
    {
      method: 'GET',
      path: '/estimates/pdf',
      field: 'estimateDocuments',
      key: 'estimates',
      render: { default: 'pdf', formats: { pdf: 'accounting.estimates-pdf' } },
    },
    // The same PDF, to print (the family's print answers the file).
    {
      method: 'GET',
      path: '/estimates/print',
      field: 'estimateDocuments',
      key: 'estimates',
      render: { default: 'pdf', formats: { pdf: 'accounting.estimates-pdf' } },
    },
    { method: 'POST', path: '/estimates/email', field: 'emailEstimates', key: null, message: 'Your estimates have been sent.' },
    {
      method: 'GET',
      path: '/estimates/{estimate_id}',
      field: 'estimate',
      render: { field: 'estimateDocument', formats: { pdf: 'accounting.estimate-pdf', html: 'accounting.estimate-html' } },
    },
    { method: 'PUT', path: '/estimates/{estimate_id}', field: 'updateEstimate', message: 'Estimate information has been updated.' },
    { method: 'DELETE', path: '/estimates/{estimate_id}', field: 'deleteEstimate', key: null, message: 'The estimate has been deleted.' },
    {
      method: 'POST',
      path: '/estimates/{estimate_id}/status/sent',
      field: 'markEstimateSent',
      key: null,
      message: 'Estimate status has been changed to Sent.',
    },
    {
      method: 'POST',
      path: '/estimates/{estimate_id}/status/accepted',
      field: 'markEstimateAccepted',
      key: null,
      message: 'Estimate status has been changed to Accepted.',
    },
    {
      method: 'POST',
      path: '/estimates/{estimate_id}/status/declined',
      field: 'markEstimateDeclined',
      key: null,
      message: 'Estimate status has been changed to Declined.',
    },
    {
      method: 'POST',
      path: '/estimates/{estimate_id}/submit',
      field: 'submitEstimate',
      key: null,
      message: 'The estimate has been submitted for approval successfully.',
    },
    { method: 'POST', path: '/estimates/{estimate_id}/approve', field: 'approveEstimate', key: null, message: 'You have approved the estimate.' },
    {
      method: 'PUT',
      path: '/estimates/{estimate_id}/templates/{template_id}',
      field: 'updateEstimateTemplate',
      key: null,
      message: 'Estimate information has been updated.',
    },
    {
      method: 'PUT',
      path: '/estimates/{estimate_id}/address/billing',
      field: 'updateEstimateBillingAddress',
      key: null,
      message: 'Billing address updated.',
    },
    {
      method: 'PUT',
      path: '/estimates/{estimate_id}/address/shipping',
      field: 'updateEstimateShippingAddress',
      key: null,
      message: 'Shipping address updated.',
    },
    {
      method: 'POST',
      path: '/estimates/{estimate_id}/email',
      field: 'emailEstimate',
      key: null,
      message: 'Your estimate has been sent.',
      upload: { part: 'attachments', argument: 'attachments', kinds: ATTACHMENT_KINDS, maxFiles: 5 },
    },
    { method: 'GET', path: '/estimates/{estimate_id}/email', field: 'estimateEmailContent', spread: true },
    { method: 'GET', path: '/estimates/{estimate_id}/comments', field: 'estimateComments', key: 'comments' },
    { method: 'POST', path: '/estimates/{estimate_id}/comments', field: 'addEstimateComment', key: null, message: 'Comments added.' },
    {
      method: 'PUT',
      path: '/estimates/{estimate_id}/comments/{comment_id}',
      field: 'updateEstimateComment',
      message: 'Comment has been updated.',
    },
    {
      method: 'DELETE',
      path: '/estimates/{estimate_id}/comments/{comment_id}',
      field: 'deleteEstimateComment',
      key: null,
      message: 'The comment has been deleted.',
    },
    {
      method: 'POST',
      path: '/invoices/fromestimates',
      field: 'createInvoicesFromEstimates',
      key: null,
      message: 'Invoice(s) have been created from the estimate(s).',
    },
  ],
};
