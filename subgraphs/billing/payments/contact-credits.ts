/**
 * Customers' unused payments for accounting's contacts (`unused_credits_receivable_amount`,
 * provided through `contactAmountPorts.credits`): what a successful payment left unapplied
 * and not refunded, in the payment's currency at its rate.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../drizzle/client.ts';
import { paymentApplications, paymentRefunds, payments } from '../../../drizzle/tables/billing/payments.ts';
import { type OpenAmount, namedAmong } from '../../accounting/api.ts';
import { anyId } from '../../core/request/scoped.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** One statement for any number of customers; payments with nothing unused are left out. */
export async function unusedPayments(db: Executor, organizationId: string, contactIds: readonly string[]): Promise<OpenAmount[]> {
  if (!contactIds.length) return [];
  const applied = sql`coalesce((select sum(${paymentApplications.amountApplied}) from ${paymentApplications} where ${paymentApplications.paymentId} = ${payments.id}), 0)`;
  const refunded = sql`coalesce((select sum(${paymentRefunds.amount}) from ${paymentRefunds} where ${paymentRefunds.paymentId} = ${payments.id}), 0)`;
  const unused = sql`${payments.amount} - ${applied} - ${refunded}`;
  return db
    .select({
      contactId: payments.customerId,
      currencyId: payments.currencyId,
      exchangeRate: payments.exchangeRate,
      amount: sql<string>`(${unused})`.mapWith(String),
    })
    .from(payments)
    .where(and(inOrg(payments, organizationId, anyId(payments.customerId, [...contactIds]), eq(payments.status, 'success')), sql`${unused} > 0`));
}

/** Customers among `contactIds` named by a payment (`has_transaction`, through `contactTransactionPorts.payments`). One statement. */
export function customersWithPayments(db: Executor, organizationId: string, contactIds: readonly string[]): Promise<string[]> {
  return namedAmong(db, organizationId, contactIds, [{ table: payments, column: payments.customerId }]);
}
