/**
 * The printed forms of a credit note, declared on the documents kernel's template
 * (documents/document-print.ts): GET /creditnotes/{id}?format=pdf|html, GET /creditnotes/print,
 * and the PDF its mail attaches.
 */
import { type WireSalesDocument, documentPrint } from '../documents/document-print.ts';

interface WireCreditNote extends WireSalesDocument {
  creditnote_number: string;
  balance: string | number;
}

export const creditnotePrint = documentPrint<WireCreditNote>({
  kind: 'creditnote',
  plural: 'creditnotes',
  resource: 'creditnote',
  title: 'CREDIT NOTE',
  noun: 'Credit Note',
  number: (c) => c.creditnote_number,
  facts: (c, date) => [
    ['Credit Date', date(c.date)],
    ['Reference', c.reference_number],
    ['Salesperson', c.salesperson_name],
  ],
  headline: (c) => ['Credits Remaining', c.balance],
});
