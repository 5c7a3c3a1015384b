/**
 * Expenses as clients see them: rows with their lines (one statement for any number of
 * expenses) and location names (one more when any is named), the list's filters and sort
 * columns, and the history. The SQL of rows and lines is expense-store.ts.
 */
import { type SQL, and, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { type ExpenseTagValue, expenseLineItems, expenses } from '../../../drizzle/tables/accounting/expenses.ts';
import { type Page } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { dateFilters, orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import { enumField, fieldView, wants, timeField } from '../../core/request/selection.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { toEnum } from '../../core/values/enums.ts';
import { dec, roundTo, toDb } from '../../core/values/money.ts';
import { ago, localDate, timeOfDay } from '../../core/values/time.ts';
import { locationsById } from '../../core/books/locations.ts';
import type {
  Expense,
  ExpenseComment,
  ExpenseFilter,
  ExpenseLineItem,
  ExpenseStatus,
  ExpenseStatusFilter,
  ExpenseTag,
  QueryExpensesArgs,
} from '../generated/graphql.ts';
import { totalsOf } from './expense-rules.ts';
import {
  type ExpenseLineRecord,
  type ExpenseRecord,
  expenseAccount,
  expenseLinesOf,
  findExpense,
  historyOf,
  paidThroughAccount,
  selectExpenses,
} from './expense-store.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

const tagsOf = (tags: readonly ExpenseTagValue[]): ExpenseTag[] =>
  tags.map((t) => ({
    tagId: t.tag_id,
    tagName: t.tag_name,
    tagOptionId: t.tag_option_id,
    tagOptionName: t.tag_option_name,
    isTagMandatory: t.is_tag_mandatory,
  }));

const decimalOrNull = (value: string | null): string | null => (value === null ? null : dec(value).toFixed());

/** GST state and union territory names (India), for destination_of_supply_state. */
const INDIAN_STATE_NAMES: Record<string, string> = {
  AN: 'Andaman and Nicobar Islands',
  AP: 'Andhra Pradesh',
  AR: 'Arunachal Pradesh',
  AS: 'Assam',
  BR: 'Bihar',
  CH: 'Chandigarh',
  CG: 'Chhattisgarh',
  CT: 'Chhattisgarh',
  DD: 'Daman and Diu',
  DL: 'Delhi',
  DN: 'Dadra and Nagar Haveli',
  GA: 'Goa',
  GJ: 'Gujarat',
  HP: 'Himachal Pradesh',
  HR: 'Haryana',
  JH: 'Jharkhand',
  JK: 'Jammu and Kashmir',
  KA: 'Karnataka',
  KL: 'Kerala',
  LA: 'Ladakh',
  LD: 'Lakshadweep',
  MH: 'Maharashtra',
  ML: 'Meghalaya',
  MN: 'Manipur',
  MP: 'Madhya Pradesh',
  MZ: 'Mizoram',
  NL: 'Nagaland',
  OD: 'Odisha',
  OR: 'Odisha',
  PB: 'Punjab',
  PY: 'Puducherry',
  RJ: 'Rajasthan',
  SK: 'Sikkim',
  TG: 'Telangana',
  TN: 'Tamil Nadu',
  TR: 'Tripura',
  TS: 'Telangana',
  UK: 'Uttarakhand',
  UP: 'Uttar Pradesh',
  UT: 'Uttarakhand',
  WB: 'West Bengal',
};

/** The fields of an expense made from its lines. */
const FROM_LINES: (keyof Expense)[] = [
  'lineItems',
  'lineItem',
  'taxes',
  'expenseItemId',
  'taxId',
  'taxName',
  'taxPercentage',
  'reverseChargeTaxId',
  'reverseChargeTaxName',
  'reverseChargeTaxPercentage',
  'reverseChargeTaxAmount',
];

/** Expenses as the API shows them, for any number of rows in at most three statements. */
export async function expenseViews(db: Executor, org: OrganizationRow, rows: readonly ExpenseRecord[], selected?: ReadonlySet<string>): Promise<Expense[]> {
  if (!rows.length) return [];
  // The lines are read only when the selection (selectedFields) shows a field made from them.
  const lines: Awaited<ReturnType<typeof expenseLinesOf>> = wants(selected, ...FROM_LINES)
    ? await expenseLinesOf(
        db,
        org.id,
        rows.map((r) => r.id),
      )
    : new Map();
  const locationIds = new Set<string>();
  for (const r of rows) if (r.locationId) locationIds.add(r.locationId);
  for (const list of lines.values()) for (const l of list) if (l.locationId) locationIds.add(l.locationId);
  const locations = await locationsById(db, org.id, [...locationIds]);
  const locationName = (id: string | null) => (id ? (locations.get(id)?.locationName ?? null) : null);
  const build = EXPENSE_VIEW.builder(selected);
  return rows.map((row) => {
    let built: ExpenseLineItem[] | undefined;
    const own = lines.get(row.id) ?? [];
    return build(row, { org, own, locationName, lineItems: () => (built ??= own.map((l) => lineView(l, row, locationName))) });
  });
}

/** What an expense's fields are made of besides its row: its lines (when read) and its organization. */
interface ExpenseContext {
  org: OrganizationRow;
  own: ExpenseLineRecord[];
  locationName: (id: string | null) => string | null;
  /** The lines as clients see them, built once per expense when a field asks. */
  lineItems: () => ExpenseLineItem[];
}

const money = (value: string, places: number) => roundTo(value, places).toFixed(places);

function lineView(l: ExpenseLineRecord, row: ExpenseRecord, locationName: ExpenseContext['locationName']): ExpenseLineItem {
  const places = row.pricePrecision;
  return {
    lineItemId: l.id,
    accountId: l.accountId,
    accountName: l.accountName,
    description: l.description,
    amount: money(l.amount, places),
    taxId: l.taxId,
    taxName: l.taxName,
    taxType: l.taxType,
    taxPercentage: decimalOrNull(l.taxPercentage),
    taxAmount: money(l.taxAmount, places),
    itemTotal: money(l.itemTotal, places),
    itemOrder: l.itemOrder,
    reverseChargeTaxId: l.reverseChargeTaxId,
    reverseChargeTaxName: l.reverseChargeTaxName,
    reverseChargeTaxPercentage: decimalOrNull(l.reverseChargeTaxPercentage),
    reverseChargeTaxAmount: money(l.reverseChargeTaxAmount, places),
    taxExemptionCode: l.taxExemptionCode,
    taxExemptionId: l.taxExemptionId,
    locationId: l.locationId,
    locationName: locationName(l.locationId),
    tags: tagsOf(l.tags),
  };
}

/** An expense that is not itemized shows its one line's tax at the top, as clients set it there. */
const singleOf = (row: ExpenseRecord, { own }: ExpenseContext) => (row.isItemizedExpense ? undefined : own[0]);
/** A field of the single line (singleOf): it reads whether the expense is itemized. */
const fromSingle = <V>(value: (line: ExpenseLineRecord) => V) => ({
  reads: ['isItemizedExpense', 'pricePrecision'] as const,
  value: (row: ExpenseRecord, context: ExpenseContext) => {
    const line = singleOf(row, context);
    return line ? value(line) : null;
  },
});
/** An amount column at the expense's own precision. */
const amountOf = (column: 'amount' | 'taxAmount' | 'subTotal' | 'total' | 'reverseChargeTaxTotal') => ({
  reads: [column, 'pricePrecision'] as const,
  value: (row: ExpenseRecord) => money(row[column], row.pricePrecision),
});
const decimalColumn = (column: 'mileageRate' | 'distance' | 'startReading' | 'endReading') => ({
  reads: [column] as const,
  value: (row: ExpenseRecord) => decimalOrNull(row[column]),
});

/** Every field of an expense and the columns it reads: a list reads and builds only the fields its operation selects. */
const EXPENSE_VIEW = fieldView<ExpenseRecord, ExpenseContext, Expense>(
  {
    expenseId: 'id',
    transactionId: 'journalId',
    transactionType: { reads: [], value: () => 'expense' },
    expenseItemId: fromSingle((line) => line.id),
    accountId: 'accountId',
    accountName: 'accountName',
    paidThroughAccountId: 'paidThroughAccountId',
    paidThroughAccountName: 'paidThroughAccountName',
    vendorId: 'vendorId',
    vendorName: 'vendorName',
    date: 'date',
    amount: amountOf('amount'),
    taxId: fromSingle((line) => line.taxId),
    taxName: fromSingle((line) => line.taxName),
    taxPercentage: fromSingle((line) => decimalOrNull(line.taxPercentage)),
    taxAmount: amountOf('taxAmount'),
    isInclusiveTax: 'isInclusiveTax',
    subTotal: amountOf('subTotal'),
    total: amountOf('total'),
    bcyTotal: { reads: ['bcyTotal'], value: (row, { org }) => roundTo(row.bcyTotal, org.pricePrecision).toFixed(org.pricePrecision) },
    currencyId: 'currencyId',
    currencyCode: 'currencyCode',
    exchangeRate: { reads: ['exchangeRate'], value: (row) => dec(row.exchangeRate).toFixed() },
    referenceNumber: 'referenceNumber',
    description: 'description',
    isBillable: 'isBillable',
    isPersonal: 'isPersonal',
    isItemizedExpense: 'isItemizedExpense',
    customerId: 'customerId',
    customerName: 'customerName',
    projectId: 'projectId',
    projectName: 'projectName',
    invoiceId: 'invoiceId',
    invoiceNumber: 'invoiceNumber',
    locationId: 'locationId',
    locationName: { reads: ['locationId'], value: (row, { locationName }) => locationName(row.locationId) },
    status: { reads: ['status'], value: (row) => (row.status === 'non-billable' ? 'NON_BILLABLE' : toEnum(row.status)) as ExpenseStatus },
    expenseReceiptName: 'receiptName',
    expenseReceiptType: 'receiptType',
    hasReceipt: { reads: ['receiptBlobId'], value: (row) => row.receiptBlobId !== null },
    createdTime: timeField('createdAt'),
    lastModifiedTime: timeField('updatedAt'),
    mileageType: enumField('mileageType', false),
    mileageRate: decimalColumn('mileageRate'),
    mileageUnit: enumField('mileageUnit'),
    distance: decimalColumn('distance'),
    expenseType: { reads: ['mileageType'], value: (row) => (row.mileageType === 'non_mileage' ? 'NON_MILEAGE' : 'MILEAGE') },
    startReading: decimalColumn('startReading'),
    endReading: decimalColumn('endReading'),
    tripId: 'tripId',
    tripNumber: 'tripNumber',
    tags: { reads: ['tags'], value: (row) => tagsOf(row.tags) },
    lineItems: { reads: ['pricePrecision'], value: (_row, { lineItems }) => lineItems() },
    // Every expense has a line: its one line, or the first of an itemized expense.
    lineItem: { reads: ['pricePrecision'], value: (_row, { lineItems }) => lineItems()[0] as Omit<ExpenseLineItem, '__typename'> },
    // Its taxes as the posting has them: each summed over the lines at the rates they were taxed with, then rounded.
    taxes: {
      reads: ['pricePrecision', 'isInclusiveTax'],
      value: (row, { own }) =>
        totalsOf(row, own).taxes.map((t) => ({
          taxId: t.taxId,
          taxName: t.name,
          taxPercentage: t.percentage.toFixed(),
          taxAmount: t.amount.toFixed(row.pricePrecision),
        })),
    },
    totalWithoutTax: { reads: ['subTotal', 'pricePrecision'], value: (row) => money(row.subTotal, row.pricePrecision) },
    bcyTotalWithoutTax: {
      reads: ['subTotal', 'exchangeRate'],
      value: (row, { org }) => roundTo(dec(row.subTotal).times(row.exchangeRate), org.pricePrecision).toFixed(org.pricePrecision),
    },
    gstNo: 'gstNo',
    gstTreatment: enumField('gstTreatment'),
    destinationOfSupply: 'destinationOfSupply',
    destinationOfSupplyState: {
      reads: ['destinationOfSupply'],
      value: (row) => (row.destinationOfSupply ? (INDIAN_STATE_NAMES[row.destinationOfSupply] ?? null) : null),
    },
    sourceOfSupply: 'sourceOfSupply',
    hsnOrSac: 'hsnOrSac',
    isPreGst: 'isPreGst',
    reverseChargeTaxId: fromSingle((line) => line.reverseChargeTaxId),
    reverseChargeTaxName: fromSingle((line) => line.reverseChargeTaxName),
    reverseChargeTaxPercentage: fromSingle((line) => decimalOrNull(line.reverseChargeTaxPercentage)),
    reverseChargeTaxAmount: {
      reads: ['isItemizedExpense', 'pricePrecision'],
      value: (row, context) => {
        const line = singleOf(row, context);
        return line?.reverseChargeTaxId ? money(line.reverseChargeTaxAmount, row.pricePrecision) : null;
      },
    },
    reverseChargeTaxTotal: amountOf('reverseChargeTaxTotal'),
  },
  // The lines go by the expense's id.
  ['id'],
);

/** The expense columns a selection of an expense list's entries reads (undefined: every column). */
export const expenseReads = (selected: ReadonlySet<string> | undefined) => EXPENSE_VIEW.reads(selected);

export async function expenseView(db: Executor, org: OrganizationRow, expenseId: string): Promise<Expense> {
  const [view] = await expenseViews(db, org, [await findExpense(db, org.id, expenseId)]);
  return view;
}

// --- the list ----------------------------------------------------------------------------------

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

/** One page of the list (one row more, for has_more_page), with the filter and sort it applied. */
export async function expensePage(db: Executor, org: OrganizationRow, args: QueryExpensesArgs, page: Page, reads?: readonly string[], where?: SQL) {
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const amount = (value: string | null | undefined, compare: (column: typeof expenses.total, v: string) => SQL) =>
    value != null ? compare(expenses.total, toDb(value)) : undefined;
  const conditions: (SQL | undefined)[] = [
    where,
    filter.condition?.(),
    args.status ? STATUS_FILTERS[args.status]() : undefined,
    ...textFilters(expenses.description, { equals: args.description, startsWith: args.descriptionStartswith, contains: args.descriptionContains }),
    ...textFilters(expenses.referenceNumber, {
      equals: args.referenceNumber,
      startsWith: args.referenceNumberStartswith,
      contains: args.referenceNumberContains,
    }),
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
      ? inArray(
          expenses.id,
          db
            .select({ id: expenseLineItems.expenseId })
            .from(expenseLineItems)
            .where(inOrg(expenseLineItems, org.id, eq(expenseLineItems.accountId, args.accountId))),
        )
      : undefined,
    args.customerId ? eq(expenses.customerId, args.customerId) : undefined,
    args.vendorId ? eq(expenses.vendorId, args.vendorId) : undefined,
    args.paidThroughAccountId ? eq(expenses.paidThroughAccountId, args.paidThroughAccountId) : undefined,
    searchOf([expenses.description, expenses.referenceNumber, expenses.customerName, expenses.vendorName], args.searchText),
  ];
  const sort = orderOf(SORT_COLUMNS, expenses.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'created_time',
    order: 'D',
    descending: ['date', 'created_time', 'total', 'bcy_total'],
  });
  const rows = await selectExpenses(db, org.id, { where: and(...conditions), orderBy: sort.orderBy, ...window(page), reads });
  return { rows, filter, sort };
}

// --- history ---------------------------------------------------------------------------------

/** The history of one expense, oldest first, its dates in the organization's time zone and told from now. */
export async function expenseHistory(scope: Scope, expenseId: string): Promise<ExpenseComment[]> {
  const { db, org } = scope;
  const row = await findExpense(db, org.id, expenseId);
  const entries = await historyOf(db, org.id, row.id);
  return entries.map((e) => ({
    commentId: e.id,
    expenseId: e.expenseId,
    description: e.description,
    commentedById: e.commentedById,
    commentedBy: e.commentedBy,
    date: localDate(e.createdAt, org.timeZone),
    dateDescription: ago(e.createdAt, scope.now),
    time: timeOfDay(e.createdAt, org.timeZone),
    operationType: e.operationType,
    transactionId: e.transactionId,
    transactionType: e.transactionType,
  }));
}
