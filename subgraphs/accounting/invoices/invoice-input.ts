/**
 * What an invoice input leads to: checked against the organization (customer, currency, items,
 * taxes, accounts, locations, tax-locale fields), laid over the stored invoice on an update,
 * with defaults from the customer and the scope's today, and the totals worked out. Used by
 * hand-made invoices and by recurring profiles, so a profile holds what an invoice would.
 */
import type { PaymentGatewayValue } from '../../../drizzle/tables/accounting/invoices.ts';
import type { Tx } from '../../../drizzle/client.ts';
import { cannotMove, invalid } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { dec, toDb } from '../../core/values/money.ts';
import { patch } from '../../core/values/patch.ts';
import { type ContactRecord, termsLabel } from '../parties/contact-store.ts';
import type { CreateInvoiceInput, PaymentGatewayInput, UpdateInvoiceInput } from '../generated/graphql.ts';
import { invoiceStated } from './invoice-status.ts';
import { type InvoiceFields, type InvoiceRecord, type LineFields, invoiceExists } from './invoice-store.ts';
import { type InvoiceTotals } from '../documents/document-totals.ts';
import { INVOICE_TEMPLATES, gatewayNameOf } from './invoice-views.ts';
import { text } from '../../core/values/text.ts';
import { type SalesLineRow, applyDocumentTotals, totalsOf } from '../documents/sales-lines.ts';
import { type SalesKind, localeColumns, prepareSalesDocument } from '../documents/sales-documents.ts';

const KIND: SalesKind = { noun: { article: 'An invoice', name: 'invoice' }, templates: INVOICE_TEMPLATES, templatesRoute: 'GET /invoices/templates' };

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function gatewaysOf(input: readonly PaymentGatewayInput[]): PaymentGatewayValue[] {
  const seen = new Set<string>();
  return input.map((g, i) => {
    const name = gatewayNameOf(g.gatewayName);
    if (seen.has(name)) throw invalid(['input', 'paymentOptions', 'paymentGateways', i, 'gatewayName'], `lists ${name} a second time`);
    seen.add(name);
    return { configured: g.configured ?? true, additional_field1: g.additionalField1 ? fromEnum(g.additionalField1) : null, gateway_name: name };
  });
}

/** Puts the totals on the invoice and its lines; the balance is what is left after payments. */
export function applyTotals(fields: InvoiceFields, lines: LineFields[], totals: InvoiceTotals): void {
  applyDocumentTotals(fields, lines, totals);
  const settled = dec(fields.paymentMade ?? 0)
    .plus(fields.creditsApplied ?? 0)
    .plus(fields.writeOffAmount ?? 0);
  const balance = totals.total.minus(settled);
  if (balance.lt(0)) {
    throw cannotMove(
      invoiceStated(fields.invoiceNumber || '(new)', fields.status ?? 'draft'),
      'changed',
      `its total would be ${totals.total.toFixed()}, less than the ${settled.toFixed()} already paid or credited on it`,
      { field: ['input', 'lineItems'] },
    );
  }
  fields.balance = balance.toFixed();
}

interface Current {
  row: InvoiceRecord;
  lines: SalesLineRow[];
}

export interface Prepared {
  fields: InvoiceFields;
  lines: LineFields[];
  /** Lines to write: absent when the stored lines stay as they are. */
  linesChanged: boolean;
  customer: ContactRecord;
  currencyCode: string;
}

/**
 * Everything an input leads to on top of the stored invoice (none on create): checked against
 * the organization, with defaults from the customer, and the totals worked out.
 */
export async function prepare(tx: Tx, scope: Scope, input: CreateInvoiceInput | UpdateInvoiceInput, invoiceId: string, current?: Current): Promise<Prepared> {
  const org = scope.org;
  const previous = current?.row;
  const sales = await prepareSalesDocument(
    tx,
    scope,
    input,
    current && { row: current.row, lines: current.lines.map(({ accountName: _a, ...line }) => line) },
    KIND,
  );
  const { header, customer } = sales;
  const date = header.date;
  const paymentTerms = input.paymentTerms ?? previous?.paymentTerms ?? customer.paymentTerms;
  const termsChanged = input.paymentTerms != null && input.paymentTerms !== previous?.paymentTerms;
  const paymentTermsLabel =
    text(input.paymentTermsLabel) ??
    (termsChanged
      ? termsLabel(paymentTerms)
      : (previous?.paymentTermsLabel ?? (input.paymentTerms == null ? customer.paymentTermsLabel : termsLabel(paymentTerms))));
  const dueDate = input.dueDate ?? (previous && input.date == null && !termsChanged ? previous.dueDate : addDays(date, paymentTerms));
  if (dueDate < date) throw invalid(['input', 'dueDate'], `must not be before the invoice date ${date}`);
  const { paymentExpectedDate, recurringInvoiceId } = patch(
    previous ?? { paymentExpectedDate: null, recurringInvoiceId: null },
    { paymentExpectedDate: input.paymentExpectedDate, recurringInvoiceId: input.recurringInvoiceId },
    ['paymentExpectedDate', 'recurringInvoiceId'],
  );
  const locale = sales.locale.merged;
  if (sales.locale.given.referenceInvoiceId) {
    const reference = sales.locale.given.referenceInvoiceId;
    if (reference === invoiceId || !(await invoiceExists(tx, org.id, reference)))
      throw invalid(['input', 'referenceInvoiceId'], 'is not another invoice of the organization');
  }

  const fields: InvoiceFields = {
    ...header,
    ...localeColumns(locale),
    invoiceNumber: previous?.invoiceNumber ?? '',
    status: previous?.status ?? 'draft',
    dueDate,
    paymentTerms,
    paymentTermsLabel,
    paymentExpectedDate,
    lastPaymentDate: previous?.lastPaymentDate ?? null,
    recurringInvoiceId,
    balance: '0',
    paymentReminderEnabled: input.paymentReminderEnabled ?? previous?.paymentReminderEnabled ?? true,
    paymentMade: previous?.paymentMade ?? '0',
    creditsApplied: previous?.creditsApplied ?? '0',
    writeOffAmount: previous?.writeOffAmount ?? '0',
    taxAmountWithheld: toDb(input.taxAmountWithheld ?? previous?.taxAmountWithheld ?? 0),
    allowPartialPayments: input.allowPartialPayments ?? previous?.allowPartialPayments ?? false,
    paymentGateways: input.paymentOptions ? gatewaysOf(input.paymentOptions.paymentGateways ?? []) : (previous?.paymentGateways ?? []),
    taxTreatmentCode: locale.taxTreatmentCode ?? null,
    cfdiUsage: locale.cfdiUsage ?? null,
    cfdiReferenceType: locale.cfdiReferenceType ?? null,
    referenceInvoiceId: locale.referenceInvoiceId ?? null,
  };
  applyTotals(fields, sales.lines, totalsOf(fields, sales.lines));
  return { fields, lines: sales.lines, linesChanged: sales.linesChanged, customer, currencyCode: sales.currencyCode };
}
