/** Customers and vendors with their contact persons; a contact and its persons change in one transaction. */
import { recordContactHistory } from './contact-history.ts';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../drizzle/client.ts';
import { type ContactAddressValue, type ContactOpeningBalanceValue, contactPersons, contacts } from '../../../drizzle/tables/accounting/contacts.ts';
import { documentNumbering } from '../../core/books/numbering.ts';
import { findAccounts } from '../../core/books/chart-store.ts';
import { type PostingLine, repost, reverse } from '../../core/books/ledger.ts';
import { locationsById } from '../../core/books/locations.ts';
import { dec, roundTo, toDb } from '../../core/values/money.ts';
import { localDate } from '../../core/values/time.ts';
import { findTaxAuthorities, findTaxes, requireTax } from '../../erp/api.ts';
import { type Amount, type ContactAmounts, amountsOf, contactAmounts } from './contact-balances.ts';
import { transactingContacts } from './contact-transactions.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { currencyOrBase, findCurrency } from '../../core/books/currencies.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { checkCountry } from '../../core/values/address.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { orderOf, searchOf, textFilters, window } from '../../core/request/scoped.ts';
import type { Scope } from '../../core/request/scope.ts';
import { enumField, fieldView, wants, timeField } from '../../core/request/selection.ts';
import type { Executor } from '../../../drizzle/client.ts';
import { patch } from '../../core/values/patch.ts';
import { isEmail } from '../../core/values/text.ts';
import {
  type ContactPersonRow,
  type ContactRecord,
  contactFlag,
  contactReferences,
  currencySymbols,
  deleteContactParts,
  deleteContactRow,
  findContacts,
  getContact,
  insertContact,
  lockContact,
  openingBalanceFacts,
  pricebookNames,
  selectContacts,
  sharePricebook,
  termsLabel,
  updateContactRow,
  writePersonRows,
} from './contact-store.ts';
import type {
  Contact,
  ContactAdditionalAddressInput,
  ContactFilter,
  ContactOpeningBalanceInput,
  ContactPersonInput,
  CreateContactInput,
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

/** The fields of a further address (contact-address-service.ts), without its id. */
const ADDRESS_FIELDS = ['attention', 'address', 'street2', 'city', 'state', 'stateCode', 'zip', 'country', 'fax', 'phone'] as const;

/** Stored and wire forms of a contact address share their names: every field, null when absent. */
function address(value: ContactAdditionalAddressInput | ContactAddressValue): Required<ContactAddressValue> {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, value[field] ?? null])) as Required<ContactAddressValue>;
}

/** What a contact names by id, looked up for a whole page at once (only what the selected fields need). */
interface Named {
  amounts: Map<string, ContactAmounts>;
  taxes: Awaited<ReturnType<typeof findTaxes>>;
  authorities: Awaited<ReturnType<typeof findTaxAuthorities>>;
  pricebookNames: Map<string, string>;
  currencySymbols: Map<string, string>;
  transacting: Set<string>;
}

/** What a contact's fields are made of besides its row: what it names, and the organization's time zone. */
interface ContactContext {
  named: Named;
  timeZone: string;
}

const primaryOf = (row: ContactRecord) => row.persons.find((p) => p.isPrimaryContact);
/** A field of the primary person: it reads the persons. */
const fromPrimary = <V>(value: (person: ContactPersonRow | undefined) => V) => ({
  reads: ['persons'] as const,
  value: (row: ContactRecord) => value(primaryOf(row)),
});
/** The fields of what a contact owes and is owed (contactAmounts), read for a whole page in one go. */
const AMOUNT_FIELDS = [
  'outstandingReceivableAmount',
  'outstandingReceivableAmountBcy',
  'outstandingPayableAmount',
  'outstandingPayableAmountBcy',
  'unusedCreditsReceivableAmount',
  'unusedCreditsReceivableAmountBcy',
] as const;
/** One of those figures: contactAmounts reads the opening balances, whose they are (customer or vendor) and their currency. */
const amount = (figure: keyof ContactAmounts, of: keyof Amount) => ({
  reads: ['openingBalances', 'contactType', 'currencyId'] as const,
  value: (row: ContactRecord, { named }: ContactContext) => amountsOf(named.amounts.get(row.id))[figure][of],
});

/**
 * Every field of a contact and the keys of its record it reads: a list reads and builds only
 * the fields its operation selects, and reads the persons and custom field values only when a
 * selected field names them (selectContacts).
 */
const CONTACT_VIEW = fieldView<ContactRecord, ContactContext, Contact>(
  {
    contactId: 'id',
    contactName: 'contactName',
    contactNumber: 'contactNumber',
    ignoreAutoNumberGeneration: 'numberGiven',
    legalName: 'legalName',
    languageCode: 'languageCode',
    facebook: 'facebook',
    twitter: 'twitter',
    ownerId: 'ownerId',
    currencySymbol: { reads: ['currencyId', 'currencyCode'], value: (row, { named }) => named.currencySymbols.get(row.currencyId) ?? row.currencyCode },
    firstName: fromPrimary((p) => p?.firstName ?? null),
    lastName: fromPrimary((p) => p?.lastName ?? null),
    hasTransaction: { reads: ['id'], value: (row, { named }) => named.transacting.has(row.id) },
    companyName: 'companyName',
    contactType: enumField('contactType', false),
    customerSubType: enumField('customerSubType', false),
    status: enumField('status', false),
    currencyId: 'currencyId',
    currencyCode: 'currencyCode',
    paymentTerms: 'paymentTerms',
    paymentTermsLabel: 'paymentTermsLabel',
    email: 'email',
    phone: 'phone',
    mobile: 'mobile',
    website: 'website',
    notes: 'notes',
    billingAddress: { reads: ['billingAddress'], value: (row) => address(row.billingAddress) },
    shippingAddress: { reads: ['shippingAddress'], value: (row) => address(row.shippingAddress) },
    contactPersons: { reads: ['persons'], value: (row) => row.persons.map(personView) },
    customFields: 'customFields',
    gstNo: 'gstNo',
    gstTreatment: 'gstTreatment',
    taxTreatment: 'taxTreatment',
    vatTreatment: 'vatTreatment',
    placeOfSupply: 'placeOfSupply',
    paymentReminderEnabled: 'paymentReminderEnabled',
    track1099: 'track1099',
    outstandingReceivableAmount: amount('outstandingReceivable', 'amount'),
    outstandingReceivableAmountBcy: amount('outstandingReceivable', 'bcy'),
    outstandingPayableAmount: amount('outstandingPayable', 'amount'),
    outstandingPayableAmountBcy: amount('outstandingPayable', 'bcy'),
    unusedCreditsReceivableAmount: amount('unusedCreditsReceivable', 'amount'),
    unusedCreditsReceivableAmountBcy: amount('unusedCreditsReceivable', 'bcy'),
    // Kontor records no vendor credits nor advances paid to vendors: nothing is ever unused.
    unusedCreditsPayableAmount: { reads: [], value: () => '0' },
    unusedCreditsPayableAmountBcy: { reads: [], value: () => '0' },
    creditLimit: { reads: ['creditLimit'], value: (row) => dec(row.creditLimit).toFixed() },
    openingBalances: {
      reads: ['openingBalances'],
      value: (row) => row.openingBalances.map((b) => ({ locationId: b.locationId, openingBalanceAmount: b.amount, exchangeRate: b.exchangeRate })),
    },
    primaryContactId: fromPrimary((p) => p?.id ?? null),
    pricebookId: 'pricebookId',
    pricebookName: { reads: ['pricebookId'], value: (row, { named }) => (row.pricebookId ? (named.pricebookNames.get(row.pricebookId) ?? null) : null) },
    isTaxable: 'isTaxable',
    taxId: 'taxId',
    taxName: { reads: ['taxId'], value: (row, { named }) => (row.taxId ? (named.taxes.get(row.taxId)?.taxName ?? null) : null) },
    taxPercentage: {
      reads: ['taxId'],
      value: (row, { named }) => (row.taxId ? (named.taxes.get(row.taxId)?.percentage.toFixed() ?? null) : null),
    },
    taxAuthorityId: { reads: ['taxId'], value: (row, { named }) => (row.taxId ? (named.authorities.get(row.taxId)?.taxAuthorityId ?? null) : null) },
    taxAuthorityName: {
      reads: ['taxId'],
      value: (row, { named }) => (row.taxId ? (named.authorities.get(row.taxId)?.taxAuthorityName ?? null) : null),
    },
    createdTime: timeField('createdAt'),
    lastModifiedTime: timeField('updatedAt'),
  },
  // The amounts, transactions, persons and custom field values go by the contact's id.
  ['id'],
);

/**
 * Contacts as clients see them, with what they owe and the names of what they name: a constant
 * number of statements for any number of contacts (amounts, taxes, tax authorities, price lists,
 * currency symbols, transactions), each only when a selected field (selectedFields) needs it.
 */
async function views(db: Executor, scope: Scope, rows: readonly ContactRecord[], selected?: ReadonlySet<string>): Promise<Contact[]> {
  if (!rows.length) return [];
  const organizationId = scope.org.id;
  const taxIds = wants(selected, 'taxName', 'taxPercentage', 'taxAuthorityId', 'taxAuthorityName') ? rows.flatMap((r) => (r.taxId ? [r.taxId] : [])) : [];
  const pricebookIds = wants(selected, 'pricebookName') ? [...new Set(rows.flatMap((r) => (r.pricebookId ? [r.pricebookId] : [])))] : [];
  const named: Named = {
    amounts: wants(selected, ...AMOUNT_FIELDS) ? await contactAmounts(db, scope.org, rows) : new Map(),
    taxes: wants(selected, 'taxName', 'taxPercentage') ? await findTaxes(db, organizationId, taxIds) : new Map(),
    authorities: wants(selected, 'taxAuthorityId', 'taxAuthorityName') ? await findTaxAuthorities(db, organizationId, taxIds) : new Map(),
    transacting: wants(selected, 'hasTransaction')
      ? await transactingContacts(
          db,
          organizationId,
          rows.map((r) => r.id),
        )
      : new Set(),
    currencySymbols: wants(selected, 'currencySymbol') ? await currencySymbols(db, organizationId, [...new Set(rows.map((r) => r.currencyId))]) : new Map(),
    pricebookNames: await pricebookNames(db, organizationId, pricebookIds),
  };
  const build = CONTACT_VIEW.builder(selected);
  return rows.map((row) => build(row, { named, timeZone: scope.org.timeZone }));
}

/**
 * The list's filters on its contact persons (the family's first_name, last_name, phone): a
 * contact with a person matching all of them; the phone also matches the contact's own numbers.
 */
function personFilter(contactId: typeof contacts.id, args: QueryContactsArgs): SQL | undefined {
  const first = args.firstName?.trim().toLowerCase();
  const last = args.lastName?.trim().toLowerCase();
  const phone = args.phone?.trim();
  if (!first && !last && !phone) return undefined;
  const person = and(
    eq(contactPersons.contactId, contactId),
    eq(contactPersons.organizationId, contacts.organizationId),
    first ? eq(sql`lower(${contactPersons.firstName})`, first) : undefined,
    last ? eq(sql`lower(${contactPersons.lastName})`, last) : undefined,
    phone ? sql`(${contactPersons.phone} = ${phone} or ${contactPersons.mobile} = ${phone})` : undefined,
  );
  const exists = sql`exists (select 1 from ${contactPersons} where ${person})`;
  // A phone alone also finds the contact by its own numbers.
  return phone && !first && !last ? sql`(${exists} or ${contacts.phone} = ${phone} or ${contacts.mobile} = ${phone})` : exists;
}

/** Contacts of a list, reading only the columns, persons and custom field values its selection (selectedFields) needs. */
export async function listContacts(scope: Scope, page: Page, args: QueryContactsArgs, selected?: ReadonlySet<string>) {
  const filter = FILTERS[args.filterBy ?? 'ALL'];
  const where = and(
    filter.where,
    args.contactType ? eq(contacts.contactType, fromEnum(args.contactType)) : undefined,
    searchOf([contacts.contactName, contacts.companyName, contacts.email], args.searchText),
    ...textFilters(contacts.contactName, { startsWith: args.contactNameStartswith, contains: args.contactNameContains }),
    ...textFilters(contacts.email, { equals: args.email }),
    ...textFilters(contacts.contactName, { equals: args.contactName }),
    ...textFilters(contacts.companyName, { equals: args.companyName, startsWith: args.companyNameStartswith, contains: args.companyNameContains }),
    personFilter(contacts.id, args),
  );
  const order = orderOf(SORT_COLUMNS, contacts.id, args.sortColumn?.toLowerCase(), args.sortOrder, {
    column: 'contact_name',
    order: 'A',
    descending: ['created_time', 'last_modified_time'],
  });
  const rows = await selectContacts(scope.db, scope.org.id, { where, orderBy: order.orderBy, ...window(page), reads: CONTACT_VIEW.reads(selected) });
  return listPage(rows, page, { sortColumn: order.sortColumn, sortOrder: order.sortOrder, appliedFilter: filter.wire }, (nodes) =>
    views(scope.db, scope, nodes, selected),
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

function addressOf(input: ContactAdditionalAddressInput | null | undefined, field: string): ContactAddressValue | undefined {
  if (input === undefined) return undefined;
  if (input !== null) checkCountry(input.country, ['input', field, 'country']);
  return input === null ? {} : address(input);
}

/** An ISO 639-1 code, optionally with a region: en, de, pt_br, zh_TW. */
const LANGUAGE_CODE = /^[a-z]{2}([_-][a-z]{2})?$/i;

/** Contacts are numbered in their own series; a number given by hand is skipped by the series, not reused. */
const NUMBER_SERIES = { series: 'contact', prefix: 'CON-' };

const nextContactNumber = documentNumbering({ ...NUMBER_SERIES, table: contacts, column: contacts.contactNumber });

/** Fields shared by create and update: undefined leaves a column as it is. */
function columnsOf(input: CreateContactInput | UpdateContactInput) {
  checkEmail(input.email, ['input', 'email']);
  let contactName: string | undefined;
  if (input.contactName != null) {
    contactName = input.contactName.trim();
    if (!contactName) throw invalid(['input', 'contactName'], 'is required');
  }
  let contactNumber: string | undefined;
  if (input.contactNumber != null) {
    contactNumber = input.contactNumber.trim();
    if (!contactNumber) throw invalid(['input', 'contactNumber'], 'must not be blank');
  }
  if (input.languageCode != null && !LANGUAGE_CODE.test(input.languageCode))
    throw invalid(['input', 'languageCode'], 'must be an ISO 639-1 language code, optionally with a region (en, de, pt_br)');
  return {
    contactName,
    contactNumber,
    numberGiven: contactNumber === undefined ? undefined : true,
    legalName: input.legalName,
    languageCode: input.languageCode?.toLowerCase(),
    facebook: input.facebook,
    twitter: input.twitter,
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
    creditLimit: creditLimitOf(input.creditLimit),
  };
}

function creditLimitOf(value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  const limit = dec(value);
  if (limit.isNegative()) throw invalid(['input', 'creditLimit'], 'must be 0 or more');
  return toDb(limit);
}

/** The price list a contact names: one of the organization's, locked FOR SHARE so it is not deleted meanwhile. */
async function checkPricebook(tx: Tx, organizationId: string, pricebookId: string | null | undefined): Promise<string | null | undefined> {
  if (pricebookId == null) return pricebookId;
  const found = await sharePricebook(tx, organizationId, pricebookId);
  if (!found) throw invalid(['input', 'pricebookId'], 'is not a price list of the organization (see GET /pricebooks)');
  return found;
}

/**
 * Taxability and the default tax: a tax (or group) of the organization, checked as documents
 * check theirs; a non-taxable contact has none, so turning taxability off removes it.
 */
async function taxColumnsOf(
  tx: Tx,
  organizationId: string,
  input: CreateContactInput | UpdateContactInput,
  current: { isTaxable: boolean; taxId: string | null },
): Promise<{ isTaxable: boolean; taxId: string | null }> {
  const isTaxable = input.isTaxable ?? current.isTaxable;
  const taxId = input.taxId === undefined ? (isTaxable ? current.taxId : null) : input.taxId;
  if (taxId != null && !isTaxable) throw invalid(['input', 'taxId'], 'a contact that is not taxable (is_taxable false) has no tax');
  if (taxId != null && taxId !== current.taxId) await requireTax(tx, organizationId, taxId, ['input', 'taxId']);
  return { isTaxable, taxId: taxId ?? null };
}

/**
 * Opening balances as given: at most one per location (a location of the organization, or none),
 * amounts 0 or more rounded to the contact currency's precision, the rate > 0 (1 for the base
 * currency; default the currency's rate).
 */
async function openingBalancesOf(
  tx: Tx,
  organizationId: string,
  input: readonly ContactOpeningBalanceInput[],
  currency: { id: string; exchangeRate: string; pricePrecision: number },
  baseCurrencyId: string,
): Promise<ContactOpeningBalanceValue[]> {
  const locations = await locationsById(
    tx,
    organizationId,
    input.flatMap((b) => (b.locationId ? [b.locationId] : [])),
  );
  const seen = new Set<string | null>();
  return input.map((b, i) => {
    const field = ['input', 'openingBalances', i] as const;
    const locationId = b.locationId ?? null;
    if (locationId !== null && !locations.has(locationId)) throw invalid([...field, 'locationId'], 'is not a location of the organization');
    if (seen.has(locationId)) throw invalid([...field, 'locationId'], 'has an opening balance already: one per location');
    seen.add(locationId);
    const amount = dec(b.openingBalanceAmount);
    if (amount.isNegative()) throw invalid([...field, 'openingBalanceAmount'], 'must be 0 or more');
    const rate = b.exchangeRate == null ? dec(currency.id === baseCurrencyId ? 1 : currency.exchangeRate) : dec(b.exchangeRate);
    if (!rate.gt(0)) throw invalid([...field, 'exchangeRate'], 'must be more than 0');
    if (currency.id === baseCurrencyId && !rate.eq(1)) throw invalid([...field, 'exchangeRate'], 'must be 1 for the base currency');
    return { locationId, amount: toDb(roundTo(amount, currency.pricePrecision)), exchangeRate: toDb(rate) };
  });
}

export const OPENING_BALANCE = 'contact_opening_balance';

/**
 * Makes the ledger hold a contact's opening balances, dated the day the contact was created: a
 * customer's debit Accounts Receivable, a vendor's credit Accounts Payable, against Opening
 * Balance Adjustments, in the contact's currency at each balance's rate. `repost` writes nothing
 * when that is what is posted, and reverses what was when there is nothing left.
 */
async function postOpeningBalances(tx: Tx, scope: Scope, contactId: string): Promise<void> {
  const organizationId = scope.org.id;
  const row = await openingBalanceFacts(tx, organizationId, contactId);
  const system = await findAccounts(tx, organizationId, { systemKeys: ['accounts_receivable', 'accounts_payable', 'opening_balance_adjustments'] });
  const account = (key: string) => {
    const found = system.find((a) => a.systemKey === key)?.id;
    if (!found) throw new Error(`organization ${organizationId} lacks the ${key} account`);
    return found;
  };
  const customer = row.contactType === 'customer';
  const party = account(customer ? 'accounts_receivable' : 'accounts_payable');
  const offset = account('opening_balance_adjustments');
  const lines: PostingLine[] = row.openingBalances
    .filter((b) => !dec(b.amount).isZero())
    .flatMap((b) => {
      const line = { currencyId: row.currencyId, exchangeRate: b.exchangeRate, description: `Opening balance of ${row.contactName}` };
      return [
        { ...line, accountId: customer ? party : offset, debit: b.amount },
        { ...line, accountId: customer ? offset : party, credit: b.amount },
      ];
    });
  await repost(
    tx,
    { organizationId, sourceType: OPENING_BALANCE, sourceId: contactId },
    { date: localDate(row.createdAt, scope.org.timeZone), sourceNumber: row.contactName, lines },
  );
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

  await writePersonRows(
    tx,
    organizationId,
    contactId,
    rows.filter((r) => byId.has(r.id)),
    rows.filter((r) => !byId.has(r.id)),
  );
}

/** Unique indexes of contacts turned into the errors a client can act on. */
function refusingDuplicates<T>(contactName: string | undefined, write: () => Promise<T>, contactNumber?: () => string | undefined): Promise<T> {
  return uniquely(write, {
    contacts_org_name: () => new KontorError('DUPLICATE', `A contact named "${contactName}" already exists.`, { field: ['input', 'contactName'] }),
    contacts_org_number: () => new KontorError('DUPLICATE', `A contact numbered "${contactNumber?.()}" already exists.`, { field: ['input', 'contactNumber'] }),
    [UNIQUE_VALUE_INDEX]: () => uniqueValueTaken('contact'),
  });
}

/** Custom field values as items take them (services/custom-fields.ts): checked against the contact definitions. */
async function writeCustomFields(tx: Tx, organizationId: string, contactId: string, input: CreateContactInput | UpdateContactInput): Promise<void> {
  const values = await resolveValues(tx, organizationId, 'contact', input.customFields, ['input', 'customFields']);
  await writeValues(tx, organizationId, contactId, values, 'contact');
}

export async function createContact(scope: Scope, input: CreateContactInput): Promise<Contact> {
  const organizationId = scope.org.id;
  const columns = columnsOf(input);
  let number = columns.contactNumber;
  const row = await refusingDuplicates(
    columns.contactName,
    () =>
      scope.db.transaction(async (tx) => {
        const currency = await currencyOrBase(tx, organizationId, input.currencyId, ['input', 'currencyId']);
        const id = newId();
        const pricebookId = await checkPricebook(tx, organizationId, input.pricebookId);
        const taxColumns = await taxColumnsOf(tx, organizationId, input, { isTaxable: true, taxId: null });
        const openingBalances = await openingBalancesOf(tx, organizationId, input.openingBalances ?? [], currency, scope.org.currencyId);
        number = columns.contactNumber ?? (await nextContactNumber(tx, organizationId));
        await insertContact(tx, {
          ...columns,
          contactNumber: number,
          numberGiven: columns.numberGiven ?? false,
          ownerId: scope.actor.userId,
          ...taxColumns,
          pricebookId,
          openingBalances,
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
        await postOpeningBalances(tx, scope, id);
        await recordContactHistory(tx, scope, id, 'added', `Contact ${columns.contactName} created.`);
        const [contact] = await views(tx, scope, [await getContact(tx, organizationId, id)]);
        return contact;
      }),
    () => number,
  );
  return row;
}

export async function updateContact(scope: Scope, contactId: string, input: UpdateContactInput): Promise<Contact> {
  const organizationId = scope.org.id;
  if (!isId(contactId)) throw notFound('The contact');
  const columns = columnsOf(input);
  return refusingDuplicates(
    columns.contactName,
    () =>
      scope.db.transaction(async (tx) => {
        await lockContact(tx, organizationId, contactId);
        const current = await getContact(tx, organizationId, contactId);
        const currency = input.currencyId === undefined ? undefined : await currencyOrBase(tx, organizationId, input.currencyId, ['input', 'currencyId']);
        const pricebookId = input.pricebookId === undefined ? undefined : await checkPricebook(tx, organizationId, input.pricebookId);
        const taxColumns = await taxColumnsOf(tx, organizationId, input, current);
        // Balances given are the whole new list; left out, they stay and move to a new currency at its rate.
        const newCurrency = currency ?? (await findCurrency(tx, organizationId, current.currencyId))!;
        const openingBalances =
          input.openingBalances != null
            ? await openingBalancesOf(tx, organizationId, input.openingBalances, newCurrency, scope.org.currencyId)
            : currency && currency.id !== current.currencyId
              ? await openingBalancesOf(
                  tx,
                  organizationId,
                  current.openingBalances.map((b) => ({ locationId: b.locationId, openingBalanceAmount: b.amount })),
                  newCurrency,
                  scope.org.currencyId,
                )
              : undefined;
        await updateContactRow(tx, organizationId, contactId, {
          ...columns,
          ...taxColumns,
          pricebookId,
          openingBalances,
          currencyId: currency?.id,
          updatedAt: scope.now,
        });
        if (input.contactPersons !== undefined) await writePersons(tx, organizationId, contactId, input.contactPersons ?? [], current.persons);
        await writeCustomFields(tx, organizationId, contactId, input);
        await postOpeningBalances(tx, scope, contactId);
        await recordContactHistory(tx, scope, contactId, 'updated', `Contact ${columns.contactName ?? current.contactName} updated.`);
        const [contact] = await views(tx, scope, [await getContact(tx, organizationId, contactId)]);
        return contact;
      }),
    () => columns.contactNumber,
  );
}

/** Deletes a contact nothing refers to, with its persons and custom field values. */
export async function deleteContact(scope: Scope, contactId: string): Promise<void> {
  const organizationId = scope.org.id;
  await scope.db.transaction(async (tx) => {
    const locked = await lockContact(tx, organizationId, contactId);
    await contactReferences.refuseInUse(tx, organizationId, locked.id, { label: locked.contactName, action: 'delete' });
    await deleteContactParts(tx, organizationId, locked.id);
    await deleteValuesOf(tx, organizationId, locked.id);
    await reverse(tx, { organizationId, sourceType: OPENING_BALANCE, sourceId: locked.id });
    await deleteContactRow(tx, organizationId, locked.id);
  });
}

export async function setContactActive(scope: Scope, contactId: string, active: boolean): Promise<Contact> {
  const organizationId = scope.org.id;
  const status = active ? 'active' : 'inactive';
  await scope.db.transaction(async (tx) => {
    const locked = await lockContact(tx, organizationId, contactId);
    if (locked.status === status) return;
    if (!active) await contactReferences.refuseInUse(tx, organizationId, locked.id, { label: locked.contactName, action: 'deactivate' });
    await updateContactRow(tx, organizationId, locked.id, { status, updatedAt: scope.now });
    await recordContactHistory(tx, scope, locked.id, active ? 'marked_as_active' : 'marked_as_inactive', `Contact marked as ${status}.`);
  });
  return getContactView(scope, contactId);
}

/** Flags of a contact switched by their own routes; switching to the current value is no change. */
export async function setContactFlag(scope: Scope, contactId: string, flag: 'paymentReminderEnabled' | 'track1099', value: boolean): Promise<Contact> {
  const organizationId = scope.org.id;
  await scope.db.transaction(async (tx) => {
    await lockContact(tx, organizationId, contactId);
    if ((await contactFlag(tx, organizationId, contactId, flag)) === value) return;
    await updateContactRow(tx, organizationId, contactId, { [flag]: value, updatedAt: scope.now });
    const [operation, description] =
      flag === 'track1099'
        ? [value ? 'track_1099' : 'untrack_1099', `1099 tracking ${value ? 'enabled' : 'disabled'}.`]
        : [value ? 'payment_reminder_enabled' : 'payment_reminder_disabled', `Automatic payment reminders ${value ? 'enabled' : 'stopped'}.`];
    await recordContactHistory(tx, scope, contactId, operation, description);
  });
  return getContactView(scope, contactId);
}
