import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { attachedFile, createdAt, decimal, historyEntry, id, updatedAt, type StoredTaxComponent } from '../../columns.ts';
import { inventory } from './stock.ts';
import { listIndexes } from '../../list-indexes.ts';

/** A custom field value as a receive keeps it (given by the client, kept verbatim). */
export interface CustomFieldEntry {
  customfield_id: string | null;
  label: string | null;
  value: string | null;
}

export interface BatchEntry {
  batch_number: string;
  quantity_in: string;
  manufacturer_batch_number: string | null;
  manufactured_date: string | null;
  expiry_date: string | null;
}

export interface StorageEntry {
  storage_id: string;
  quantity: string;
}

export interface ReceiveAddress {
  attention?: string | null;
  address?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
  fax?: string | null;
  phone?: string | null;
}

/** One tax summed over an order's lines. */
export interface OrderTaxValue {
  tax_id: string;
  tax_name: string;
  tax_percentage: string;
  tax_amount: string;
}

/** A contact person of the vendor the order is addressed to, as it was when named. */
export interface OrderContactPerson {
  contact_person_id: string;
}

export type PurchaseOrderState = 'draft' | 'issued' | 'partially_received' | 'received' | 'cancelled';
export type PurchaseReceiveState = 'draft' | 'in_transit' | 'received';

/** Orders of inventory items from a vendor (services/purchase-orders.ts). */
export const purchaseOrders = inventory.table(
  'purchase_orders',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    purchaseorderNumber: text('purchaseorder_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    status: text('status').$type<PurchaseOrderState>().notNull().default('draft'),
    /** A contact of type vendor of the accounting module. */
    vendorId: id('vendor_id').notNull(),
    vendorName: text('vendor_name').notNull(),
    locationId: id('location_id').notNull(),
    referenceNumber: text('reference_number'),
    notes: text('notes'),
    terms: text('terms'),
    /** The vendor's currency; `exchange_rate` converts it to the organization's (1 when they are the same). */
    currencyId: id('currency_id').notNull(),
    exchangeRate: decimal('exchange_rate').notNull().default('1'),
    /** Decimal places the order's amounts are rounded to (the organization's when written). */
    pricePrecision: integer('price_precision').notNull().default(2),
    /** Totals of the invoices' engine (accounting's invoiceTotals): see subgraphs/inventory/README.md. */
    discountType: text('discount_type').$type<'entity_level' | 'item_level'>().notNull().default('entity_level'),
    discount: text('discount'),
    isDiscountBeforeTax: boolean('is_discount_before_tax').notNull().default(true),
    isInclusiveTax: boolean('is_inclusive_tax').notNull().default(false),
    subTotal: decimal('sub_total').notNull().default('0'),
    discountAmount: decimal('discount_amount').notNull().default('0'),
    taxTotal: decimal('tax_total').notNull().default('0'),
    taxes: jsonb('taxes').$type<OrderTaxValue[]>().notNull().default([]),
    total: decimal('total').notNull(),
    attention: text('attention'),
    billingAddress: jsonb('billing_address').$type<ReceiveAddress>(),
    deliveryAddress: jsonb('delivery_address').$type<ReceiveAddress>(),
    /** Drop shipment: a customer the vendor delivers to directly. */
    deliveryCustomerId: id('delivery_customer_id'),
    deliveryCustomerName: text('delivery_customer_name'),
    contactPersons: jsonb('contact_persons').$type<OrderContactPerson[]>().notNull().default([]),
    customFields: jsonb('custom_fields').$type<CustomFieldEntry[]>().notNull().default([]),
    /** How the vendor sends the goods (the family's ship_via), and its id as the client names it. */
    shipVia: text('ship_via'),
    shipViaId: id('ship_via_id'),
    /** A purchases price list of the accounting module: lines given without a rate take its rate. */
    pricebookId: id('pricebook_id'),
    createdById: id('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_orders_org_number').on(t.organizationId, sql`lower(${t.purchaseorderNumber})`),
    // The list's sort and searched columns (purchase-order-service.ts).
    ...listIndexes('purchase_orders', t, {
      sorts: { created: t.createdAt, updated: t.updatedAt, date: t.date, vendor_name: sql`lower(${t.vendorName})`, total: t.total },
      searched: [t.purchaseorderNumber, t.referenceNumber, t.vendorName],
    }),
    index('purchase_orders_org_vendor').on(t.organizationId, t.vendorId),
  ],
);

/**
 * Lines of purchase orders. `quantity_received` and `quantity_in_transit` are the sums of the
 * order's receives in those states, kept here so that receives lock the lines (FOR UPDATE) and
 * no two concurrent receives take the same remaining quantity.
 */
export const purchaseOrderLines = inventory.table(
  'purchase_order_lines',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    purchaseorderId: id('purchaseorder_id').notNull(),
    itemId: id('item_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    unit: text('unit'),
    itemOrder: integer('item_order').notNull(),
    quantity: decimal('quantity').notNull(),
    rate: decimal('rate').notNull(),
    /** item_level discount: "10%" or an amount; its amount rounded. */
    discount: text('discount'),
    discountAmount: decimal('discount_amount').notNull().default('0'),
    taxId: id('tax_id'),
    taxName: text('tax_name'),
    taxType: text('tax_type'),
    taxPercentage: decimal('tax_percentage'),
    taxComponents: jsonb('tax_components').$type<StoredTaxComponent[]>().notNull().default([]),
    /** The purchase account the line is booked to when billed (default the item's). */
    accountId: id('account_id'),
    hsnOrSac: text('hsn_or_sac'),
    itemTotal: decimal('item_total').notNull(),
    quantityReceived: decimal('quantity_received').notNull().default('0'),
    /** Receives in draft or in transit. */
    quantityInTransit: decimal('quantity_in_transit').notNull().default('0'),
  },
  (t) => [index('purchase_order_lines_order').on(t.organizationId, t.purchaseorderId), index('purchase_order_lines_item').on(t.organizationId, t.itemId)],
);

/** Goods of a purchase order arriving (services/purchase-receives.ts). */
export const purchaseReceives = inventory.table(
  'purchase_receives',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    receiveNumber: text('receive_number').notNull(),
    purchaseorderId: id('purchaseorder_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status').$type<PurchaseReceiveState>().notNull(),
    vendorId: id('vendor_id').notNull(),
    vendorName: text('vendor_name').notNull(),
    locationId: id('location_id').notNull(),
    notes: text('notes'),
    terms: text('terms'),
    referenceNumber: text('reference_number'),
    customFields: jsonb('custom_fields').$type<CustomFieldEntry[]>().notNull().default([]),
    billingAddress: jsonb('billing_address').$type<ReceiveAddress>(),
    shippingAddress: jsonb('shipping_address').$type<ReceiveAddress>(),
    trackingNumber: text('tracking_number'),
    trackingLink: text('tracking_link'),
    expectedDeliveryDate: date('expected_delivery_date', { mode: 'string' }),
    shipmentDeliveredDate: date('shipment_delivered_date', { mode: 'string' }),
    carrier: text('carrier'),
    deliveryMethod: text('delivery_method'),
    deliveryMethodId: id('delivery_method_id'),
    total: decimal('total').notNull(),
    totalQuantity: decimal('total_quantity').notNull(),
    createdById: id('created_by_id'),
    lastModifiedById: id('last_modified_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_receives_org_number').on(t.organizationId, sql`lower(${t.receiveNumber})`),
    index('purchase_receives_org_created').on(t.organizationId, t.createdAt),
    index('purchase_receives_org_order').on(t.organizationId, t.purchaseorderId),
  ],
);

/** Lines of receives: each names one purchase order line (`po_line_id`, the wire's line_item_id) once. */
export const purchaseReceiveLines = inventory.table(
  'purchase_receive_lines',
  {
    organizationId: id('organization_id').notNull(),
    receiveId: id('receive_id').notNull(),
    poLineId: id('po_line_id').notNull(),
    itemId: id('item_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    itemOrder: integer('item_order').notNull(),
    quantity: decimal('quantity').notNull(),
    unit: text('unit'),
    rate: decimal('rate').notNull(),
    itemTotal: decimal('item_total').notNull(),
    /** The location the quantity goes to. */
    warehouseId: id('warehouse_id').notNull(),
    itemCustomFields: jsonb('item_custom_fields').$type<CustomFieldEntry[]>().notNull().default([]),
    serialNumbers: jsonb('serial_numbers').$type<string[]>().notNull().default([]),
    batches: jsonb('batches').$type<BatchEntry[]>().notNull().default([]),
    storages: jsonb('storages').$type<StorageEntry[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.receiveId, t.poLineId] }), index('purchase_receive_lines_org_receive').on(t.organizationId, t.receiveId)],
);

/** Serial numbers received: one unit of an item each, so unique per item whatever its case. */
export const purchaseReceiveSerials = inventory.table(
  'purchase_receive_serials',
  {
    organizationId: id('organization_id').notNull(),
    itemId: id('item_id').notNull(),
    serialNumber: text('serial_number').notNull(),
    receiveId: id('receive_id').notNull(),
  },
  (t) => [
    uniqueIndex('purchase_receive_serials_org_item_serial').on(t.organizationId, t.itemId, sql`lower(${t.serialNumber})`),
    index('purchase_receive_serials_receive').on(t.organizationId, t.receiveId),
  ],
);

/** Files attached to receives: the document id is the blob's id (core.blobs). */
export const purchaseReceiveDocuments = inventory.table(
  'purchase_receive_documents',
  {
    organizationId: id('organization_id').notNull(),
    receiveId: id('receive_id').notNull(),
    documentId: id('document_id').notNull(),
    ...attachedFile(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.receiveId, t.documentId] }), index('purchase_receive_documents_org_receive').on(t.organizationId, t.receiveId)],
);

/** Vendor bills recorded against receives (billed_status and bills[] of a receive). */
export const purchaseReceiveBills = inventory.table(
  'purchase_receive_bills',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    receiveId: id('receive_id').notNull(),
    vendorId: id('vendor_id').notNull(),
    billNumber: text('bill_number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    total: decimal('total').notNull(),
    balance: decimal('balance').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A vendor numbers its bills: the same number from the same vendor is the same bill.
    uniqueIndex('purchase_receive_bills_org_vendor_number').on(t.organizationId, t.vendorId, sql`lower(${t.billNumber})`),
    index('purchase_receive_bills_org_receive').on(t.organizationId, t.receiveId),
  ],
);

/** History of receives, written in the transaction of every change. */
export const purchaseReceiveComments = inventory.table(
  'purchase_receive_comments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    receiveId: id('receive_id').notNull(),
    ...historyEntry(),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_receive_comments_org_receive').on(t.organizationId, t.receiveId)],
);

/** History of purchase orders (and of the receives and bills made against them), written in the transaction of every change. */
export const purchaseOrderComments = inventory.table(
  'purchase_order_comments',
  {
    id: id('id').primaryKey(),
    organizationId: id('organization_id').notNull(),
    purchaseorderId: id('purchaseorder_id').notNull(),
    /** The document the entry is about: the order itself, or one of its receives. */
    transactionType: text('transaction_type').$type<'purchaseorder' | 'purchase_receive'>().notNull(),
    transactionId: id('transaction_id').notNull(),
    ...historyEntry(),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_order_comments_org_order').on(t.organizationId, t.purchaseorderId)],
);
