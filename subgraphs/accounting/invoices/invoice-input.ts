/**
 * What an invoice input leads to: checked against the organization (customer, currency, items,
 * taxes, accounts, locations, tax-locale fields), laid over the stored invoice on an update,
 * with defaults from the customer and the scope's today, and the totals worked out. Used by
 * hand-made invoices and by recurring profiles, so a profile holds what an invoice would.
 */
import type { PaymentGatewayValue } from '../../../drizzle/tables/accounting/invoices.ts';
import type { Tx } from '../../../drizzle/client.ts';
import { ACCOUNT_TYPES } from '../../core/books/chart.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { currencyOrBase } from '../../core/books/currencies.ts';
import { KontorError, cannotMove, invalid } from '../../core/values/errors.ts';
import type { Scope } from '../../core/request/scope.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { newId } from '../../core/values/ids.ts';
import { dec, toDb } from '../../core/values/money.ts';
import { patch } from '../../core/values/patch.ts';
import { SALES_TAX_TYPES, checkTax, findTaxes } from '../../erp/api.ts';
import { locationsById } from '../../core/books/locations.ts';
import { type ContactRecord, requireContact, termsLabel } from '../parties/contact-store.ts';
import type { CreateInvoiceInput, InvoiceLineItemInput, PaymentGatewayInput, UpdateInvoiceInput } from '../generated/graphql.ts';
import { lineInputOf } from '../shared/document-lines.ts';
import { type LocaleFields, checkLineProductType, checkLocale, checkLocaleField } from '../shared/tax-locale.ts';
import { invoiceStated } from './invoice-status.ts';
import { type InvoiceFields, type InvoiceLineRow, type InvoiceRecord, type LineFields, invoiceExists, lockItems } from './invoice-store.ts';
import { type InvoiceTotals, invoiceTotals } from './invoice-totals.ts';
import { DEFAULT_TEMPLATE, INVOICE_TEMPLATES, gatewayNameOf } from './invoice-views.ts';
import { text } from '../../core/values/text.ts';
import { componentOf, taxColumns } from '../documents/document-taxes.ts';
import { contactPersonsOf, documentAddresses, exchangeRateOf, tagsOf } from '../documents/document-parties.ts';

type Path = readonly (string | number)[];

export const MAX_LINE_ITEMS = 1000;

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

function lowered(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : value === null ? null : value.toLowerCase();
}

const PRODUCT_TYPES: Record<string, string> = {
  goods: 'goods',
  service: 'services',
  digital_service: 'services',
  capital_service: 'capital_service',
  capital_goods: 'capital_goods',
};

/**
 * A line sent with its `line_item_id` changes that stored line: what it leaves out keeps the
 * stored value, unless it names another item, which starts the line afresh from that item's
 * defaults. Each stored line may be named once; lines not named are dropped by the caller.
 */
function mergeStored(input: readonly InvoiceLineItemInput[], stored: readonly InvoiceLineRow[]): InvoiceLineItemInput[] {
  const byId = new Map(stored.map((l) => [l.id, l]));
  const named = new Set<string>();
  return input.map((line, i) => {
    if (line.lineItemId == null) return line;
    const field = ['input', 'lineItems', i, 'lineItemId'];
    const kept = byId.get(line.lineItemId);
    if (!kept) throw invalid(field, 'is not a line of this invoice');
    if (named.has(kept.id)) throw invalid(field, 'names a line listed before');
    named.add(kept.id);
    if (line.itemId !== undefined && line.itemId !== kept.itemId) return line;
    const given = Object.fromEntries(Object.entries(line).filter(([, value]) => value !== undefined));
    return { ...lineInputOf(kept), ...given };
  });
}

/**
 * The lines of the input resolved against the organization: items (their defaults), taxes
 * (groups expanded), income accounts and locations, each found in one statement for all lines
 * and held FOR SHARE until the invoice commits, so none is deleted under it. `stored` are the
 * invoice's lines (none on create), which a line names by `line_item_id` to keep its id.
 */
async function resolveLines(tx: Tx, scope: Scope, given: readonly InvoiceLineItemInput[], stored: readonly InvoiceLineRow[]): Promise<LineFields[]> {
  if (!given.length) throw invalid(['input', 'lineItems'], 'must hold at least one line');
  if (given.length > MAX_LINE_ITEMS) {
    throw new KontorError('LIMIT_EXCEEDED', `An invoice holds at most ${MAX_LINE_ITEMS} line items; ${given.length} were given.`, {
      field: ['input', 'lineItems'],
    });
  }
  const input = mergeStored(given, stored);
  const field = (i: number, name: string): Path => ['input', 'lineItems', i, name];
  const itemIds = [...new Set(input.map((l) => l.itemId).filter((id): id is string => !!id))];
  const org = scope.org;
  const itemRows = await lockItems(tx, org.id, itemIds);
  const itemOf = new Map(itemRows.map((r) => [r.id, r]));
  input.forEach((line, i) => {
    if (!line.itemId) return;
    const item = itemOf.get(line.itemId);
    if (!item) throw invalid(field(i, 'itemId'), 'is not an item of the organization');
    if (item.status !== 'active') throw invalid(field(i, 'itemId'), `the item ${item.name} is inactive`);
  });

  const taxIdOf = (line: InvoiceLineItemInput) => (line.taxId !== undefined ? line.taxId : line.itemId ? (itemOf.get(line.itemId)?.taxId ?? null) : null);
  const taxes = await findTaxes(
    tx,
    org.id,
    input.map(taxIdOf).filter((id): id is string => !!id),
    { lock: true },
  );
  const accountIdOf = (line: InvoiceLineItemInput) => line.accountId ?? (line.itemId ? (itemOf.get(line.itemId)?.accountId ?? null) : null);
  const accountIds = input.map(accountIdOf).filter((id): id is string => !!id);
  const accounts = await findAccounts(tx, org.id, { ids: accountIds, systemKeys: ['sales'] }, { lock: true });
  const sales = accounts.find((a) => a.systemKey === 'sales');
  const locationIds = [...new Set(input.map((l) => l.locationId).filter((id): id is string => !!id))];
  const locations = await locationsById(tx, org.id, locationIds);

  return input.map((line, i) => {
    const item = line.itemId ? itemOf.get(line.itemId) : undefined;
    const name = text(line.name) ?? item?.name ?? null;
    if (!item && !name) throw invalid(field(i, 'name'), 'is required on a line without item_id');
    const rate = line.rate ?? item?.rate;
    if (rate == null) throw invalid(field(i, 'rate'), 'is required on a line without item_id');
    const quantity = line.quantity ?? '1';
    if (!dec(quantity).gt(0)) throw invalid(field(i, 'quantity'), 'must be more than 0');
    const taxId = taxIdOf(line);
    const tax = taxId ? checkTax(taxes.get(taxId), field(i, 'taxId'), { types: SALES_TAX_TYPES, typesText: 'a tax, compound tax or tax group' }) : undefined;
    const accountId = accountIdOf(line);
    const account = accountId
      ? checkAccount(
          accounts.find((a) => a.id === accountId),
          line.accountId ? field(i, 'accountId') : field(i, 'itemId'),
          { types: ACCOUNT_TYPES.income, typesText: 'an income account' },
        )
      : sales;
    if (!account) throw new Error(`organization ${org.id} has no sales account`);
    if (line.locationId && !locations.has(line.locationId)) throw invalid(field(i, 'locationId'), 'is not a location of the organization');
    const productType = line.productType ? fromEnum(line.productType) : item ? (PRODUCT_TYPES[item.productType] ?? null) : null;
    if (line.productType) checkLineProductType(org.edition, productType!, field(i, 'productType'));
    const taxTreatmentCode = line.taxTreatmentCode ? fromEnum(line.taxTreatmentCode) : null;
    if (taxTreatmentCode) checkLocaleField(org.edition, 'taxTreatmentCode', taxTreatmentCode, field(i, 'taxTreatmentCode'));
    return {
      id: line.lineItemId ?? newId(),
      itemOrder: line.itemOrder ?? i + 1,
      itemId: item?.id ?? null,
      projectId: line.projectId ?? null,
      projectName: text(line.projectName) ?? null,
      timeEntryIds: line.timeEntryIds ?? [],
      locationId: line.locationId ?? null,
      itemType: item?.itemType ?? null,
      productType,
      satItemKeyCode: text(line.satItemKeyCode) ?? item?.satItemKeyCode ?? null,
      unitkeyCode: text(line.unitkeyCode) ?? item?.unitkeyCode ?? null,
      expenseId: line.expenseId ?? null,
      expenseReceiptName: text(line.expenseReceiptName) ?? null,
      name,
      description: line.description !== undefined ? line.description : (item?.description ?? null),
      rate: toDb(rate),
      quantity: toDb(quantity),
      unit: text(line.unit) ?? item?.unit ?? null,
      discount: text(line.discount) ?? null,
      discountAmount: '0',
      tags: tagsOf(line.tags ?? []),
      ...taxColumns(tax, 'sales'),
      tdsTaxId: line.tdsTaxId ?? null,
      taxTreatmentCode,
      itemTotal: '0',
      headerName: text(line.headerName) ?? null,
      headerId: line.headerId ?? null,
      accountId: account.id,
    };
  });
}

/** The invoice's numbers from its fields and lines (see invoice-totals.ts). */
export function totalsOf(
  fields: Pick<InvoiceFields, 'pricePrecision' | 'discountType' | 'isDiscountBeforeTax' | 'isInclusiveTax' | 'discount' | 'shippingCharge' | 'adjustment'>,
  lines: readonly Pick<LineFields, 'rate' | 'quantity' | 'discount' | 'taxComponents'>[],
): InvoiceTotals {
  return invoiceTotals({
    pricePrecision: fields.pricePrecision,
    discountType: fields.discountType,
    isDiscountBeforeTax: fields.isDiscountBeforeTax,
    isInclusiveTax: fields.isInclusiveTax,
    discount: fields.discount ?? null,
    shippingCharge: fields.shippingCharge,
    adjustment: fields.adjustment,
    lines: lines.map((l) => ({ rate: l.rate, quantity: l.quantity, discount: l.discount ?? null, taxes: (l.taxComponents ?? []).map(componentOf) })),
  });
}

/** Puts the totals on the invoice and its lines; the balance is what is left after payments. */
export function applyTotals(fields: InvoiceFields, lines: LineFields[], totals: InvoiceTotals): void {
  totals.lines.forEach((t, i) => {
    lines[i].itemTotal = t.itemTotal.toFixed();
    lines[i].discountAmount = t.discountAmount.toFixed();
  });
  fields.subTotal = totals.subTotal.toFixed();
  fields.discountAmount = totals.discountAmount.toFixed();
  fields.taxTotal = totals.taxTotal.toFixed();
  fields.total = totals.total.toFixed();
  fields.roundingDifference = totals.roundingDifference.toFixed();
  fields.taxes = totals.taxes.map((t) => ({
    tax_id: t.taxId,
    tax_name: t.name,
    tax_percentage: t.percentage.toFixed(),
    tax_amount: t.amount.toFixed(),
    account_id: t.accountId,
  }));
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

const LOCALE_KEYS = [
  'gstNo',
  'gstTreatment',
  'isPreGst',
  'placeOfSupply',
  'taxTreatment',
  'taxTreatmentCode',
  'vatTreatment',
  'vatRegNo',
  'isReverseChargeApplied',
  'cfdiUsage',
  'cfdiReferenceType',
  'referenceInvoiceId',
] as const;

/** The tax-locale columns of the input (enum values lower-cased), checked for the organization's edition. */
async function localeOf(
  tx: Tx,
  org: OrganizationRow,
  input: CreateInvoiceInput | UpdateInvoiceInput,
  stored: LocaleFields,
  invoiceId: string,
): Promise<LocaleFields> {
  const given: LocaleFields = {
    gstNo: text(input.gstNo),
    gstTreatment: lowered(input.gstTreatment),
    isPreGst: input.isPreGst,
    placeOfSupply: input.placeOfSupply === undefined ? undefined : (text(input.placeOfSupply)?.toUpperCase() ?? null),
    taxTreatment: lowered(input.taxTreatment),
    taxTreatmentCode: lowered(input.taxTreatmentCode),
    vatTreatment: lowered(input.vatTreatment),
    vatRegNo: text(input.vatRegNo),
    isReverseChargeApplied: input.isReverseChargeApplied,
    cfdiUsage: lowered(input.cfdiUsage),
    cfdiReferenceType: lowered(input.cfdiReferenceType),
    referenceInvoiceId: input.referenceInvoiceId,
  };
  for (const key of LOCALE_KEYS) if (given[key] === undefined) delete given[key];
  const merged = { ...stored, ...given };
  checkLocale(org.edition, given, merged);
  if (given.referenceInvoiceId) {
    if (given.referenceInvoiceId === invoiceId || !(await invoiceExists(tx, org.id, given.referenceInvoiceId)))
      throw invalid(['input', 'referenceInvoiceId'], 'is not another invoice of the organization');
  }
  return merged;
}

interface Current {
  row: InvoiceRecord;
  lines: InvoiceLineRow[];
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
    ? await resolveLines(tx, scope, input.lineItems ?? [], current?.lines ?? [])
    : current.lines.map(({ organizationId: _o, invoiceId: _i, ...line }) => ({ ...line }));
  applyTotals(fields, lines, totalsOf(fields, lines));
  return { fields, lines, linesChanged, customer, currencyCode: currency.currencyCode };
}
