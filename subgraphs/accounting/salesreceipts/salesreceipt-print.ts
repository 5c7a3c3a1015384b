/**
 * The printed forms of a sales receipt, declared on the documents kernel's template
 * (documents/document-print.ts): GET /salesreceipts/{id}?format=pdf|html and the PDF its mail
 * attaches.
 */
import { type WireSalesDocument, documentPrint } from '../documents/document-print.ts';

interface WireSalesReceipt extends WireSalesDocument {
  receipt_number: string;
  payment_mode?: string | null;
}

export const salesreceiptPrint = documentPrint<WireSalesReceipt>({
  kind: 'salesreceipt',
  plural: 'salesreceipts',
  resource: 'salesreceipt',
  title: 'SALES RECEIPT',
  noun: 'Sales Receipt',
  number: (r) => r.receipt_number,
  facts: (r, date) => [
    ['Receipt Date', date(r.date)],
    ['Payment Mode', r.payment_mode],
    ['Reference', r.reference_number],
    ['Salesperson', r.salesperson_name],
  ],
  headline: (r) => ['Amount Received', r.total],
});
