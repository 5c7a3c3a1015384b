/**
 * The general ledger: the posting API modules call inside the transaction that writes their
 * document, so a document and its entries commit (or roll back) together.
 *
 *   const journalId = await post(tx, {
 *     organizationId, date: '2024-05-01', sourceType: 'invoice', sourceId: invoice.id, sourceNumber: 'INV-000001',
 *     lines: [
 *       { accountId: receivable, debit: '118.00', currencyId, exchangeRate: '1' },
 *       { accountId: sales, credit: '100.00', currencyId, exchangeRate: '1' },
 *       { accountId: taxPayable, credit: '18.00', currencyId, exchangeRate: '1' },
 *     ],
 *   });
 *   await repost(tx, { organizationId, sourceType: 'invoice', sourceId }, { date, sourceNumber, lines }); // on edit
 *   await reverse(tx, { organizationId, sourceType: 'invoice', sourceId });                              // on void/delete
 *
 * Amounts are decimal strings in the line's (document) currency; `exchangeRate` converts them to
 * the organization's base currency: base = amount × rate, rounded half up to the organization's
 * price_precision, per line. The base debits must equal the base credits exactly, else the
 * posting is refused with UNBALANCED_ENTRY (1030) and nothing is written: a posting rule whose
 * conversion leaves a cent over adds its own line to the `rounding` system account.
 *
 * Entries are never changed once written. `reverse` writes, for every entry currently posted
 * for the document, an entry with debits and credits swapped (`reverses_journal_id` names the
 * original, dated like it unless told otherwise); `repost` reverses and posts again when the
 * lines differ from what is posted. An entry is current while no entry reverses it.
 */
import { type SQL, and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { type LedgerBasis, journalEntries, journalLines } from '../../../drizzle/tables/core/ledger.ts';
import { currencies, organizations } from '../../../drizzle/tables/core/organizations.ts';
import { findAccounts } from './chart-store.ts';
import { addToBalances, balancesBefore, dayAfter } from './ledger-balances.ts';
import { KontorError, invalid } from '../values/errors.ts';
import { newId } from '../values/ids.ts';
import { type Decimal, dec, roundTo, toDb } from '../values/money.ts';
import { anyId } from '../request/scoped.ts';
import { isIsoDate } from '../values/time.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export type { LedgerBasis };

export interface PostingLine {
  accountId: string;
  /** Exactly one of debit / credit: a decimal string ≥ 0 in the line's currency. */
  debit?: string | null;
  credit?: string | null;
  currencyId: string;
  /** Units of base currency per unit of the line's currency; '1' for base-currency documents. */
  exchangeRate: string;
  description?: string | null;
  /** The contact the line is for (a manual journal's line tagged with a customer). */
  contactId?: string | null;
  /** The location the line is for. */
  locationId?: string | null;
}

export interface SourceDocument {
  organizationId: string;
  /** The owning document's kind: 'invoice', 'payment', 'expense', 'manual_journal'... */
  sourceType: string;
  sourceId: string;
}

export interface Posting extends SourceDocument {
  /** yyyy-mm-dd, the accounting date. */
  date: string;
  sourceNumber?: string | null;
  /** Default 'both'. An invoice posts 'accrual'; the cash-basis view of a sale posts 'cash'. */
  basis?: LedgerBasis;
  referenceNumber?: string | null;
  notes?: string | null;
  /** The location the entry is for (a manual journal's). */
  locationId?: string | null;
  lines: PostingLine[];
}

/** A line as posted: what was asked plus its base-currency amounts. */
export interface PostedLine extends PostingLine {
  lineId: string;
  debit: string;
  credit: string;
  bcyDebit: string;
  bcyCredit: string;
}

/** An entry currently posted for a document (not reversed). */
export interface PostedEntry extends SourceDocument {
  journalId: string;
  date: string;
  sourceNumber: string | null;
  basis: LedgerBasis;
  referenceNumber: string | null;
  notes: string | null;
  locationId: string | null;
  createdAt: Date;
  lines: PostedLine[];
}

/**
 * The posting that would post a current entry again, each line passed through `change` first:
 * what an edit of a posted entry reposts after reversing it.
 */
export function postingOf(entry: PostedEntry, change: (line: PostedLine) => PostedLine = (line) => line): Posting {
  return {
    organizationId: entry.organizationId,
    sourceType: entry.sourceType,
    sourceId: entry.sourceId,
    sourceNumber: entry.sourceNumber,
    date: entry.date,
    basis: entry.basis,
    referenceNumber: entry.referenceNumber,
    notes: entry.notes,
    locationId: entry.locationId,
    lines: entry.lines.map((posted) => {
      const line = change(posted);
      // A posted line holds both columns, one of them zero; a posting names one side.
      const side = dec(line.credit).isZero() ? { debit: line.debit } : { credit: line.credit };
      return {
        accountId: line.accountId,
        ...side,
        currencyId: line.currencyId,
        exchangeRate: line.exchangeRate,
        description: line.description,
        contactId: line.contactId ?? null,
        locationId: line.locationId ?? null,
      };
    }),
  };
}

export interface AccountBalance {
  accountId: string;
  /** Base-currency sums as decimal strings. */
  debit: string;
  credit: string;
  /** debit − credit */
  balance: string;
}

export interface TrialBalance {
  debit: string;
  credit: string;
  balanced: boolean;
  accounts: AccountBalance[];
}

const BASES: readonly LedgerBasis[] = ['both', 'accrual', 'cash'];

/** Posts one balanced entry for a document; returns its journal id. */
export async function post(tx: Tx, posting: Posting): Promise<string> {
  const [journalId] = await postMany(tx, posting.organizationId, [posting]);
  return journalId;
}

/** Writes reversing entries for everything currently posted for the document; returns their journal ids (none when nothing is posted). */
export async function reverse(tx: Tx, source: SourceDocument, options: { date?: string } = {}): Promise<string[]> {
  return reverseMany(tx, source.organizationId, [source], options);
}

/**
 * Makes the ledger hold `posting` for the document: nothing is written when that is what is
 * posted already; otherwise the current entries are reversed and the posting is posted. Empty
 * lines only reverse. Returns the current journal id (null when nothing is posted afterwards).
 */
export async function repost(tx: Tx, source: SourceDocument, posting: Omit<Posting, keyof SourceDocument>): Promise<string | null> {
  const current = await currentEntries(tx, source.organizationId, [source], { lock: true });
  const wanted: Posting = { ...posting, ...source };
  if (!wanted.lines.length) {
    await reverseEntries(tx, current);
    return null;
  }
  if (current.length === 1 && samePosting(current[0], wanted)) return current[0].journalId;
  await reverseEntries(tx, current);
  return post(tx, wanted);
}

/** Several postings of one organization in one go (bulk actions): a constant number of statements. */
export async function postMany(tx: Tx, organizationId: string, postings: Posting[]): Promise<string[]> {
  if (!postings.length) return [];
  postings.forEach((p) => checkShape(p, organizationId));
  const lines = postings.flatMap((p) => p.lines);
  const [precision, knownCurrencies, accounts] = await Promise.all([
    tx.select({ pricePrecision: organizations.pricePrecision }).from(organizations).where(eq(organizations.id, organizationId)),
    tx
      .select({ id: currencies.id })
      .from(currencies)
      .where(inOrg(currencies, organizationId, anyId(currencies.id, unique(lines.map((l) => l.currencyId))))),
    // FOR SHARE: an account cannot be deleted between this check and the commit (see references.ts).
    findAccounts(tx, organizationId, { ids: unique(lines.map((l) => l.accountId)) }, { lock: true }),
  ]);
  if (!precision.length) throw new Error(`organization ${organizationId} does not exist`);
  const places = precision[0].pricePrecision;
  const currencyIds = new Set(knownCurrencies.map((c) => c.id));
  const accountIds = new Set(accounts.map((a) => a.id));

  const entryRows: (typeof journalEntries.$inferInsert)[] = [];
  const lineRows: (typeof journalLines.$inferInsert)[] = [];
  for (const posting of postings) {
    const journalId = newId();
    const basis = posting.basis ?? 'both';
    let debits = dec(0);
    let credits = dec(0);
    posting.lines.forEach((line, i) => {
      if (!accountIds.has(line.accountId)) throw invalid(['lines', i, 'accountId'], 'is not an account of the organization');
      if (!currencyIds.has(line.currencyId)) throw invalid(['lines', i, 'currencyId'], 'is not a currency of the organization');
      const debit = dec(line.debit ?? 0);
      const credit = dec(line.credit ?? 0);
      const bcyDebit = roundTo(debit.times(line.exchangeRate), places);
      const bcyCredit = roundTo(credit.times(line.exchangeRate), places);
      debits = debits.plus(bcyDebit);
      credits = credits.plus(bcyCredit);
      lineRows.push({
        id: newId(),
        organizationId,
        journalId,
        lineOrder: i,
        accountId: line.accountId,
        date: posting.date,
        sourceType: posting.sourceType,
        sourceId: posting.sourceId,
        basis,
        debit: toDb(debit),
        credit: toDb(credit),
        currencyId: line.currencyId,
        exchangeRate: toDb(line.exchangeRate),
        bcyDebit: toDb(bcyDebit),
        bcyCredit: toDb(bcyCredit),
        description: line.description ?? null,
        contactId: line.contactId ?? null,
        locationId: line.locationId ?? null,
      });
    });
    if (!debits.equals(credits)) throw unbalanced(posting, debits, credits, places);
    entryRows.push({
      id: journalId,
      organizationId,
      date: posting.date,
      sourceType: posting.sourceType,
      sourceId: posting.sourceId,
      sourceNumber: posting.sourceNumber ?? null,
      basis,
      referenceNumber: posting.referenceNumber ?? null,
      notes: posting.notes ?? null,
      locationId: posting.locationId ?? null,
    });
  }
  await writeEntries(tx, entryRows, lineRows);
  return entryRows.map((e) => e.id);
}

/**
 * Inserts entries and their lines, and adds the lines to the stored balances in the same
 * transaction (ledger-balances.ts): the only way lines are written, so the balances stay the
 * sums of the lines through every post, repost, void and deletion.
 */
async function writeEntries(tx: Tx, entryRows: (typeof journalEntries.$inferInsert)[], lineRows: (typeof journalLines.$inferInsert)[]): Promise<void> {
  await tx.insert(journalEntries).values(entryRows);
  await tx.insert(journalLines).values(lineRows);
  await addToBalances(
    tx,
    lineRows.map((l) => ({
      organizationId: l.organizationId,
      accountId: l.accountId,
      date: l.date,
      basis: l.basis,
      bcyDebit: l.bcyDebit,
      bcyCredit: l.bcyCredit,
    })),
  );
}

/** Reverses what is currently posted for several documents of one organization, in one go. */
export async function reverseMany(
  tx: Tx,
  organizationId: string,
  sources: Omit<SourceDocument, 'organizationId'>[],
  options: { date?: string } = {},
): Promise<string[]> {
  const current = await currentEntries(tx, organizationId, sources, { lock: true });
  return reverseEntries(tx, current, options);
}

/**
 * The entries currently posted for documents (not reversed), with their lines, oldest first.
 * `lock` takes every entry of those documents FOR UPDATE first, so two transactions correcting
 * one document queue up and the second sees what the first wrote (never reversing twice).
 */
export async function currentEntries(
  db: Executor,
  organizationId: string,
  sources: Omit<SourceDocument, 'organizationId'>[],
  options: { lock?: boolean } = {},
): Promise<PostedEntry[]> {
  const bySource = sourceCondition(sources);
  if (!bySource) return [];
  // In id order: two bulk actions over overlapping journals queue up instead of deadlocking.
  if (options.lock)
    await db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(inOrg(journalEntries, organizationId, bySource))
      .orderBy(asc(journalEntries.id))
      .for('update');
  const reversal = sql`select 1 from ${journalEntries} r where r.reverses_journal_id = ${journalEntries.id}`;
  const rows = await db
    .select({ entry: journalEntries, line: journalLines })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.journalId, journalEntries.id))
    .where(inOrg(journalEntries, organizationId, bySource, isNull(journalEntries.reversesJournalId), sql`not exists (${reversal})`))
    .orderBy(asc(journalEntries.id), asc(journalLines.lineOrder));
  const entries = new Map<string, PostedEntry>();
  for (const { entry, line } of rows) {
    let posted = entries.get(entry.id);
    if (!posted) {
      posted = {
        journalId: entry.id,
        organizationId,
        sourceType: entry.sourceType,
        sourceId: entry.sourceId,
        sourceNumber: entry.sourceNumber,
        date: entry.date,
        basis: entry.basis,
        referenceNumber: entry.referenceNumber,
        notes: entry.notes,
        locationId: entry.locationId,
        createdAt: entry.createdAt,
        lines: [],
      };
      entries.set(entry.id, posted);
    }
    posted.lines.push({
      lineId: line.id,
      accountId: line.accountId,
      debit: line.debit,
      credit: line.credit,
      currencyId: line.currencyId,
      exchangeRate: line.exchangeRate,
      description: line.description,
      contactId: line.contactId,
      locationId: line.locationId,
      bcyDebit: line.bcyDebit,
      bcyCredit: line.bcyCredit,
    });
  }
  return [...entries.values()];
}

/**
 * Per account base-currency sums of the ledger (up to `asOf`), and whether debits equal
 * credits, in one basis: accrual (default) leaves out `cash` entries, cash leaves out
 * `accrual` ones, so an invoice's income is counted once either way. Read from the stored
 * balances (ledger-balances.ts): a row per account and month, not every line.
 */
export async function trialBalance(db: Executor, organizationId: string, asOf?: string, basis: 'accrual' | 'cash' = 'accrual'): Promise<TrialBalance> {
  const accounts = await balances(db, organizationId, { bases: basesOf(basis), before: asOf ? dayAfter(asOf) : undefined });
  const debit = accounts.reduce((s, a) => s.plus(a.debit), dec(0));
  const credit = accounts.reduce((s, a) => s.plus(a.credit), dec(0));
  return { debit: debit.toFixed(), credit: credit.toFixed(), balanced: debit.equals(credit), accounts };
}

/** Base-currency balances of the given accounts (accrual basis unless told); an account without lines has zeros. */
export async function accountBalances(
  db: Executor,
  organizationId: string,
  accountIds: string[],
  basis: 'accrual' | 'cash' = 'accrual',
): Promise<Map<string, AccountBalance>> {
  const wanted = unique(accountIds);
  const found = wanted.length ? await balances(db, organizationId, { accountIds: wanted, bases: basesOf(basis) }) : [];
  const byId = new Map(found.map((b) => [b.accountId, b]));
  return new Map(wanted.map((id) => [id, byId.get(id) ?? { accountId: id, debit: '0', credit: '0', balance: '0' }]));
}

/**
 * Per account: its balance on the accrual basis and whether any line (of any basis) was
 * posted to it, from the stored balances: what the chart of accounts shows.
 */
export async function accountFigures(
  db: Executor,
  organizationId: string,
  accountIds: readonly string[],
): Promise<Map<string, { balance: string; involved: boolean }>> {
  const [accrual, any] = await Promise.all([
    balancesBefore(db, organizationId, { accountIds, bases: basesOf('accrual') }),
    balancesBefore(db, organizationId, { accountIds, bases: BASES }),
  ]);
  const balance = new Map(accrual.map((b) => [b.accountId, dec(b.debit).minus(b.credit).toFixed()]));
  const involved = new Set(any.filter((b) => b.lines > 0).map((b) => b.accountId));
  return new Map(accountIds.map((id) => [id, { balance: balance.get(id) ?? '0', involved: involved.has(id) }]));
}

/** The bases a report of one basis reads: entries of both bases and its own. */
function basesOf(basis: 'accrual' | 'cash'): LedgerBasis[] {
  return ['both', basis];
}

async function balances(
  db: Executor,
  organizationId: string,
  scope: { accountIds?: string[]; bases: LedgerBasis[]; before?: string },
): Promise<AccountBalance[]> {
  const rows = await balancesBefore(db, organizationId, scope);
  return rows.map((r) => ({
    accountId: r.accountId,
    debit: dec(r.debit).toFixed(),
    credit: dec(r.credit).toFixed(),
    balance: dec(r.debit).minus(r.credit).toFixed(),
  }));
}

async function reverseEntries(tx: Tx, entries: PostedEntry[], options: { date?: string } = {}): Promise<string[]> {
  if (!entries.length) return [];
  if (options.date !== undefined && !isIsoDate(options.date)) throw new Error(`reversal date ${options.date} is not yyyy-mm-dd`);
  const entryRows: (typeof journalEntries.$inferInsert)[] = [];
  const lineRows: (typeof journalLines.$inferInsert)[] = [];
  for (const entry of entries) {
    const journalId = newId();
    const date = options.date ?? entry.date;
    entryRows.push({
      id: journalId,
      organizationId: entry.organizationId,
      date,
      sourceType: entry.sourceType,
      sourceId: entry.sourceId,
      sourceNumber: entry.sourceNumber,
      basis: entry.basis,
      reversesJournalId: entry.journalId,
      referenceNumber: entry.referenceNumber,
      locationId: entry.locationId,
    });
    entry.lines.forEach((line, i) =>
      lineRows.push({
        id: newId(),
        organizationId: entry.organizationId,
        journalId,
        lineOrder: i,
        accountId: line.accountId,
        date,
        sourceType: entry.sourceType,
        sourceId: entry.sourceId,
        basis: entry.basis,
        debit: line.credit,
        credit: line.debit,
        currencyId: line.currencyId,
        exchangeRate: line.exchangeRate,
        bcyDebit: line.bcyCredit,
        bcyCredit: line.bcyDebit,
        description: line.description ?? null,
        contactId: line.contactId ?? null,
        locationId: line.locationId ?? null,
      }),
    );
  }
  await writeEntries(tx, entryRows, lineRows);
  return entryRows.map((e) => e.id);
}

/** Refuses postings no rule should produce, before any statement runs. */
function checkShape(posting: Posting, organizationId: string): void {
  if (posting.organizationId !== organizationId) throw new Error('postMany: every posting must be of the one organization');
  if (!isIsoDate(posting.date)) throw invalid(['date'], 'must be a date written yyyy-mm-dd');
  if (!posting.sourceType || !posting.sourceId) throw new Error('a posting names its source document');
  if (posting.basis !== undefined && !BASES.includes(posting.basis)) throw new Error(`unknown ledger basis ${posting.basis}`);
  if (!posting.lines.length) throw invalid(['lines'], 'a journal entry needs at least one line');
  posting.lines.forEach((line, i) => {
    const given = [line.debit, line.credit].filter((v) => v !== undefined && v !== null);
    if (given.length !== 1) throw invalid(['lines', i], 'must have either a debit or a credit amount');
    const field = line.debit != null ? 'debit' : 'credit';
    const amount = decimalOf(given[0]!, ['lines', i, field]);
    if (amount.isNegative()) throw invalid(['lines', i, field], 'must not be negative (post it on the other side)');
    const rate = decimalOf(line.exchangeRate, ['lines', i, 'exchangeRate']);
    if (!rate.greaterThan(0)) throw invalid(['lines', i, 'exchangeRate'], 'must be greater than 0');
  });
}

function decimalOf(value: string, field: (string | number)[]): Decimal {
  try {
    const d = dec(value);
    if (d.isFinite()) return d;
  } catch {
    // falls through to the field error
  }
  throw invalid(field, 'must be a decimal number');
}

function unbalanced(posting: Posting, debits: Decimal, credits: Decimal, places: number): KontorError {
  const source = `${posting.sourceType.replaceAll('_', ' ')} ${posting.sourceNumber ?? posting.sourceId}`;
  return new KontorError(
    'UNBALANCED_ENTRY',
    `The journal entry of ${source} does not balance: debits ${debits.toFixed(places)} and credits ${credits.toFixed(places)} in the base currency differ by ${debits.minus(credits).abs().toFixed(places)}.`,
    { debit: debits.toFixed(places), credit: credits.toFixed(places) },
  );
}

/** Whether the current entry already holds what is wanted (same date, number, basis and lines in any order). */
function samePosting(entry: PostedEntry, wanted: Posting): boolean {
  if (entry.date !== wanted.date || entry.basis !== (wanted.basis ?? 'both')) return false;
  if ((entry.sourceNumber ?? null) !== (wanted.sourceNumber ?? null)) return false;
  if ((entry.referenceNumber ?? null) !== (wanted.referenceNumber ?? null) || (entry.notes ?? null) !== (wanted.notes ?? null)) return false;
  if ((entry.locationId ?? null) !== (wanted.locationId ?? null)) return false;
  const key = (l: PostingLine) =>
    [
      l.accountId,
      dec(l.debit ?? 0).toFixed(),
      dec(l.credit ?? 0).toFixed(),
      l.currencyId,
      dec(l.exchangeRate).toFixed(),
      l.description ?? '',
      l.contactId ?? '',
      l.locationId ?? '',
    ].join('\u0000');
  const a = entry.lines.map(key).sort();
  const b = wanted.lines.map(key).sort();
  return a.length === b.length && a.every((k, i) => k === b[i]);
}

function sourceCondition(sources: Omit<SourceDocument, 'organizationId'>[]): SQL | undefined {
  const byType = new Map<string, string[]>();
  for (const s of sources) byType.set(s.sourceType, [...(byType.get(s.sourceType) ?? []), s.sourceId]);
  if (!byType.size) return undefined;
  return or(...[...byType].map(([type, ids]) => and(eq(journalEntries.sourceType, type), anyId(journalEntries.sourceId, unique(ids)))));
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/**
 * The first journal line posted to the account, described for the IN_USE message; one
 * statement on the register index. Journal lines are history: the account stays, though it
 * may retire (be marked inactive). Core's descriptor (core/index.ts) registers it.
 */
export async function ledgerUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ sourceType: journalLines.sourceType, sourceId: journalLines.sourceId, sourceNumber: journalEntries.sourceNumber })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.journalId))
    .where(inOrg(journalLines, organizationId, eq(journalLines.accountId, accountId)))
    .limit(1);
  if (!row) return undefined;
  return `posted to in the general ledger (${row.sourceType.replaceAll('_', ' ')} ${row.sourceNumber ?? row.sourceId})`;
}

/**
 * The first journal line tagged with the contact (a manual journal's line for a customer),
 * described for the IN_USE message; the partial index `journal_lines_contact` finds it. The
 * ledger is history, so the contact stays. Accounting, which owns contacts, registers it.
 */
export async function ledgerNamingContact(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ sourceType: journalLines.sourceType, sourceId: journalLines.sourceId, sourceNumber: journalEntries.sourceNumber })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.journalId))
    .where(inOrg(journalLines, organizationId, eq(journalLines.contactId, contactId)))
    .limit(1);
  if (!row) return undefined;
  return `named on a line of the general ledger (${row.sourceType.replaceAll('_', ' ')} ${row.sourceNumber ?? row.sourceId})`;
}
