/**
 * The history of a contact: an entry written in the transaction of each change to it, its
 * persons, addresses and flags, and each mail sent to it. Who acts is the scope's actor. Its
 * invoices' history entries are listed with it, each naming its invoice.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { invoiceComments, invoices } from '../../../drizzle/tables/accounting/invoices.ts';
import type { Tx } from '../../../drizzle/client.ts';
import { contactComments } from '../../../drizzle/tables/accounting/contacts.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { window } from '../../core/request/scoped.ts';
import { newId } from '../../core/values/ids.ts';

import { getContact } from './contact-store.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';
import { historyEntryView } from '../../core/books/history.ts';

export async function recordContactHistory(tx: Tx, scope: Scope, contactId: string, operationType: string, description: string): Promise<void> {
  await tx.insert(contactComments).values({
    id: newId(),
    organizationId: scope.org.id,
    contactId,
    operationType,
    description,
    commentedById: scope.actor.userId,
    commentedBy: scope.actor.name,
    createdAt: scope.now,
  });
}

/**
 * A contact's history, newest first: its own entries and those of its invoices (each naming the
 * invoice as its transaction), in one statement for the page.
 */
export async function listContactComments(scope: Scope, contactId: string, page: Page) {
  const contact = await getContact(scope.db, scope.org.id, contactId);
  const { limit, offset } = window(page);
  const ofInvoices = scope.db
    .select({
      id: invoiceComments.id,
      description: invoiceComments.description,
      commentedById: invoiceComments.commentedById,
      commentedBy: invoiceComments.commentedBy,
      operationType: invoiceComments.operationType,
      createdAt: invoiceComments.createdAt,
      transactionId: sql<string | null>`${invoiceComments.invoiceId}`.mapWith((v): string | null => (v == null ? null : String(v))).as('transaction_id'),
      transactionType: sql<string | null>`'invoice'`.as('transaction_type'),
    })
    .from(invoiceComments)
    .innerJoin(invoices, and(eq(invoices.organizationId, invoiceComments.organizationId), eq(invoices.id, invoiceComments.invoiceId)))
    .where(inOrg(invoiceComments, scope.org.id, eq(invoices.customerId, contact.id)));
  const own = scope.db
    .select({
      id: contactComments.id,
      description: contactComments.description,
      commentedById: contactComments.commentedById,
      commentedBy: contactComments.commentedBy,
      operationType: contactComments.operationType,
      createdAt: contactComments.createdAt,
      transactionId: sql<string | null>`null`,
      transactionType: sql<string | null>`null`,
    })
    .from(contactComments)
    .where(inOrg(contactComments, scope.org.id, eq(contactComments.contactId, contact.id)));
  const rows = await unionAll(ofInvoices, own)
    .orderBy(desc(sql.identifier('created_at')), desc(sql.identifier('id')))
    .limit(limit)
    .offset(offset);
  return listPage(rows, page, { sortColumn: 'date', sortOrder: 'D' }, async (nodes) =>
    nodes.map((row) => {
      const { commentType: _t, ...entry } = historyEntryView({ ...row, commentType: 'system' }, scope.org, scope.now);
      return {
        ...entry,
        contactId: contact.id,
        contactName: contact.contactName,
        transactionId: row.transactionId,
        transactionType: row.transactionType,
        // A deleted invoice takes its history with it: what is listed names a document that exists.
        isEntityDeleted: false,
      };
    }),
  );
}
