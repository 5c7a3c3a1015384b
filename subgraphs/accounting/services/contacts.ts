/** Customers and vendors with their contact persons; a contact and its persons change in one transaction. */
import DataLoader from 'dataloader';
import { type SQL, and, eq, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { type ContactAddressValue, type ContactCustomFieldValue, contactPersons, contacts } from '../../../drizzle/tables/accounting.ts';
import { violatedUniqueIndex } from '../../core/constraints.ts';
import { type SubgraphContext, organizationOf, perRequest } from '../../core/context.ts';
import { currencyOrBase } from '../../core/currencies.ts';
import { KontorError, invalid, notFound } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { type Page, pageContext, pageOf } from '../../core/pagination.ts';
import { inOrg, orderOf, window } from '../../core/scoped.ts';
import { currentOrganization } from '../../core/tenancy.ts';
import { formatTimestamp } from '../../core/time.ts';
import { type ContactPersonRow, type ContactRecord, findContacts, getContact, selectContacts } from '../contact-store.ts';
import type {
  Contact,
  ContactAddressInput,
  ContactCustomFieldInput,
  ContactFilter,
  ContactPersonInput,
  ContactSortColumn,
  ContactStatus,
  ContactType,
  CreateContactInput,
  CustomerSubType,
  QueryContactsArgs,
  UpdateContactInput,
} from '../generated/graphql.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const FILTERS: Record<ContactFilter, { where?: SQL; wire: string }> = {
  ALL: { wire: 'Status.All' },
  ACTIVE: { where: eq(contacts.status, 'active'), wire: 'Status.Active' },
  INACTIVE: { where: eq(contacts.status, 'inactive'), wire: 'Status.Inactive' },
  CUSTOMERS: { where: eq(contacts.contactType, 'customer'), wire: 'Status.Customers' },
  VENDORS: { where: eq(contacts.contactType, 'vendor'), wire: 'Status.Vendors' },
};

const SORT_COLUMNS = { contact_name: sql`lower(${contacts.contactName})`, created_time: contacts.createdAt, last_modified_time: contacts.updatedAt };

function address(value: ContactAddressValue) {
  return {
    address: value.address ?? null,
    street2: value.street2 ?? null,
    city: value.city ?? null,
    state: value.state ?? null,
    zip: value.zip ?? null,
    country: value.country ?? null,
    fax: value.fax ?? null,
  };
}

function person(row: ContactPersonRow) {
  return {
    contactPersonId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    isPrimaryContact: row.isPrimaryContact,
    communicationPreference: { isEmailEnabled: row.isEmailEnabled, isSmsEnabled: row.isSmsEnabled, isWhatsappEnabled: row.isWhatsappEnabled },
  };
}

function view(row: ContactRecord, timeZone: string): Contact {
  return {
    contactId: row.id,
    contactName: row.contactName,
    companyName: row.companyName,
    contactType: row.contactType.toUpperCase() as ContactType,
    customerSubType: row.customerSubType.toUpperCase() as CustomerSubType,
    status: row.status.toUpperCase() as ContactStatus,
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
    contactPersons: row.persons.map(person),
    customFields: row.customFields.map((f) => ({ customfieldId: f.customfield_id, value: f.value })),
    gstNo: row.gstNo,
    gstTreatment: row.gstTreatment,
    taxTreatment: row.taxTreatment,
    vatTreatment: row.vatTreatment,
    placeOfSupply: row.placeOfSupply,
    // Invoices do not exist yet; the invoice module will compute this from open balances.
    outstandingReceivableAmount: '0',
    createdTime: formatTimestamp(row.createdAt, timeZone),
    lastModifiedTime: formatTimestamp(row.updatedAt, timeZone),
  };
}

/** `%` and `_` in what a client searches for are literal characters, not wildcards. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function listContacts(ctx: SubgraphContext, page: Page, args: QueryContactsArgs) {
  const filter = FILTERS[args.filterBy ?? 'ALL'];
  const search = args.searchText?.trim() ? `%${literal(args.searchText.trim())}%` : undefined;
  const where = and(
    filter.where,
    args.contactType ? eq(contacts.contactType, args.contactType.toLowerCase() as 'customer' | 'vendor') : undefined,
    search ? or(sql`${contacts.contactName} ilike ${search}`, sql`${contacts.companyName} ilike ${search}`, sql`${contacts.email} ilike ${search}`) : undefined,
    args.contactNameStartswith ? sql`${contacts.contactName} ilike ${`${literal(args.contactNameStartswith)}%`}` : undefined,
    args.contactNameContains ? sql`${contacts.contactName} ilike ${`%${literal(args.contactNameContains)}%`}` : undefined,
    args.email?.trim() ? sql`lower(${contacts.email}) = ${args.email.trim().toLowerCase()}` : undefined,
  );
  const column = args.sortColumn?.toLowerCase();
  const sortOrder = args.sortOrder ?? (column === 'created_time' || column === 'last_modified_time' ? 'D' : null);
  const order = orderOf(SORT_COLUMNS, contacts.id, column, sortOrder, { column: 'contact_name', order: 'A' });
  const [organization, rows] = await Promise.all([
    currentOrganization(ctx),
    selectContacts(ctx.db, organizationOf(ctx), { where, orderBy: order.orderBy, ...window(page) }),
  ]);
  const { nodes, hasMorePage } = pageOf(rows, page);
  return {
    nodes: nodes.map((row) => view(row, organization.timeZone)),
    pageContext: pageContext(page, hasMorePage, { sortColumn: order.sortColumn, sortOrder: order.sortOrder, appliedFilter: filter.wire }),
  };
}

export async function getContactView(ctx: SubgraphContext, contactId: string): Promise<Contact> {
  const [organization, row] = await Promise.all([currentOrganization(ctx), getContact(ctx.db, organizationOf(ctx), contactId)]);
  return view(row, organization.timeZone);
}

/** Contacts by id for entity references (invoices, payments), batched per request; another organization's id resolves to null. */
export function contactLoader(ctx: SubgraphContext): DataLoader<string, Contact | null> {
  return perRequest(ctx, 'accounting.contact', () =>
    new DataLoader<string, Contact | null>(async (ids) => {
      const [organization, rows] = await Promise.all([currentOrganization(ctx), findContacts(ctx.db, organizationOf(ctx), ids)]);
      const byId = new Map(rows.map((r) => [r.id, view(r, organization.timeZone)]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  );
}

function checkEmail(value: string | null | undefined, field: readonly (string | number)[]): void {
  if (value && !EMAIL.test(value.trim())) throw invalid(field, 'must be an email address');
}

function termsLabel(days: number): string {
  return days === 0 ? 'Due on Receipt' : `Net ${days}`;
}

function addressOf(input: ContactAddressInput | null | undefined): ContactAddressValue | undefined {
  if (input === undefined) return undefined;
  if (input === null) return {};
  return {
    address: input.address ?? null,
    street2: input.street2 ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    zip: input.zip ?? null,
    country: input.country ?? null,
    fax: input.fax ?? null,
  };
}

function customFieldsOf(input: ContactCustomFieldInput[] | null | undefined): ContactCustomFieldValue[] | undefined {
  if (input === undefined) return undefined;
  const seen = new Set<string>();
  return (input ?? []).map((field, i) => {
    if (seen.has(field.customfieldId)) throw invalid(['input', 'customFields', i, 'customfieldId'], 'is given twice');
    seen.add(field.customfieldId);
    return { customfield_id: field.customfieldId, value: field.value ?? null };
  });
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
    contactType: input.contactType ? (input.contactType.toLowerCase() as 'customer' | 'vendor') : undefined,
    customerSubType: input.customerSubType ? (input.customerSubType.toLowerCase() as 'business' | 'individual') : undefined,
    paymentTerms: input.paymentTerms ?? undefined,
    paymentTermsLabel: input.paymentTermsLabel?.trim() || (input.paymentTerms != null ? termsLabel(input.paymentTerms) : undefined),
    email: input.email === undefined ? undefined : input.email?.trim() || null,
    phone: input.phone,
    mobile: input.mobile,
    website: input.website,
    notes: input.notes,
    billingAddress: addressOf(input.billingAddress),
    shippingAddress: addressOf(input.shippingAddress),
    customFields: customFieldsOf(input.customFields),
    gstNo: input.gstNo,
    gstTreatment: input.gstTreatment,
    taxTreatment: input.taxTreatment,
    vatTreatment: input.vatTreatment,
    placeOfSupply: input.placeOfSupply,
  };
}

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
    return {
      id: current?.id ?? newId(),
      organizationId,
      contactId,
      position: i,
      firstName: p.firstName === undefined ? current?.firstName ?? null : p.firstName,
      lastName: p.lastName === undefined ? current?.lastName ?? null : p.lastName,
      email: p.email === undefined ? current?.email ?? null : p.email?.trim() || null,
      phone: p.phone === undefined ? current?.phone ?? null : p.phone,
      mobile: p.mobile === undefined ? current?.mobile ?? null : p.mobile,
      isPrimaryContact: p.isPrimaryContact ?? current?.isPrimaryContact ?? false,
      isEmailEnabled: pref?.isEmailEnabled ?? current?.isEmailEnabled ?? true,
      isSmsEnabled: pref?.isSmsEnabled ?? current?.isSmsEnabled ?? false,
      isWhatsappEnabled: pref?.isWhatsappEnabled ?? current?.isWhatsappEnabled ?? false,
    };
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
    await tx.update(contactPersons).set(changes).where(inOrg(contactPersons, organizationId, eq(contactPersons.id, id)));
  }
  const added = rows.filter((r) => !byId.has(r.id));
  if (added.length) await tx.insert(contactPersons).values(added);
}

function duplicateOf(error: unknown, contactName: string | undefined): KontorError | undefined {
  if (violatedUniqueIndex(error) !== 'contacts_org_name') return undefined;
  return new KontorError('DUPLICATE', `A contact named "${contactName}" already exists.`, { field: ['input', 'contactName'] });
}

export async function createContact(ctx: SubgraphContext, input: CreateContactInput): Promise<Contact> {
  const organizationId = organizationOf(ctx);
  const columns = columnsOf(input);
  const organization = await currentOrganization(ctx);
  try {
    const row = await ctx.db.transaction(async (tx) => {
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
      });
      await writePersons(tx, organizationId, id, input.contactPersons ?? [], []);
      return getContact(tx, organizationId, id);
    });
    return view(row, organization.timeZone);
  } catch (error) {
    throw duplicateOf(error, columns.contactName) ?? error;
  }
}

export async function updateContact(ctx: SubgraphContext, contactId: string, input: UpdateContactInput): Promise<Contact> {
  const organizationId = organizationOf(ctx);
  if (!isId(contactId)) throw notFound('The contact');
  const columns = columnsOf(input);
  const organization = await currentOrganization(ctx);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: contacts.id }).from(contacts).where(inOrg(contacts, organizationId, eq(contacts.id, contactId))).for('update');
      if (!locked) throw notFound('The contact');
      const current = await getContact(tx, organizationId, contactId);
      const currency = input.currencyId === undefined ? undefined : await currencyOrBase(tx, organizationId, input.currencyId, ['input', 'currencyId']);
      await tx
        .update(contacts)
        .set({ ...columns, currencyId: currency?.id, updatedAt: new Date() })
        .where(inOrg(contacts, organizationId, eq(contacts.id, contactId)));
      if (input.contactPersons !== undefined) await writePersons(tx, organizationId, contactId, input.contactPersons ?? [], current.persons);
      return getContact(tx, organizationId, contactId);
    });
    return view(row, organization.timeZone);
  } catch (error) {
    throw duplicateOf(error, columns.contactName) ?? error;
  }
}

export async function deleteContact(ctx: SubgraphContext, contactId: string): Promise<void> {
  const organizationId = organizationOf(ctx);
  if (!isId(contactId)) throw notFound('The contact');
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(contacts).where(inOrg(contacts, organizationId, eq(contacts.id, contactId))).returning({ id: contacts.id });
    if (!deleted) throw notFound('The contact');
    await tx.delete(contactPersons).where(inOrg(contactPersons, organizationId, eq(contactPersons.contactId, contactId)));
  });
}

export async function setContactActive(ctx: SubgraphContext, contactId: string, active: boolean): Promise<Contact> {
  if (!isId(contactId)) throw notFound('The contact');
  const status = active ? 'active' : 'inactive';
  await ctx.db
    .update(contacts)
    .set({ status, updatedAt: new Date() })
    .where(inOrg(contacts, organizationOf(ctx), eq(contacts.id, contactId), sql`${contacts.status} <> ${status}`));
  return getContactView(ctx, contactId);
}
