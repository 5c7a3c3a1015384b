/**
 * The pure rules of a retainer invoice: limits, the fields an input gives (text, addresses, tags,
 * gateways, custom fields, line taxes), the totals and how amounts and files are named.
 */
import type { PaymentGatewayValue } from '../../../drizzle/tables/accounting/invoices.ts';
import type { retainerInvoiceLineItems, retainerInvoices } from '../../../drizzle/tables/accounting/retainers.ts';
import { cannotMove, invalid } from '../../core/values/errors.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { dec } from '../../core/values/money.ts';
import type { PaymentGatewayInput } from '../generated/graphql.ts';
import { invoiceTotals } from '../documents/document-totals.ts';
import { gatewayNameOf } from '../invoices/invoice-views.ts';
import { type RetainerRecord, retainerStated } from './retainer-views.ts';
import { componentOf } from '../documents/document-taxes.ts';

export const MAX_LINE_ITEMS = 1000;
export const MAX_DOCUMENTS = 10;
/** Roles that may approve a retainer invoice (README "Retainer invoices", approval). */
export const APPROVER_ROLES = ['admin', 'approver'] as const;

export type LineFields = Omit<typeof retainerInvoiceLineItems.$inferInsert, 'organizationId' | 'retainerinvoiceId'> & { id: string };
export type RetainerFields = Omit<
  typeof retainerInvoices.$inferInsert,
  'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'retainerinvoiceNumber' | 'status'
>;
export function gatewaysOf(input: readonly PaymentGatewayInput[]): PaymentGatewayValue[] {
  const seen = new Set<string>();
  return input.map((g, i) => {
    const name = gatewayNameOf(g.gatewayName);
    if (seen.has(name)) throw invalid(['input', 'paymentOptions', 'paymentGateways', i, 'gatewayName'], `lists ${name} a second time`);
    seen.add(name);
    return { configured: g.configured ?? true, additional_field1: g.additionalField1 ? fromEnum(g.additionalField1) : null, gateway_name: name };
  });
}

export function applyTotals(fields: RetainerFields, lines: LineFields[], previous: RetainerRecord | undefined): void {
  const totals = invoiceTotals({
    pricePrecision: fields.pricePrecision,
    discountType: 'entity_level',
    isDiscountBeforeTax: true,
    isInclusiveTax: fields.isInclusiveTax,
    discount: null,
    shippingCharge: '0',
    adjustment: '0',
    lines: lines.map((l) => ({ rate: l.rate, quantity: '1', discount: null, taxes: (l.taxComponents ?? []).map(componentOf) })),
  });
  totals.lines.forEach((t, i) => {
    lines[i].itemTotal = t.itemTotal.toFixed();
  });
  fields.subTotal = totals.subTotal.toFixed();
  fields.taxTotal = totals.taxTotal.toFixed();
  fields.total = totals.total.toFixed();
  fields.taxes = totals.taxes.map((t) => ({
    tax_id: t.taxId,
    tax_name: t.name,
    tax_percentage: t.percentage.toFixed(),
    tax_amount: t.amount.toFixed(),
    account_id: t.accountId,
  }));
  const made = dec(fields.paymentMade ?? 0);
  if (totals.total.lt(made)) {
    const stated = previous ? retainerStated(previous) : { kind: 'retainer invoice', name: '(new)', state: 'a draft' };
    throw cannotMove(stated, 'changed', `its total would be ${totals.total.toFixed()}, less than the ${made.toFixed()} already received on it`, {
      field: ['input', 'lineItems'],
    });
  }
  fields.balance = totals.total.minus(made).toFixed();
}
// Uploaded files and their kinds: the documents kernel's (documents/document-files.ts).
export { type UploadedFile, fileTypeOf } from '../documents/document-files.ts';
