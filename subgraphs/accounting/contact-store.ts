/**
 * Contacts (customers and vendors) as the rest of the accounting subgraph reads them: invoices,
 * payments and expenses name a customer or vendor by id and check it with `requireContact`.
 * Every query is scoped to one organization; another organization's contact is absent.
 */
import { type SQL, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../drizzle/client.ts';
import { contactPersons, contacts } from '../../drizzle/tables/accounting.ts';
import { currencies } from '../../drizzle/tables/core.ts';
import { invalid, notFound } from '../core/errors.ts';
import { isId } from '../core/ids.ts';
import { inOrg } from '../core/scoped.ts';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactPersonRow = typeof contactPersons.$inferSelect;

/** A contact with its currency code and its persons in the order the client gave them. */
export interface ContactRecord extends ContactRow {
  currencyCode: string;
  persons: ContactPersonRow[];
}

/** Persons of several contacts in one query, by contact id. */
export async function personsOf(db: Executor, organizationId: string, contactIds: readonly string[]): Promise<Map<string, ContactPersonRow[]>> {
  const byContact = new Map<string, ContactPersonRow[]>(contactIds.map((id) => [id, []]));
  if (!contactIds.length) return byContact;
  const rows = await db
    .select()
    .from(contactPersons)
    .where(inOrg(contactPersons, organizationId, inArray(contactPersons.contactId, [...contactIds])))
    .orderBy(asc(contactPersons.contactId), asc(contactPersons.position));
  for (const row of rows) byContact.get(row.contactId)?.push(row);
  return byContact;
}

/**
 * Contacts matching `where` with their persons: two statements whatever the number of rows,
 * so a page of a list costs the same as one contact.
 */
export async function selectContacts(
  db: Executor,
  organizationId: string,
  options: { where?: SQL; orderBy?: SQL[]; limit?: number; offset?: number } = {},
): Promise<ContactRecord[]> {
  let query = db
    .select({ contact: contacts, currencyCode: currencies.currencyCode })
    .from(contacts)
    .innerJoin(currencies, eq(currencies.id, contacts.currencyId))
    .where(inOrg(contacts, organizationId, options.where))
    .$dynamic();
  if (options.orderBy) query = query.orderBy(...options.orderBy);
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  const rows = await query;
  const persons = await personsOf(db, organizationId, rows.map((r) => r.contact.id));
  return rows.map((r) => ({ ...r.contact, currencyCode: r.currencyCode, persons: persons.get(r.contact.id) ?? [] }));
}

/** Contacts of the organization by id; ids of other organizations are absent. */
export function findContacts(db: Executor, organizationId: string, ids: readonly string[]): Promise<ContactRecord[]> {
  const known = ids.filter(isId);
  if (!known.length) return Promise.resolve([]);
  return selectContacts(db, organizationId, { where: inArray(contacts.id, known) });
}

export async function getContact(db: Executor, organizationId: string, contactId: string): Promise<ContactRecord> {
  const [row] = await findContacts(db, organizationId, [contactId]);
  if (!row) throw notFound('The contact');
  return row;
}

/**
 * The contact a document names (customer_id, vendor_id), checked to be the organization's,
 * active, and of the expected type; anything else is an invalid value of that field.
 */
export async function requireContact(
  db: Executor,
  organizationId: string,
  contactId: string,
  field: readonly (string | number)[],
  options: { contactType?: 'customer' | 'vendor'; allowInactive?: boolean } = {},
): Promise<ContactRecord> {
  const [row] = await findContacts(db, organizationId, [contactId]);
  if (!row) throw invalid(field, 'is not a contact of the organization');
  if (options.contactType && row.contactType !== options.contactType) throw invalid(field, `${row.contactName} is not a ${options.contactType}`);
  if (row.status !== 'active' && !options.allowInactive) throw invalid(field, `${row.contactName} is inactive`);
  return row;
}
