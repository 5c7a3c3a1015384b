/**
 * Further addresses of a contact (`/contacts/{contact_id}/address`): rows of
 * `accounting.contact_addresses`, written under the contact's lock so the limit holds.
 */
import { recordContactHistory } from './contact-history.ts';
import { asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { contactAddresses } from '../../../drizzle/tables/accounting/contacts.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { checkCountry } from '../../core/values/address.ts';
import { isId, newId } from '../../core/values/ids.ts';
import type { Scope } from '../../core/request/scope.ts';

import { patch } from '../../core/values/patch.ts';
import type { ContactAdditionalAddress, ContactAdditionalAddressInput } from '../generated/graphql.ts';
import { getContact, lockContact } from './contact-store.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

/** Most further addresses one contact keeps. */
export const MAX_CONTACT_ADDRESSES = 50;

type AddressRow = typeof contactAddresses.$inferSelect;
const FIELDS = ['attention', 'address', 'street2', 'city', 'state', 'stateCode', 'zip', 'country', 'fax', 'phone'] as const;
const LINES = ['address', 'street2', 'city', 'state', 'zip', 'country'] as const;
const EMPTY = Object.fromEntries(FIELDS.map((f) => [f, null])) as Pick<AddressRow, (typeof FIELDS)[number]>;

function lineOf(row: AddressRow): string {
  return LINES.map((f) => row[f])
    .filter(Boolean)
    .join(', ');
}

function view(row: AddressRow): ContactAdditionalAddress {
  return {
    addressId: row.id,
    attention: row.attention,
    address: row.address,
    street2: row.street2,
    city: row.city,
    state: row.state,
    stateCode: row.stateCode,
    zip: row.zip,
    country: row.country,
    fax: row.fax,
    phone: row.phone,
  };
}

/** Blank text is no value; an address that says nowhere is refused. */
function fieldsOf(stored: Pick<AddressRow, (typeof FIELDS)[number]>, input: ContactAdditionalAddressInput) {
  const given = Object.fromEntries(FIELDS.map((f) => [f, input[f] === undefined ? undefined : input[f]?.trim() || null]));
  checkCountry(given.country, ['input', 'country']);
  const fields = patch(stored, given, FIELDS);
  if (!LINES.some((f) => fields[f])) throw invalid(['input', 'address'], 'an address needs at least one of address, street2, city, state, zip or country');
  return fields;
}

export async function listContactAddresses(scope: Scope, contactId: string): Promise<ContactAdditionalAddress[]> {
  const contact = await getContact(scope.db, scope.org.id, contactId);
  const rows = await scope.db
    .select()
    .from(contactAddresses)
    .where(inOrg(contactAddresses, scope.org.id, eq(contactAddresses.contactId, contact.id)))
    .orderBy(asc(contactAddresses.id));
  return rows.map(view);
}

export async function createContactAddress(scope: Scope, contactId: string, input: ContactAdditionalAddressInput): Promise<ContactAdditionalAddress> {
  const organizationId = scope.org.id;
  const fields = fieldsOf(EMPTY, input);
  return scope.db.transaction(async (tx) => {
    await lockContact(tx, organizationId, contactId);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(contactAddresses)
      .where(inOrg(contactAddresses, organizationId, eq(contactAddresses.contactId, contactId)));
    if (n >= MAX_CONTACT_ADDRESSES)
      throw new KontorError('LIMIT_EXCEEDED', `A contact keeps at most ${MAX_CONTACT_ADDRESSES} further addresses; remove one first.`, {
        field: ['contactId'],
        rule: `at most ${MAX_CONTACT_ADDRESSES} addresses`,
      });
    const [row] = await tx
      .insert(contactAddresses)
      .values({ ...fields, id: newId(), organizationId, contactId, createdAt: scope.now })
      .returning();
    await recordContactHistory(tx, scope, contactId, 'address_added', `Address ${lineOf(row)} added.`);
    return view(row);
  });
}

async function lockedAddress(tx: Tx, organizationId: string, contactId: string, addressId: string) {
  await lockContact(tx, organizationId, contactId);
  if (!isId(addressId)) throw notFound('The address');
  const [row] = await tx
    .select()
    .from(contactAddresses)
    .where(inOrg(contactAddresses, organizationId, eq(contactAddresses.id, addressId), eq(contactAddresses.contactId, contactId)));
  if (!row) throw notFound('The address');
  return row;
}

export async function updateContactAddress(
  scope: Scope,
  contactId: string,
  addressId: string,
  input: ContactAdditionalAddressInput,
): Promise<ContactAdditionalAddress> {
  const organizationId = scope.org.id;
  return scope.db.transaction(async (tx) => {
    const current = await lockedAddress(tx, organizationId, contactId, addressId);
    const fields = fieldsOf(current, input);
    const [row] = await tx
      .update(contactAddresses)
      .set(fields)
      .where(inOrg(contactAddresses, organizationId, eq(contactAddresses.id, current.id)))
      .returning();
    await recordContactHistory(tx, scope, contactId, 'address_updated', `Address ${lineOf(row)} updated.`);
    return view(row);
  });
}

export async function deleteContactAddress(scope: Scope, contactId: string, addressId: string): Promise<string> {
  const organizationId = scope.org.id;
  return scope.db.transaction(async (tx) => {
    const current = await lockedAddress(tx, organizationId, contactId, addressId);
    await tx.delete(contactAddresses).where(inOrg(contactAddresses, organizationId, eq(contactAddresses.id, current.id)));
    await recordContactHistory(tx, scope, contactId, 'address_deleted', `Address ${lineOf(current)} deleted.`);
    return current.id;
  });
}
