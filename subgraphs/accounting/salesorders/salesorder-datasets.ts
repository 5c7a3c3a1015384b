import { salesorders } from '../../../drizzle/tables/accounting/salesorders.ts';
import { salesDocumentDataset } from '../documents/document-datasets.ts';
import { salesorderStateSql } from './salesorder-states.ts';

/** Sales orders as analytics views read them; Status is closed once an open order is fully invoiced. */
export const salesorderDataset = salesDocumentDataset({
  name: 'accounting.salesorders',
  description: 'Sales orders: number, customer, dates, status and amounts.',
  table: salesorders,
  noun: 'Sales Order',
  number: salesorders.salesorderNumber,
  dates: [{ name: 'Shipment Date', value: salesorders.shipmentDate }],
  status: salesorderStateSql,
});
