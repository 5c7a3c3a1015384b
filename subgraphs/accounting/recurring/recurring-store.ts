/**
 * The SQL of recurring invoice profiles: selects (with their currency), own-row locks, the
 * writes of a profile, its history and run log, the invoices it made, and the lookups other
 * records' reference checks make.
 */
import { type SQL, and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import { recurringInvoiceComments, recurringInvoiceRuns, recurringInvoices } from '../../../drizzle/tables/accounting/recurring.ts';
import { type DocumentRecord, documentReader } from '../../core/books/documents.ts';
import type { Actor } from '../../core/request/scope.ts';

import { newId } from '../../core/values/ids.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type RecurringRow = typeof recurringInvoices.$inferSelect;
export type RecurringRecord = DocumentRecord<typeof recurringInvoices>;
export type ProfileFields = Omit<typeof recurringInvoices.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;
export type RecurringCommentRow = typeof recurringInvoiceComments.$inferSelect;

const reader = documentReader(recurringInvoices, (id) => `The recurring invoice ${id}`);

/** Profiles with their currency code, filtered and ordered by the caller; always one statement. */
export const selectProfiles = reader.select;

export const findProfile = reader.find;

export async function insertProfile(tx: Tx, organizationId: string, id: string, fields: ProfileFields, at: Date): Promise<void> {
  await tx.insert(recurringInvoices).values({ ...fields, id, organizationId, createdAt: at, updatedAt: at });
}

export async function updateProfileRow(tx: Tx, organizationId: string, id: string, changes: Partial<ProfileFields> & { updatedAt?: Date }): Promise<void> {
  await tx
    .update(recurringInvoices)
    .set(changes)
    .where(inOrg(recurringInvoices, organizationId, eq(recurringInvoices.id, id)));
}

/** A profile with its history and run log; the invoices it made stay. */
export async function deleteProfileRows(tx: Tx, organizationId: string, id: string): Promise<void> {
  await tx.delete(recurringInvoiceComments).where(inOrg(recurringInvoiceComments, organizationId, eq(recurringInvoiceComments.recurringInvoiceId, id)));
  await tx.delete(recurringInvoiceRuns).where(inOrg(recurringInvoiceRuns, organizationId, eq(recurringInvoiceRuns.recurringInvoiceId, id)));
  await tx.delete(recurringInvoices).where(inOrg(recurringInvoices, organizationId, eq(recurringInvoices.id, id)));
}

export type ProfileOperation = 'added' | 'updated' | 'stopped' | 'resumed' | 'expired' | 'template_changed' | 'invoice_created' | 'invoice_failed';

export async function recordProfileHistory(
  tx: Executor,
  organizationId: string,
  recurringInvoiceId: string,
  actor: Actor,
  operation: ProfileOperation,
  description: string,
  at: Date,
  transaction?: { id: string; type: string },
): Promise<void> {
  await tx.insert(recurringInvoiceComments).values({
    id: newId(),
    organizationId,
    recurringInvoiceId,
    commentType: 'system',
    operationType: operation,
    description,
    commentedById: actor.userId,
    commentedBy: actor.name,
    transactionId: transaction?.id ?? null,
    transactionType: transaction?.type ?? null,
    createdAt: at,
  });
}

/** The history of a profile, oldest first. */
export async function historyRowsOf(db: Executor, organizationId: string, recurringInvoiceId: string): Promise<RecurringCommentRow[]> {
  return db
    .select()
    .from(recurringInvoiceComments)
    .where(inOrg(recurringInvoiceComments, organizationId, eq(recurringInvoiceComments.recurringInvoiceId, recurringInvoiceId)))
    .orderBy(asc(recurringInvoiceComments.createdAt), asc(recurringInvoiceComments.id));
}

/** The invoices a profile made, as a condition on invoices (the list of its children narrows to them). */
export function madeByProfile(db: Executor, organizationId: string, recurringInvoiceId: string): SQL {
  const made = db
    .select({ id: recurringInvoiceRuns.invoiceId })
    .from(recurringInvoiceRuns)
    .where(inOrg(recurringInvoiceRuns, organizationId, eq(recurringInvoiceRuns.recurringInvoiceId, recurringInvoiceId)));
  return inArray(invoices.id, made);
}

/**
 * What the customers paid and still owe on the invoices each profile made, by profile (one
 * statement for any number of profiles): Σ (total − balance) and Σ balance of its issued
 * invoices (drafts and void invoices are owed nothing).
 */
export async function childTotals(
  db: Executor,
  organizationId: string,
  recurringInvoiceIds: readonly string[],
): Promise<Map<string, { paid: string; unpaid: string }>> {
  if (!recurringInvoiceIds.length) return new Map();
  const rows = await db
    .select({
      profileId: recurringInvoiceRuns.recurringInvoiceId,
      paid: sql<string>`coalesce(sum(${invoices.total} - ${invoices.balance}), 0)`,
      unpaid: sql<string>`coalesce(sum(${invoices.balance}), 0)`,
    })
    .from(recurringInvoiceRuns)
    .innerJoin(invoices, and(eq(invoices.organizationId, recurringInvoiceRuns.organizationId), eq(invoices.id, recurringInvoiceRuns.invoiceId)))
    .where(
      inOrg(
        recurringInvoiceRuns,
        organizationId,
        and(inArray(recurringInvoiceRuns.recurringInvoiceId, [...recurringInvoiceIds]), notInArray(invoices.status, ['draft', 'void'])),
      ),
    )
    .groupBy(recurringInvoiceRuns.recurringInvoiceId);
  return new Map(rows.map((r) => [r.profileId, { paid: String(r.paid), unpaid: String(r.unpaid) }]));
}

// --- what other records refer to --------------------------------------------------------------

/** The first profile naming a contact as its customer, for `contactReferences`. */
export async function profileNamingCustomer(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: recurringInvoices.recurrenceName })
    .from(recurringInvoices)
    .where(inOrg(recurringInvoices, organizationId, eq(recurringInvoices.customerId, contactId)))
    .limit(1);
  return row && `the customer (customer_id) of the recurring invoice ${row.name}`;
}

/** The first profile with a line selling an item, for `itemReferences`. */
export async function profileLineNamingItem(tx: Tx, organizationId: string, itemId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: recurringInvoices.recurrenceName })
    .from(recurringInvoices)
    .where(inOrg(recurringInvoices, organizationId, sql`${recurringInvoices.lineItems} @> ${JSON.stringify([{ itemId }])}::jsonb`))
    .limit(1);
  return row && `sold on the recurring invoice ${row.name}`;
}

/** The first profile with a line posting to an account, for `accountReferences`. */
export async function profileLineUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: recurringInvoices.recurrenceName })
    .from(recurringInvoices)
    .where(inOrg(recurringInvoices, organizationId, sql`${recurringInvoices.lineItems} @> ${JSON.stringify([{ accountId }])}::jsonb`))
    .limit(1);
  return row && `the income account (account_id) of a line of the recurring invoice ${row.name}`;
}
