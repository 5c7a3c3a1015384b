/**
 * What an invoice input leads to: checked against the organization (customer, currency, items,
 * taxes, accounts, locations, tax-locale fields), laid over the stored invoice on an update,
 * with defaults from the customer and the scope's today, and the totals worked out. Used by
 * hand-made invoices and by recurring profiles, so a profile holds what an invoice would.
 */
import type { PaymentGatewayValue } from '../../../drizzle/tables/accounting/invoices.ts';
import type { Tx } from '../../../drizzle/client.ts';
import { currencyOrBase } from '../../core/books/currencies.ts';
import { cannotMove, invalid } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { dec, toDb } from '../../core/values/money.ts';
import { patch } from '../../core/values/patch.ts';
import { locationsById } from '../../core/books/locations.ts';
import { type ContactRecord, requireContact, termsLabel } from '../parties/contact-store.ts';
import type { CreateInvoiceInput, PaymentGatewayInput, UpdateInvoiceInput } from '../generated/graphql.ts';
import { type LocaleFields } from '../shared/tax-locale.ts';
import { invoiceStated } from './invoice-status.ts';
import { type InvoiceFields, type InvoiceRecord, type LineFields, invoiceExists } from './invoice-store.ts';
import { type InvoiceTotals } from '../documents/document-totals.ts';
import { DEFAULT_TEMPLATE, INVOICE_TEMPLATES, gatewayNameOf } from './invoice-views.ts';
import { text } from '../../core/values/text.ts';
import { contactPersonsOf, documentAddresses, documentLocale, exchangeRateOf, tagsOf } from '../documents/document-parties.ts';
import { type DocumentNoun, type SalesLineRow, applyDocumentTotals, resolveSalesLines, totalsOf } from '../documents/sales-lines.ts';

const INVOICE_NOUN: DocumentNoun = { article: 'An invoice', name: 'invoice' };

/** The columns an update lays over the stored invoice as given: undefined keeps, null clears. */
const PATCHED = [
  'paymentExpectedDate',
  'referenceNumber',
  'discount',
  'recurringInvoiceId',
  'locationId',
  'adjustmentDescription',
  'notes',
  'terms',
  'salespersonId',
  'salespersonName',
] as const;
/** The same columns before anything is stored (a new invoice). */
const BLANK: Pick<InvoiceRecord, (typeof PATCHED)[number]> = Object.fromEntries(PATCHED.map((key) => [key, null])) as Pick<
  InvoiceRecord,
  (typeof PATCHED)[number]
>;

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

/** The tax-locale columns of the input (documents/document-parties.ts), and the referenced CFDI checked. */
async function localeOf(
  tx: Tx,
  org: OrganizationRow,
  input: CreateInvoiceInput | UpdateInvoiceInput,
  stored: LocaleFields,
  invoiceId: string,
): Promise<LocaleFields> {
  const { given, merged } = documentLocale(org.edition, input, stored);
  if (given.referenceInvoiceId) {
    if (given.referenceInvoiceId === invoiceId || !(await invoiceExists(tx, org.id, given.referenceInvoiceId)))
      throw invalid(['input', 'referenceInvoiceId'], 'is not another invoice of the organization');
  }
  return merged;
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
  const customerId = input.customerId ?? previous!.customerId;
  const customerChanged = !previous || customerId !== previous.customerId;
  const customer = await requireContact(tx, org.id, customerId, ['input', 'customerId'], { contactType: 'customer', allowInactive: !customerChanged });

  const currency = await currencyOrBase(tx, org.id, input.currencyId ?? previous?.currencyId ?? customer.currencyId, ['input', 'currencyId']);
  const exchangeRate = exchangeRateOf(currency, input.exchangeRate, previous);

  const date = input.date ?? previous?.date ?? scope.today;
  const paymentTerms = input.paymentTerms ?? previous?.paymentTerms ?? customer.paymentTerms;
  const termsChanged = input.paymentTerms != null && input.paymentTerms !== previous?.paymentTerms;
  const paymentTermsLabel =
    text(input.paymentTermsLabel) ??
    (termsChanged
      ? termsLabel(paymentTerms)
      : (previous?.paymentTermsLabel ?? (input.paymentTerms == null ? customer.paymentTermsLabel : termsLabel(paymentTerms))));
  const dueDate = input.dueDate ?? (previous && input.date == null && !termsChanged ? previous.dueDate : addDays(date, paymentTerms));
  if (dueDate < date) throw invalid(['input', 'dueDate'], `must not be before the invoice date ${date}`);

  const templateId = input.templateId ?? previous?.templateId ?? DEFAULT_TEMPLATE.templateId;
  if (!INVOICE_TEMPLATES.some((t) => t.templateId === templateId)) throw invalid(['input', 'templateId'], 'is not a template of GET /invoices/templates');

  const kept = patch(
    previous ?? BLANK,
    {
      paymentExpectedDate: input.paymentExpectedDate,
      referenceNumber: text(input.referenceNumber),
      discount: text(input.discount),
      recurringInvoiceId: input.recurringInvoiceId,
      locationId: input.locationId,
      adjustmentDescription: text(input.adjustmentDescription),
      notes: input.notes,
      terms: input.terms,
      salespersonId: input.salespersonId,
      salespersonName: text(input.salespersonName),
    },
    PATCHED,
  );
  if (input.locationId && !(await locationsById(tx, org.id, [input.locationId])).has(input.locationId))
    throw invalid(['input', 'locationId'], 'is not a location of the organization');

  const contactPersons = contactPersonsOf(customer, input.contactPersonsAssociated, customerChanged ? undefined : previous?.contactPersons, {
    field: (i) => ['input', 'contactPersonsAssociated', i, 'contactPersonId'],
    defaultToPrimary: true,
  });
  const locale = await localeOf(tx, org, input, previous ?? {}, invoiceId);

  const fields: InvoiceFields = {
    invoiceNumber: previous?.invoiceNumber ?? '',
    status: previous?.status ?? 'draft',
    date,
    dueDate,
    paymentTerms,
    paymentTermsLabel,
    paymentExpectedDate: kept.paymentExpectedDate,
    lastPaymentDate: previous?.lastPaymentDate ?? null,
    referenceNumber: kept.referenceNumber,
    customerId: customer.id,
    customerName: customer.contactName,
    contactPersons,
    currencyId: currency.id,
    exchangeRate,
    discount: kept.discount,
    discountAmount: '0',
    isDiscountBeforeTax: input.isDiscountBeforeTax ?? previous?.isDiscountBeforeTax ?? true,
    discountType: input.discountType ? (fromEnum(input.discountType) as 'entity_level' | 'item_level') : (previous?.discountType ?? 'entity_level'),
    isInclusiveTax: input.isInclusiveTax ?? previous?.isInclusiveTax ?? false,
    recurringInvoiceId: kept.recurringInvoiceId,
    locationId: kept.locationId,
    tags: input.tags !== undefined ? tagsOf(input.tags ?? []) : (previous?.tags ?? []),
    shippingCharge: toDb(input.shippingCharge ?? previous?.shippingCharge ?? 0),
    adjustment: toDb(input.adjustment ?? previous?.adjustment ?? 0),
    adjustmentDescription: kept.adjustmentDescription,
    subTotal: '0',
    taxTotal: '0',
    total: '0',
    balance: '0',
    paymentReminderEnabled: input.paymentReminderEnabled ?? previous?.paymentReminderEnabled ?? true,
    paymentMade: previous?.paymentMade ?? '0',
    creditsApplied: previous?.creditsApplied ?? '0',
    writeOffAmount: previous?.writeOffAmount ?? '0',
    taxAmountWithheld: toDb(input.taxAmountWithheld ?? previous?.taxAmountWithheld ?? 0),
    allowPartialPayments: input.allowPartialPayments ?? previous?.allowPartialPayments ?? false,
    pricePrecision: currency.pricePrecision,
    paymentGateways: input.paymentOptions ? gatewaysOf(input.paymentOptions.paymentGateways ?? []) : (previous?.paymentGateways ?? []),
    ...documentAddresses(input, customer, customerChanged ? undefined : previous),
    notes: kept.notes,
    terms: kept.terms,
    templateId,
    salespersonId: kept.salespersonId,
    salespersonName: kept.salespersonName,
    gstNo: locale.gstNo ?? null,
    gstTreatment: locale.gstTreatment ?? null,
    isPreGst: locale.isPreGst ?? null,
    placeOfSupply: locale.placeOfSupply ?? null,
    taxTreatment: locale.taxTreatment ?? null,
    taxTreatmentCode: locale.taxTreatmentCode ?? null,
    vatTreatment: locale.vatTreatment ?? null,
    vatRegNo: locale.vatRegNo ?? null,
    isReverseChargeApplied: locale.isReverseChargeApplied ?? null,
    cfdiUsage: locale.cfdiUsage ?? null,
    cfdiReferenceType: locale.cfdiReferenceType ?? null,
    referenceInvoiceId: locale.referenceInvoiceId ?? null,
  };
  const linesChanged = input.lineItems != null || !current;
  const lines: LineFields[] = linesChanged
    ? await resolveSalesLines(tx, scope, input.lineItems ?? [], current?.lines ?? [], INVOICE_NOUN)
    : current.lines.map(({ accountName: _a, ...line }) => ({ ...line }));
  applyTotals(fields, lines, totalsOf(fields, lines));
  return { fields, lines, linesChanged, customer, currencyCode: currency.currencyCode };
}
