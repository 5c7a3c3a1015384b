/**
 * Expenses as clients see them: rows with their account names and currency code (one
 * statement), their lines (one statement for any number of expenses) and location names (one
 * more when any is named), and their history.
 */
import { type SQL, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { accounts } from '../../../drizzle/tables/core/ledger.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { type ExpenseTagValue, expenseComments, expenseLineItems, expenses } from '../../../drizzle/tables/accounting/expenses.ts';
import { toEnum } from '../../core/values/enums.ts';
import { notFound } from '../../core/request/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { dec, roundTo } from '../../core/values/money.ts';
import { inOrg, type SelectShape, shaped } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { ago, formatTimestamp, localDate, timeOfDay } from '../../core/values/time.ts';
import { locationsById } from '../../core/books/locations.ts';
import type {
  Expense,
  ExpenseComment,
  ExpenseLineItem,
  ExpenseMileageType,
  ExpenseMileageUnit,
  ExpenseStatus,
  ExpenseTag,
  InvoiceGstTreatment,
} from '../generated/graphql.ts';
import type { Actor } from '../../core/request/scope.ts';

export type ExpenseRow = typeof expenses.$inferSelect;
export type ExpenseLineRow = typeof expenseLineItems.$inferSelect;
export type ExpenseCommentRow = typeof expenseComments.$inferSelect;

/** An expense row with the names of its accounts and the code of its currency. */
export interface ExpenseRecord extends ExpenseRow {
  accountName: string;
  paidThroughAccountName: string;
  currencyCode: string;
}

export interface ExpenseLineRecord extends ExpenseLineRow {
  accountName: string;
}

/** The expense account and paid-through account of a row, joined under names of their own. */
export const expenseAccount = alias(accounts, 'expense_account');
export const paidThroughAccount = alias(accounts, 'paid_through_account');

/** Expenses with account names and currency code, filtered and ordered by the caller; always one statement. */
export async function selectExpenses(
  db: Executor,
  organizationId: string,
  options: SelectShape & { where?: SQL } = {},
): Promise<ExpenseRecord[]> {
  const query = db
    .select({ expense: expenses, accountName: expenseAccount.accountName, paidThroughAccountName: paidThroughAccount.accountName, currencyCode: currencies.currencyCode })
    .from(expenses)
    .innerJoin(expenseAccount, eq(expenseAccount.id, expenses.accountId))
    .innerJoin(paidThroughAccount, eq(paidThroughAccount.id, expenses.paidThroughAccountId))
    .innerJoin(currencies, eq(currencies.id, expenses.currencyId))
    .where(inOrg(expenses, organizationId, options.where))
    .$dynamic();
  const rows = await shaped(query, expenses, options);
  return rows.map((r) => ({ ...r.expense, accountName: r.accountName, paidThroughAccountName: r.paidThroughAccountName, currencyCode: r.currencyCode }));
}

/** One expense of the organization; another organization's does not exist. `lock` holds it for the caller's transaction. */
export async function findExpense(db: Executor, organizationId: string, expenseId: string, options: { lock?: boolean } = {}): Promise<ExpenseRecord> {
  if (!isId(expenseId)) throw notFound('The expense');
  const [row] = await selectExpenses(db, organizationId, { where: eq(expenses.id, expenseId), lock: options.lock });
  if (!row) throw notFound('The expense');
  return row;
}

/** The lines of the given expenses in order, with their account names; one statement. */
export async function expenseLinesOf(db: Executor, organizationId: string, expenseIds: readonly string[]): Promise<Map<string, ExpenseLineRecord[]>> {
  const byExpense = new Map<string, ExpenseLineRecord[]>(expenseIds.map((id) => [id, []]));
  if (!expenseIds.length) return byExpense;
  const rows = await db
    .select({ line: expenseLineItems, accountName: accounts.accountName })
    .from(expenseLineItems)
    .innerJoin(accounts, eq(accounts.id, expenseLineItems.accountId))
    .where(inOrg(expenseLineItems, organizationId, inArray(expenseLineItems.expenseId, [...expenseIds])))
    .orderBy(asc(expenseLineItems.expenseId), asc(expenseLineItems.itemOrder), asc(expenseLineItems.id));
  for (const r of rows) byExpense.get(r.line.expenseId)?.push({ ...r.line, accountName: r.accountName });
  return byExpense;
}

const tagsOf = (tags: readonly ExpenseTagValue[]): ExpenseTag[] =>
  tags.map((t) => ({ tagId: t.tag_id, tagName: t.tag_name, tagOptionId: t.tag_option_id, tagOptionName: t.tag_option_name, isTagMandatory: t.is_tag_mandatory }));

const decimalOrNull = (value: string | null): string | null => (value === null ? null : dec(value).toFixed());

/** GST state and union territory names (India), for destination_of_supply_state. */
const INDIAN_STATE_NAMES: Record<string, string> = {
  AN: 'Andaman and Nicobar Islands', AP: 'Andhra Pradesh', AR: 'Arunachal Pradesh', AS: 'Assam', BR: 'Bihar', CH: 'Chandigarh', CG: 'Chhattisgarh',
  CT: 'Chhattisgarh', DD: 'Daman and Diu', DL: 'Delhi', DN: 'Dadra and Nagar Haveli', GA: 'Goa', GJ: 'Gujarat', HP: 'Himachal Pradesh', HR: 'Haryana',
  JH: 'Jharkhand', JK: 'Jammu and Kashmir', KA: 'Karnataka', KL: 'Kerala', LA: 'Ladakh', LD: 'Lakshadweep', MH: 'Maharashtra', ML: 'Meghalaya',
  MN: 'Manipur', MP: 'Madhya Pradesh', MZ: 'Mizoram', NL: 'Nagaland', OD: 'Odisha', OR: 'Odisha', PB: 'Punjab', PY: 'Puducherry', RJ: 'Rajasthan',
  SK: 'Sikkim', TG: 'Telangana', TN: 'Tamil Nadu', TR: 'Tripura', TS: 'Telangana', UK: 'Uttarakhand', UP: 'Uttar Pradesh', UT: 'Uttarakhand', WB: 'West Bengal',
};

/** Expenses as the API shows them, for any number of rows in at most three statements. */
export async function expenseViews(db: Executor, org: OrganizationRow, rows: readonly ExpenseRecord[]): Promise<Expense[]> {
  if (!rows.length) return [];
  const lines = await expenseLinesOf(db, org.id, rows.map((r) => r.id));
  const locationIds = new Set<string>();
  for (const r of rows) if (r.locationId) locationIds.add(r.locationId);
  for (const list of lines.values()) for (const l of list) if (l.locationId) locationIds.add(l.locationId);
  const locations = await locationsById(db, org.id, [...locationIds]);
  const locationName = (id: string | null) => (id ? locations.get(id)?.locationName ?? null : null);
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
      exchangeRate: dec(row.exchangeRate).toFixed(),
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
      gstNo: row.gstNo,
      gstTreatment: row.gstTreatment ? toEnum<InvoiceGstTreatment>(row.gstTreatment) : null,
      destinationOfSupply: row.destinationOfSupply,
      destinationOfSupplyState: row.destinationOfSupply ? INDIAN_STATE_NAMES[row.destinationOfSupply] ?? null : null,
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

// --- history ---------------------------------------------------------------------------------

export type ExpenseOperation = 'added' | 'updated' | 'receipt_attached' | 'receipt_deleted' | 'invoiced' | 'unbilled';

export interface HistoryEntry {
  expenseId: string;
  operation: ExpenseOperation;
  description: string;
  /** The transaction the entry is about; default the expense itself. */
  transaction?: { id: string; type: string };
}

/** Writes history entries in the caller's transaction; one statement whatever their number. */
export async function recordExpenseHistory(tx: Tx, organizationId: string, actor: Actor, now: Date, entries: readonly HistoryEntry[]): Promise<void> {
  if (!entries.length) return;
  await tx.insert(expenseComments).values(
    entries.map((e) => ({
      id: newId(),
      organizationId,
      expenseId: e.expenseId,
      operationType: e.operation,
      description: e.description,
      commentedById: actor.userId,
      commentedBy: actor.name,
      transactionId: e.transaction?.id ?? e.expenseId,
      transactionType: e.transaction?.type ?? 'expense',
      createdAt: now,
    })),
  );
}

/** The history of one expense, oldest first. */
export async function expenseHistory(db: Executor, org: OrganizationRow, expenseId: string, now: Date): Promise<ExpenseComment[]> {
  const row = await findExpense(db, org.id, expenseId);
  const entries = await db
    .select()
    .from(expenseComments)
    .where(inOrg(expenseComments, org.id, eq(expenseComments.expenseId, row.id)))
    .orderBy(asc(expenseComments.createdAt), asc(expenseComments.id));
  return entries.map((e) => ({
    commentId: e.id,
    expenseId: e.expenseId,
    description: e.description,
    commentedById: e.commentedById,
    commentedBy: e.commentedBy,
    date: localDate(e.createdAt, org.timeZone),
    dateDescription: ago(e.createdAt, now),
    time: timeOfDay(e.createdAt, org.timeZone),
    operationType: e.operationType,
    transactionId: e.transactionId,
    transactionType: e.transactionType,
  }));
}
