import type { RestModule } from '../route.ts';

/**
 * Accounting, /books/v3: sales orders, and invoices made from them (subgraphs/accounting/README.md,
 * "Sales orders"). The family answers one sales order as a one-element array (`salesorder: [ … ]`).
 * Static paths are matched before /salesorders/{salesorder_id}.
 */
export const bookSalesOrders: RestModule = {
  prefix: '/books/v3',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/salesorders', field: 'createSalesOrder', status: 201, key: 'salesorder', listed: true, message: 'Sales Order has been created.' },
    { method: 'GET', path: '/salesorders', field: 'salesorders' },
    { method: 'GET', path: '/salesorders/templates', field: 'salesorderTemplates', key: 'templates' },
    { method: 'GET', path: '/salesorders/{salesorder_id}', field: 'salesorder', listed: true },
    {
      method: 'PUT',
      path: '/salesorders/{salesorder_id}',
      field: 'updateSalesOrder',
      key: 'salesorder',
      listed: true,
      message: 'Sales Order has been updated.',
    },
    { method: 'DELETE', path: '/salesorders/{salesorder_id}', field: 'deleteSalesOrder', key: null, message: 'Sales Order has been deleted.' },
    {
      method: 'POST',
      path: '/salesorders/{salesorder_id}/status/open',
      field: 'markSalesOrderOpen',
      status: 201,
      key: null,
      message: 'Sales Order status has been changed to Open.',
    },
    {
      method: 'POST',
      path: '/salesorders/{salesorder_id}/status/void',
      field: 'markSalesOrderVoid',
      status: 201,
      key: null,
      message: 'Sales Order status has been changed to Void.',
    },
    {
      method: 'POST',
      path: '/salesorders/{salesorder_id}/submit',
      field: 'submitSalesOrder',
      key: null,
      message: 'The sales order has been submitted for approval successfully.',
    },
    { method: 'POST', path: '/salesorders/{salesorder_id}/approve', field: 'approveSalesOrder', key: null, message: 'You have approved the sales order.' },
    {
      method: 'PUT',
      path: '/salesorders/{salesorder_id}/templates/{template_id}',
      field: 'updateSalesOrderTemplate',
      key: null,
      message: 'Sales Order information has been updated.',
    },
    {
      method: 'PUT',
      path: '/salesorders/{salesorder_id}/address/billing',
      field: 'updateSalesOrderBillingAddress',
      key: null,
      message: 'Billing address updated.',
    },
    {
      method: 'PUT',
      path: '/salesorders/{salesorder_id}/address/shipping',
      field: 'updateSalesOrderShippingAddress',
      key: null,
      message: 'Shipping address updated.',
    },
    { method: 'GET', path: '/salesorders/{salesorder_id}/comments', field: 'salesorderComments', key: 'comments' },
    { method: 'POST', path: '/salesorders/{salesorder_id}/comments', field: 'addSalesOrderComment', key: 'comment', listed: true, message: 'Comments added.' },
    {
      method: 'PUT',
      path: '/salesorders/{salesorder_id}/comments/{comment_id}',
      field: 'updateSalesOrderComment',
      key: 'comment',
      listed: true,
      message: 'Comment has been updated.',
    },
    {
      method: 'DELETE',
      path: '/salesorders/{salesorder_id}/comments/{comment_id}',
      field: 'deleteSalesOrderComment',
      key: null,
      message: 'The comment has been deleted.',
    },
    {
      method: 'POST',
      path: '/invoices/fromsalesorder',
      field: 'createInvoiceFromSalesOrder',
      status: 201,
      message: 'Invoice has been created.',
    },
  ],
};
