/**
 * The printed forms of an estimate, declared on the documents kernel's template
 * (documents/document-print.ts): GET /estimates/{id}?format=pdf|html, GET /estimates/pdf and
 * /estimates/print, and the PDF its mail attaches.
 */
import { type WireSalesDocument, documentPrint } from '../documents/document-print.ts';

interface WireEstimate extends WireSalesDocument {
  estimate_number: string;
  expiry_date?: string | null;
}

export const estimatePrint = documentPrint<WireEstimate>({
  kind: 'estimate',
  plural: 'estimates',
  resource: 'estimate',
  title: 'ESTIMATE',
  noun: 'Estimate',
  number: (e) => e.estimate_number,
  facts: (e, date) => [
    ['Estimate Date', date(e.date)],
    ['Expiry Date', date(e.expiry_date)],
    ['Reference', e.reference_number],
    ['Salesperson', e.salesperson_name],
  ],
  headline: (e) => ['Total', e.total],
});
