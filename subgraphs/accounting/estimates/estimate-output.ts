/**
 * An estimate's output, declared on the documents kernel: its printed forms (estimate-print.ts),
 * the bulk PDF's documents, and its mail (documents/document-mail.ts) — sent with the PDF, a
 * draft or approved estimate becoming sent.
 */
import { estimates } from '../../../drizzle/tables/accounting/estimates.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId } from '../../core/request/scoped.ts';
import { formatMoney } from '../../core/values/money.ts';
import { escapeHtml } from '../../core/values/text.ts';
import { formatDisplayDate } from '../../core/values/time.ts';
import { documentMail } from '../documents/document-mail.ts';
import { printedSet } from '../documents/document-print.ts';
import type { Estimate } from '../generated/graphql.ts';
import { estimatePrint } from './estimate-print.ts';
import { estimateMailing } from './estimate-service.ts';
import { findEstimate, selectEstimates } from './estimate-store.ts';
import { estimateView, estimateViews } from './estimate-views.ts';

/** Estimates by id in the order asked, for one PDF (GET /estimates/pdf, /estimates/print). */
export function estimatesForPrint(scope: Scope, estimateIds: readonly string[]): Promise<Estimate[]> {
  return printedSet(estimateIds, {
    noun: 'estimate',
    plural: 'estimates',
    field: 'estimateIds',
    read: async (ids) => {
      const rows = await selectEstimates(scope.db, scope.org.id, { where: anyId(estimates.id, ids) });
      return new Map((await estimateViews(scope.db, scope, rows)).map((v) => [v.estimateId, v]));
    },
  });
}

export const estimateMail = documentMail({
  noun: 'estimate',
  entity: 'estimate',
  template: { emailTemplateId: '2000005', name: 'Default estimate notification' },
  table: estimates,
  find: findEstimate,
  view: estimateView,
  numberOf: (row) => row.estimateNumber,
  customerNameOf: (view: Estimate) => view.customerName,
  text(view, org) {
    const amount = formatMoney(view.currencyCode, view.total, view.pricePrecision);
    const expiry = view.expiryDate ? ` It is valid until ${escapeHtml(formatDisplayDate(view.expiryDate, org.dateFormat || 'dd MMM yyyy'))}.` : '';
    return {
      subject: `Estimate ${view.estimateNumber} from ${org.name}`,
      body: [
        `<p>Dear ${escapeHtml(view.customerName)},</p>`,
        `<p>Thank you for your interest. Please find estimate <b>${escapeHtml(view.estimateNumber)}</b> attached.</p>`,
        `<p>Amount: <b>${escapeHtml(amount)}</b>.${expiry}</p>`,
        `<p>Regards,<br>${escapeHtml(org.name)}</p>`,
      ].join('\n'),
    };
  },
  refusal: estimateMailing.refusal,
  onMailed: estimateMailing.onMailed,
  pdf: (view, org) => estimatePrint.pdfOfView(view, org),
  record: estimateMailing.record,
});
