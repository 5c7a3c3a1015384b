import type { RestModule } from '../route.ts';

/**
 * Inventory, /inventory/v1: the same sales orders as /books/v3/salesorders (subgraphs/accounting/README.md,
 * "Sales orders"), in the Inventory shape: one order as an object, under `sales_order` when written;
 * "confirmed" is the Books wire's "open"; bulk delete and bulk confirm. Static paths first.
 */
export const inventorySalesOrders: RestModule = {
  prefix: '/inventory/v1',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/salesorders', field: 'createSalesOrder', status: 201, key: 'sales_order', message: 'Sales Order has been created.' },
    { method: 'GET', path: '/salesorders', field: 'salesorders' },
    { method: 'DELETE', path: '/salesorders', field: 'deleteSalesOrders', message: 'The selected sales orders have been deleted.' },
    { method: 'POST', path: '/salesorders/status/confirmed', field: 'confirmSalesOrders', message: 'The selected sales orders have been confirmed.' },
    { method: 'GET', path: '/salesorders/{salesorder_id}', field: 'salesorder' },
    { method: 'PUT', path: '/salesorders/{salesorder_id}', field: 'updateSalesOrder', key: 'sales_order', message: 'Sales Order has been updated.' },
    { method: 'DELETE', path: '/salesorders/{salesorder_id}', field: 'deleteSalesOrder', key: null, message: 'Sales Order has been deleted.' },
    {
      method: 'POST',
      path: '/salesorders/{salesorder_id}/status/confirmed',
      field: 'markSalesOrderOpen',
      key: null,
      message: 'Sales Order status has been changed to Confirmed.',
    },
    {
      method: 'POST',
      path: '/salesorders/{salesorder_id}/status/void',
      field: 'markSalesOrderVoid',
      key: null,
      message: 'Sales Order status has been changed to Void.',
    },
  ],
};
