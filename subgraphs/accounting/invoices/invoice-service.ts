/**
 * Sales invoices: create, change, number, move through their states, post to the ledger, list.
 * An invoice, its lines, custom values, history entry and ledger entry are written in one
 * transaction. The arithmetic is invoice-totals.ts, the ledger lines invoice-posting.ts, the
 * states invoice-status.ts, the tax-locale rules invoice-locale.ts (all pure).
 */
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../drizzle/client.ts';
import { type ContactAddressValue } from '../../../drizzle/tables/accounting/contacts.ts';
import { type InvoiceContactPersonValue, type InvoiceLineTaxValue, type InvoiceTagValue, type PaymentGatewayValue, invoiceComments, invoiceLineItems, invoicePayments, invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { items } from '../../../drizzle/tables/accounting/items.ts';
import { ACCOUNT_TYPES } from '../../core/books/chart.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { currencyOrBase } from '../../core/books/currencies.ts';
import { fromEnum, toEnum } from '../../core/values/enums.ts';
import { KontorError, invalid } from '../../core/request/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { repost, reverse } from '../../core/books/ledger.ts';
import { dec, roundTo, toDb } from '../../core/values/money.ts';
import { nextNumber } from '../../core/books/numbering.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { dateFilters, inOrg, orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { localDate } from '../../core/values/time.ts';
import { type TaxComponent, type TaxDefinition, SALES_TAX_TYPES, checkTax, findTaxes } from '../../erp/api.ts';
import { locationsById } from '../../inventory/api.ts';
import { type ContactRecord, requireContact, termsLabel } from '../parties/contact-store.ts';
import type {
  ContactAddressInput,
  CreateInvoiceInput,
  Invoice,
  InvoiceContactPersonInput,
  InvoiceFilter,
  InvoiceLineItemInput,
  InvoiceLineProductType,
  InvoiceStatusFilter,
  InvoiceTaxTreatmentCode,
  InvoiceTagInput,
  PaymentGatewayInput,
  QueryInvoicesArgs,
  UpdateInvoiceInput,
} from '../generated/graphql.ts';
import { UNIQUE_VALUE_INDEX, deleteValuesOf, resolveValues, uniqueValueTaken, writeValues } from '../shared/custom-fields.ts';
import { type Actor, type Operation, PLATFORM, recordHistory } from './invoice-history.ts';
import { type LocaleFields, checkLineProductType, checkLocale, checkLocaleField } from '../shared/tax-locale.ts';
import { invoicePostingLines } from './invoice-posting.ts';
import { billExpenses } from '../expenses/expense-billing.ts';
import { type InvoiceState, isOpen, refuse, statusOf, statusSql } from './invoice-status.ts';
import { type InvoiceTotals, invoiceTotals } from './invoice-totals.ts';
import { DEFAULT_TEMPLATE, INVOICE_TEMPLATES, type InvoiceLineRow, type InvoiceRecord, findInvoice, gatewayNameOf, invoiceView, invoiceViews, linesOf, selectInvoices } from './invoice-views.ts';

type Path = readonly (string | number)[];
type InvoiceFields = Omit<typeof invoices.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;
type LineFields = Omit<typeof invoiceLineItems.$inferInsert, 'organizationId' | 'invoiceId'> & { id: string };

export const MAX_LINE_ITEMS = 1000;
/** Invoices one PDF export may hold (GET /invoices/pdf). */
export const MAX_DOCUMENTS = 25;
const NUMBER_SERIES = { series: 'invoice', prefix: 'INV-', width: 6 };

// --- reading ---------------------------------------------------------------------------------

export function getInvoice(db: Executor, org: OrganizationRow, invoiceId: string): Promise<Invoice> {
  return invoiceView(db, org, invoiceId);
}

const FILTERS: Record<InvoiceFilter, { wire: string; states?: readonly InvoiceState[] }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_SENT: { wire: 'Status.Sent', states: ['sent'] },
  STATUS_DRAFT: { wire: 'Status.Draft', states: ['draft'] },
  STATUS_OVERDUE: { wire: 'Status.OverDue', states: ['overdue'] },
  STATUS_PAID: { wire: 'Status.Paid', states: ['paid'] },
  STATUS_VOID: { wire: 'Status.Void', states: ['void'] },
  STATUS_UNPAID: { wire: 'Status.Unpaid', states: ['sent', 'viewed', 'overdue', 'partially_paid'] },
  STATUS_PARTIALLY_PAID: { wire: 'Status.PartiallyPaid', states: ['partially_paid'] },
  STATUS_VIEWED: { wire: 'Status.Viewed', states: ['viewed'] },
};

const STATUS_FILTERS: Record<InvoiceStatusFilter, readonly InvoiceState[]> = {
  DRAFT: ['draft'],
  SENT: ['sent'],
  VIEWED: ['viewed'],
  OVERDUE: ['overdue'],
  PARTIALLY_PAID: ['partially_paid'],
  PAID: ['paid'],
  VOID: ['void'],
  UNPAID: ['sent', 'viewed', 'overdue', 'partially_paid'],
};

const SORT_COLUMNS = {
  invoice_number: sql`lower(${invoices.invoiceNumber})`,
  date: invoices.date,
  due_date: invoices.dueDate,
  customer_name: sql`lower(${invoices.customerName})`,
  total: invoices.total,
  balance: invoices.balance,
  created_time: invoices.createdAt,
};

/** A page of invoices with their lines: the same statements whatever the page size. */
export async function listInvoices(db: Db, org: OrganizationRow, args: QueryInvoicesArgs, page: Page) {
  const today = localDate(new Date(), org.timeZone);
  const status = statusSql(today);
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const states = (wanted: readonly InvoiceState[] | undefined) => (wanted ? inArray(status, [...wanted]) : undefined);
  const conditions: (SQL | undefined)[] = [
    states(filter.states),
    states(args.status ? STATUS_FILTERS[args.status] : undefined),
    args.customerId ? eq(invoices.customerId, args.customerId) : undefined,
    searchOf([invoices.invoiceNumber, invoices.referenceNumber, invoices.customerName], args.searchText),
    ...textFilters(invoices.invoiceNumber, { equals: args.invoiceNumber, startsWith: args.invoiceNumberStartswith, contains: args.invoiceNumberContains }),
    ...dateFilters(invoices.date, { start: args.dateStart, end: args.dateEnd, before: args.dateBefore, after: args.dateAfter }),
    ...dateFilters(invoices.dueDate, { start: args.dueDateStart, end: args.dueDateEnd, before: args.dueDateBefore, after: args.dueDateAfter }),
  ];
  const sort = orderOf(SORT_COLUMNS, invoices.id, args.sortColumn?.toLowerCase(), args.sortOrder, { column: 'created_time', order: 'D', descending: ['date', 'due_date', 'created_time'] });
  const rows = await selectInvoices(db, org.id, { where: and(...conditions), orderBy: sort.orderBy, ...window(page) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) => invoiceViews(db, org, nodes));
}

/** Invoices by id in the order asked, for printing; more than MAX_DOCUMENTS is refused, a missing one is 404. */
export async function invoicesForPrint(db: Db, org: OrganizationRow, invoiceIds: readonly string[]): Promise<Invoice[]> {
  if (!invoiceIds.length) throw invalid(['invoiceIds'], 'is required: name the invoices to print');
  if (invoiceIds.length > MAX_DOCUMENTS) {
    throw new KontorError('LIMIT_EXCEEDED', `At most ${MAX_DOCUMENTS} invoices go into one PDF; ${invoiceIds.length} were asked for.`, { field: ['invoiceIds'] });
  }
  const wanted = [...new Set(invoiceIds)];
  const rows = await selectInvoices(db, org.id, { where: inArray(invoices.id, wanted.filter(isId)) });
  const missing = wanted.find((id) => !rows.some((r) => r.id === id));
  if (missing) throw new KontorError('NOT_FOUND', `The invoice ${missing} does not exist.`);
  const views = new Map((await invoiceViews(db, org, rows)).map((v) => [v.invoiceId, v]));
  return invoiceIds.map((id) => views.get(id)!);
}

// --- writing ---------------------------------------------------------------------------------

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const ADDRESS_FIELDS = ['address', 'street2', 'city', 'state', 'zip', 'country', 'fax'] as const;

function addressOf(input: ContactAddressInput | null): ContactAddressValue {
  if (!input) return {};
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, input[f] ?? null]));
}

function tagsOf(input: readonly InvoiceTagInput[]): InvoiceTagValue[] {
  return input.map((t) => ({ tag_id: t.tagId, tag_name: t.tagName ?? null, tag_option_id: t.tagOptionId ?? null, tag_option_name: t.tagOptionName ?? null }));
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

function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function lowered(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : value === null ? null : value.toLowerCase();
}

const componentOf = (t: InvoiceLineTaxValue): TaxComponent => ({ taxId: t.tax_id, name: t.tax_name, percentage: dec(t.percentage), isCompound: t.is_compound, accountId: t.account_id, purchaseAccountId: '' });
const componentValue = (c: TaxComponent): InvoiceLineTaxValue => ({ tax_id: c.taxId, tax_name: c.name, percentage: dec(c.percentage).toFixed(), is_compound: c.isCompound, account_id: c.accountId });

/** The line columns a tax sets: its name, type, rate and the taxes it applies, kept with the line. */
function taxColumns(tax: TaxDefinition | undefined): Pick<LineFields, 'taxId' | 'taxName' | 'taxType' | 'taxPercentage' | 'taxComponents'> {
  if (!tax) return { taxId: null, taxName: null, taxType: null, taxPercentage: null, taxComponents: [] };
  return { taxId: tax.taxId, taxName: tax.taxName, taxType: tax.taxType, taxPercentage: tax.percentage.toFixed(), taxComponents: tax.components.map(componentValue) };
}

const PRODUCT_TYPES: Record<string, string> = { goods: 'goods', service: 'services', digital_service: 'services', capital_service: 'capital_service', capital_goods: 'capital_goods' };

/** A stored line as the input that gives it; the position is left out, as a line takes the place it is sent in. */
function inputOf(line: InvoiceLineRow): InvoiceLineItemInput {
  return {
    itemId: line.itemId,
    projectId: line.projectId,
    projectName: line.projectName,
    timeEntryIds: line.timeEntryIds,
    locationId: line.locationId,
    productType: line.productType ? toEnum<InvoiceLineProductType>(line.productType) : null,
    satItemKeyCode: line.satItemKeyCode,
    unitkeyCode: line.unitkeyCode,
    expenseId: line.expenseId,
    expenseReceiptName: line.expenseReceiptName,
    name: line.name,
    description: line.description,
    rate: line.rate,
    quantity: line.quantity,
    unit: line.unit,
    discount: line.discount,
    tags: line.tags.map((t) => ({ tagId: t.tag_id, tagName: t.tag_name, tagOptionId: t.tag_option_id, tagOptionName: t.tag_option_name })),
    taxId: line.taxId,
    tdsTaxId: line.tdsTaxId,
    taxTreatmentCode: line.taxTreatmentCode ? toEnum<InvoiceTaxTreatmentCode>(line.taxTreatmentCode) : null,
    headerName: line.headerName,
    headerId: line.headerId,
    accountId: line.accountId,
  };
}

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
    return { ...inputOf(kept), ...given };
  });
}

/**
 * The lines of the input resolved against the organization: items (their defaults), taxes
 * (groups expanded), income accounts and locations, each found in one statement for all lines
 * and held FOR SHARE until the invoice commits, so none is deleted under it. `stored` are the
 * invoice's lines (none on create), which a line names by `line_item_id` to keep its id.
 */
async function resolveLines(tx: Tx, org: OrganizationRow, given: readonly InvoiceLineItemInput[], stored: readonly InvoiceLineRow[]): Promise<LineFields[]> {
  if (!given.length) throw invalid(['input', 'lineItems'], 'must hold at least one line');
  if (given.length > MAX_LINE_ITEMS) {
    throw new KontorError('LIMIT_EXCEEDED', `An invoice holds at most ${MAX_LINE_ITEMS} line items; ${given.length} were given.`, { field: ['input', 'lineItems'] });
  }
  const input = mergeStored(given, stored);
  const field = (i: number, name: string): Path => ['input', 'lineItems', i, name];
  const itemIds = [...new Set(input.map((l) => l.itemId).filter((id): id is string => !!id))];
  const itemRows = itemIds.length ? await tx.select().from(items).where(inOrg(items, org.id, inArray(items.id, itemIds))).for('share') : [];
  const itemOf = new Map(itemRows.map((r) => [r.id, r]));
  input.forEach((line, i) => {
    if (!line.itemId) return;
    const item = itemOf.get(line.itemId);
    if (!item) throw invalid(field(i, 'itemId'), 'is not an item of the organization');
    if (item.status !== 'active') throw invalid(field(i, 'itemId'), `the item ${item.name} is inactive`);
  });

  const taxIdOf = (line: InvoiceLineItemInput) => (line.taxId !== undefined ? line.taxId : line.itemId ? itemOf.get(line.itemId)?.taxId ?? null : null);
  const taxes = await findTaxes(tx, org.id, input.map(taxIdOf).filter((id): id is string => !!id), { lock: true });
  const accountIdOf = (line: InvoiceLineItemInput) => line.accountId ?? (line.itemId ? itemOf.get(line.itemId)?.accountId ?? null : null);
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
      ? checkAccount(accounts.find((a) => a.id === accountId), line.accountId ? field(i, 'accountId') : field(i, 'itemId'), { types: ACCOUNT_TYPES.income, typesText: 'an income account' })
      : sales;
    if (!account) throw new Error(`organization ${org.id} has no sales account`);
    if (line.locationId && !locations.has(line.locationId)) throw invalid(field(i, 'locationId'), 'is not a location of the organization');
    const productType = line.productType ? fromEnum(line.productType) : item ? PRODUCT_TYPES[item.productType] ?? null : null;
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
      description: line.description !== undefined ? line.description : item?.description ?? null,
      rate: toDb(rate),
      quantity: toDb(quantity),
      unit: text(line.unit) ?? item?.unit ?? null,
      discount: text(line.discount) ?? null,
      discountAmount: '0',
      tags: tagsOf(line.tags ?? []),
      ...taxColumns(tax),
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
function totalsOf(fields: Pick<InvoiceFields, 'pricePrecision' | 'discountType' | 'isDiscountBeforeTax' | 'isInclusiveTax' | 'discount' | 'shippingCharge' | 'adjustment'>, lines: readonly Pick<LineFields, 'rate' | 'quantity' | 'discount' | 'taxComponents'>[]): InvoiceTotals {
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
function applyTotals(fields: InvoiceFields, lines: LineFields[], totals: InvoiceTotals): void {
  totals.lines.forEach((t, i) => {
    lines[i].itemTotal = t.itemTotal.toFixed();
    lines[i].discountAmount = t.discountAmount.toFixed();
  });
  fields.subTotal = totals.subTotal.toFixed();
  fields.discountAmount = totals.discountAmount.toFixed();
  fields.taxTotal = totals.taxTotal.toFixed();
  fields.total = totals.total.toFixed();
  fields.roundingDifference = totals.roundingDifference.toFixed();
  fields.taxes = totals.taxes.map((t) => ({ tax_id: t.taxId, tax_name: t.name, tax_percentage: t.percentage.toFixed(), tax_amount: t.amount.toFixed(), account_id: t.accountId }));
  const settled = dec(fields.paymentMade ?? 0).plus(fields.creditsApplied ?? 0).plus(fields.writeOffAmount ?? 0);
  const balance = totals.total.minus(settled);
  if (balance.lt(0)) {
    throw new KontorError('INVALID_STATE', `The invoice total would be ${totals.total.toFixed()}, less than the ${settled.toFixed()} already paid or credited on it.`, { field: ['input', 'lineItems'] });
  }
  fields.balance = balance.toFixed();
}

const LOCALE_KEYS = ['gstNo', 'gstTreatment', 'isPreGst', 'placeOfSupply', 'taxTreatment', 'taxTreatmentCode', 'vatTreatment', 'vatRegNo', 'isReverseChargeApplied', 'cfdiUsage', 'cfdiReferenceType', 'referenceInvoiceId'] as const;

/** The tax-locale columns of the input (enum values lower-cased), checked for the organization's edition. */
async function localeOf(tx: Tx, org: OrganizationRow, input: CreateInvoiceInput | UpdateInvoiceInput, stored: LocaleFields, invoiceId: string): Promise<LocaleFields> {
  const given: LocaleFields = {
    gstNo: text(input.gstNo),
    gstTreatment: lowered(input.gstTreatment),
    isPreGst: input.isPreGst,
    placeOfSupply: input.placeOfSupply === undefined ? undefined : text(input.placeOfSupply)?.toUpperCase() ?? null,
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
    const [referenced] = await tx.select({ id: invoices.id }).from(invoices).where(inOrg(invoices, org.id, eq(invoices.id, given.referenceInvoiceId)));
    if (!referenced || referenced.id === invoiceId) throw invalid(['input', 'referenceInvoiceId'], 'is not another invoice of the organization');
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
export async function prepare(tx: Tx, org: OrganizationRow, input: CreateInvoiceInput | UpdateInvoiceInput, invoiceId: string, current?: Current): Promise<Prepared> {
  const previous = current?.row;
  const customerId = input.customerId ?? previous!.customerId;
  const customerChanged = !previous || customerId !== previous.customerId;
  const customer = await requireContact(tx, org.id, customerId, ['input', 'customerId'], { contactType: 'customer', allowInactive: !customerChanged });

  const currency = await currencyOrBase(tx, org.id, input.currencyId ?? previous?.currencyId ?? customer.currencyId, ['input', 'currencyId']);
  let exchangeRate = input.exchangeRate ?? (input.currencyId || !previous ? currency.exchangeRate : previous.exchangeRate);
  if (currency.isBaseCurrency) {
    if (input.exchangeRate != null && !dec(input.exchangeRate).equals(1)) throw invalid(['input', 'exchangeRate'], `must be 1: ${currency.currencyCode} is the base currency`);
    exchangeRate = '1';
  }
  if (!dec(exchangeRate).gt(0)) throw invalid(['input', 'exchangeRate'], 'must be more than 0');

  const today = localDate(new Date(), org.timeZone);
  const date = input.date ?? previous?.date ?? today;
  const paymentTerms = input.paymentTerms ?? previous?.paymentTerms ?? customer.paymentTerms;
  const termsChanged = input.paymentTerms != null && input.paymentTerms !== previous?.paymentTerms;
  const paymentTermsLabel =
    text(input.paymentTermsLabel) ?? (termsChanged ? termsLabel(paymentTerms) : previous?.paymentTermsLabel ?? (input.paymentTerms == null ? customer.paymentTermsLabel : termsLabel(paymentTerms)));
  const dueDate = input.dueDate ?? (previous && input.date == null && !termsChanged ? previous.dueDate : addDays(date, paymentTerms));
  if (dueDate < date) throw invalid(['input', 'dueDate'], `must not be before the invoice date ${date}`);

  const templateId = input.templateId ?? previous?.templateId ?? DEFAULT_TEMPLATE.templateId;
  if (!INVOICE_TEMPLATES.some((t) => t.templateId === templateId)) throw invalid(['input', 'templateId'], 'is not a template of GET /invoices/templates');

  const locationId = input.locationId !== undefined ? input.locationId : previous?.locationId ?? null;
  if (input.locationId && !(await locationsById(tx, org.id, [input.locationId])).has(input.locationId)) throw invalid(['input', 'locationId'], 'is not a location of the organization');

  const contactPersons = contactPersonsOf(customer, input.contactPersonsAssociated, customerChanged ? undefined : previous?.contactPersons);
  const locale = await localeOf(tx, org, input, previous ?? {}, invoiceId);

  const fields: InvoiceFields = {
    invoiceNumber: previous?.invoiceNumber ?? '',
    status: previous?.status ?? 'draft',
    date,
    dueDate,
    paymentTerms,
    paymentTermsLabel,
    paymentExpectedDate: input.paymentExpectedDate !== undefined ? input.paymentExpectedDate : previous?.paymentExpectedDate ?? null,
    lastPaymentDate: previous?.lastPaymentDate ?? null,
    referenceNumber: input.referenceNumber !== undefined ? text(input.referenceNumber) ?? null : previous?.referenceNumber ?? null,
    customerId: customer.id,
    customerName: customer.contactName,
    contactPersons,
    currencyId: currency.id,
    exchangeRate: toDb(exchangeRate),
    discount: input.discount !== undefined ? text(input.discount) ?? null : previous?.discount ?? null,
    discountAmount: '0',
    isDiscountBeforeTax: input.isDiscountBeforeTax ?? previous?.isDiscountBeforeTax ?? true,
    discountType: input.discountType ? (fromEnum(input.discountType) as 'entity_level' | 'item_level') : previous?.discountType ?? 'entity_level',
    isInclusiveTax: input.isInclusiveTax ?? previous?.isInclusiveTax ?? false,
    recurringInvoiceId: input.recurringInvoiceId !== undefined ? input.recurringInvoiceId : previous?.recurringInvoiceId ?? null,
    locationId,
    tags: input.tags !== undefined ? tagsOf(input.tags ?? []) : previous?.tags ?? [],
    shippingCharge: toDb(input.shippingCharge ?? previous?.shippingCharge ?? 0),
    adjustment: toDb(input.adjustment ?? previous?.adjustment ?? 0),
    adjustmentDescription: input.adjustmentDescription !== undefined ? text(input.adjustmentDescription) ?? null : previous?.adjustmentDescription ?? null,
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
    paymentGateways: input.paymentOptions ? gatewaysOf(input.paymentOptions.paymentGateways ?? []) : previous?.paymentGateways ?? [],
    billingAddress: input.billingAddress !== undefined ? addressOf(input.billingAddress) : customerChanged ? customer.billingAddress : previous!.billingAddress,
    shippingAddress: input.shippingAddress !== undefined ? addressOf(input.shippingAddress) : customerChanged ? customer.shippingAddress : previous!.shippingAddress,
    notes: input.notes !== undefined ? input.notes : previous?.notes ?? null,
    terms: input.terms !== undefined ? input.terms : previous?.terms ?? null,
    templateId,
    salespersonId: input.salespersonId !== undefined ? input.salespersonId : previous?.salespersonId ?? null,
    salespersonName: input.salespersonName !== undefined ? text(input.salespersonName) ?? null : previous?.salespersonName ?? null,
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
  const lines: LineFields[] = linesChanged ? await resolveLines(tx, org, input.lineItems ?? [], current?.lines ?? []) : current.lines.map(({ organizationId: _o, invoiceId: _i, ...line }) => ({ ...line }));
  applyTotals(fields, lines, totalsOf(fields, lines));
  return { fields, lines, linesChanged, customer, currencyCode: currency.currencyCode };
}

/** The customer's persons the invoice goes to: those named (each a person of the customer), else the kept ones, else the primary. */
export function contactPersonsOf(customer: ContactRecord, given: readonly InvoiceContactPersonInput[] | null | undefined, kept: InvoiceContactPersonValue[] | undefined): InvoiceContactPersonValue[] {
  if (given === undefined) {
    if (kept) return kept;
    const primary = customer.persons.find((p) => p.isPrimaryContact) ?? customer.persons[0];
    return primary ? [{ contact_person_id: primary.id }] : [];
  }
  const seen = new Set<string>();
  return (given ?? []).map((person, i) => {
    const field = ['input', 'contactPersonsAssociated', i, 'contactPersonId'];
    if (!customer.persons.some((p) => p.id === person.contactPersonId)) throw invalid(field, `is not a contact person of the customer ${customer.contactName}`);
    if (seen.has(person.contactPersonId)) throw invalid(field, 'names a contact person listed before');
    seen.add(person.contactPersonId);
    const preference = person.communicationPreference;
    return {
      contact_person_id: person.contactPersonId,
      ...(preference?.isEmailEnabled != null ? { is_email_enabled: preference.isEmailEnabled } : {}),
      ...(preference?.isSmsEnabled != null ? { is_sms_enabled: preference.isSmsEnabled } : {}),
      ...(preference?.isWhatsappEnabled != null ? { is_whatsapp_enabled: preference.isWhatsappEnabled } : {}),
    };
  });
}

async function writeLines(tx: Tx, organizationId: string, invoiceId: string, lines: LineFields[], replace: boolean): Promise<void> {
  if (replace) await tx.delete(invoiceLineItems).where(inOrg(invoiceLineItems, organizationId, eq(invoiceLineItems.invoiceId, invoiceId)));
  if (lines.length) await tx.insert(invoiceLineItems).values(lines.map((l) => ({ ...l, organizationId, invoiceId })));
}

/** The state an open invoice is in after a change, stored so readers outside the API see it too. */
function storedState(fields: Pick<InvoiceFields, 'status' | 'balance' | 'paymentMade' | 'creditsApplied' | 'writeOffAmount' | 'dueDate'> & { isViewedByClient?: boolean }, org: OrganizationRow): InvoiceState {
  return statusOf(
    {
      status: fields.status ?? 'draft',
      balance: fields.balance,
      paymentMade: fields.paymentMade ?? '0',
      creditsApplied: fields.creditsApplied ?? '0',
      writeOffAmount: fields.writeOffAmount ?? '0',
      isViewedByClient: fields.isViewedByClient ?? false,
      dueDate: fields.dueDate,
    },
    localDate(new Date(), org.timeZone),
  );
}

const SYSTEM_KEYS = ['accounts_receivable', 'sales', 'tax_payable', 'discount', 'shipping_charge', 'rounding'] as const;

/**
 * Makes the ledger hold what the invoice posts (accrual basis): the first post, or a reversal
 * and a new entry when it changed; nothing when it is as posted already.
 */
async function post(tx: Tx, org: OrganizationRow, invoice: InvoiceRecord, lines: readonly Pick<LineFields, 'rate' | 'quantity' | 'discount' | 'taxComponents' | 'accountId'>[]): Promise<void> {
  const found = await findAccounts(tx, org.id, { systemKeys: [...SYSTEM_KEYS] });
  const key = (systemKey: (typeof SYSTEM_KEYS)[number]) => {
    const account = found.find((a) => a.systemKey === systemKey);
    if (!account) throw new Error(`organization ${org.id} has no ${systemKey} account`);
    return account.id;
  };
  const postingLines = invoicePostingLines({
    totals: totalsOf(invoice, lines),
    lineAccounts: lines.map((l) => l.accountId),
    accounts: { receivable: key('accounts_receivable'), sales: key('sales'), taxPayable: key('tax_payable'), discount: key('discount'), shipping: key('shipping_charge'), rounding: key('rounding') },
    currencyId: invoice.currencyId,
    exchangeRate: invoice.exchangeRate,
    base: { currencyId: org.currencyId, pricePrecision: org.pricePrecision },
  });
  await repost(tx, { organizationId: org.id, sourceType: 'invoice', sourceId: invoice.id }, { date: invoice.date, sourceNumber: invoice.invoiceNumber, basis: 'accrual', referenceNumber: invoice.referenceNumber, lines: postingLines });
}

async function unpost(tx: Tx, org: OrganizationRow, invoiceId: string): Promise<void> {
  await reverse(tx, { organizationId: org.id, sourceType: 'invoice', sourceId: invoiceId });
}

/** The index that keeps numbers unique turned into the error a client acts on, also for a concurrent writer. */
function refusingDuplicates<T>(number: () => string | null | undefined, work: () => Promise<T>): Promise<T> {
  return uniquely(work, {
    invoices_org_number: () => new KontorError('DUPLICATE', `The invoice number "${number()}" is already used by another invoice of the organization.`, { field: ['input', 'invoiceNumber'] }),
    [UNIQUE_VALUE_INDEX]: () => uniqueValueTaken('invoice'),
  });
}

/** The next number of the series that no invoice holds yet (a number given by hand is skipped, not reused). */
async function nextInvoiceNumber(tx: Tx, organizationId: string): Promise<string> {
  for (;;) {
    const number = await nextNumber(tx, organizationId, NUMBER_SERIES.series, NUMBER_SERIES);
    const [taken] = await tx.select({ id: invoices.id }).from(invoices).where(inOrg(invoices, organizationId, eq(sql`lower(${invoices.invoiceNumber})`, number.toLowerCase()))).limit(1);
    if (!taken) return number;
  }
}

function money(amount: string, currencyCode: string, places: number): string {
  return `${currencyCode} ${roundTo(amount, places).toFixed(places)}`;
}

export interface CreateOptions {
  ignoreAutoNumberGeneration: boolean;
  send: boolean;
}

export async function createInvoice(db: Db, org: OrganizationRow, actor: Actor, input: CreateInvoiceInput, options: CreateOptions): Promise<Invoice> {
  const drawn: { number?: string | null } = { number: text(input.invoiceNumber) };
  return refusingDuplicates(() => drawn.number, () => db.transaction((tx) => createInvoiceIn(tx, org, actor, input, options, drawn)));
}

/**
 * createInvoice in the caller's transaction, for documents that make invoices (recurring
 * profiles): the same checks, totals, numbering, history and posting as a hand-made invoice.
 * `drawn.number` receives the number as soon as it is drawn (for the duplicate message).
 */
export async function createInvoiceIn(tx: Tx, org: OrganizationRow, actor: Actor, input: CreateInvoiceInput, options: CreateOptions, drawn: { number?: string | null } = {}): Promise<Invoice> {
  const givenNumber = text(input.invoiceNumber);
  if (options.ignoreAutoNumberGeneration && !givenNumber) throw invalid(['input', 'invoiceNumber'], 'is required when ignore_auto_number_generation is true');
  const invoiceId = newId();
  const prepared = await prepare(tx, org, input, invoiceId);
  const custom = await resolveValues(tx, org.id, 'invoice', input.customFields, ['input', 'customFields']);
  // Drawn last: the series' counter stays locked until commit, so concurrent creates queue only here.
  const number = options.ignoreAutoNumberGeneration ? givenNumber! : await nextInvoiceNumber(tx, org.id);
  drawn.number = number;
  await tx.insert(invoices).values({ ...prepared.fields, invoiceNumber: number, id: invoiceId, organizationId: org.id, status: 'draft' });
  await writeLines(tx, org.id, invoiceId, prepared.lines, false);
  await billExpenses(tx, { org, actor, now: new Date() }, { invoiceId, invoiceNumber: number, customerId: prepared.fields.customerId }, prepared.lines);
  await writeValues(tx, org.id, invoiceId, custom, 'invoice');
  await recordHistory(tx, org.id, invoiceId, actor, 'added', `Invoice ${number} created for ${money(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision)}.`);
  if (options.send) await markSentIn(tx, org, actor, invoiceId);
  return invoiceView(tx, org, invoiceId);
}

export async function updateInvoice(db: Db, org: OrganizationRow, actor: Actor, invoiceId: string, input: UpdateInvoiceInput): Promise<Invoice> {
  return refusingDuplicates(() => text(input.invoiceNumber), () =>
    db.transaction(async (tx) => {
      const row = await findInvoice(tx, org.id, invoiceId, { lock: true });
      if (row.status === 'void') throw refuse(row.invoiceNumber, 'void', 'changed', 'turn it back into a draft first');
      const lines = (await linesOf(tx, org.id, [row.id])).get(row.id) ?? [];
      const prepared = await prepare(tx, org, input, row.id, { row, lines });
      const custom = await resolveValues(tx, org.id, 'invoice', input.customFields, ['input', 'customFields']);
      const invoiceNumber = text(input.invoiceNumber) ?? row.invoiceNumber;
      const status = isOpen(row.status) ? storedState({ ...prepared.fields, isViewedByClient: row.isViewedByClient }, org) : row.status;
      await tx
        .update(invoices)
        .set({ ...prepared.fields, invoiceNumber, status, updatedAt: new Date() })
        .where(inOrg(invoices, org.id, eq(invoices.id, row.id)));
      if (prepared.linesChanged) await writeLines(tx, org.id, row.id, prepared.lines, true);
      await billExpenses(tx, { org, actor, now: new Date() }, { invoiceId: row.id, invoiceNumber, customerId: prepared.fields.customerId }, prepared.lines);
      await writeValues(tx, org.id, row.id, custom, 'invoice');
      if (isOpen(row.status)) await post(tx, org, { ...row, ...prepared.fields, invoiceNumber, status, currencyCode: prepared.currencyCode } as InvoiceRecord, prepared.lines);
      await recordHistory(tx, org.id, row.id, actor, 'updated', `Invoice ${invoiceNumber} updated; total ${money(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision)}.`);
      return invoiceView(tx, org, row.id);
    }),
  );
}

function hasSettlements(row: InvoiceRecord): boolean {
  return dec(row.paymentMade).plus(row.creditsApplied).plus(row.writeOffAmount).gt(0);
}

/** Deletes an invoice that nothing has been paid or credited on; what it posted is reversed. */
export async function deleteInvoice(db: Db, org: OrganizationRow, invoiceId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await findInvoice(tx, org.id, invoiceId, { lock: true });
    if (hasSettlements(row)) throw refuse(row.invoiceNumber, statusOf(row, localDate(new Date(), org.timeZone)), 'deleted', 'payments or credits are applied to it');
    await unpost(tx, org, row.id);
    await billExpenses(tx, { org, actor: PLATFORM, now: new Date() }, { invoiceId: row.id, invoiceNumber: row.invoiceNumber, customerId: row.customerId }, []);
    await tx.delete(invoiceLineItems).where(inOrg(invoiceLineItems, org.id, eq(invoiceLineItems.invoiceId, row.id)));
    await tx.delete(invoiceComments).where(inOrg(invoiceComments, org.id, eq(invoiceComments.invoiceId, row.id)));
    await tx.delete(invoicePayments).where(inOrg(invoicePayments, org.id, eq(invoicePayments.invoiceId, row.id)));
    await deleteValuesOf(tx, org.id, row.id);
    await tx.delete(invoices).where(inOrg(invoices, org.id, eq(invoices.id, row.id)));
    return row.id;
  });
}

async function setState(tx: Tx, org: OrganizationRow, row: InvoiceRecord, status: InvoiceState): Promise<void> {
  await tx.update(invoices).set({ status, updatedAt: new Date() }).where(inOrg(invoices, org.id, eq(invoices.id, row.id)));
}

export async function markSentIn(tx: Tx, org: OrganizationRow, actor: Actor, invoiceId: string): Promise<void> {
  const row = await findInvoice(tx, org.id, invoiceId, { lock: true });
  if (row.status !== 'draft') {
    const state = statusOf(row, localDate(new Date(), org.timeZone));
    throw refuse(row.invoiceNumber, state, 'marked as sent', state === 'void' ? 'turn it back into a draft first' : 'it has been sent already');
  }
  const status = storedState({ ...row, status: 'sent' }, org);
  await setState(tx, org, row, status);
  const lines = (await linesOf(tx, org.id, [row.id])).get(row.id) ?? [];
  await post(tx, org, { ...row, status }, lines);
  await recordHistory(tx, org.id, row.id, actor, 'marked_as_sent', `Invoice ${row.invoiceNumber} marked as sent.`);
}

/** draft → sent: the invoice is posted. Email delivery arrives with the messaging module (is_emailed stays false). */
export async function markInvoiceSent(db: Db, org: OrganizationRow, actor: Actor, invoiceId: string): Promise<Invoice> {
  return db.transaction(async (tx) => {
    await markSentIn(tx, org, actor, invoiceId);
    return invoiceView(tx, org, invoiceId);
  });
}

/** Voids a draft or an open invoice that nothing has been paid or credited on; what it posted is reversed. */
export async function markInvoiceVoid(db: Db, org: OrganizationRow, actor: Actor, invoiceId: string): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const row = await findInvoice(tx, org.id, invoiceId, { lock: true });
    const state = statusOf(row, localDate(new Date(), org.timeZone));
    if (row.status === 'void') throw refuse(row.invoiceNumber, state, 'voided', 'it is void already');
    if (hasSettlements(row)) throw refuse(row.invoiceNumber, state, 'voided', 'payments or credits are applied to it; remove them first');
    await unpost(tx, org, row.id);
    await setState(tx, org, row, 'void');
    await recordHistory(tx, org.id, row.id, actor, 'voided', `Invoice ${row.invoiceNumber} marked as void.`);
    return invoiceView(tx, org, row.id);
  });
}

/** sent (or void) → draft: what it posted is reversed; refused once something is paid or credited. */
export async function markInvoiceDraft(db: Db, org: OrganizationRow, actor: Actor, invoiceId: string): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const row = await findInvoice(tx, org.id, invoiceId, { lock: true });
    const state = statusOf(row, localDate(new Date(), org.timeZone));
    if (row.status === 'draft') throw refuse(row.invoiceNumber, state, 'turned into a draft', 'it is one already');
    if (hasSettlements(row)) throw refuse(row.invoiceNumber, state, 'turned into a draft', 'payments or credits are applied to it; remove them first');
    await unpost(tx, org, row.id);
    await setState(tx, org, row, 'draft');
    await recordHistory(tx, org.id, row.id, actor, 'marked_as_draft', `Invoice ${row.invoiceNumber} converted to draft.`);
    return invoiceView(tx, org, row.id);
  });
}

export async function addComment(db: Db, org: OrganizationRow, actor: Actor, invoiceId: string, description: string) {
  const comment = description.trim();
  if (!comment) throw invalid(['input', 'description'], 'must not be blank');
  return db.transaction(async (tx) => {
    const row = await findInvoice(tx, org.id, invoiceId);
    return recordHistory(tx, org.id, row.id, actor, 'commented' satisfies Operation, comment);
  });
}

// --- what other records refer to --------------------------------------------------------------

/** The first invoice naming a contact as its customer, for `contactReferences`. */
export async function invoiceNamingCustomer(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx.select({ number: invoices.invoiceNumber }).from(invoices).where(inOrg(invoices, organizationId, eq(invoices.customerId, contactId))).orderBy(invoices.id).limit(1);
  return row && `the customer (customer_id) of the invoice ${row.number}`;
}

async function lineUsing(tx: Tx, organizationId: string, condition: SQL): Promise<string | undefined> {
  const [row] = await tx
    .select({ number: invoices.invoiceNumber })
    .from(invoiceLineItems)
    .innerJoin(invoices, eq(invoices.id, invoiceLineItems.invoiceId))
    .where(inOrg(invoiceLineItems, organizationId, condition))
    .orderBy(invoiceLineItems.id)
    .limit(1);
  return row?.number;
}

/** The first invoice line selling an item, for `itemReferences`. */
export async function invoiceLineNamingItem(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const number = await lineUsing(tx, organizationId, eq(invoiceLineItems.itemId, itemId));
  return number && `sold on the invoice ${number}`;
}

/** The first invoice line posting to an account, for `accountReferences`. */
export async function invoiceLineUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const number = await lineUsing(tx, organizationId, eq(invoiceLineItems.accountId, accountId));
  return number && `the income account (account_id) of a line of the invoice ${number}`;
}

/** The first invoice line applying a tax (or a group it belongs to was expanded from), for `taxReferences`. */
export async function invoiceLineUsingTax(tx: Tx, organizationId: string, taxId: string): Promise<string | undefined> {
  const number = await lineUsing(tx, organizationId, sql`(${invoiceLineItems.taxId} = ${taxId} or ${invoiceLineItems.taxComponents} @> ${JSON.stringify([{ tax_id: taxId }])}::jsonb)`);
  return number && `applied on a line of the invoice ${number}`;
}

// --- following tax changes (update_draft_invoice) ---------------------------------------------

/**
 * A tax's rate changed and the client asked for draft invoices to follow: every draft with a
 * line applying an affected tax takes the taxes as they are now and its totals are worked out
 * again, in the tax's transaction. Sent invoices keep what they were issued with.
 */
export async function followTaxChange(tx: Tx, change: { organizationId: string; taxId: string; affectedTaxIds: readonly string[] }): Promise<void> {
  const organizationId = change.organizationId;
  const affected = [...change.affectedTaxIds];
  if (!affected.length) return;
  const drafts = await tx
    .selectDistinct({ invoiceId: invoiceLineItems.invoiceId })
    .from(invoiceLineItems)
    .innerJoin(invoices, eq(invoices.id, invoiceLineItems.invoiceId))
    .where(inOrg(invoiceLineItems, organizationId, inArray(invoiceLineItems.taxId, affected), eq(invoices.status, 'draft')));
  if (!drafts.length) return;
  const taxes = await findTaxes(tx, organizationId, affected);
  const rows = await selectInvoices(tx, organizationId, { where: inArray(invoices.id, drafts.map((d) => d.invoiceId)), lock: true });
  const lines = await linesOf(tx, organizationId, rows.map((r) => r.id));
  for (const row of rows) {
    if (row.status !== 'draft') continue;
    const updated: LineFields[] = (lines.get(row.id) ?? []).map(({ organizationId: _o, invoiceId: _i, accountName: _a, ...line }) => {
      const tax = line.taxId && affected.includes(line.taxId) ? taxes.get(line.taxId) : undefined;
      return tax ? { ...line, ...taxColumns(tax) } : { ...line };
    });
    const fields = { ...row } as InvoiceFields;
    applyTotals(fields, updated, totalsOf(row, updated));
    await tx
      .update(invoices)
      .set({ subTotal: fields.subTotal, discountAmount: fields.discountAmount, taxTotal: fields.taxTotal, total: fields.total, roundingDifference: fields.roundingDifference, taxes: fields.taxes, balance: fields.balance, updatedAt: new Date() })
      .where(inOrg(invoices, organizationId, eq(invoices.id, row.id)));
    await writeLines(tx, organizationId, row.id, updated, true);
    const tax = taxes.get(change.taxId);
    await recordHistory(tx, organizationId, row.id, { userId: null, name: 'System' }, 'updated', `Tax ${tax?.taxName ?? change.taxId} changed: totals worked out again; total ${roundTo(fields.total!, row.pricePrecision).toFixed(row.pricePrecision)}.`);
  }
}
