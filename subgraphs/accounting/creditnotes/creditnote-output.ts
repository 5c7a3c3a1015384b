/**
 * A credit note's output, declared on the documents kernel: its printed forms
 * (creditnote-print.ts), the printed set's documents, and its mail (documents/document-mail.ts) —
 * sent with the PDF, a draft or approved note being opened.
 */
import { creditnotes } from '../../../drizzle/tables/accounting/creditnotes.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId } from '../../core/request/scoped.ts';
import { formatMoney } from '../../core/values/money.ts';
import { escapeHtml } from '../../core/values/text.ts';
import { documentMail } from '../documents/document-mail.ts';
import { printedSet } from '../documents/document-print.ts';
import type { CreditNote } from '../generated/graphql.ts';
import { creditnotePrint } from './creditnote-print.ts';
import { creditnoteMailing } from './creditnote-service.ts';
import { findCreditNote, selectCreditNotes } from './creditnote-store.ts';
import { creditnoteView, creditnoteViews } from './creditnote-views.ts';

/** Credit notes by id in the order asked, for one PDF (GET /creditnotes/print). */
export function creditnotesForPrint(scope: Scope, creditnoteIds: readonly string[]): Promise<CreditNote[]> {
  return printedSet(creditnoteIds, {
    noun: 'credit note',
    plural: 'credit notes',
    field: 'creditnoteIds',
    read: async (ids) => {
      const rows = await selectCreditNotes(scope.db, scope.org.id, { where: anyId(creditnotes.id, ids) });
      return new Map((await creditnoteViews(scope.db, scope, rows)).map((v) => [v.creditnoteId, v]));
    },
  });
}

export const creditnoteMail = documentMail({
  noun: 'credit note',
  entity: 'creditnote',
  template: { emailTemplateId: '2000007', name: 'Default credit note notification' },
  table: creditnotes,
  find: findCreditNote,
  view: creditnoteView,
  numberOf: (row) => row.creditnoteNumber,
  customerNameOf: (view: CreditNote) => view.customerName,
  text(view, org) {
    const amount = formatMoney(view.currencyCode, view.total, view.pricePrecision);
    const left = formatMoney(view.currencyCode, view.balance, view.pricePrecision);
    return {
      subject: `Credit note ${view.creditnoteNumber} from ${org.name}`,
      body: [
        `<p>Dear ${escapeHtml(view.customerName)},</p>`,
        `<p>Please find credit note <b>${escapeHtml(view.creditnoteNumber)}</b> of <b>${escapeHtml(amount)}</b> attached.</p>`,
        `<p>Credit remaining for you to use: <b>${escapeHtml(left)}</b>.</p>`,
        `<p>Regards,<br>${escapeHtml(org.name)}</p>`,
      ].join('\n'),
    };
  },
  refusal: creditnoteMailing.refusal,
  onMailed: creditnoteMailing.onMailed,
  pdf: (view, org) => creditnotePrint.pdfOfView(view, org),
  record: creditnoteMailing.record,
});
