/**
 * Manual journals: balanced lines a user posts straight to the ledger. The ledger entry is the
 * whole document (source type `manual_journal`, its id the entry's source id), so a journal is
 * what its current entry says: a bulk update reposts it, a bulk delete reverses it and it then
 * no longer exists. Numbers MJ-000001 onwards, gap-free per organization.
 */
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { checkAccount, findAccounts } from '../../core/books/chart-store.ts';
import { contactTagsById } from '../../core/books/contacts.ts';
import { locationsById } from '../../core/books/locations.ts';
import { currencyOrBase } from '../../core/books/currencies.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import type { Tx } from '../../../drizzle/client.ts';
import { newId } from '../../core/values/ids.ts';
import { type PostedEntry, currentEntries, post } from '../../core/books/ledger.ts';
import { dec, sum } from '../../core/values/money.ts';
import { nextNumber } from '../../core/books/numbering.ts';
import type { Scope } from '../../core/request/scope.ts';
import { anyId } from '../../core/request/scoped.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import type { CreateManualJournalInput, ManualJournal } from '../generated/graphql.ts';
import { MANUAL_JOURNAL } from './register-service.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

const MAX_LINES = 500;

type Field = readonly (string | number)[];

export async function createManualJournal(scope: Scope, input: CreateManualJournalInput): Promise<ManualJournal> {
  const organizationId = scope.org.id;
  const lines = input.lineItems;
  if (lines.length < 2) throw invalid(['input', 'lineItems'], 'a journal needs at least two lines');
  if (lines.length > MAX_LINES)
    throw new KontorError('LIMIT_EXCEEDED', `A manual journal takes at most ${MAX_LINES} lines; ${lines.length} were given.`, {
      field: ['input', 'lineItems'],
    });
  const debits = sum(lines.filter((l) => l.debitOrCredit === 'DEBIT').map((l) => l.amount));
  const credits = sum(lines.filter((l) => l.debitOrCredit === 'CREDIT').map((l) => l.amount));
  if (!debits.equals(credits)) {
    throw new KontorError(
      'UNBALANCED_ENTRY',
      `The journal does not balance: debits ${debits.toFixed()} and credits ${credits.toFixed()} differ by ${debits.minus(credits).abs().toFixed()}.`,
      { field: ['input', 'lineItems'] },
    );
  }
  if (debits.isZero()) throw invalid(['input', 'lineItems'], 'the journal moves no amount: debits and credits are 0');
  const journalId = await scope.db.transaction(async (tx) => {
    const currency = await currencyOrBase(tx, organizationId, input.currencyId, ['input', 'currencyId']);
    const exchangeRate = input.exchangeRate ?? (currency.isBaseCurrency ? '1' : currency.exchangeRate);
    if (!dec(exchangeRate).greaterThan(0)) throw invalid(['input', 'exchangeRate'], 'must be greater than 0');
    const found = new Map((await findAccounts(tx, organizationId, { ids: lines.map((l) => l.accountId) }, { lock: true })).map((a) => [a.id, a]));
    lines.forEach((line, i) => checkAccount(found.get(line.accountId), ['input', 'lineItems', i, 'accountId']));
    await checkTags(tx, organizationId, input);
    const sourceId = newId();
    await post(tx, {
      organizationId,
      sourceType: MANUAL_JOURNAL,
      sourceId,
      // Drawn last: the number series stays locked only for the rest of this transaction.
      sourceNumber: await nextNumber(tx, organizationId, MANUAL_JOURNAL, { prefix: 'MJ-' }),
      date: input.journalDate,
      referenceNumber: input.referenceNumber?.trim() || null,
      notes: input.notes?.trim() || null,
      locationId: input.locationId ?? null,
      lines: lines.map((line) => ({
        accountId: line.accountId,
        ...(line.debitOrCredit === 'DEBIT' ? { debit: line.amount } : { credit: line.amount }),
        currencyId: currency.id,
        exchangeRate,
        description: line.description?.trim() || null,
        contactId: line.customerId ?? null,
        // A line without a location of its own is at the journal's.
        locationId: line.locationId ?? input.locationId ?? null,
      })),
    });
    return sourceId;
  });
  return getManualJournal(scope, journalId);
}

/**
 * The customers and locations the journal names: contacts and locations of the organization,
 * active; each refusal names its field. Contacts are held FOR SHARE (one statement for all), so
 * none is deleted before the journal commits; locations are never deleted.
 */
async function checkTags(tx: Tx, organizationId: string, input: CreateManualJournalInput): Promise<void> {
  const customers: [string, Field][] = [];
  const places: [string, Field][] = [];
  if (input.locationId) places.push([input.locationId, ['input', 'locationId']]);
  input.lineItems.forEach((line, i) => {
    if (line.customerId) customers.push([line.customerId, ['input', 'lineItems', i, 'customerId']]);
    if (line.locationId) places.push([line.locationId, ['input', 'lineItems', i, 'locationId']]);
  });
  const [contacts, locations] = await Promise.all([
    contactTagsById(
      tx,
      organizationId,
      customers.map(([id]) => id),
      { lock: true },
    ),
    places.length ? locationsById(tx, organizationId, [...new Set(places.map(([id]) => id))]) : new Map(),
  ]);
  for (const [id, field] of customers) {
    const contact = contacts.get(id);
    if (!contact) throw invalid(field, 'is not a contact of the organization');
    if (contact.status !== 'active') throw invalid(field, `${contact.contactName} is inactive`);
  }
  for (const [id, field] of places) {
    const location = locations.get(id);
    if (!location) throw invalid(field, 'is not a location of the organization');
    if (location.status !== 'active') throw invalid(field, `the location ${location.locationName} is inactive`);
  }
}

export async function getManualJournal(scope: Scope, journalId: string): Promise<ManualJournal> {
  const [entry] = await currentEntries(scope.db, scope.org.id, [{ sourceType: MANUAL_JOURNAL, sourceId: journalId }]);
  if (!entry) throw notFound('The manual journal');
  return view(scope, entry);
}

async function view({ db, org: organization }: Scope, entry: PostedEntry): Promise<ManualJournal> {
  const places = organization.pricePrecision;
  const contactIds = [...new Set(entry.lines.flatMap((l) => (l.contactId ? [l.contactId] : [])))];
  const locationIds = [...new Set([entry.locationId, ...entry.lines.map((l) => l.locationId)].filter((id): id is string => !!id))];
  const [names, currencyRows, contacts, locations] = await Promise.all([
    findAccounts(db, organization.id, { ids: entry.lines.map((l) => l.accountId) }),
    db
      .select()
      .from(currencies)
      .where(inOrg(currencies, organization.id, anyId(currencies.id, [entry.lines[0].currencyId]))),
    contactTagsById(db, organization.id, contactIds),
    locationIds.length ? locationsById(db, organization.id, locationIds) : new Map<string, { locationName: string }>(),
  ]);
  const locationName = (id: string | null | undefined) => (id ? (locations.get(id)?.locationName ?? null) : null);
  const nameOf = new Map(names.map((a) => [a.id, a.accountName]));
  const currency = currencyRows[0];
  return {
    journalId: entry.sourceId,
    journalNumber: entry.sourceNumber ?? entry.sourceId,
    journalDate: entry.date,
    referenceNumber: entry.referenceNumber,
    notes: entry.notes,
    currencyId: currency.id,
    currencyCode: currency.currencyCode,
    exchangeRate: entry.lines[0].exchangeRate,
    total: sum(entry.lines.map((l) => l.debit)).toFixed(currency.pricePrecision),
    bcyTotal: sum(entry.lines.map((l) => l.bcyDebit)).toFixed(places),
    locationId: entry.locationId,
    locationName: locationName(entry.locationId),
    lineItems: entry.lines.map((line) => {
      const isDebit = dec(line.credit).isZero();
      return {
        lineId: line.lineId,
        accountId: line.accountId,
        accountName: nameOf.get(line.accountId) ?? '',
        debitOrCredit: isDebit ? 'DEBIT' : 'CREDIT',
        amount: dec(isDebit ? line.debit : line.credit).toFixed(currency.pricePrecision),
        bcyAmount: dec(isDebit ? line.bcyDebit : line.bcyCredit).toFixed(places),
        description: line.description ?? null,
        customerId: line.contactId ?? null,
        customerName: line.contactId ? (contacts.get(line.contactId)?.contactName ?? null) : null,
        locationId: line.locationId ?? null,
        locationName: locationName(line.locationId),
      };
    }),
    createdTime: formatTimestamp(entry.createdAt, organization.timeZone),
    lastModifiedTime: formatTimestamp(entry.createdAt, organization.timeZone),
    entryNumber: entry.sourceNumber ?? entry.sourceId,
    journalType: entry.basis,
    status: 'published',
    currencySymbol: currency.currencySymbol,
    pricePrecision: currency.pricePrecision,
    lineItemTotal: sum(entry.lines.map((l) => l.debit)).toFixed(currency.pricePrecision),
  };
}
