/**
 * Contacts (customers and vendors) as the rest of the accounting subgraph reads them: invoices,
 * payments and expenses name a customer or vendor by id and check it with `requireContact`,
 * and whatever refers to contacts registers with `contactReferences`, so a contact in use is
 * not deleted. Every query is scoped to one organization; another organization's contact is absent.
 */
import { type DocumentRecord, documentReader } from '../../core/books/documents.ts';
import { type SQL, and, asc, eq, notInArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { contactAddresses, contactComments, contactPersons, contacts } from '../../../drizzle/tables/accounting/contacts.ts';
import { pricebooks } from '../../../drizzle/tables/accounting/pricebooks.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { invalid, notFound } from '../../core/values/errors.ts';
import { isId } from '../../core/values/ids.ts';
import { ReferenceRegistry } from '../../core/books/references.ts';
import { anyId, lockOf, type SelectShape } from '../../core/request/scoped.ts';
import type { ContactTag } from '../../core/books/contacts.ts';
import type { CustomFieldValue } from '../generated/graphql.ts';
import { valuesOf } from '../shared/custom-fields.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactPersonRow = typeof contactPersons.$inferSelect;

/** A contact with its currency code, its persons in the order the client gave them, and its custom field values. */
export interface ContactRecord extends DocumentRecord<typeof contacts> {
  persons: ContactPersonRow[];
  customFields: CustomFieldValue[];
}

/** Whoever refers to contacts (items' vendors, documents' customers) registers here; delete consults it. */
export const contactReferences = new ReferenceRegistry('contact');

/** Persons of several contacts in one query, by contact id. */
export async function personsOf(db: Executor, organizationId: string, contactIds: readonly string[]): Promise<Map<string, ContactPersonRow[]>> {
  const byContact = new Map<string, ContactPersonRow[]>(contactIds.map((id) => [id, []]));
  if (!contactIds.length) return byContact;
  const rows = await db
    .select()
    .from(contactPersons)
    .where(inOrg(contactPersons, organizationId, anyId(contactPersons.contactId, [...contactIds])))
    .orderBy(asc(contactPersons.contactId), asc(contactPersons.position));
  for (const row of rows) byContact.get(row.contactId)?.push(row);
  return byContact;
}

const reader = documentReader(contacts, 'The contact');

/** The names of the organization's contacts among `ids`, by id (one statement; none for no ids). */
export async function contactNames(db: Executor, organizationId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: contacts.id, name: contacts.contactName })
    .from(contacts)
    .where(inOrg(contacts, organizationId, anyId(contacts.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Company name, email and phones of the organization's contacts among `ids`, by id (one statement; none for no ids). */
export async function contactDetails(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, { companyName: string | null; email: string | null; phone: string | null; mobile: string | null }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: contacts.id, companyName: contacts.companyName, email: contacts.email, phone: contacts.phone, mobile: contacts.mobile })
    .from(contacts)
    .where(inOrg(contacts, organizationId, anyId(contacts.id, [...ids])));
  return new Map(rows.map(({ id, ...details }) => [id, details]));
}

/** Contacts among `ids` as a ledger line's tag needs them (core's contact-tags port, which accounting provides): one statement. */
export async function contactTags(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
  options: { lock?: boolean } = {},
): Promise<Map<string, ContactTag>> {
  const wanted = ids.filter(isId);
  if (!wanted.length) return new Map();
  const query = db
    .select({ id: contacts.id, contactName: contacts.contactName, status: contacts.status })
    .from(contacts)
    .where(inOrg(contacts, organizationId, anyId(contacts.id, [...new Set(wanted)])));
  const rows = await (options.lock ? query.for('share', lockOf(contacts)) : query);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Contacts matching `where` with their persons and custom field values: at most three statements
 * whatever the number of rows, so a page of a list costs the same as one contact. `lock` holds
 * the contacts FOR SHARE until the caller's transaction ends (see `requireContact`). `reads`
 * names the keys to read (a view's FieldView.reads): the persons and custom field values are
 * keys of the record like its columns, read only when named; unnamed keys are absent.
 */
export async function selectContacts(
  db: Executor,
  organizationId: string,
  options: SelectShape & { where?: SQL; reads?: readonly string[] } = {},
): Promise<ContactRecord[]> {
  const { reads } = options;
  const reading = (key: 'persons' | 'customFields') => !reads || reads.includes(key);
  const rows = await reader.select(db, organizationId, { ...options, lock: options.lock && 'share' });
  const ids = rows.map((r) => r.id);
  const persons = reading('persons') ? await personsOf(db, organizationId, ids) : undefined;
  const values = reading('customFields') ? await valuesOf(db, organizationId, ids) : undefined;
  // Typed as whole records, as columnsOf's rows are: they hold only what `reads` names.
  return rows.map(
    (r) =>
      ({
        ...r,
        ...(persons && { persons: persons.get(r.id) ?? [] }),
        ...(values && { customFields: values.get(r.id) ?? [] }),
      }) as ContactRecord,
  );
}

/** Contacts of the organization by id; ids of other organizations are absent. */
export function findContacts(db: Executor, organizationId: string, ids: readonly string[], options: { lock?: boolean } = {}): Promise<ContactRecord[]> {
  const known = ids.filter(isId);
  if (!known.length) return Promise.resolve([]);
  return selectContacts(db, organizationId, { where: anyId(contacts.id, known), lock: options.lock });
}

export async function getContact(db: Executor, organizationId: string, contactId: string): Promise<ContactRecord> {
  const [row] = await findContacts(db, organizationId, [contactId]);
  if (!row) throw notFound('The contact');
  return row;
}

/**
 * The contact a document names (customer_id, vendor_id), checked to be the organization's,
 * active, and of the expected type; anything else is an invalid value of that field. The
 * contact stays locked FOR SHARE until the caller's transaction ends, so it cannot be deleted
 * or deactivated before the document that names it commits.
 */
export async function requireContact(
  db: Executor,
  organizationId: string,
  contactId: string,
  field: readonly (string | number)[],
  options: { contactType?: 'customer' | 'vendor'; allowInactive?: boolean } = {},
): Promise<ContactRecord> {
  const [row] = await findContacts(db, organizationId, [contactId], { lock: true });
  if (!row) throw invalid(field, 'is not a contact of the organization');
  if (options.contactType && row.contactType !== options.contactType) throw invalid(field, `${row.contactName} is not a ${options.contactType}`);
  if (row.status !== 'active' && !options.allowInactive) throw invalid(field, `${row.contactName} is inactive`);
  return row;
}

/** The name of the first contact whose `column` holds `value`: what keeps a tax or price list in use. */
async function firstContactNaming(
  tx: Executor,
  organizationId: string,
  column: typeof contacts.taxId | typeof contacts.pricebookId,
  value: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ name: contacts.contactName })
    .from(contacts)
    .where(inOrg(contacts, organizationId, eq(column, value)))
    .orderBy(contacts.id)
    .limit(1);
  return row?.name;
}

/** The first contact naming a tax as its default, for `taxReferences`. */
export async function contactUsingTax(tx: Executor, organizationId: string, taxId: string): Promise<string | undefined> {
  const name = await firstContactNaming(tx, organizationId, contacts.taxId, taxId);
  return name && `the tax (tax_id) of the contact "${name}"`;
}

/** The first contact naming a price list, so a price list in use is not deleted. */
export async function contactUsingPricebook(tx: Executor, organizationId: string, pricebookId: string): Promise<string | undefined> {
  const name = await firstContactNaming(tx, organizationId, contacts.pricebookId, pricebookId);
  return name && `the price list (pricebook_id) of the contact "${name}"`;
}

/** Writers of one contact take turns: the row stays locked until the transaction ends. */
export async function lockContact(tx: Tx, organizationId: string, contactId: string) {
  if (!isId(contactId)) throw notFound('The contact');
  const [locked] = await tx
    .select({ id: contacts.id, contactName: contacts.contactName, status: contacts.status })
    .from(contacts)
    .where(inOrg(contacts, organizationId, eq(contacts.id, contactId)))
    .for('update');
  if (!locked) throw notFound('The contact');
  return locked;
}

export type ContactFields = typeof contacts.$inferInsert;
export type ContactPersonFields = typeof contactPersons.$inferInsert;

export async function insertContact(tx: Tx, fields: ContactFields): Promise<void> {
  await tx.insert(contacts).values(fields);
}

export async function updateContactRow(tx: Tx, organizationId: string, contactId: string, changes: Partial<ContactFields>): Promise<void> {
  await tx
    .update(contacts)
    .set(changes)
    .where(inOrg(contacts, organizationId, eq(contacts.id, contactId)));
}

/** One of a contact's switchable flags as stored. */
export async function contactFlag(tx: Tx, organizationId: string, contactId: string, flag: 'paymentReminderEnabled' | 'track1099'): Promise<boolean> {
  const [row] = await tx
    .select({ current: contacts[flag] })
    .from(contacts)
    .where(inOrg(contacts, organizationId, eq(contacts.id, contactId)));
  return row.current;
}

/** What a contact's opening balances post from: its type, name, currency, balances and the day it was created. */
export async function openingBalanceFacts(tx: Tx, organizationId: string, contactId: string) {
  const [row] = await tx
    .select({
      contactType: contacts.contactType,
      contactName: contacts.contactName,
      currencyId: contacts.currencyId,
      openingBalances: contacts.openingBalances,
      createdAt: contacts.createdAt,
    })
    .from(contacts)
    .where(inOrg(contacts, organizationId, eq(contacts.id, contactId)));
  return row;
}

/**
 * Writes a contact's persons: the persons not in `kept` are removed, the kept ones take their
 * new values (one statement each, in the client's order), the new ones are inserted at once.
 */
export async function writePersonRows(
  tx: Tx,
  organizationId: string,
  contactId: string,
  kept: readonly ContactPersonFields[],
  added: readonly ContactPersonFields[],
): Promise<void> {
  const keptIds = kept.map((r) => r.id!);
  await tx
    .delete(contactPersons)
    .where(inOrg(contactPersons, organizationId, eq(contactPersons.contactId, contactId), keptIds.length ? notInArray(contactPersons.id, keptIds) : undefined));
  for (const row of kept) {
    const { id, organizationId: _o, contactId: _c, ...changes } = row;
    await tx
      .update(contactPersons)
      .set(changes)
      .where(inOrg(contactPersons, organizationId, eq(contactPersons.id, id!)));
  }
  if (added.length) await tx.insert(contactPersons).values([...added]);
}

/** Deletes a contact's persons, addresses and comments: what goes before its row. */
export async function deleteContactParts(tx: Tx, organizationId: string, contactId: string): Promise<void> {
  await tx.delete(contactPersons).where(inOrg(contactPersons, organizationId, eq(contactPersons.contactId, contactId)));
  await tx.delete(contactAddresses).where(inOrg(contactAddresses, organizationId, eq(contactAddresses.contactId, contactId)));
  await tx.delete(contactComments).where(inOrg(contactComments, organizationId, eq(contactComments.contactId, contactId)));
}

export async function deleteContactRow(tx: Tx, organizationId: string, contactId: string): Promise<void> {
  await tx.delete(contacts).where(inOrg(contacts, organizationId, eq(contacts.id, contactId)));
}

/** The symbols of the organization's currencies among `ids`, by id (one statement). */
export async function currencySymbols(db: Executor, organizationId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: currencies.id, symbol: currencies.currencySymbol })
    .from(currencies)
    .where(and(eq(currencies.organizationId, organizationId), anyId(currencies.id, [...ids])));
  return new Map(rows.map((c) => [c.id, c.symbol]));
}

/** The names of the organization's price lists among `ids`, by id (one statement; none for no ids). */
export async function pricebookNames(db: Executor, organizationId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: pricebooks.id, name: pricebooks.name })
    .from(pricebooks)
    .where(inOrg(pricebooks, organizationId, anyId(pricebooks.id, [...ids])));
  return new Map(rows.map((p) => [p.id, p.name]));
}

/** A price list of the organization by id, locked FOR SHARE until the caller's transaction ends; absent when not an id. */
export async function sharePricebook(tx: Tx, organizationId: string, pricebookId: string): Promise<string | undefined> {
  if (!isId(pricebookId)) return undefined;
  const [found] = await tx
    .select({ id: pricebooks.id })
    .from(pricebooks)
    .where(inOrg(pricebooks, organizationId, eq(pricebooks.id, pricebookId)))
    .for('share');
  return found?.id;
}

export function termsLabel(days: number): string {
  return days === 0 ? 'Due on Receipt' : `Net ${days}`;
}
