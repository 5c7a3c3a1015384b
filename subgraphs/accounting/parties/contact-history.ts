/**
 * The history of a contact: an entry written in the transaction of each change to it, its
 * persons, addresses and flags, and each mail sent to it. Who acts is the scope's actor.
 */
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { contactComments } from '../../../drizzle/tables/accounting/contacts.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { inOrg, window } from '../../core/request/scoped.ts';
import { newId } from '../../core/values/ids.ts';
import { historyEntryView } from '../invoices/invoice-history.ts';
import { getContact } from './contact-store.ts';

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

export async function listContactComments(scope: Scope, contactId: string, page: Page) {
  const contact = await getContact(scope.db, scope.org.id, contactId);
  const { limit, offset } = window(page);
  const rows = await scope.db
    .select()
    .from(contactComments)
    .where(inOrg(contactComments, scope.org.id, eq(contactComments.contactId, contact.id)))
    .orderBy(desc(contactComments.createdAt), desc(contactComments.id))
    .limit(limit)
    .offset(offset);
  return listPage(rows, page, { sortColumn: 'date', sortOrder: 'D' }, async (nodes) =>
    nodes.map((row) => {
      const { commentType: _t, ...entry } = historyEntryView({ ...row, commentType: 'system' }, scope.org, scope.now);
      return { ...entry, contactId: contact.id, contactName: contact.contactName };
    }),
  );
}
