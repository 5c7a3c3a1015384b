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
import { dateFilters, inOrg, orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import { wants } from '../../core/request/selection.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { toEnum } from '../../core/values/enums.ts';
import { dec, roundTo, toDb } from '../../core/values/money.ts';
import { ago, formatTimestamp, localDate, timeOfDay } from '../../core/values/time.ts';
import { locationsById } from '../../core/books/locations.ts';
import type {
  Expense,
  ExpenseComment,
  ExpenseFilter,
  ExpenseLineItem,
  ExpenseMileageType,
  ExpenseMileageUnit,
  ExpenseStatus,
  ExpenseStatusFilter,
  ExpenseTag,
  InvoiceGstTreatment,
  QueryExpensesArgs,
} from '../generated/graphql.ts';
import { totalsOf } from './expense-rules.ts';
import { type ExpenseRecord, expenseAccount, expenseLinesOf, findExpense, historyOf, paidThroughAccount, selectExpenses } from './expense-store.ts';

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
  const basePlaces = org.pricePrecision;

  return rows.map((row) => {
    const own = lines.get(row.id) ?? [];
    const places = row.pricePrecision;
    const money = (value: string) => roundTo(value, places).toFixed(places);
    const lineItems: ExpenseLineItem[] = own.map((l) => ({
      lineItemId: l.id,
      accountId: l.accountId,
      accountName: l.accountName,
      description: l.description,
      amount: money(l.amount),
      taxId: l.taxId,
      taxName: l.taxName,
      taxType: l.taxType,
      taxPercentage: decimalOrNull(l.taxPercentage),
      taxAmount: money(l.taxAmount),
      itemTotal: money(l.itemTotal),
      itemOrder: l.itemOrder,
      reverseChargeTaxId: l.reverseChargeTaxId,
      reverseChargeTaxName: l.reverseChargeTaxName,
      reverseChargeTaxPercentage: decimalOrNull(l.reverseChargeTaxPercentage),
      reverseChargeTaxAmount: money(l.reverseChargeTaxAmount),
      taxExemptionCode: l.taxExemptionCode,
      taxExemptionId: l.taxExemptionId,
      locationId: l.locationId,
      locationName: locationName(l.locationId),
      tags: tagsOf(l.tags),
    }));
    // An expense that is not itemized shows its one line's tax at the top, as clients set it there.
    const single = row.isItemizedExpense ? undefined : own[0];
    // Its taxes as the posting has them: each summed over the lines at the rates they were taxed with, then rounded.
    const taxes = totalsOf(row, own).taxes.map((t) => ({
      taxId: t.taxId,
      taxName: t.name,
      taxPercentage: t.percentage.toFixed(),
      taxAmount: t.amount.toFixed(places),
    }));
    const exchangeRate = dec(row.exchangeRate);
    return {
      expenseId: row.id,
      transactionId: row.journalId,
      transactionType: 'expense',
      expenseItemId: single?.id ?? null,
      accountId: row.accountId,
      accountName: row.accountName,
      paidThroughAccountId: row.paidThroughAccountId,
      paidThroughAccountName: row.paidThroughAccountName,
      vendorId: row.vendorId,
      vendorName: row.vendorName,
      date: row.date,
      amount: money(row.amount),
      taxId: single?.taxId ?? null,
      taxName: single?.taxName ?? null,
      taxPercentage: single ? decimalOrNull(single.taxPercentage) : null,
      taxAmount: money(row.taxAmount),
      isInclusiveTax: row.isInclusiveTax,
      subTotal: money(row.subTotal),
      total: money(row.total),
      bcyTotal: roundTo(row.bcyTotal, basePlaces).toFixed(basePlaces),
      currencyId: row.currencyId,
      currencyCode: row.currencyCode,
      exchangeRate: exchangeRate.toFixed(),
      referenceNumber: row.referenceNumber,
      description: row.description,
      isBillable: row.isBillable,
      isPersonal: row.isPersonal,
      isItemizedExpense: row.isItemizedExpense,
      customerId: row.customerId,
      customerName: row.customerName,
      projectId: row.projectId,
      projectName: row.projectName,
      invoiceId: row.invoiceId,
      invoiceNumber: row.invoiceNumber,
      locationId: row.locationId,
      locationName: locationName(row.locationId),
      status: (row.status === 'non-billable' ? 'NON_BILLABLE' : toEnum(row.status)) as ExpenseStatus,
      expenseReceiptName: row.receiptName,
      expenseReceiptType: row.receiptType,
      hasReceipt: row.receiptBlobId !== null,
      createdTime: formatTimestamp(row.createdAt, org.timeZone),
      lastModifiedTime: formatTimestamp(row.updatedAt, org.timeZone),
      mileageType: toEnum<ExpenseMileageType>(row.mileageType),
      mileageRate: decimalOrNull(row.mileageRate),
      mileageUnit: row.mileageUnit ? toEnum<ExpenseMileageUnit>(row.mileageUnit) : null,
      distance: decimalOrNull(row.distance),
      expenseType: row.mileageType === 'non_mileage' ? 'NON_MILEAGE' : 'MILEAGE',
      startReading: decimalOrNull(row.startReading),
      endReading: decimalOrNull(row.endReading),
      tripId: row.tripId,
      tripNumber: row.tripNumber,
      tags: tagsOf(row.tags),
      lineItems,
      // Every expense has a line: its one line, or the first of an itemized expense.
      lineItem: lineItems[0] as Omit<ExpenseLineItem, '__typename'>,
      taxes,
      totalWithoutTax: money(row.subTotal),
      bcyTotalWithoutTax: roundTo(dec(row.subTotal).times(exchangeRate), basePlaces).toFixed(basePlaces),
      gstNo: row.gstNo,
      gstTreatment: row.gstTreatment ? toEnum<InvoiceGstTreatment>(row.gstTreatment) : null,
      destinationOfSupply: row.destinationOfSupply,
      destinationOfSupplyState: row.destinationOfSupply ? (INDIAN_STATE_NAMES[row.destinationOfSupply] ?? null) : null,
      sourceOfSupply: row.sourceOfSupply,
      hsnOrSac: row.hsnOrSac,
      isPreGst: row.isPreGst,
      reverseChargeTaxId: single?.reverseChargeTaxId ?? null,
      reverseChargeTaxName: single?.reverseChargeTaxName ?? null,
      reverseChargeTaxPercentage: single ? decimalOrNull(single.reverseChargeTaxPercentage) : null,
      reverseChargeTaxAmount: single?.reverseChargeTaxId ? money(single.reverseChargeTaxAmount) : null,
      reverseChargeTaxTotal: money(row.reverseChargeTaxTotal),
    };
  });
}

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
export async function expensePage(db: Executor, org: OrganizationRow, args: QueryExpensesArgs, page: Page) {
  const filter = FILTERS[args.filterBy ?? 'STATUS_ALL'];
  const amount = (value: string | null | undefined, compare: (column: typeof expenses.total, v: string) => SQL) =>
    value != null ? compare(expenses.total, toDb(value)) : undefined;
  const conditions: (SQL | undefined)[] = [
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
  const rows = await selectExpenses(db, org.id, { where: and(...conditions), orderBy: sort.orderBy, ...window(page) });
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
