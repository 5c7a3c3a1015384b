/** The SQL of payments: rows by id (locked for a change), their applications and refunds, the list, and their writes. */
import { type SQL, and, asc, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { paymentApplications, paymentRefunds, payments } from '../../../drizzle/tables/billing/payments.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { notFound } from '../../core/values/errors.ts';
import type { Page } from '../../core/request/pagination.ts';
import { documentNumbering } from '../../core/books/numbering.ts';
import { anyId, columnsOf, likeEscape, searchOf, selectPage, textFilters, window } from '../../core/request/scoped.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { type Decimal, dec, sum } from '../../core/values/money.ts';
import type { BillingPaymentFilter, BillingPaymentMode, BillingPaymentSortColumn, SortOrder } from '../generated/graphql.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;
export type ApplicationRow = typeof paymentApplications.$inferSelect;

/** The next payment number (1, 2, …): a number given by hand is skipped by the series, never reused. */
export const nextPaymentNumber = documentNumbering({ series: 'customer_payment', prefix: '', width: 1, table: payments, column: payments.paymentNumber });

export async function findPayments(db: Executor, organizationId: string, paymentIds: readonly string[]): Promise<PaymentRow[]> {
  const ids = paymentIds.filter(isId);
  if (!ids.length) return [];
  return db
    .select()
    .from(payments)
    .where(inOrg(payments, organizationId, anyId(payments.id, [...new Set(ids)])))
    .orderBy(asc(payments.date), asc(payments.id));
}

export async function lockPayment(tx: Tx, organizationId: string, paymentId: string): Promise<PaymentRow> {
  if (!isId(paymentId)) throw notFound('The payment');
  const [row] = await tx
    .select()
    .from(payments)
    .where(inOrg(payments, organizationId, eq(payments.id, paymentId)))
    .for('update');
  if (!row) throw notFound('The payment');
  return row;
}

/** What payments applied, oldest first (in invoice order when `byInvoice`, the order invoices are locked in). */
export async function applicationsOf(db: Executor, organizationId: string, paymentIds: readonly string[], byInvoice = false): Promise<ApplicationRow[]> {
  if (!paymentIds.length) return [];
  return db
    .select()
    .from(paymentApplications)
    .where(inOrg(paymentApplications, organizationId, anyId(paymentApplications.paymentId, [...paymentIds])))
    .orderBy(...(byInvoice ? [asc(paymentApplications.invoiceId)] : [asc(paymentApplications.createdAt), asc(paymentApplications.id)]));
}

/** Which payments were applied to the invoices. */
export async function applicationsToInvoices(
  db: Executor,
  organizationId: string,
  invoiceIds: readonly string[],
): Promise<{ invoiceId: string; paymentId: string }[]> {
  const ids = invoiceIds.filter(isId);
  if (!ids.length) return [];
  return db
    .select({ invoiceId: paymentApplications.invoiceId, paymentId: paymentApplications.paymentId })
    .from(paymentApplications)
    .where(inOrg(paymentApplications, organizationId, anyId(paymentApplications.invoiceId, ids)));
}

export async function refundsOf(db: Executor, organizationId: string, paymentIds: readonly string[]): Promise<RefundRow[]> {
  if (!paymentIds.length) return [];
  return db
    .select()
    .from(paymentRefunds)
    .where(inOrg(paymentRefunds, organizationId, anyId(paymentRefunds.paymentId, [...paymentIds])))
    .orderBy(asc(paymentRefunds.date), asc(paymentRefunds.id));
}

/** One refund of a payment (locked for a change when `lock`). */
export async function findRefund(db: Executor, organizationId: string, paymentId: string, refundId: string, lock = false): Promise<RefundRow> {
  if (!isId(refundId) || !isId(paymentId)) throw notFound('The refund');
  const query = db
    .select()
    .from(paymentRefunds)
    .where(inOrg(paymentRefunds, organizationId, and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.paymentId, paymentId))));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('The refund');
  return row;
}

/** A page of a payment's refunds, oldest first. */
export function selectRefunds(db: Executor, organizationId: string, paymentId: string, page: Page): Promise<RefundRow[]> {
  const { limit, offset } = window(page);
  return db
    .select()
    .from(paymentRefunds)
    .where(inOrg(paymentRefunds, organizationId, eq(paymentRefunds.paymentId, paymentId)))
    .orderBy(asc(paymentRefunds.date), asc(paymentRefunds.id))
    .limit(limit)
    .offset(offset);
}

export async function refundedOf(db: Executor, organizationId: string, paymentId: string): Promise<Decimal> {
  const rows = await db
    .select({ amount: paymentRefunds.amount })
    .from(paymentRefunds)
    .where(inOrg(paymentRefunds, organizationId, eq(paymentRefunds.paymentId, paymentId)));
  return sum(rows.map((r) => r.amount));
}

const SORT_COLUMNS: Record<BillingPaymentSortColumn, SQL | AnyPgColumn> = {
  DATE: payments.date,
  AMOUNT: payments.amount,
  CUSTOMER_NAME: sql`lower(${payments.customerName})`,
  REFERENCE_NUMBER: sql`lower(${payments.referenceNumber})`,
  CREATED_TIME: payments.createdAt,
  PAYMENT_NUMBER: sql`lower(${payments.paymentNumber})`,
  PAYMENT_MODE: payments.paymentMode,
};

const FILTERS: Record<BillingPaymentFilter, SQL | undefined> = {
  PAYMENT_MODE_ALL: undefined,
  PAYMENT_MODE_CHECK: eq(payments.paymentMode, 'check'),
  PAYMENT_MODE_CASH: eq(payments.paymentMode, 'cash'),
  PAYMENT_MODE_CREDITCARD: eq(payments.paymentMode, 'creditcard'),
  PAYMENT_MODE_BANKTRANSFER: eq(payments.paymentMode, 'banktransfer'),
  PAYMENT_MODE_BANKREMITTANCE: eq(payments.paymentMode, 'bankremittance'),
  PAYMENT_MODE_AUTOTRANSACTION: eq(payments.paymentMode, 'autotransaction'),
  PAYMENT_MODE_OTHERS: eq(payments.paymentMode, 'others'),
  STATUS_SUCCESS: eq(payments.status, 'success'),
  STATUS_FAILURE: eq(payments.status, 'failure'),
};

export interface PaymentListArgs {
  sortColumn?: BillingPaymentSortColumn | null;
  sortOrder?: SortOrder | null;
  filterBy?: BillingPaymentFilter | null;
  customerId?: string | null;
  invoiceId?: string | null;
  dateStart?: string | null;
  dateEnd?: string | null;
  searchText?: string | null;
  customerName?: string | null;
  referenceNumber?: string | null;
  date?: string | null;
  amount?: string | null;
  notes?: string | null;
  paymentMode?: BillingPaymentMode | null;
}

/**
 * One page of payments as the list asks for them, with what the page context reports; only the
 * columns `reads` names (a view's reads for a selection), every column without.
 */
export async function selectPayments(db: Executor, organizationId: string, page: Page, args: PaymentListArgs, reads?: readonly string[]) {
  const sortColumn = args.sortColumn ?? 'DATE';
  const sortOrder = args.sortOrder ?? 'D';
  const filter = args.filterBy ?? 'PAYMENT_MODE_ALL';
  const conditions: (SQL | undefined)[] = [
    FILTERS[filter],
    args.customerId ? (isId(args.customerId) ? eq(payments.customerId, args.customerId) : sql`false`) : undefined,
    args.invoiceId
      ? isId(args.invoiceId)
        ? inArray(
            payments.id,
            db
              .select({ id: paymentApplications.paymentId })
              .from(paymentApplications)
              .where(inOrg(paymentApplications, organizationId, eq(paymentApplications.invoiceId, args.invoiceId))),
          )
        : sql`false`
      : undefined,
    args.dateStart ? gte(payments.date, args.dateStart) : undefined,
    args.dateEnd ? lte(payments.date, args.dateEnd) : undefined,
    searchOf([payments.paymentNumber, payments.referenceNumber, payments.description, payments.customerName], args.searchText),
    ...textFilters(payments.customerName, { equals: args.customerName }),
    ...textFilters(payments.referenceNumber, { equals: args.referenceNumber }),
    args.date ? eq(payments.date, args.date) : undefined,
    args.amount != null ? (dec(args.amount).isFinite() ? eq(payments.amount, dec(args.amount).toFixed()) : sql`false`) : undefined,
    args.notes ? ilike(payments.description, `%${likeEscape(args.notes)}%`) : undefined,
    args.paymentMode ? eq(payments.paymentMode, fromEnum(args.paymentMode)) : undefined,
  ];
  const direction = sortOrder === 'A' ? asc : desc;
  const rows = await selectPage(db, payments, organizationId, columnsOf(payments, reads), and(...conditions), {
    orderBy: [direction(SORT_COLUMNS[sortColumn]), direction(payments.id)],
    ...window(page),
  });
  return { rows, context: { sortColumn: sortColumn.toLowerCase(), sortOrder, appliedFilter: filter === 'PAYMENT_MODE_ALL' ? null : filter } };
}

// --- writes (payment-service.ts decides) ---------------------------------------------------------

/** The decimal places of a currency (the core table; no organization needed for a currency id). */
export async function pricePrecisionOf(tx: Tx, currencyId: string): Promise<number | undefined> {
  const [precision] = await tx.select({ pricePrecision: currencies.pricePrecision }).from(currencies).where(eq(currencies.id, currencyId));
  return precision?.pricePrecision;
}

export async function insertPayment(tx: Tx, fields: typeof payments.$inferInsert): Promise<void> {
  await tx.insert(payments).values(fields);
}

export async function updatePaymentRow(tx: Tx, organizationId: string, paymentId: string, changes: Partial<typeof payments.$inferInsert>): Promise<void> {
  await tx
    .update(payments)
    .set(changes)
    .where(inOrg(payments, organizationId, eq(payments.id, paymentId)));
}

export async function deletePaymentRow(tx: Tx, organizationId: string, paymentId: string): Promise<void> {
  await tx.delete(payments).where(inOrg(payments, organizationId, eq(payments.id, paymentId)));
}

/** Records what a payment applied to each invoice, in one statement. */
export async function insertApplications(
  tx: Tx,
  organizationId: string,
  paymentId: string,
  applications: readonly { invoiceId: string; amount: Decimal }[],
  at: Date,
): Promise<void> {
  if (!applications.length) return;
  await tx.insert(paymentApplications).values(
    applications.map((a) => ({
      id: newId(),
      organizationId,
      paymentId,
      invoiceId: a.invoiceId,
      amountApplied: a.amount.toFixed(),
      createdAt: at,
    })),
  );
}

export async function deleteApplications(tx: Tx, organizationId: string, paymentId: string): Promise<void> {
  await tx.delete(paymentApplications).where(inOrg(paymentApplications, organizationId, eq(paymentApplications.paymentId, paymentId)));
}

export async function insertRefund(tx: Tx, fields: typeof paymentRefunds.$inferInsert): Promise<void> {
  await tx.insert(paymentRefunds).values(fields);
}

export async function updateRefundRow(tx: Tx, organizationId: string, refundId: string, changes: Partial<typeof paymentRefunds.$inferInsert>): Promise<void> {
  await tx
    .update(paymentRefunds)
    .set(changes)
    .where(inOrg(paymentRefunds, organizationId, eq(paymentRefunds.id, refundId)));
}

export async function deleteRefundRow(tx: Tx, organizationId: string, refundId: string): Promise<void> {
  await tx.delete(paymentRefunds).where(inOrg(paymentRefunds, organizationId, eq(paymentRefunds.id, refundId)));
}
