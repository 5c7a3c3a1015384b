/**
 * Whether a contact has transactions (the family's `has_transaction`): an invoice, retainer
 * invoice, expense or bank transaction of accounting names it, or a purchase order, receive or
 * bill of inventory, or a payment of billing. Those two modules live above accounting and answer
 * through the ports below, provided in their descriptors' hooks. Three statements whatever the
 * number of contacts, so a page of a list costs the same as one contact.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type PgColumn, type PgTable, union } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../drizzle/client.ts';
import { bankTransactions } from '../../../drizzle/tables/accounting/banking.ts';
import { expenses } from '../../../drizzle/tables/accounting/expenses.ts';
import { invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { retainerInvoices } from '../../../drizzle/tables/accounting/retainers.ts';
import { Port } from '../../core/platform/ports.ts';

/** The ids among `contactIds` that a transaction of the module names, in one statement. */
export type FindTransacting = (db: Executor, organizationId: string, contactIds: readonly string[]) => Promise<string[]>;

export const contactTransactionPorts = {
  /** Purchase orders, receives and bills (inventory). */
  purchases: new Port<FindTransacting>('accounting.contact-purchases'),
  /** Customer payments (billing). */
  payments: new Port<FindTransacting>('accounting.contact-payments'),
};

/** A table and one of its columns naming a contact. */
export interface ContactColumn {
  table: PgTable & { organizationId: PgColumn };
  column: PgColumn;
}

/** The contacts among `contactIds` that any of the columns names: their selects joined with UNION, one statement. */
export async function namedAmong(db: Executor, organizationId: string, contactIds: readonly string[], sources: readonly ContactColumn[]): Promise<string[]> {
  if (!contactIds.length || !sources.length) return [];
  const selects = sources.map(({ table, column }) =>
    db
      .select({ contactId: sql<string>`${column}`.as('contact_id') })
      .from(table)
      .where(and(eq(table.organizationId, organizationId), inArray(column, [...contactIds]))),
  );
  const [first, second, ...rest] = selects;
  const rows = second ? await union(first, second, ...rest) : await first;
  return rows.map((r) => String(r.contactId));
}

/** The contacts among `contactIds` that have transactions. */
export async function transactingContacts(db: Executor, organizationId: string, contactIds: readonly string[]): Promise<Set<string>> {
  if (!contactIds.length) return new Set();
  // One after another: inside a transaction the statements share one connection.
  const own = await namedAmong(db, organizationId, contactIds, [
    { table: invoices, column: invoices.customerId },
    { table: retainerInvoices, column: retainerInvoices.customerId },
    { table: expenses, column: expenses.customerId },
    { table: expenses, column: expenses.vendorId },
    { table: bankTransactions, column: bankTransactions.customerId },
    { table: bankTransactions, column: bankTransactions.vendorId },
  ]);
  const purchases = await contactTransactionPorts.purchases.call(db, organizationId, contactIds);
  const payments = await contactTransactionPorts.payments.call(db, organizationId, contactIds);
  return new Set([...own, ...purchases, ...payments]);
}
