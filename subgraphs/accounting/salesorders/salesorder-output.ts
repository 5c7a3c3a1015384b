/**
 * A sales order's output, declared on the documents kernel: its printed forms
 * (salesorder-print.ts), the bulk PDF's documents, its attached files
 * (documents/document-files.ts) and its mail (documents/document-mail.ts) — sent with the PDF,
 * a draft or approved order being opened.
 */
import { salesorders } from '../../../drizzle/tables/accounting/salesorders.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId } from '../../core/request/scoped.ts';
import { formatMoney } from '../../core/values/money.ts';
import { escapeHtml } from '../../core/values/text.ts';
import { documentMail } from '../documents/document-mail.ts';
import { printedSet } from '../documents/document-print.ts';
import type { SalesOrder } from '../generated/graphql.ts';
import { salesorderPrint } from './salesorder-print.ts';
import { salesorderMailing } from './salesorder-service.ts';
import { findSalesOrder, salesorderFiles, selectSalesOrders } from './salesorder-store.ts';
import { salesorderView, salesorderViews } from './salesorder-views.ts';

/** Sales orders by id in the order asked, for one PDF (GET /salesorders/pdf, /salesorders/print). */
export function salesordersForPrint(scope: Scope, salesorderIds: readonly string[]): Promise<SalesOrder[]> {
  return printedSet(salesorderIds, {
    noun: 'sales order',
    plural: 'sales orders',
    field: 'salesorderIds',
    read: async (ids) => {
      const rows = await selectSalesOrders(scope.db, scope.org.id, { where: anyId(salesorders.id, ids) });
      return new Map((await salesorderViews(scope.db, scope, rows)).map((v) => [v.salesorderId, v]));
    },
  });
}

export const salesorderMail = documentMail({
  noun: 'sales order',
  entity: 'salesorder',
  template: { emailTemplateId: '2000006', name: 'Default sales order notification' },
  table: salesorders,
  find: findSalesOrder,
  view: salesorderView,
  numberOf: (row) => row.salesorderNumber,
  customerNameOf: (view: SalesOrder) => view.customerName,
  text(view, org) {
    const amount = formatMoney(view.currencyCode, view.total, view.pricePrecision);
    return {
      subject: `Sales Order ${view.salesorderNumber} from ${org.name}`,
      body: [
        `<p>Dear ${escapeHtml(view.customerName)},</p>`,
        `<p>Thank you for your order. Please find sales order <b>${escapeHtml(view.salesorderNumber)}</b> attached.</p>`,
        `<p>Amount: <b>${escapeHtml(amount)}</b>.</p>`,
        `<p>Regards,<br>${escapeHtml(org.name)}</p>`,
      ].join('\n'),
    };
  },
  refusal: salesorderMailing.refusal,
  onMailed: salesorderMailing.onMailed,
  pdf: (view, org) => salesorderPrint.pdfOfView(view, org),
  files: async (db, organizationId, id) => (await salesorderFiles.list(db, organizationId, id)).map((f) => f.fileName),
  record: salesorderMailing.record,
});
