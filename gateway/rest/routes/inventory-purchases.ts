import { ATTACHMENT_KINDS } from '../../../subgraphs/core/platform/files.ts';
import type { RestModule } from '../route.ts';

/** Inventory, /inventory/v1: purchase orders and purchase receives (routes.md, Inventory). */
export const inventoryPurchases: RestModule = {
  prefix: '/inventory/v1',
  organization: { query: 'organization_id' },
  routes: [
    { method: 'POST', path: '/purchaseorders', field: 'createPurchaseOrder', key: 'purchase_order', status: 201, message: 'Purchase order has been created.' },
    { method: 'GET', path: '/purchaseorders', field: 'purchaseOrders', key: 'purchaseorders', reportName: 'Purchase Orders' },
    { method: 'GET', path: '/purchaseorders/{purchaseorder_id}', field: 'purchaseOrder', key: 'purchase_order' },
    {
      method: 'PUT',
      path: '/purchaseorders/{purchaseorder_id}',
      field: 'updatePurchaseOrder',
      key: 'purchase_order',
      message: 'Purchase order has been updated.',
    },
    { method: 'DELETE', path: '/purchaseorders/{purchaseorder_id}', field: 'deletePurchaseOrder', key: null, message: 'The purchase order has been deleted.' },
    {
      method: 'POST',
      path: '/purchaseorders/{purchaseorder_id}/status/issued',
      field: 'markPurchaseOrderIssued',
      message: 'The purchase order has been marked as issued.',
    },
    {
      method: 'POST',
      path: '/purchaseorders/{purchaseorder_id}/status/cancelled',
      field: 'markPurchaseOrderCancelled',
      message: 'The purchase order has been cancelled.',
    },

    { method: 'POST', path: '/purchasereceives', field: 'createPurchaseReceive', status: 201, message: 'Purchase Receive has been created.' },
    { method: 'GET', path: '/purchasereceives', field: 'purchaseReceives', key: 'purchasereceives', reportName: 'Purchase Receives' },
    {
      method: 'POST',
      path: '/purchasereceives/setstatusasintransit',
      field: 'markPurchaseReceivesInTransit',
      message: 'The purchase receive has been marked as in transit.',
    },
    { method: 'GET', path: '/purchasereceives/{receive_id}', field: 'purchaseReceive', key: 'purchase_receive' },
    { method: 'PUT', path: '/purchasereceives/{receive_id}', field: 'updatePurchaseReceive', message: 'Purchase Receive has been updated.' },
    { method: 'DELETE', path: '/purchasereceives/{receive_id}', field: 'deletePurchaseReceive', key: null, message: 'The purchase receive has been deleted.' },
    {
      method: 'POST',
      path: '/purchasereceives/{receive_id}/status/received',
      field: 'markPurchaseReceiveReceived',
      message: 'The purchase receive has been marked as received.',
    },
    {
      method: 'POST',
      path: '/purchasereceives/{receive_id}/attachment',
      field: 'addPurchaseReceiveAttachment',
      status: 201,
      message: 'Your file has been attached.',
      upload: { part: 'attachment', argument: 'attachment', kinds: ATTACHMENT_KINDS, maxBytes: 10 * 1024 * 1024, maxFiles: 20 },
      bodyLimit: 20 * 10 * 1024 * 1024 + 1024 * 1024,
    },
    { method: 'GET', path: '/purchasereceives/{receive_id}/documents/{document_id}', field: 'purchaseReceiveDocument', download: {} },
    {
      method: 'DELETE',
      path: '/purchasereceives/{receive_id}/documents/{document_id}',
      field: 'deletePurchaseReceiveDocument',
      key: null,
      message: 'The document has been deleted.',
    },
    {
      method: 'POST',
      path: '/purchasereceives/{receive_id}/bills',
      field: 'createPurchaseReceiveBill',
      status: 201,
      message: 'The bill has been recorded against the purchase receive.',
    },
    { method: 'DELETE', path: '/purchasereceives/{receive_id}/bills/{bill_id}', field: 'deletePurchaseReceiveBill', message: 'The bill has been deleted.' },
  ],
};
