/**
 * Bills as clients see them: the kernel's sales header (documents/document-views.ts) with the
 * vendor in place of the customer, and what a bill adds (vendor's number, due date, balance,
 * state on the organization's today), for any number of bills in a constant number of statements.
 */
import type { Executor } from '../../../drizzle/client.ts';
import type { Scope } from '../../core/request/scope.ts';
import { toEnum } from '../../core/values/enums.ts';
import { dec, roundTo } from '../../core/values/money.ts';
import { daysBetween } from '../../core/values/periods.ts';
import { salesContext, salesHeaderView } from '../documents/document-views.ts';
import type { Bill, BillStatus, EstimateTemplate } from '../generated/graphql.ts';
import { type BillState, billStateOf } from './bill-states.ts';
import { billOrderPorts } from './bill-orders.ts';
import { type BillRecord, billLines, findBill, orderLinksOfBills } from './bill-store.ts';
import { wants } from '../../core/request/selection.ts';
import { billPaymentsByBill, vendorCreditsByBill } from './bill-settlement-views.ts';
import { sum } from '../../core/values/money.ts';

/** The PDF templates every organization has for bills; ids are fixed. */
export const BILL_TEMPLATES: readonly EstimateTemplate[] = [{ templateId: '6000001', templateName: 'Standard', templateType: 'standard' }];

/** How the due date stands on `today`, in words ("Due in 5 days", "Overdue by 3 days"); empty when nothing is due. */
function dueDaysOf(state: BillState, dueDate: string, today: string): string {
  if (state === 'paid' || state === 'void' || state === 'draft') return '';
  const days = daysBetween(today, dueDate);
  const count = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
  if (days > 0) return `Due in ${count(days)}`;
  return days === 0 ? 'Due today' : `Overdue by ${count(-days)}`;
}

export async function billViews(
  db: Executor,
  scope: Pick<Scope, 'org' | 'today'>,
  rows: readonly BillRecord[],
  selected?: ReadonlySet<string>,
): Promise<Bill[]> {
  if (!rows.length) return [];
  const context = await salesContext(db, scope.org, rows, billLines, selected);
  const ids = rows.map((r) => r.id);
  const payments = wants(selected, 'payments') ? await billPaymentsByBill(db, scope.org.id, ids) : new Map();
  const credits = wants(selected, 'vendorCredits', 'vendorCreditsApplied') ? await vendorCreditsByBill(db, scope.org.id, ids) : new Map();
  // The purchase orders the lines bill (bill-orders.ts): the links in one statement, the orders from inventory in one more.
  const links: Awaited<ReturnType<typeof orderLinksOfBills>> = wants(selected, 'purchaseorderIds', 'purchaseorders', 'lineItems')
    ? await orderLinksOfBills(db, scope.org.id, ids)
    : new Map();
  const orderIds = [...new Set([...links.values()].flat().map((l) => l.purchaseorderId))];
  const orders = new Map(
    (wants(selected, 'purchaseorders') && orderIds.length ? await billOrderPorts.orders.call(db, scope.org.id, orderIds, false) : []).map((o) => [
      o.purchaseorderId,
      o,
    ]),
  );
  return rows.map((row) => {
    const { customerId, customerName, shippingAddress: _s, ...header } = salesHeaderView(row, context);
    const state = billStateOf(row, scope.today);
    const dueIn = daysBetween(scope.today, row.dueDate);
    const billed = links.get(row.id) ?? [];
    const byLine = new Map(billed.map((l) => [l.lineItemId, l.purchaseorderItemId]));
    const purchaseorderIds = [...new Set(billed.map((l) => l.purchaseorderId))];
    return {
      ...header,
      lineItems: header.lineItems.map((l) => ({ ...l, purchaseorderItemId: byLine.get(l.lineItemId) ?? null })),
      purchaseorderIds,
      purchaseorders: purchaseorderIds
        .map((id) => orders.get(id))
        .filter((o) => !!o)
        .map((o) => ({
          purchaseorderId: o.purchaseorderId,
          purchaseorderNumber: o.purchaseorderNumber,
          purchaseorderDate: o.date,
          purchaseorderStatus: o.status,
        })),
      billId: row.id,
      billNumber: row.billNumber,
      vendorId: customerId,
      vendorName: customerName,
      date: row.date,
      dueDate: row.dueDate,
      paymentTerms: row.paymentTerms,
      paymentTermsLabel: row.paymentTermsLabel,
      dueDays: dueDaysOf(state, row.dueDate, scope.today),
      dueByDays: dueIn < 0 ? String(-dueIn) : '0',
      dueInDays: dueIn > 0 ? dueIn : 0,
      status: toEnum<BillStatus>(state),
      balance: row.balance,
      paymentMade: dec(row.total).minus(row.balance).toFixed(),
      payments: payments.get(row.id) ?? [],
      vendorCredits: credits.get(row.id) ?? [],
      vendorCreditsApplied: sum((credits.get(row.id) ?? []).map((c: { amount: string }) => dec(c.amount))).toFixed(),
      currencySymbol: row.currencySymbol,
      hasAttachment: false,
      bcyTotal: roundTo(dec(row.total).times(row.exchangeRate), scope.org.pricePrecision).toFixed(),
      updatedTime: header.lastModifiedTime,
    };
  });
}

export async function billView(db: Executor, scope: Pick<Scope, 'org' | 'today'>, billId: string): Promise<Bill> {
  const [bill] = await billViews(db, scope, [await findBill(db, scope.org.id, billId)]);
  return bill;
}
