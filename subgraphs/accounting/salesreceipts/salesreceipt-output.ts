/**
 * A sales receipt's output, declared on the documents kernel: its printed forms
 * (salesreceipt-print.ts) and its mail (documents/document-mail.ts). A receipt is paid when
 * written, so mailing it refuses nothing and moves nothing: it is a thank-you with the receipt.
 */
import { salesreceipts } from '../../../drizzle/tables/accounting/salesreceipts.ts';
import { formatMoney } from '../../core/values/money.ts';
import { escapeHtml } from '../../core/values/text.ts';
import { documentMail } from '../documents/document-mail.ts';
import type { SalesReceipt } from '../generated/graphql.ts';
import { salesreceiptPrint } from './salesreceipt-print.ts';
import { record } from './salesreceipt-service.ts';
import { findSalesReceipt } from './salesreceipt-store.ts';
import { salesreceiptView } from './salesreceipt-views.ts';

export const salesreceiptMail = documentMail({
  noun: 'sales receipt',
  entity: 'salesreceipt',
  template: { emailTemplateId: '2000008', name: 'Default sales receipt notification' },
  table: salesreceipts,
  find: findSalesReceipt,
  view: salesreceiptView,
  numberOf: (row) => row.receiptNumber,
  customerNameOf: (view: SalesReceipt) => view.customerName,
  text(view, org) {
    const amount = formatMoney(view.currencyCode, view.total, view.pricePrecision);
    return {
      subject: `Sales receipt ${view.receiptNumber} from ${org.name}`,
      body: [
        `<p>Dear ${escapeHtml(view.customerName)},</p>`,
        `<p>Thank you for your payment of <b>${escapeHtml(amount)}</b>. Please find sales receipt <b>${escapeHtml(view.receiptNumber)}</b> attached.</p>`,
        `<p>Regards,<br>${escapeHtml(org.name)}</p>`,
      ].join('\n'),
    };
  },
  refusal: () => null,
  onMailed: async () => {},
  pdf: (view, org) => salesreceiptPrint.pdfOfView(view, org),
  record,
});
