/**
 * Sales orders as clients see them: the kernel's sales header (documents/document-views.ts) and
 * what an order adds (shipment, invoiced quantities, state), for any number of orders in a
 * constant number of statements.
 */
import type { Executor } from '../../../drizzle/client.ts';
import type { Scope } from '../../core/request/scope.ts';
import { toEnum } from '../../core/values/enums.ts';
import { dec, roundTo } from '../../core/values/money.ts';
import { salesContext, salesHeaderView } from '../documents/document-views.ts';
import type { DocumentFile, EstimateTemplate, InvoiceStatus, SalesOrder, SalesOrderInvoicedStatus, SalesOrderStatus } from '../generated/graphql.ts';
import { type InvoiceSummary, invoiceSummaries } from '../invoices/invoice-payments.ts';
import { salesorderStateOf } from './salesorder-states.ts';
import { type OrderLineRow, type SalesOrderRecord, findSalesOrder, orderLines, salesorderFiles } from './salesorder-store.ts';
import { wants } from '../../core/request/selection.ts';

/** The PDF templates every organization has for sales orders; ids are fixed. */
export const SALESORDER_TEMPLATES: readonly EstimateTemplate[] = [
  { templateId: '3000001', templateName: 'Standard', templateType: 'standard' },
  { templateId: '3000002', templateName: 'Spreadsheet', templateType: 'spreadsheet' },
  { templateId: '3000003', templateName: 'Simple', templateType: 'simple' },
];

const templateOf = (row: SalesOrderRecord) => SALESORDER_TEMPLATES.find((t) => t.templateId === row.templateId) ?? SALESORDER_TEMPLATES[0];

export async function salesorderViews(
  db: Executor,
  scope: Pick<Scope, 'org'>,
  rows: readonly SalesOrderRecord[],
  selected?: ReadonlySet<string>,
): Promise<SalesOrder[]> {
  if (!rows.length) return [];
  const [context, files, invoices] = await Promise.all([
    salesContext(db, scope.org, rows, orderLines, selected),
    wants(selected, 'documents', 'attachmentName', 'hasAttachment')
      ? salesorderFiles.ofMany(
          db,
          scope,
          rows.map((r) => r.id),
        )
      : new Map<string, DocumentFile[]>(),
    // The invoices made from every order of the page, in one statement, when they are asked for.
    wants(selected, 'invoices')
      ? invoiceSummaries(
          db,
          scope.org.id,
          rows.flatMap((r) => r.invoiceIds),
        )
      : new Map<string, InvoiceSummary>(),
  ]);
  return rows.map((row) => {
    const header = salesHeaderView(row, context);
    const stored = (context.lines.get(row.id) ?? []) as OrderLineRow[];
    const template = templateOf(row);
    return {
      ...header,
      salesorderId: row.id,
      salesorderNumber: row.salesorderNumber,
      date: row.date,
      shipmentDate: row.shipmentDate,
      deliveryMethod: row.deliveryMethod,
      status: toEnum<SalesOrderStatus>(salesorderStateOf(row)),
      invoicedStatus: toEnum<SalesOrderInvoicedStatus>(row.invoicedStatus),
      hasAttachment: (files.get(row.id) ?? []).length > 0,
      documents: files.get(row.id) ?? [],
      attachmentName: files.get(row.id)?.at(-1)?.fileName ?? null,
      bcyTotal: roundTo(dec(row.total).times(row.exchangeRate), scope.org.pricePrecision).toFixed(),
      templateId: template.templateId,
      templateName: template.templateName,
      isEmailed: row.isEmailed,
      estimateId: row.estimateId,
      invoiceIds: row.invoiceIds,
      invoices: row.invoiceIds.flatMap((id) => {
        const invoice = invoices.get(id);
        if (!invoice) return [];
        const { invoiceId, invoiceNumber, date, dueDate, total, balance } = invoice;
        return [{ invoiceId, invoiceNumber, date, dueDate, total, balance, status: toEnum<InvoiceStatus>(invoice.status) }];
      }),
      lineItems: header.lineItems.map(({ __typename: _t, ...line }, i) => ({
        ...line,
        quantityInvoiced: stored[i].quantityInvoiced,
        isInvoiced: dec(stored[i].quantityInvoiced).gte(stored[i].quantity),
      })),
    };
  });
}

export async function salesorderView(db: Executor, scope: Pick<Scope, 'org'>, salesorderId: string): Promise<SalesOrder> {
  const [order] = await salesorderViews(db, scope, [await findSalesOrder(db, scope.org.id, salesorderId)]);
  return order;
}
