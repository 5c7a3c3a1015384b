/**
 * Expenses: record, change, delete, list, post to the ledger, and their receipts. An expense,
 * its lines, its history entry and its ledger entry are written in one transaction. The
 * arithmetic is expense-totals.ts, the ledger lines expense-posting.ts (both pure), the reading
 * expense-views.ts, the link with invoices expense-billing.ts.
 */
import { type SQL, and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../drizzle/client.ts';
import { contacts } from '../../../drizzle/tables/accounting/contacts.ts';
import { type ExpenseTagValue, expenseComments, expenseLineItems, expenses } from '../../../drizzle/tables/accounting/expenses.ts';
import type { BlobInfo, BlobStore } from '../../core/platform/blobs.ts';
import { ACCOUNT_TYPES } from '../../core/books/chart.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { currencyOrBase } from '../../core/books/currencies.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/request/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { repost, reverse } from '../../core/books/ledger.ts';
import { dec, roundTo, toDb } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { dateFilters, inOrg, orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { type TaxComponent, type TaxDefinition, SALES_TAX_TYPES, checkTax, findTaxes } from '../../erp/api.ts';
import { locationsById } from '../../core/books/locations.ts';
import { type ContactRecord, requireContact } from '../parties/contact-store.ts';
import type {
  CreateExpenseInput,
  Expense,
  ExpenseFilter,
  ExpenseLineItemInput,
  ExpenseReceipt,
  ExpenseStatusFilter,
  ExpenseTagInput,
  QueryExpensesArgs,
  UpdateExpenseInput,
} from '../generated/graphql.ts';
import type { Actor } from '../../core/request/scope.ts';
import { INDIAN_STATES, checkLocaleField } from '../shared/tax-locale.ts';
import { expensePostingLines } from './expense-posting.ts';
import { type ExpenseTotals, expenseTotals } from './expense-totals.ts';
import {
  type ExpenseLineRecord,
  type ExpenseRecord,
  type HistoryEntry,
  expenseAccount,
  expenseLinesOf,
  expenseView,
  expenseViews,
  findExpense,
  paidThroughAccount,
  recordExpenseHistory,
  selectExpenses,
} from './expense-views.ts';

type Path = readonly (string | number)[];
type ExpenseFields = Omit<typeof expenses.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'journalId' | 'receiptBlobId' | 'receiptName' | 'receiptType' | 'invoiceId' | 'invoiceNumber'>;
type LineFields = Omit<typeof expenseLineItems.$inferInsert, 'organizationId' | 'expenseId'> & { id: string };
type TaxValue = { tax_id: string; tax_name: string; percentage: string; is_compound: boolean; account_id: string; purchase_account_id?: string };

export const MAX_EXPENSE_LINES = 1000;

/** Accounts an expense line may post to: expenses, and what is bought to keep (assets, prepayments). */
const LINE_ACCOUNT_TYPES: readonly string[] = [...ACCOUNT_TYPES.expense, 'fixed_asset', 'other_current_asset', 'other_asset', 'intangible_asset'];
/** Accounts money leaves from: cash, bank, card, clearing, other current asset/liability, the owner's equity. */
const PAID_THROUGH_TYPES: readonly string[] = ['cash', 'bank', 'credit_card', 'payment_clearing', 'other_current_asset', 'other_current_liability', 'equity'];

// --- reading ---------------------------------------------------------------------------------

const FILTERS: Record<ExpenseFilter, { wire: string; condition?: () => SQL }> = {
  STATUS_ALL: { wire: 'Status.All' },
  STATUS_BILLABLE: { wire: 'Status.Billable', condition: () => eq(expenses.isBillable, true) },
  STATUS_NONBILLABLE: { wire: 'Status.Nonbillable', condition: () => eq(expenses.status, 'non-billable') },
  STATUS_INVOICED: { wire: 'Status.Invoiced', condition: () => eq(expenses.status, 'invoiced') },
  STATUS_UNBILLED: { wire: 'Status.Unbilled', condition: () => eq(expenses.status, 'unbilled') },
  STATUS_WITH_RECEIPT: { wire: 'Status.WithReceipt', condition: () => isNotNull(expenses.receiptBlobId) },
  STATUS_WITHOUT_RECEIPT: { wire: 'Status.WithoutReceipt', condition: () => isNull(expenses.receiptBlobId) },
};

const STATUS_FILTERS: Record<ExpenseStatusFilter, () => SQL> = {
  UNBILLED: () => eq(expenses.status, 'unbilled'),
  INVOICED: () => eq(expenses.status, 'invoiced'),
  NON_BILLABLE: () => eq(expenses.status, 'non-billable'),
  BILLABLE: () => eq(expenses.isBillable, true),
};

const SORT_COLUMNS = {
  date: expenses.date,
  account_name: sql`lower(${expenseAccount.accountName})`,
  paid_through_account_name: sql`lower(${paidThroughAccount.accountName})`,
  total: expenses.total,
  bcy_total: expenses.bcyTotal,
  reference_number: sql`lower(${expenses.referenceNumber})`,
  customer_name: sql`lower(${expenses.customerName})`,
  vendor_name: sql`lower(${expenses.vendorName})`,
  created_time: expenses.createdAt,
};

/** A page of expenses with their lines: the same statements whatever the page size. */
export async function listExpenses(db: Db, org: OrganizationRow, args: QueryExpensesArgs, page: Page) {
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const amount = (value: string | null | undefined, compare: (column: typeof expenses.total, v: string) => SQL) => (value != null ? compare(expenses.total, toDb(value)) : undefined);
  const conditions: (SQL | undefined)[] = [
    filter.condition?.(),
    args.status ? STATUS_FILTERS[args.status]() : undefined,
    ...textFilters(expenses.description, { equals: args.description, startsWith: args.descriptionStartswith, contains: args.descriptionContains }),
    ...textFilters(expenses.referenceNumber, { equals: args.referenceNumber, startsWith: args.referenceNumberStartswith, contains: args.referenceNumberContains }),
    ...textFilters(expenseAccount.accountName, { equals: args.accountName, startsWith: args.accountNameStartswith, contains: args.accountNameContains }),
    ...textFilters(expenses.customerName, { equals: args.customerName, startsWith: args.customerNameStartswith, contains: args.customerNameContains }),
    ...textFilters(expenses.vendorName, { equals: args.vendorName, startsWith: args.vendorNameStartswith, contains: args.vendorNameContains }),
    args.date ? eq(expenses.date, args.date) : undefined,
    ...dateFilters(expenses.date, { start: args.dateStart, end: args.dateEnd, before: args.dateBefore, after: args.dateAfter }),
    amount(args.amount, eq),
    amount(args.amountLessThan, lt),
    amount(args.amountLessEquals, lte),
    amount(args.amountGreaterThan, gt),
    amount(args.amountGreaterEquals, gte),
    args.accountId
      ? inArray(expenses.id, db.select({ id: expenseLineItems.expenseId }).from(expenseLineItems).where(inOrg(expenseLineItems, org.id, eq(expenseLineItems.accountId, args.accountId))))
      : undefined,
    args.customerId ? eq(expenses.customerId, args.customerId) : undefined,
    args.vendorId ? eq(expenses.vendorId, args.vendorId) : undefined,
    args.paidThroughAccountId ? eq(expenses.paidThroughAccountId, args.paidThroughAccountId) : undefined,
    searchOf([expenses.description, expenses.referenceNumber, expenses.customerName, expenses.vendorName], args.searchText),
  ];
  const sort = orderOf(SORT_COLUMNS, expenses.id, args.sortColumn?.toLowerCase(), args.sortOrder, { column: 'created_time', order: 'D', descending: ['date', 'created_time', 'total', 'bcy_total'] });
  const rows = await selectExpenses(db, org.id, { where: and(...conditions), orderBy: sort.orderBy, ...window(page) });
  return listPage(rows, page, { sortColumn: sort.sortColumn, sortOrder: sort.sortOrder, appliedFilter: filter.wire }, (nodes) => expenseViews(db, org, nodes));
}

export function getExpense(db: Db, org: OrganizationRow, expenseId: string): Promise<Expense> {
  return expenseView(db, org, expenseId);
}

// --- preparing a write -----------------------------------------------------------------------

function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** The input's value when given (null clears), else the stored one. */
function given<T>(value: T | null | undefined, stored: T | null | undefined): T | null {
  return value !== undefined ? value : stored ?? null;
}

function tagsOf(input: readonly ExpenseTagInput[]): ExpenseTagValue[] {
  return input.map((t) => ({ tag_id: t.tagId, tag_name: t.tagName ?? null, tag_option_id: t.tagOptionId ?? null, tag_option_name: t.tagOptionName ?? null, is_tag_mandatory: t.isTagMandatory ?? false }));
}

const componentValue = (c: TaxComponent): TaxValue => ({ tax_id: c.taxId, tax_name: c.name, percentage: dec(c.percentage).toFixed(), is_compound: c.isCompound, account_id: c.accountId, purchase_account_id: c.purchaseAccountId });
const componentOf = (t: TaxValue): TaxComponent => ({ taxId: t.tax_id, name: t.tax_name, percentage: dec(t.percentage), isCompound: t.is_compound, accountId: t.account_id, purchaseAccountId: t.purchase_account_id ?? '' });

/** A line as the input of a plain (not itemized) expense gives it: the top-level account, amount and taxes. */
interface LineRequest {
  lineItemId?: string | null;
  accountId: string;
  accountField: Path;
  description: string | null;
  amount: string;
  taxId: string | null;
  taxField: Path;
  reverseChargeTaxId: string | null;
  reverseChargeField: Path;
  itemOrder?: number | null;
  taxExemptionCode: string | null;
  taxExemptionId: string | null;
  locationId: string | null;
  locationField: Path;
  tags: ExpenseTagValue[];
}

function lineRequests(input: readonly ExpenseLineItemInput[], stored: readonly ExpenseLineRecord[]): LineRequest[] {
  const ids = new Set(stored.map((l) => l.id));
  const named = new Set<string>();
  return input.map((line, i) => {
    const field = (name: string): Path => ['input', 'lineItems', i, name];
    if (line.lineItemId != null) {
      if (!ids.has(line.lineItemId)) throw invalid(field('lineItemId'), 'is not a line of this expense');
      if (named.has(line.lineItemId)) throw invalid(field('lineItemId'), 'names a line listed before');
      named.add(line.lineItemId);
    }
    return {
      lineItemId: line.lineItemId,
      accountId: line.accountId,
      accountField: field('accountId'),
      description: text(line.description) ?? null,
      amount: line.amount,
      taxId: line.taxId ?? null,
      taxField: field('taxId'),
      reverseChargeTaxId: line.reverseChargeTaxId ?? null,
      reverseChargeField: field('reverseChargeTaxId'),
      itemOrder: line.itemOrder,
      taxExemptionCode: text(line.taxExemptionCode) ?? null,
      taxExemptionId: line.taxExemptionId ?? null,
      locationId: line.locationId ?? null,
      locationField: field('locationId'),
      tags: tagsOf(line.tags ?? []),
    };
  });
}

/** The lines resolved against the organization: accounts, taxes and locations, each in one statement, held FOR SHARE. */
async function resolveLines(tx: Tx, org: OrganizationRow, requests: readonly LineRequest[]): Promise<LineFields[]> {
  const accounts = await findAccounts(tx, org.id, { ids: requests.map((r) => r.accountId) }, { lock: true });
  const taxIds = requests.flatMap((r) => [r.taxId, r.reverseChargeTaxId]).filter((id): id is string => !!id);
  const taxes = await findTaxes(tx, org.id, taxIds, { lock: true });
  const locations = await locationsById(tx, org.id, [...new Set(requests.map((r) => r.locationId).filter((id): id is string => !!id))]);
  const rule = { types: SALES_TAX_TYPES, typesText: 'a tax, compound tax or tax group' };
  return requests.map((r, i) => {
    checkAccount(accounts.find((a) => a.id === r.accountId), r.accountField, { types: LINE_ACCOUNT_TYPES, typesText: 'an expense account (expense, cost of goods sold, other expense) or an asset bought' });
    const tax: TaxDefinition | undefined = r.taxId ? checkTax(taxes.get(r.taxId), r.taxField, rule) : undefined;
    let reverse: TaxDefinition | undefined;
    if (r.reverseChargeTaxId) {
      if (org.edition !== 'IN') checkLocaleField(org.edition, 'gstNo', '', r.reverseChargeField);
      if (tax) throw invalid(r.reverseChargeField, 'cannot be given with tax_id: under reverse charge the vendor charges no tax');
      reverse = checkTax(taxes.get(r.reverseChargeTaxId), r.reverseChargeField, rule);
    }
    if (r.locationId && !locations.has(r.locationId)) throw invalid(r.locationField, 'is not a location of the organization');
    return {
      id: r.lineItemId ?? newId(),
      itemOrder: r.itemOrder ?? i + 1,
      accountId: r.accountId,
      description: r.description,
      amount: toDb(r.amount),
      itemTotal: '0',
      taxId: tax?.taxId ?? null,
      taxName: tax?.taxName ?? null,
      taxPercentage: tax ? tax.percentage.toFixed() : null,
      taxComponents: (tax?.components ?? []).map(componentValue),
      taxAmount: '0',
      reverseChargeTaxId: reverse?.taxId ?? null,
      reverseChargeTaxName: reverse?.taxName ?? null,
      reverseChargeTaxPercentage: reverse ? reverse.percentage.toFixed() : null,
      reverseChargeComponents: (reverse?.components ?? []).map(componentValue),
      reverseChargeTaxAmount: '0',
      taxExemptionCode: r.taxExemptionCode,
      taxExemptionId: r.taxExemptionId,
      locationId: r.locationId,
      tags: r.tags,
    };
  });
}

function totalsOf(fields: Pick<ExpenseFields, 'pricePrecision' | 'isInclusiveTax'>, lines: readonly Pick<LineFields, 'amount' | 'taxComponents' | 'reverseChargeComponents'>[]): ExpenseTotals {
  return expenseTotals({
    pricePrecision: fields.pricePrecision,
    isInclusiveTax: fields.isInclusiveTax,
    lines: lines.map((l) => ({ amount: l.amount, taxes: (l.taxComponents ?? []).map((t) => componentOf(t as TaxValue)), reverseCharge: (l.reverseChargeComponents ?? []).map((t) => componentOf(t as TaxValue)) })),
  });
}

interface Current {
  row: ExpenseRecord;
  lines: ExpenseLineRecord[];
}

interface Prepared {
  fields: ExpenseFields;
  lines: LineFields[];
  totals: ExpenseTotals;
  currencyCode: string;
}

/** Mileage: the distance (readings or given) times the rate is the amount. */
function mileageOf(input: CreateExpenseInput | UpdateExpenseInput, previous: ExpenseRecord | undefined, places: number) {
  const type = input.mileageType ? fromEnum(input.mileageType) : previous?.mileageType ?? 'non_mileage';
  const field = (name: string): Path => ['input', name];
  if (type === 'non_mileage') {
    for (const name of ['mileageRate', 'distance', 'startReading', 'endReading'] as const) {
      if (input[name] != null) throw invalid(field(name), 'applies to mileage expenses only (mileage_type odometer or manual)');
    }
    return { mileageType: type, mileageRate: null, mileageUnit: null, distance: null, startReading: null, endReading: null, amount: undefined };
  }
  const rate = given(input.mileageRate, previous?.mileageRate);
  if (rate == null || !dec(rate).gt(0)) throw invalid(field('mileageRate'), 'is required for a mileage expense and must be more than 0');
  let distance: string | null;
  let startReading: string | null = null;
  let endReading: string | null = null;
  if (type === 'odometer') {
    startReading = given(input.startReading, previous?.startReading);
    endReading = given(input.endReading, previous?.endReading);
    if (startReading == null) throw invalid(field('startReading'), 'is required when mileage_type is odometer');
    if (endReading == null) throw invalid(field('endReading'), 'is required when mileage_type is odometer');
    if (!dec(endReading).gt(startReading)) throw invalid(field('endReading'), `must be more than start_reading (${dec(startReading).toFixed()})`);
    if (input.distance != null) throw invalid(field('distance'), 'is worked out from the odometer readings; leave it out');
    distance = dec(endReading).minus(startReading).toFixed();
  } else {
    if (input.startReading != null || input.endReading != null) throw invalid(field(input.startReading != null ? 'startReading' : 'endReading'), 'applies when mileage_type is odometer');
    distance = given(input.distance, previous?.distance);
    if (distance == null || !dec(distance).gt(0)) throw invalid(field('distance'), 'is required when mileage_type is manual and must be more than 0');
  }
  const amount = roundTo(dec(distance).times(rate), places);
  if (input.amount != null && !dec(input.amount).equals(amount)) {
    throw invalid(field('amount'), `must be the distance times the mileage rate (${dec(distance).toFixed()} × ${dec(rate).toFixed()} = ${amount.toFixed(places)}), or left out`);
  }
  const unit = input.mileageUnit ? fromEnum(input.mileageUnit) : previous?.mileageUnit ?? 'km';
  return { mileageType: type, mileageRate: toDb(rate), mileageUnit: unit, distance: toDb(distance), startReading: startReading === null ? null : toDb(startReading), endReading: endReading === null ? null : toDb(endReading), amount: amount.toFixed() };
}

/** The customer of an expense: by id, else by exact name (any case); null clears it. */
async function customerOf(tx: Tx, org: OrganizationRow, input: CreateExpenseInput | UpdateExpenseInput, previous: ExpenseRecord | undefined): Promise<ContactRecord | null | undefined> {
  if (input.customerId === null || (input.customerId === undefined && input.customerName === null)) return null;
  if (input.customerId) {
    return requireContact(tx, org.id, input.customerId, ['input', 'customerId'], { contactType: 'customer', allowInactive: input.customerId === previous?.customerId });
  }
  const name = text(input.customerName);
  if (name) {
    const [found] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(inOrg(contacts, org.id, eq(sql`lower(${contacts.contactName})`, name.toLowerCase()), eq(contacts.contactType, 'customer')))
      .orderBy(contacts.id)
      .limit(1);
    if (!found) throw invalid(['input', 'customerName'], `no customer of the organization is named "${name}"; give customer_id`);
    return requireContact(tx, org.id, found.id, ['input', 'customerName'], { contactType: 'customer', allowInactive: found.id === previous?.customerId });
  }
  return undefined;
}

/** The India-only fields, checked for the edition and their value sets. */
function indiaFields(org: OrganizationRow, input: CreateExpenseInput | UpdateExpenseInput, previous: ExpenseRecord | undefined) {
  const field = (name: string): Path => ['input', name];
  const onlyIndia = (name: string, value: unknown) => {
    if (value != null && value !== '') checkLocaleField(org.edition, 'gstNo', '', field(name));
  };
  onlyIndia('gstNo', input.gstNo);
  onlyIndia('gstTreatment', input.gstTreatment);
  onlyIndia('isPreGst', input.isPreGst);
  onlyIndia('destinationOfSupply', input.destinationOfSupply);
  onlyIndia('sourceOfSupply', input.sourceOfSupply);
  onlyIndia('hsnOrSac', input.hsnOrSac);
  const state = (name: 'destinationOfSupply' | 'sourceOfSupply', stored: string | null | undefined) => {
    const value = input[name] === undefined ? stored ?? null : text(input[name])?.toUpperCase() ?? null;
    if (input[name] && value && !INDIAN_STATES.includes(value)) throw invalid(field(name), `must be a GST state code (${INDIAN_STATES.join(', ')})`);
    return value;
  };
  const gstNo = input.gstNo === undefined ? previous?.gstNo ?? null : text(input.gstNo)?.toUpperCase() ?? null;
  const gstTreatment = input.gstTreatment === undefined ? previous?.gstTreatment ?? null : input.gstTreatment ? fromEnum(input.gstTreatment) : null;
  if (gstTreatment === 'business_gst' && !gstNo) throw invalid(field('gstNo'), 'is required when gst_treatment is business_gst: give the vendor\'s 15-character GSTIN');
  return {
    gstNo,
    gstTreatment,
    isPreGst: given(input.isPreGst, previous?.isPreGst),
    destinationOfSupply: state('destinationOfSupply', previous?.destinationOfSupply),
    sourceOfSupply: state('sourceOfSupply', previous?.sourceOfSupply),
    hsnOrSac: input.hsnOrSac === undefined ? previous?.hsnOrSac ?? null : text(input.hsnOrSac) ?? null,
  };
}

/**
 * Everything an input leads to on top of the stored expense (none on create): checked against
 * the organization, lines resolved and the totals worked out.
 */
async function prepare(tx: Tx, org: OrganizationRow, input: CreateExpenseInput | UpdateExpenseInput, current?: Current): Promise<Prepared> {
  const previous = current?.row;
  const currency = await currencyOrBase(tx, org.id, input.currencyId ?? previous?.currencyId, ['input', 'currencyId']);
  let exchangeRate = input.exchangeRate ?? (input.currencyId || !previous ? currency.exchangeRate : previous.exchangeRate);
  if (currency.isBaseCurrency) {
    if (input.exchangeRate != null && !dec(input.exchangeRate).equals(1)) throw invalid(['input', 'exchangeRate'], `must be 1: ${currency.currencyCode} is the base currency`);
    exchangeRate = '1';
  }
  if (!dec(exchangeRate).gt(0)) throw invalid(['input', 'exchangeRate'], 'must be more than 0');
  const places = currency.pricePrecision;

  const mileage = mileageOf(input, previous, places);
  const itemized = input.lineItems != null || (input.lineItems === undefined && !!previous?.isItemizedExpense);
  if (itemized) {
    if (mileage.mileageType !== 'non_mileage') throw invalid(['input', 'lineItems'], 'a mileage expense has one line: leave line_items out');
    if (input.taxId != null) throw invalid(['input', 'taxId'], 'belongs to the lines of an itemized expense: set line_items[].tax_id');
    if (input.reverseChargeTaxId != null) throw invalid(['input', 'reverseChargeTaxId'], 'belongs to the lines of an itemized expense: set line_items[].reverse_charge_tax_id');
  }

  let requests: LineRequest[];
  if (input.lineItems != null) {
    if (!input.lineItems.length) throw invalid(['input', 'lineItems'], 'must hold at least one line');
    if (input.lineItems.length > MAX_EXPENSE_LINES) {
      throw new KontorError('LIMIT_EXCEEDED', `An expense holds at most ${MAX_EXPENSE_LINES} line items; ${input.lineItems.length} were given.`, { field: ['input', 'lineItems'] });
    }
    requests = lineRequests(input.lineItems, current?.lines ?? []);
  } else if (itemized) {
    if (input.accountId != null || input.amount != null) throw invalid(['input', input.accountId != null ? 'accountId' : 'amount'], 'an itemized expense changes through line_items');
    requests = current!.lines.map((l) => ({
      lineItemId: l.id, accountId: l.accountId, accountField: ['input', 'lineItems'], description: l.description, amount: l.amount, taxId: l.taxId, taxField: ['input', 'lineItems'],
      reverseChargeTaxId: l.reverseChargeTaxId, reverseChargeField: ['input', 'lineItems'], itemOrder: l.itemOrder, taxExemptionCode: l.taxExemptionCode, taxExemptionId: l.taxExemptionId,
      locationId: l.locationId, locationField: ['input', 'lineItems'], tags: l.tags,
    }));
  } else {
    const line = current?.lines[0];
    const accountId = input.accountId ?? line?.accountId;
    if (!accountId) throw invalid(['input', 'accountId'], 'is required (or give line_items for an itemized expense)');
    const amount = mileage.amount ?? input.amount ?? (previous?.mileageType === 'non_mileage' ? line?.amount : undefined);
    if (amount == null) throw invalid(['input', 'amount'], 'is required (or give line_items for an itemized expense)');
    requests = [{
      lineItemId: line?.id, accountId, accountField: ['input', 'accountId'], description: given(text(input.description), line?.description), amount,
      taxId: given(input.taxId, line?.taxId), taxField: ['input', 'taxId'], reverseChargeTaxId: given(input.reverseChargeTaxId, line?.reverseChargeTaxId), reverseChargeField: ['input', 'reverseChargeTaxId'],
      itemOrder: 1, taxExemptionCode: line?.taxExemptionCode ?? null, taxExemptionId: line?.taxExemptionId ?? null, locationId: null, locationField: ['input', 'locationId'], tags: [],
    }];
  }
  const lines = await resolveLines(tx, org, requests);
  const isInclusiveTax = input.isInclusiveTax ?? previous?.isInclusiveTax ?? false;
  const totals = totalsOf({ pricePrecision: places, isInclusiveTax }, lines);
  totals.lines.forEach((t, i) => {
    lines[i].amount = t.amount.toFixed();
    lines[i].itemTotal = t.net.toFixed();
    lines[i].taxAmount = t.taxAmount.toFixed();
    lines[i].reverseChargeTaxAmount = t.reverseChargeAmount.toFixed();
  });
  if (itemized && input.amount != null && !dec(input.amount).equals(totals.amount)) {
    throw invalid(['input', 'amount'], `must be the sum of the line amounts (${totals.amount.toFixed(places)}), or left out`);
  }

  const paidThroughId = input.paidThroughAccountId ?? previous?.paidThroughAccountId;
  const [paidThrough] = paidThroughId
    ? await findAccounts(tx, org.id, { ids: [paidThroughId] }, { lock: true })
    : await findAccounts(tx, org.id, { systemKeys: ['petty_cash'] }, { lock: true });
  checkAccount(paidThrough, ['input', 'paidThroughAccountId'], { types: PAID_THROUGH_TYPES, typesText: 'an account money is paid from (cash, bank, credit card, payment clearing, other current asset or liability, equity)', allowInactive: paidThroughId === previous?.paidThroughAccountId && !input.paidThroughAccountId });

  const vendorId = given(input.vendorId, previous?.vendorId);
  const vendor = vendorId ? await requireContact(tx, org.id, vendorId, ['input', 'vendorId'], { contactType: 'vendor', allowInactive: vendorId === previous?.vendorId }) : null;
  const customer = await customerOf(tx, org, input, previous);
  const customerId = customer === undefined ? previous?.customerId ?? null : customer?.id ?? null;
  const customerName = customer === undefined ? previous?.customerName ?? null : customer?.contactName ?? null;
  const isBillable = input.isBillable ?? previous?.isBillable ?? false;
  if (isBillable && !customerId) throw invalid(['input', 'customerId'], 'is required for a billable expense: name the customer it is billed to');

  if (previous?.invoiceId) {
    if (!isBillable) throw new KontorError('INVALID_STATE', `The expense is invoiced on ${previous.invoiceNumber}: it stays billable until that invoice line is removed.`, { field: ['input', 'isBillable'] });
    if (customerId !== previous.customerId) throw new KontorError('INVALID_STATE', `The expense is invoiced on ${previous.invoiceNumber}: its customer cannot change until that invoice line is removed.`, { field: ['input', 'customerId'] });
  }

  const locationId = given(input.locationId, previous?.locationId);
  if (input.locationId && !(await locationsById(tx, org.id, [input.locationId])).has(input.locationId)) throw invalid(['input', 'locationId'], 'is not a location of the organization');

  const bcyTotal = roundTo(totals.total.times(exchangeRate), org.pricePrecision);
  const fields: ExpenseFields = {
    date: input.date ?? previous!.date,
    accountId: lines[0].accountId,
    paidThroughAccountId: paidThrough!.id,
    vendorId: vendor?.id ?? null,
    vendorName: vendor?.contactName ?? null,
    amount: totals.amount.toFixed(),
    taxAmount: totals.taxTotal.toFixed(),
    isInclusiveTax,
    subTotal: totals.subTotal.toFixed(),
    total: totals.total.toFixed(),
    bcyTotal: bcyTotal.toFixed(),
    roundingDifference: totals.roundingDifference.toFixed(),
    currencyId: currency.id,
    exchangeRate: toDb(exchangeRate),
    pricePrecision: places,
    referenceNumber: input.referenceNumber !== undefined ? text(input.referenceNumber) ?? null : previous?.referenceNumber ?? null,
    description: input.description !== undefined ? text(input.description) ?? null : previous?.description ?? null,
    isBillable,
    isPersonal: input.isPersonal ?? previous?.isPersonal ?? false,
    isItemizedExpense: itemized,
    customerId,
    customerName,
    projectId: given(input.projectId, previous?.projectId),
    projectName: input.projectName !== undefined ? text(input.projectName) ?? null : previous?.projectName ?? null,
    locationId,
    status: !isBillable ? 'non-billable' : previous?.invoiceId ? 'invoiced' : 'unbilled',
    mileageType: mileage.mileageType,
    mileageRate: mileage.mileageRate,
    mileageUnit: mileage.mileageUnit,
    distance: mileage.distance,
    startReading: mileage.startReading,
    endReading: mileage.endReading,
    tripId: given(input.tripId, previous?.tripId),
    tripNumber: input.tripNumber !== undefined ? text(input.tripNumber) ?? null : previous?.tripNumber ?? null,
    tags: input.tags !== undefined ? tagsOf(input.tags ?? []) : previous?.tags ?? [],
    ...indiaFields(org, input, previous),
    reverseChargeTaxTotal: totals.reverseChargeTotal.toFixed(),
  };
  return { fields, lines, totals, currencyCode: currency.currencyCode };
}

const SYSTEM_KEYS = ['input_tax', 'tax_payable', 'rounding'] as const;

/** Makes the ledger hold what the expense posts: the first post, or a reversal and a new entry when it changed. */
async function post(tx: Tx, org: OrganizationRow, expenseId: string, prepared: Prepared): Promise<string | null> {
  const found = await findAccounts(tx, org.id, { systemKeys: [...SYSTEM_KEYS] });
  const key = (systemKey: (typeof SYSTEM_KEYS)[number]) => {
    const account = found.find((a) => a.systemKey === systemKey);
    if (!account) throw new Error(`organization ${org.id} has no ${systemKey} account`);
    return account.id;
  };
  const { fields } = prepared;
  const lines = expensePostingLines({
    totals: prepared.totals,
    lineAccounts: prepared.lines.map((l) => l.accountId),
    paidThroughAccountId: fields.paidThroughAccountId,
    accounts: { inputTax: key('input_tax'), taxPayable: key('tax_payable'), rounding: key('rounding') },
    currencyId: fields.currencyId,
    exchangeRate: fields.exchangeRate,
    base: { currencyId: org.currencyId, pricePrecision: org.pricePrecision },
  });
  return repost(tx, { organizationId: org.id, sourceType: 'expense', sourceId: expenseId }, { date: fields.date, referenceNumber: fields.referenceNumber, notes: fields.description, lines });
}

function money(amount: string, currencyCode: string, places: number): string {
  return `${currencyCode} ${roundTo(amount, places).toFixed(places)}`;
}

async function writeLines(tx: Tx, organizationId: string, expenseId: string, lines: LineFields[], replace: boolean): Promise<void> {
  if (replace) await tx.delete(expenseLineItems).where(inOrg(expenseLineItems, organizationId, eq(expenseLineItems.expenseId, expenseId)));
  if (lines.length) await tx.insert(expenseLineItems).values(lines.map((l) => ({ ...l, organizationId, expenseId })));
}

function fileTypeOf(blob: BlobInfo): string {
  const extension = blob.fileName.includes('.') ? blob.fileName.split('.').pop()!.toLowerCase() : '';
  return extension || blob.contentType.split('/').pop() || 'file';
}

/** A stored file named as a receipt: the organization's blob, read before the transaction (the blob store has its own connection). */
async function receiptBlob(blobs: BlobStore, organizationId: string, blobId: string | null | undefined): Promise<BlobInfo | null> {
  if (!blobId) return null;
  const blob = await blobs.stat(organizationId, blobId);
  if (!blob) throw invalid(['receipt'], 'is not a stored file of the organization');
  return blob;
}

export interface WriteContext {
  db: Db;
  blobs: BlobStore;
  org: OrganizationRow;
  actor: Actor;
  now: Date;
}

export async function createExpense(w: WriteContext, input: CreateExpenseInput, receiptId?: string | null): Promise<Expense> {
  const { org, actor, now } = w;
  const blob = await receiptBlob(w.blobs, org.id, receiptId);
  return w.db.transaction(async (tx) => {
    const expenseId = newId();
    const prepared = await prepare(tx, org, input);
    await tx.insert(expenses).values({
      ...prepared.fields,
      id: expenseId,
      organizationId: org.id,
      receiptBlobId: blob?.id ?? null,
      receiptName: blob?.fileName ?? null,
      receiptType: blob ? fileTypeOf(blob) : null,
      createdAt: now,
      updatedAt: now,
    });
    await writeLines(tx, org.id, expenseId, prepared.lines, false);
    const journalId = await post(tx, org, expenseId, prepared);
    if (journalId) await tx.update(expenses).set({ journalId }).where(inOrg(expenses, org.id, eq(expenses.id, expenseId)));
    const entries: HistoryEntry[] = [{ expenseId, operation: 'added', description: `Expense created for ${money(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision!)}.` }];
    if (blob) entries.push({ expenseId, operation: 'receipt_attached', description: `Receipt ${blob.fileName} attached.` });
    await recordExpenseHistory(tx, org.id, actor, now, entries);
    return expenseView(tx, org, expenseId);
  });
}

export async function updateExpense(w: WriteContext, expenseId: string, input: UpdateExpenseInput): Promise<Expense> {
  const { org, actor, now } = w;
  return w.db.transaction(async (tx) => {
    const row = await findExpense(tx, org.id, expenseId, { lock: true });
    const lines = (await expenseLinesOf(tx, org.id, [row.id])).get(row.id) ?? [];
    const prepared = await prepare(tx, org, input, { row, lines });
    const journalId = await post(tx, org, row.id, prepared);
    await tx
      .update(expenses)
      .set({ ...prepared.fields, journalId: journalId ?? row.journalId, updatedAt: now })
      .where(inOrg(expenses, org.id, eq(expenses.id, row.id)));
    await writeLines(tx, org.id, row.id, prepared.lines, true);
    await recordExpenseHistory(tx, org.id, actor, now, [{ expenseId: row.id, operation: 'updated', description: `Expense updated; total ${money(prepared.fields.total!, prepared.currencyCode, prepared.fields.pricePrecision!)}.` }]);
    return expenseView(tx, org, row.id);
  });
}

/** Deletes an expense that no invoice bills; what it posted is reversed, and its receipt removed once that commits. */
export async function deleteExpense(w: WriteContext, expenseId: string): Promise<string> {
  const { org } = w;
  const receipt = await w.db.transaction(async (tx) => {
    const row = await findExpense(tx, org.id, expenseId, { lock: true });
    if (row.invoiceId) throw new KontorError('INVALID_STATE', `The expense is invoiced on ${row.invoiceNumber} (status invoiced): remove it from that invoice before deleting it.`);
    await reverse(tx, { organizationId: org.id, sourceType: 'expense', sourceId: row.id });
    await tx.delete(expenseLineItems).where(inOrg(expenseLineItems, org.id, eq(expenseLineItems.expenseId, row.id)));
    await tx.delete(expenseComments).where(inOrg(expenseComments, org.id, eq(expenseComments.expenseId, row.id)));
    await tx.delete(expenses).where(inOrg(expenses, org.id, eq(expenses.id, row.id)));
    return row.receiptBlobId;
  });
  if (receipt) await w.blobs.delete(org.id, receipt);
  return expenseId;
}

// --- receipts --------------------------------------------------------------------------------

/** Attaches a stored file as the receipt; a receipt it replaces is removed after the change commits. */
export async function attachReceipt(w: WriteContext, expenseId: string, blobId: string): Promise<Expense> {
  const { org, actor, now } = w;
  const blob = (await receiptBlob(w.blobs, org.id, blobId))!;
  const { view, replaced } = await w.db.transaction(async (tx) => {
    const row = await findExpense(tx, org.id, expenseId, { lock: true });
    await tx
      .update(expenses)
      .set({ receiptBlobId: blob.id, receiptName: blob.fileName, receiptType: fileTypeOf(blob), updatedAt: now })
      .where(inOrg(expenses, org.id, eq(expenses.id, row.id)));
    await recordExpenseHistory(tx, org.id, actor, now, [{ expenseId: row.id, operation: 'receipt_attached', description: row.receiptBlobId ? `Receipt ${row.receiptName} replaced by ${blob.fileName}.` : `Receipt ${blob.fileName} attached.` }]);
    return { view: await expenseView(tx, org, row.id), replaced: row.receiptBlobId };
  });
  if (replaced && replaced !== blob.id) await w.blobs.delete(org.id, replaced);
  return view;
}

/** Removes the receipt; its bytes go once the change commits. */
export async function deleteReceipt(w: WriteContext, expenseId: string): Promise<string> {
  const { org, actor, now } = w;
  const removed = await w.db.transaction(async (tx) => {
    const row = await findExpense(tx, org.id, expenseId, { lock: true });
    if (!row.receiptBlobId) throw notFound('The receipt of this expense');
    await tx.update(expenses).set({ receiptBlobId: null, receiptName: null, receiptType: null, updatedAt: now }).where(inOrg(expenses, org.id, eq(expenses.id, row.id)));
    await recordExpenseHistory(tx, org.id, actor, now, [{ expenseId: row.id, operation: 'receipt_deleted', description: `Receipt ${row.receiptName} deleted.` }]);
    return row.receiptBlobId;
  });
  await w.blobs.delete(org.id, removed);
  return expenseId;
}

/** The receipt of an expense, for the download route. */
export async function receiptOf(db: Db, blobs: BlobStore, org: OrganizationRow, expenseId: string): Promise<ExpenseReceipt> {
  const row = await findExpense(db, org.id, expenseId);
  const blob = row.receiptBlobId ? await blobs.stat(org.id, row.receiptBlobId) : null;
  if (!blob) throw notFound('The receipt of this expense');
  return { documentId: blob.id, expenseId: row.id, fileName: blob.fileName, fileType: row.receiptType ?? fileTypeOf(blob), contentType: blob.contentType, size: blob.size };
}

// --- what other records refer to --------------------------------------------------------------

async function firstExpense(tx: Tx, organizationId: string, condition: SQL): Promise<ExpenseRecord | undefined> {
  const [row] = await selectExpenses(tx, organizationId, { where: condition, orderBy: [sql`${expenses.id}`], limit: 1 });
  return row;
}

const named = (row: ExpenseRecord) => `the expense of ${row.date}${row.referenceNumber ? ` (${row.referenceNumber})` : ''}`;

/** The first expense naming a contact as its customer or vendor, for `contactReferences`. */
export async function expenseNamingContact(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const row = await firstExpense(tx, organizationId, sql`(${expenses.customerId} = ${contactId} or ${expenses.vendorId} = ${contactId})`);
  return row && `the ${row.customerId === contactId ? 'customer' : 'vendor'} of ${named(row)}`;
}

/** The first expense posting to an account (a line's account or the paid-through account), for `accountReferences`. */
export async function expenseUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const row = await firstExpense(
    tx,
    organizationId,
    sql`(${expenses.paidThroughAccountId} = ${accountId} or ${expenses.id} in (select ${expenseLineItems.expenseId} from ${expenseLineItems} where ${expenseLineItems.organizationId} = ${organizationId} and ${expenseLineItems.accountId} = ${accountId}))`,
  );
  return row && `${row.paidThroughAccountId === accountId ? 'the paid-through account' : 'an account'} of ${named(row)}`;
}

/** The first expense line applying a tax (or a group holding it), for `taxReferences`. */
export async function expenseUsingTax(tx: Tx, organizationId: string, taxId: string): Promise<string | undefined> {
  const component = JSON.stringify([{ tax_id: taxId }]);
  const [row] = await tx
    .select({ date: expenses.date, referenceNumber: expenses.referenceNumber })
    .from(expenseLineItems)
    .innerJoin(expenses, eq(expenses.id, expenseLineItems.expenseId))
    .where(
      inOrg(
        expenseLineItems,
        organizationId,
        sql`(${expenseLineItems.taxId} = ${taxId} or ${expenseLineItems.reverseChargeTaxId} = ${taxId} or ${expenseLineItems.taxComponents} @> ${component}::jsonb or ${expenseLineItems.reverseChargeComponents} @> ${component}::jsonb)`,
      ),
    )
    .orderBy(expenseLineItems.id)
    .limit(1);
  return row && `applied on the expense of ${row.date}${row.referenceNumber ? ` (${row.referenceNumber})` : ''}`;
}
