/**
 * The printed forms of a sales order, declared on the documents kernel's template
 * (documents/document-print.ts): GET /salesorders/{id}?format=pdf|html, GET /salesorders/pdf
 * and /salesorders/print, and the PDF its mail attaches.
 */
import { type WireSalesDocument, documentPrint } from '../documents/document-print.ts';

interface WireSalesOrder extends WireSalesDocument {
  salesorder_number: string;
  shipment_date?: string | null;
  delivery_method?: string | null;
}

export const salesorderPrint = documentPrint<WireSalesOrder>({
  kind: 'salesorder',
  plural: 'salesorders',
  resource: 'salesorder',
  title: 'SALES ORDER',
  noun: 'Sales Order',
  number: (o) => o.salesorder_number,
  facts: (o, date) => [
    ['Order Date', date(o.date)],
    ['Expected Shipment', date(o.shipment_date)],
    ['Delivery Method', o.delivery_method],
    ['Reference', o.reference_number],
    ['Salesperson', o.salesperson_name],
  ],
  headline: (o) => ['Total', o.total],
});
