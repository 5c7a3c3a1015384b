/**
 * Contact persons one at a time (`/contacts/contactpersons`): the same rows a contact lists in
 * `contact_persons`. Every write locks the contact first, as a contact update does, so the
 * rule "exactly one primary person when there are any" holds under concurrent writers.
 */
import { recordContactHistory } from './contact-history.ts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { contactPersons, contacts } from '../../../drizzle/tables/accounting/contacts.ts';
import { invalid, notFound } from '../../core/values/errors.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { pageContext } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';

import { patch } from '../../core/values/patch.ts';
import type { ContactPerson, CreateContactPersonInput, UpdateContactPersonInput } from '../generated/graphql.ts';
import { NEW_PERSON, PERSON_FIELDS, PERSON_FLAGS, checkEmail } from './contact-service.ts';
import { type ContactPersonRow, getContact, lockContact, personsOf } from './contact-store.ts';
import { personView } from './contact-person-views.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

async function findPerson(tx: Tx | Scope['db'], organizationId: string, contactPersonId: string, lock = false): Promise<ContactPersonRow> {
  if (!isId(contactPersonId)) throw notFound('The contact person');
  const query = tx
    .select()
    .from(contactPersons)
    .where(inOrg(contactPersons, organizationId, eq(contactPersons.id, contactPersonId)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('The contact person');
  return row;
}

function personName(p: Pick<ContactPersonRow, 'firstName' | 'lastName' | 'email'>): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ') || p.email || 'without a name';
}

/** A person is someone: a first name, a last name or an email. */
function checkSomeone(row: Pick<ContactPersonRow, 'firstName' | 'lastName' | 'email'>): void {
  if (![row.firstName, row.lastName, row.email].some((v) => v != null && v.trim() !== ''))
    throw invalid(['input', 'firstName'], 'a contact person needs a first name, a last name or an email');
}

function givenOf(input: CreateContactPersonInput | UpdateContactPersonInput) {
  checkEmail(input.email, ['input', 'email']);
  const pref = input.communicationPreference;
  return {
    salutation: input.salutation,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email === undefined ? undefined : input.email?.trim() || null,
    phone: input.phone,
    mobile: input.mobile,
    designation: input.designation,
    department: input.department,
    skype: input.skype,
    isEmailEnabled: pref?.isEmailEnabled,
    isSmsEnabled: pref?.isSmsEnabled,
    isWhatsappEnabled: pref?.isWhatsappEnabled,
  };
}

/** Makes one person the contact's only primary person. */
async function makePrimary(tx: Tx, organizationId: string, contactId: string, contactPersonId: string): Promise<void> {
  await tx
    .update(contactPersons)
    .set({ isPrimaryContact: sql`${contactPersons.id} = ${contactPersonId}` })
    .where(inOrg(contactPersons, organizationId, eq(contactPersons.contactId, contactId)));
}

async function touchContact(tx: Tx, scope: Scope, contactId: string): Promise<void> {
  await tx
    .update(contacts)
    .set({ updatedAt: scope.now })
    .where(inOrg(contacts, scope.org.id, eq(contacts.id, contactId)));
}

export async function listContactPersons(scope: Scope, contactId: string) {
  const contact = await getContact(scope.db, scope.org.id, contactId);
  const persons = contact.persons.map(personView);
  return {
    nodes: persons,
    pageContext: pageContext({ page: 1, perPage: Math.max(persons.length, 1), offset: 0 }, false, { sortColumn: 'position', sortOrder: 'A' }),
  };
}

export async function getContactPerson(scope: Scope, contactPersonId: string): Promise<ContactPerson> {
  return personView(await findPerson(scope.db, scope.org.id, contactPersonId));
}

export async function createContactPerson(scope: Scope, input: CreateContactPersonInput): Promise<ContactPerson> {
  const organizationId = scope.org.id;
  const given = givenOf(input);
  return scope.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(inOrg(contacts, organizationId, eq(contacts.id, input.contactId)))
      .for('update');
    if (!owner) throw invalid(['input', 'contactId'], 'is not a contact of the organization');
    const existing = (await personsOf(tx, organizationId, [owner.id])).get(owner.id) ?? [];
    const fields = patch({ ...NEW_PERSON }, { ...given }, PERSON_FIELDS, PERSON_FLAGS);
    checkSomeone(fields);
    const id = newId();
    const primary = input.isPrimaryContact === true || existing.length === 0;
    await tx.insert(contactPersons).values({
      ...fields,
      isPrimaryContact: false,
      id,
      organizationId,
      contactId: owner.id,
      position: existing.reduce((max, p) => Math.max(max, p.position + 1), 0),
      createdAt: scope.now,
    });
    if (primary) await makePrimary(tx, organizationId, owner.id, id);
    await touchContact(tx, scope, owner.id);
    await recordContactHistory(tx, scope, owner.id, 'contact_person_added', `Contact person ${personName(fields)} added.`);
    return personView(await findPerson(tx, organizationId, id));
  });
}

export async function updateContactPerson(scope: Scope, contactPersonId: string, input: UpdateContactPersonInput): Promise<ContactPerson> {
  const organizationId = scope.org.id;
  const given = givenOf(input);
  return scope.db.transaction(async (tx) => {
    const before = await findPerson(tx, organizationId, contactPersonId);
    await lockContact(tx, organizationId, before.contactId);
    const current = await findPerson(tx, organizationId, contactPersonId, true);
    if (input.isPrimaryContact === false && current.isPrimaryContact)
      throw invalid(['input', 'isPrimaryContact'], 'the primary person stays primary until another person of the contact is marked primary');
    const { isPrimaryContact: _p, ...fields } = patch(current, given, PERSON_FIELDS, PERSON_FLAGS);
    checkSomeone(fields);
    await tx
      .update(contactPersons)
      .set(fields)
      .where(inOrg(contactPersons, organizationId, eq(contactPersons.id, current.id)));
    if (input.isPrimaryContact === true && !current.isPrimaryContact) await makePrimary(tx, organizationId, current.contactId, current.id);
    await touchContact(tx, scope, current.contactId);
    await recordContactHistory(tx, scope, current.contactId, 'contact_person_updated', `Contact person ${personName(fields)} updated.`);
    return personView(await findPerson(tx, organizationId, current.id));
  });
}

export async function deleteContactPerson(scope: Scope, contactPersonId: string): Promise<string> {
  const organizationId = scope.org.id;
  return scope.db.transaction(async (tx) => {
    const before = await findPerson(tx, organizationId, contactPersonId);
    await lockContact(tx, organizationId, before.contactId);
    const current = await findPerson(tx, organizationId, contactPersonId, true);
    await tx.delete(contactPersons).where(inOrg(contactPersons, organizationId, eq(contactPersons.id, current.id)));
    if (current.isPrimaryContact) {
      const [next] = await tx
        .select({ id: contactPersons.id })
        .from(contactPersons)
        .where(inOrg(contactPersons, organizationId, and(eq(contactPersons.contactId, current.contactId), ne(contactPersons.id, current.id))))
        .orderBy(asc(contactPersons.position), asc(contactPersons.id))
        .limit(1);
      if (next) await makePrimary(tx, organizationId, current.contactId, next.id);
    }
    await touchContact(tx, scope, current.contactId);
    await recordContactHistory(tx, scope, current.contactId, 'contact_person_deleted', `Contact person ${personName(current)} deleted.`);
    return current.id;
  });
}

export async function markContactPersonPrimary(scope: Scope, contactPersonId: string): Promise<ContactPerson> {
  const organizationId = scope.org.id;
  return scope.db.transaction(async (tx) => {
    const before = await findPerson(tx, organizationId, contactPersonId);
    await lockContact(tx, organizationId, before.contactId);
    const current = await findPerson(tx, organizationId, contactPersonId, true);
    if (!current.isPrimaryContact) {
      await makePrimary(tx, organizationId, current.contactId, current.id);
      await touchContact(tx, scope, current.contactId);
      await recordContactHistory(tx, scope, current.contactId, 'primary_contact_changed', `${personName(current)} is now the primary contact person.`);
    }
    return personView(await findPerson(tx, organizationId, current.id));
  });
}
