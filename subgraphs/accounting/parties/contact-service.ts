/** Customers and vendors with their contact persons; a contact and its persons change in one transaction. */
import { recordContactHistory } from './contact-history.ts';
import { type SQL, and, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { type ContactAddressValue, contactAddresses, contactComments, contactPersons, contacts } from '../../../drizzle/tables/accounting/contacts.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { currencyOrBase } from '../../core/books/currencies.ts';
import { fromEnum, toEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/request/errors.ts';
import { checkCountry } from '../../core/values/address.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { inOrg, orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import type { Scope } from '../../core/request/scope.ts';
import type { Executor } from '../../../drizzle/client.ts';
import { patch } from '../../core/values/patch.ts';
import { isEmail } from '../../core/values/text.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import {
  type ContactPersonRow,
  type ContactRecord,
  contactReferences,
  findContacts,
  getContact,
  outstandingReceivables,
  selectContacts,
  termsLabel,
} from './contact-store.ts';
import type {
  Contact,
  ContactAddressInput,
  ContactFilter,
  ContactPersonInput,
  ContactStatus,
  ContactType,
  CreateContactInput,
  CustomerSubType,
  QueryContactsArgs,
  UpdateContactInput,
} from '../generated/graphql.ts';
import { personView } from './contact-person-views.ts';
import { UNIQUE_VALUE_INDEX, deleteValuesOf, resolveValues, uniqueValueTaken, writeValues } from '../shared/custom-fields.ts';

const FILTERS: Record<ContactFilter, { where?: SQL; wire: string }> = {
  ALL: { wire: 'Status.All' },
  ACTIVE: { where: eq(contacts.status, 'active'), wire: 'Status.Active' },
  INACTIVE: { where: eq(contacts.status, 'inactive'), wire: 'Status.Inactive' },
  CUSTOMERS: { where: eq(contacts.contactType, 'customer'), wire: 'Status.Customers' },
  VENDORS: { where: eq(contacts.contactType, 'vendor'), wire: 'Status.Vendors' },
};

const SORT_COLUMNS = { contact_name: sql`lower(${contacts.contactName})`, created_time: contacts.createdAt, last_modified_time: contacts.updatedAt };

const ADDRESS_FIELDS = ['address', 'street2', 'city', 'state', 'zip', 'country', 'fax'] as const;

/** Stored and wire forms of a contact address share their names: every field, null when absent. */
function address(value: ContactAddressInput | ContactAddressValue): Required<ContactAddressValue> {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, value[field] ?? null])) as Required<ContactAddressValue>;
}

function view(row: ContactRecord, outstanding: string | undefined, timeZone: string): Contact {
  return {
    contactId: row.id,
    contactName: row.contactName,
    companyName: row.companyName,
    contactType: toEnum<ContactType>(row.contactType),
    customerSubType: toEnum<CustomerSubType>(row.customerSubType),
    status: toEnum<ContactStatus>(row.status),
    currencyId: row.currencyId,
    currencyCode: row.currencyCode,
    paymentTerms: row.paymentTerms,
    paymentTermsLabel: row.paymentTermsLabel,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    website: row.website,
    notes: row.notes,
    billingAddress: address(row.billingAddress),
    shippingAddress: address(row.shippingAddress),
    contactPersons: row.persons.map(personView),
    customFields: row.customFields,
    gstNo: row.gstNo,
    gstTreatment: row.gstTreatment,
    taxTreatment: row.taxTreatment,
    vatTreatment: row.vatTreatment,
    placeOfSupply: row.placeOfSupply,
    paymentReminderEnabled: row.paymentReminderEnabled,
    track1099: row.track1099,
    outstandingReceivableAmount: outstanding ?? '0',
    createdTime: formatTimestamp(row.createdAt, timeZone),
    lastModifiedTime: formatTimestamp(row.updatedAt, timeZone),
  };
}

/** Contacts as clients see them, with what they owe: one statement more for any number. */
async function views(db: Executor, scope: Scope, rows: readonly ContactRecord[]): Promise<Contact[]> {
  const outstanding = await outstandingReceivables(
    db,
    scope.org.id,
    rows.map((r) => r.id),
  );
  return rows.map((row) => view(row, outstanding.get(row.id), scope.org.timeZone));
}

export async function listContacts(scope: Scope, page: Page, args: QueryContactsArgs) {
  const filter = FILTERS[args.filterBy ?? 'ALL'];
  const where = and(
    filter.where,
    args.contactType ? eq(contacts.contactType, fromEnum(args.contactType)) : undefined,
    searchOf([contacts.contactName, contacts.companyName, contacts.email], args.searchText),
    ...textFilters(contacts.contactName, { startsWith: args.contactNameStartswith, contains: args.contactNameContains }),
    ...textFilters(contacts.email, { equals: args.email }),
  );
  const order = orderOf(SORT_COLUMNS, contacts.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'contact_name',
    order: 'A',
    descending: ['created_time', 'last_modified_time'],
  });
  const rows = await selectContacts(scope.db, scope.org.id, { where, orderBy: order.orderBy, ...window(page) });
  return listPage(rows, page, { sortColumn: order.sortColumn, sortOrder: order.sortOrder, appliedFilter: filter.wire }, (nodes) =>
    views(scope.db, scope, nodes),
  );
}

export async function getContactView(scope: Scope, contactId: string): Promise<Contact> {
  const [contact] = await views(scope.db, scope, [await getContact(scope.db, scope.org.id, contactId)]);
  return contact;
}

/** Contacts by id for entity references (invoices, payments); another organization's id is absent. */
export async function contactsById(scope: Scope, ids: readonly string[]): Promise<Map<string, Contact>> {
  return new Map((await views(scope.db, scope, await findContacts(scope.db, scope.org.id, ids))).map((c) => [c.contactId, c]));
}

export function checkEmail(value: string | null | undefined, field: readonly (string | number)[]): void {
  if (value && !isEmail(value.trim())) throw invalid(field, 'must be an email address');
}

function addressOf(input: ContactAddressInput | null | undefined, field: string): ContactAddressValue | undefined {
  if (input === undefined) return undefined;
  if (input !== null) checkCountry(input.country, ['input', field, 'country']);
  return input === null ? {} : address(input);
}

/** Fields shared by create and update: undefined leaves a column as it is. */
function columnsOf(input: CreateContactInput | UpdateContactInput) {
  checkEmail(input.email, ['input', 'email']);
  let contactName: string | undefined;
  if (input.contactName != null) {
    contactName = input.contactName.trim();
    if (!contactName) throw invalid(['input', 'contactName'], 'is required');
  }
  return {
    contactName,
    companyName: input.companyName,
    contactType: input.contactType ? fromEnum(input.contactType) : undefined,
    customerSubType: input.customerSubType ? fromEnum(input.customerSubType) : undefined,
    paymentTerms: input.paymentTerms ?? undefined,
    paymentTermsLabel: input.paymentTermsLabel?.trim() || (input.paymentTerms != null ? termsLabel(input.paymentTerms) : undefined),
    email: input.email === undefined ? undefined : input.email?.trim() || null,
    phone: input.phone,
    mobile: input.mobile,
    website: input.website,
    notes: input.notes,
    billingAddress: addressOf(input.billingAddress, 'billingAddress'),
    shippingAddress: addressOf(input.shippingAddress, 'shippingAddress'),
    gstNo: input.gstNo,
    gstTreatment: input.gstTreatment,
    taxTreatment: input.taxTreatment,
    vatTreatment: input.vatTreatment,
    placeOfSupply: input.placeOfSupply,
  };
}

export const PERSON_FLAGS = ['isPrimaryContact', 'isEmailEnabled', 'isSmsEnabled', 'isWhatsappEnabled'] as const;
export const PERSON_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phone',
  'mobile',
  'designation',
  'department',
  'skype',
  ...PERSON_FLAGS,
] as const;
export const NEW_PERSON: Pick<ContactPersonRow, (typeof PERSON_FIELDS)[number]> = {
  salutation: null,
  designation: null,
  department: null,
  skype: null,
  firstName: null,
  lastName: null,
  email: null,
  phone: null,
  mobile: null,
  isPrimaryContact: false,
  isEmailEnabled: true,
  isSmsEnabled: false,
  isWhatsappEnabled: false,
};

/**
 * Writes the persons of a contact as the client listed them: a person given with its id keeps
 * the id (and, for fields left out, its values), others are added, unlisted ones removed.
 * Exactly one person is primary: the one the client marks, else the first.
 */
async function writePersons(tx: Tx, organizationId: string, contactId: string, input: ContactPersonInput[], existing: ContactPersonRow[]): Promise<void> {
  const byId = new Map(existing.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const rows = input.map((p, i) => {
    const field = ['input', 'contactPersons', i] as const;
    const current = p.contactPersonId != null ? byId.get(p.contactPersonId) : undefined;
    if (p.contactPersonId != null) {
      if (!current) throw invalid([...field, 'contactPersonId'], 'is not a contact person of this contact');
      if (seen.has(p.contactPersonId)) throw invalid([...field, 'contactPersonId'], 'is given twice');
      seen.add(p.contactPersonId);
    }
    checkEmail(p.email, [...field, 'email']);
    const pref = p.communicationPreference;
    const given = {
      salutation: p.salutation,
      designation: p.designation,
      department: p.department,
      skype: p.skype,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email === undefined ? undefined : p.email?.trim() || null,
      phone: p.phone,
      mobile: p.mobile,
      isPrimaryContact: p.isPrimaryContact,
      isEmailEnabled: pref?.isEmailEnabled,
      isSmsEnabled: pref?.isSmsEnabled,
      isWhatsappEnabled: pref?.isWhatsappEnabled,
    };
    return { id: current?.id ?? newId(), organizationId, contactId, position: i, ...patch(current ?? NEW_PERSON, given, PERSON_FIELDS, PERSON_FLAGS) };
  });
  const primaries = rows.flatMap((r, i) => (r.isPrimaryContact ? [i] : []));
  if (primaries.length > 1) throw invalid(['input', 'contactPersons', primaries[1], 'isPrimaryContact'], 'only one contact person can be primary');
  if (rows.length && !primaries.length) rows[0].isPrimaryContact = true;

  const kept = rows.filter((r) => byId.has(r.id)).map((r) => r.id);
  await tx
    .delete(contactPersons)
    .where(inOrg(contactPersons, organizationId, eq(contactPersons.contactId, contactId), kept.length ? notInArray(contactPersons.id, kept) : undefined));
  for (const row of rows.filter((r) => byId.has(r.id))) {
    const { id, organizationId: _o, contactId: _c, ...changes } = row;
    await tx
      .update(contactPersons)
      .set(changes)
      .where(inOrg(contactPersons, organizationId, eq(contactPersons.id, id)));
  }
  const added = rows.filter((r) => !byId.has(r.id));
  if (added.length) await tx.insert(contactPersons).values(added);
}

/** Unique indexes of contacts turned into the errors a client can act on. */
function refusingDuplicates<T>(contactName: string | undefined, write: () => Promise<T>): Promise<T> {
  return uniquely(write, {
    contacts_org_name: () => new KontorError('DUPLICATE', `A contact named "${contactName}" already exists.`, { field: ['input', 'contactName'] }),
    [UNIQUE_VALUE_INDEX]: () => uniqueValueTaken('contact'),
  });
}

/** Custom field values as items take them (services/custom-fields.ts): checked against the contact definitions. */
async function writeCustomFields(tx: Tx, organizationId: string, contactId: string, input: CreateContactInput | UpdateContactInput): Promise<void> {
  const values = await resolveValues(tx, organizationId, 'contact', input.customFields, ['input', 'customFields']);
  await writeValues(tx, organizationId, contactId, values, 'contact');
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

export async function createContact(scope: Scope, input: CreateContactInput): Promise<Contact> {
  const organizationId = scope.org.id;
  const columns = columnsOf(input);
  const row = await refusingDuplicates(columns.contactName, () =>
    scope.db.transaction(async (tx) => {
      const currency = await currencyOrBase(tx, organizationId, input.currencyId, ['input', 'currencyId']);
      const id = newId();
      await tx.insert(contacts).values({
        ...columns,
        id,
        organizationId,
        contactName: columns.contactName!,
        contactType: columns.contactType ?? 'customer',
        customerSubType: columns.customerSubType ?? 'business',
        currencyId: currency.id,
        paymentTerms: columns.paymentTerms ?? 0,
        paymentTermsLabel: columns.paymentTermsLabel ?? termsLabel(columns.paymentTerms ?? 0),
        createdAt: scope.now,
        updatedAt: scope.now,
      });
      await writePersons(tx, organizationId, id, input.contactPersons ?? [], []);
      await writeCustomFields(tx, organizationId, id, input);
      await recordContactHistory(tx, scope, id, 'added', `Contact ${columns.contactName} created.`);
      return getContact(tx, organizationId, id);
    }),
  );
  return view(row, undefined, scope.org.timeZone);
}

export async function updateContact(scope: Scope, contactId: string, input: UpdateContactInput): Promise<Contact> {
  const organizationId = scope.org.id;
  if (!isId(contactId)) throw notFound('The contact');
  const columns = columnsOf(input);
  return refusingDuplicates(columns.contactName, () =>
    scope.db.transaction(async (tx) => {
      await lockContact(tx, organizationId, contactId);
      const current = await getContact(tx, organizationId, contactId);
      const currency = input.currencyId === undefined ? undefined : await currencyOrBase(tx, organizationId, input.currencyId, ['input', 'currencyId']);
      await tx
        .update(contacts)
        .set({ ...columns, currencyId: currency?.id, updatedAt: scope.now })
        .where(inOrg(contacts, organizationId, eq(contacts.id, contactId)));
      if (input.contactPersons !== undefined) await writePersons(tx, organizationId, contactId, input.contactPersons ?? [], current.persons);
      await writeCustomFields(tx, organizationId, contactId, input);
      await recordContactHistory(tx, scope, contactId, 'updated', `Contact ${columns.contactName ?? current.contactName} updated.`);
      const [contact] = await views(tx, scope, [await getContact(tx, organizationId, contactId)]);
      return contact;
    }),
  );
}

/** Deletes a contact nothing refers to, with its persons and custom field values. */
export async function deleteContact(scope: Scope, contactId: string): Promise<void> {
  const organizationId = scope.org.id;
  await scope.db.transaction(async (tx) => {
    const locked = await lockContact(tx, organizationId, contactId);
    await contactReferences.refuseInUse(tx, organizationId, locked.id, { label: locked.contactName, action: 'delete' });
    await tx.delete(contactPersons).where(inOrg(contactPersons, organizationId, eq(contactPersons.contactId, locked.id)));
    await tx.delete(contactAddresses).where(inOrg(contactAddresses, organizationId, eq(contactAddresses.contactId, locked.id)));
    await tx.delete(contactComments).where(inOrg(contactComments, organizationId, eq(contactComments.contactId, locked.id)));
    await deleteValuesOf(tx, organizationId, locked.id);
    await tx.delete(contacts).where(inOrg(contacts, organizationId, eq(contacts.id, locked.id)));
  });
}

export async function setContactActive(scope: Scope, contactId: string, active: boolean): Promise<Contact> {
  const organizationId = scope.org.id;
  const status = active ? 'active' : 'inactive';
  await scope.db.transaction(async (tx) => {
    const locked = await lockContact(tx, organizationId, contactId);
    if (locked.status === status) return;
    if (!active) await contactReferences.refuseInUse(tx, organizationId, locked.id, { label: locked.contactName, action: 'deactivate' });
    await tx
      .update(contacts)
      .set({ status, updatedAt: scope.now })
      .where(inOrg(contacts, organizationId, eq(contacts.id, locked.id)));
    await recordContactHistory(tx, scope, locked.id, active ? 'marked_as_active' : 'marked_as_inactive', `Contact marked as ${status}.`);
  });
  return getContactView(scope, contactId);
}

/** Flags of a contact switched by their own routes; switching to the current value is no change. */
export async function setContactFlag(scope: Scope, contactId: string, flag: 'paymentReminderEnabled' | 'track1099', value: boolean): Promise<Contact> {
  const organizationId = scope.org.id;
  await scope.db.transaction(async (tx) => {
    await lockContact(tx, organizationId, contactId);
    const [row] = await tx
      .select({ contactType: contacts.contactType, contactName: contacts.contactName, current: contacts[flag] })
      .from(contacts)
      .where(inOrg(contacts, organizationId, eq(contacts.id, contactId)));
    // Form 1099 reports what a business paid its vendors: a customer has nothing to track.
    if (flag === 'track1099' && value && row.contactType !== 'vendor')
      throw new KontorError('INVALID_STATE', `${row.contactName} is a customer: only vendors are tracked for 1099.`, {
        field: ['contactId'],
        rule: 'must be a vendor',
      });
    if (row.current === value) return;
    await tx
      .update(contacts)
      .set({ [flag]: value, updatedAt: scope.now })
      .where(inOrg(contacts, organizationId, eq(contacts.id, contactId)));
    const [operation, description] =
      flag === 'track1099'
        ? [value ? 'track_1099' : 'untrack_1099', `1099 tracking ${value ? 'enabled' : 'disabled'}.`]
        : [value ? 'payment_reminder_enabled' : 'payment_reminder_disabled', `Automatic payment reminders ${value ? 'enabled' : 'stopped'}.`];
    await recordContactHistory(tx, scope, contactId, operation, description);
  });
  return getContactView(scope, contactId);
}
