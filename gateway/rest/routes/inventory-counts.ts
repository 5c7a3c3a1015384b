import { IMPORT_KINDS } from '../../../subgraphs/core/platform/files.ts';
import type { RestModule } from '../route.ts';

/** Inventory, /inventory/v1: stock counts and recurring stock count profiles (routes.md, Inventory; subgraphs/inventory/README.md, Stock counts). */
export const inventoryCounts: RestModule = {
  prefix: '/inventory/v1',
  organization: { query: 'organization_id' },
  routes: [
    // JSON, or multipart: the import file in `attachment` (csv, tsv, xls, xlsx; 10 MB), the body in JSONString or text parts.
    {
      method: 'POST',
      path: '/inventorycounts',
      field: 'createInventoryCount',
      status: 201,
      message: 'The stock count has been created.',
      upload: { part: 'attachment', argument: 'importFile', kinds: IMPORT_KINDS, maxBytes: 10 * 1024 * 1024 },
      // 5000 line items of JSON.
      bodyLimit: 4 * 1024 * 1024,
    },
    { method: 'GET', path: '/inventorycounts', field: 'inventoryCounts', key: 'inventorycounts', reportName: 'Inventory Counts' },
    { method: 'GET', path: '/inventorycounts/{inventorycount_id}', field: 'inventoryCount', key: 'inventorycount' },
    {
      method: 'PUT',
      path: '/inventorycounts/{inventorycount_id}',
      field: 'updateInventoryCount',
      message: 'The stock count has been updated.',
      bodyLimit: 4 * 1024 * 1024,
    },
    { method: 'DELETE', path: '/inventorycounts/{inventorycount_id}', field: 'deleteInventoryCount', key: null, message: 'The stock count has been deleted.' },
    { method: 'POST', path: '/inventorycounts/{inventorycount_id}/start', field: 'startInventoryCount', message: 'The stock count is being started.' },
    {
      method: 'PUT',
      path: '/inventorycounts/{inventorycount_id}/count',
      field: 'recordInventoryCount',
      message: 'The counted quantities have been recorded.',
      bodyLimit: 4 * 1024 * 1024,
    },
    { method: 'POST', path: '/inventorycounts/{inventorycount_id}/submit', field: 'submitInventoryCount', message: 'The stock count is being submitted.' },
    {
      method: 'PUT',
      path: '/inventorycounts/{inventorycount_id}/approve',
      field: 'approveInventoryCount',
      message: 'The stock count has been approved; its adjustments are being made.',
      bodyLimit: 4 * 1024 * 1024,
    },
    {
      method: 'POST',
      path: '/inventorycounts/{inventorycount_id}/reject',
      field: 'rejectInventoryCount',
      message: 'The stock count has been rejected and is back in counting.',
    },
    { method: 'POST', path: '/inventorycounts/{inventorycount_id}/cancel', field: 'cancelInventoryCount', message: 'The stock count has been cancelled.' },
    // Extension: the extended line limit and the approval requirement (README, Stock counts).
    { method: 'GET', path: '/settings/inventorycounts', field: 'inventoryCountSettings', key: 'inventorycount_settings' },
    { method: 'PUT', path: '/settings/inventorycounts', field: 'updateInventoryCountSettings', message: 'Stock count settings have been updated.' },

    {
      method: 'POST',
      path: '/recurringinventorycounts',
      field: 'createRecurringInventoryCount',
      status: 201,
      message: 'The recurring stock count has been created.',
      bodyLimit: 4 * 1024 * 1024,
    },
    {
      method: 'GET',
      path: '/recurringinventorycounts',
      field: 'recurringInventoryCounts',
      key: 'recurringinventorycounts',
      reportName: 'Recurring Inventory Counts',
    },
    { method: 'GET', path: '/recurringinventorycounts/{recurringinventorycount_id}', field: 'recurringInventoryCount', key: 'recurringinventorycount' },
    {
      method: 'PUT',
      path: '/recurringinventorycounts/{recurringinventorycount_id}',
      field: 'updateRecurringInventoryCount',
      message: 'The recurring stock count has been updated.',
      bodyLimit: 4 * 1024 * 1024,
    },
    {
      method: 'DELETE',
      path: '/recurringinventorycounts/{recurringinventorycount_id}',
      field: 'deleteRecurringInventoryCount',
      key: null,
      message: 'The recurring stock count has been deleted.',
    },
    {
      method: 'POST',
      path: '/recurringinventorycounts/{recurringinventorycount_id}/active',
      field: 'markRecurringInventoryCountActive',
      message: 'The recurring stock count has been activated.',
    },
    {
      method: 'POST',
      path: '/recurringinventorycounts/{recurringinventorycount_id}/inactive',
      field: 'markRecurringInventoryCountInactive',
      message: 'The recurring stock count has been deactivated.',
    },
  ],
};
