/**
 * Bank transactions: added one by one or imported as a statement, matched against the bank
 * rules, categorized (posted to the ledger, source type `bank_transaction`) and uncategorized
 * (reversed). A completed reconciliation locks the transactions it holds.
 *
 * Imports are set-based: rules are read once, matched in memory, and the rows and their
 * postings are written in chunks (a constant number of statements per thousand rows).
 */
import { type SQL, and, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { contacts } from '../../../drizzle/tables/accounting/contacts.ts';
import { bankReconciliationTransactions, bankRules, bankStatements, bankTransactions } from '../../../drizzle/tables/accounting/banking.ts';
import { accounts } from '../../../drizzle/tables/core/ledger.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import type { BlobStore } from '../../core/platform/blobs.ts';
import { type AccountRecord, checkAccount, findAccounts, requireAccount } from '../../core/books/chart-store.ts';
import { KontorError, invalid, notFound } from '../../core/request/errors.ts';
import { fromEnum, maybeEnum, toEnum } from '../../core/values/enums.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { type Posting, postMany, repost, reverse } from '../../core/books/ledger.ts';
import { dec } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { inOrg, orderOf, searchOf, window } from '../../core/request/scoped.ts';
import type { OrganizationRow } from '../../core/request/tenancy.ts';
import { formatTimestamp } from '../../core/values/time.ts';
import { requireContact } from '../parties/contact-store.ts';
import type {
  BankAccountType,
  BankStatement,
  BankTransaction,
  BankTransactionFilter,
  BankTransactionKind,
  BankTransactionSortColumn,
  BankTransactionStatus,
  CategorizeBankTransactionInput,
  CreateBankTransactionInput,
  DebitOrCredit as DebitOrCreditEnum,
  ImportBankStatementInput,
  SortOrder,
  UpdateBankTransactionInput,
} from '../generated/graphql.ts';
import { type BankAccountRecord, findBankAccount, requireBankAccount } from './bank-accounts.ts';
import { type BankKind, type DebitOrCredit, allowedRule, bankPostingLines, directionOf, firstMatch, isAllowed, offsetRule, targets } from './bank-kinds.ts';
import { type LoadedRule, loadRules } from './bank-rules.ts';
import { MAX_STATEMENT_ROWS, type StatementRow, parseCsvStatement, parseOfxStatement, rowOf } from './bank-statement-parse.ts';

export const SOURCE_TYPE = 'bank_transaction';

export type BankTransactionRow = typeof bankTransactions.$inferSelect;

/** Rows per insert statement and postings per postMany: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

const bank = alias(accounts, 'bank');
const offset = alias(accounts, 'offset_account');
const ruleAccount = alias(accounts, 'rule_account');

function selectTransactions(db: Executor) {
  return db
    .select({
      row: bankTransactions,
      accountName: bank.accountName,
      accountType: bank.accountType,
      currencyId: currencies.id,
      currencyCode: currencies.currencyCode,
      offsetName: offset.accountName,
      customerName: contacts.contactName,
      rule: { ruleId: bankRules.id, ruleName: bankRules.ruleName, recordAs: bankRules.recordAs, accountId: bankRules.accountId },
      ruleAccountName: ruleAccount.accountName,
    })
    .from(bankTransactions)
    .innerJoin(bank, eq(bank.id, bankTransactions.accountId))
    .innerJoin(currencies, eq(currencies.id, bank.currencyId))
    .leftJoin(offset, eq(offset.id, bankTransactions.offsetAccountId))
    .leftJoin(contacts, eq(contacts.id, bankTransactions.customerId))
    .leftJoin(bankRules, eq(bankRules.id, bankTransactions.suggestedRuleId))
    .leftJoin(ruleAccount, eq(ruleAccount.id, bankRules.accountId))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectTransactions>['execute']>>[number];

function view(r: Selected, timeZone: string): BankTransaction {
  const row = r.row;
  const moneyIn = row.debitOrCredit === 'credit';
  const other = row.offsetAccountId ? { id: row.offsetAccountId, name: r.offsetName } : { id: null, name: null };
  const self = { id: row.accountId, name: r.accountName };
  const from = moneyIn ? other : self;
  const to = moneyIn ? self : other;
  return {
    transactionId: row.id,
    accountId: row.accountId,
    accountName: r.accountName,
    accountType: toEnum<BankAccountType>(r.accountType),
    date: row.date,
    amount: row.amount,
    debitOrCredit: toEnum<DebitOrCreditEnum>(row.debitOrCredit),
    transactionType: maybeEnum<BankTransactionKind>(row.transactionType),
    status: toEnum<BankTransactionStatus>(row.status),
    payee: row.payee,
    description: row.description,
    referenceNumber: row.referenceNumber,
    currencyId: r.currencyId,
    currencyCode: r.currencyCode,
    exchangeRate: row.exchangeRate,
    fromAccountId: from.id,
    fromAccountName: from.name,
    toAccountId: to.id,
    toAccountName: to.name,
    customerId: row.customerId,
    customerName: r.customerName,
    source: row.source,
    statementId: row.statementId,
    importedTransactionId: row.importedTransactionId,
    categorizedByRuleId: row.categorizedByRuleId,
    suggestedRule:
      row.status === 'uncategorized' && r.rule?.ruleId
        ? { ruleId: r.rule.ruleId, ruleName: r.rule.ruleName!, recordAs: toEnum<BankTransactionKind>(r.rule.recordAs!), accountId: r.rule.accountId, accountName: r.ruleAccountName }
        : null,
    isReconciled: row.reconciliationId !== null,
    reconciliationId: row.reconciliationId,
    createdTime: formatTimestamp(row.createdAt, timeZone),
    lastModifiedTime: formatTimestamp(row.updatedAt, timeZone),
  };
}

/** Transactions by id with everything their wire form shows: one statement. */
export async function transactionViews(db: Executor, org: OrganizationRow, ids: string[]): Promise<BankTransaction[]> {
  if (!ids.length) return [];
  const rows = await selectTransactions(db).where(inOrg(bankTransactions, org.id, inArray(bankTransactions.id, ids)));
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [view(byId.get(id)!, org.timeZone)] : []));
}

export async function getBankTransaction(db: Executor, org: OrganizationRow, transactionId: string): Promise<BankTransaction> {
  if (!isId(transactionId)) throw notFound('The bank transaction');
  const [found] = await transactionViews(db, org, [transactionId]);
  if (!found) throw notFound('The bank transaction');
  return found;
}

const FILTERS: Record<BankTransactionFilter, { wire: string; condition?: SQL }> = {
  ALL: { wire: 'Status.All' },
  UNCATEGORIZED: { wire: 'Status.Uncategorized', condition: eq(bankTransactions.status, 'uncategorized') },
  CATEGORIZED: { wire: 'Status.Categorized', condition: eq(bankTransactions.status, 'categorized') },
  RECONCILED: { wire: 'Status.Reconciled', condition: isNotNull(bankTransactions.reconciliationId) },
  UNRECONCILED: { wire: 'Status.Unreconciled', condition: and(eq(bankTransactions.status, 'categorized'), isNull(bankTransactions.reconciliationId)) },
};

const SORT_COLUMNS = {
  date: bankTransactions.date,
  amount: bankTransactions.amount,
  payee: sql`lower(${bankTransactions.payee})`,
  created_time: bankTransactions.createdAt,
};

export async function listBankTransactions(
  db: Executor,
  org: OrganizationRow,
  page: Page,
  args: {
    accountId?: string | null;
    filterBy?: BankTransactionFilter | null;
    debitOrCredit?: DebitOrCreditEnum | null;
    transactionType?: BankTransactionKind | null;
    dateStart?: string | null;
    dateEnd?: string | null;
    searchText?: string | null;
    sortColumn?: BankTransactionSortColumn | null;
    sortOrder?: SortOrder | null;
  },
) {
  if (args.accountId) await findBankAccount(db, org.id, args.accountId);
  const filter = FILTERS[args.filterBy ?? 'ALL'];
  const order = orderOf(SORT_COLUMNS, bankTransactions.id, args.sortColumn ? fromEnum(args.sortColumn) : null, args.sortOrder, { column: 'date', order: 'D', descending: ['created_time'] });
  const { limit, offset: skip } = window(page);
  const rows = await selectTransactions(db)
    .where(
      inOrg(
        bankTransactions,
        org.id,
        filter.condition,
        args.accountId ? eq(bankTransactions.accountId, args.accountId) : undefined,
        args.debitOrCredit ? eq(bankTransactions.debitOrCredit, fromEnum(args.debitOrCredit)) : undefined,
        args.transactionType ? eq(bankTransactions.transactionType, fromEnum(args.transactionType)) : undefined,
        args.dateStart ? gte(bankTransactions.date, args.dateStart) : undefined,
        args.dateEnd ? lte(bankTransactions.date, args.dateEnd) : undefined,
        searchOf([bankTransactions.payee, bankTransactions.description, bankTransactions.referenceNumber], args.searchText),
      ),
    )
    .orderBy(...order.orderBy)
    .limit(limit)
    .offset(skip);
  return listPage(rows, page, { sortColumn: order.sortColumn, sortOrder: order.sortOrder, appliedFilter: filter.wire }, (nodes) => nodes.map((r) => view(r, org.timeZone)));
}

// --- Categorizing ---

interface Categorization {
  kind: BankKind;
  offsetAccountId: string;
  customerId: string | null;
  categorizedByRuleId?: string | null;
  referenceNumber?: string | null;
  description?: string | null;
}

function postingOf(org: OrganizationRow, account: BankAccountRecord, row: Pick<BankTransactionRow, 'id' | 'date' | 'amount' | 'debitOrCredit' | 'exchangeRate' | 'payee' | 'description' | 'referenceNumber'>, offsetAccountId: string): Posting {
  return {
    organizationId: org.id,
    date: row.date,
    sourceType: SOURCE_TYPE,
    sourceId: row.id,
    sourceNumber: row.referenceNumber,
    referenceNumber: row.referenceNumber,
    lines: bankPostingLines({
      bankAccountId: account.id,
      offsetAccountId,
      debitOrCredit: row.debitOrCredit,
      amount: row.amount,
      currencyId: account.currencyId,
      exchangeRate: row.exchangeRate,
      description: row.payee ?? row.description,
    }),
  };
}

/**
 * The other account of a categorization, checked: named by the client (from_account_id for
 * money in, to_account_id for money out; either is taken, the bank itself is skipped) or the
 * kind's default system account, of the types the kind allows, not the bank itself, and for a
 * transfer in the bank's currency.
 */
async function offsetFor(tx: Tx, org: OrganizationRow, account: BankAccountRecord, kind: BankKind, debitOrCredit: DebitOrCredit, named: { fromAccountId?: string | null; toAccountId?: string | null }): Promise<AccountRecord> {
  const moneyIn = debitOrCredit === 'credit';
  const preferred = moneyIn ? ['fromAccountId', 'toAccountId'] as const : ['toAccountId', 'fromAccountId'] as const;
  const field = preferred.find((f) => named[f] && named[f] !== account.id);
  const rule = offsetRule(kind, account.kind);
  let other: AccountRecord;
  if (field) {
    other = await requireAccount(tx, org.id, named[field]!, ['input', field], { types: rule.types, typesText: rule.typesText });
  } else if (rule.defaultSystemKey) {
    const [found] = await findAccounts(tx, org.id, { systemKeys: [rule.defaultSystemKey] }, { lock: true });
    other = checkAccount(found, ['input', preferred[0]], {});
  } else {
    throw invalid(['input', preferred[0]], `is required to record a ${moneyIn ? 'deposit' : 'withdrawal'} as ${kind}${rule.typesText ? `: ${rule.typesText}` : ''}`);
  }
  if (kind === 'transfer_fund' && other.currencyId && other.currencyId !== account.currencyId) {
    throw invalid(['input', field ?? preferred[0]], `${other.accountName} is in another currency than ${account.accountName}; a transfer is between accounts of one currency`);
  }
  return other;
}

function checkKind(account: BankAccountRecord, debitOrCredit: DebitOrCredit, kind: BankKind): void {
  if (!isAllowed(account.kind, directionOf(debitOrCredit), kind)) throw invalid(['input', 'transactionType'], allowedRule(account.kind, directionOf(debitOrCredit), kind));
}

function lockedError(row: BankTransactionRow, action: string): KontorError {
  return new KontorError('INVALID_STATE', `The bank transaction of ${row.date} is reconciled and cannot be ${action}: undo its reconciliation first.`, { reconciliationId: row.reconciliationId });
}

async function lockRow(tx: Tx, organizationId: string, transactionId: string): Promise<BankTransactionRow> {
  if (!isId(transactionId)) throw notFound('The bank transaction');
  const [row] = await tx.select().from(bankTransactions).where(inOrg(bankTransactions, organizationId, eq(bankTransactions.id, transactionId))).for('update');
  if (!row) throw notFound('The bank transaction');
  return row;
}

/** Posts and records one categorization of a locked, uncategorized row. */
async function applyCategorization(tx: Tx, org: OrganizationRow, account: BankAccountRecord, row: BankTransactionRow, c: Categorization, now: Date): Promise<void> {
  const referenceNumber = c.referenceNumber !== undefined && c.referenceNumber !== null ? c.referenceNumber.trim() || null : row.referenceNumber;
  const description = c.description !== undefined && c.description !== null ? c.description.trim() || null : row.description;
  const updated = { ...row, referenceNumber, description };
  await postMany(tx, org.id, [postingOf(org, account, updated, c.offsetAccountId)]);
  await tx
    .update(bankTransactions)
    .set({
      status: 'categorized',
      transactionType: c.kind,
      offsetAccountId: c.offsetAccountId,
      customerId: c.customerId,
      categorizedByRuleId: c.categorizedByRuleId ?? null,
      suggestedRuleId: null,
      referenceNumber,
      description,
      updatedAt: now,
    })
    .where(inOrg(bankTransactions, org.id, eq(bankTransactions.id, row.id)));
}

export async function categorizeBankTransaction(db: Executor, org: OrganizationRow, transactionId: string, input: CategorizeBankTransactionInput, now: Date): Promise<BankTransaction> {
  await db.transaction(async (tx) => {
    const row = await lockRow(tx, org.id, transactionId);
    if (row.reconciliationId) throw lockedError(row, 'categorized');
    if (row.status === 'categorized') throw new KontorError('INVALID_STATE', `The bank transaction is already categorized as ${row.transactionType}; uncategorize it first.`);
    const account = await findBankAccount(tx, org.id, row.accountId, { lock: true });
    const kind = fromEnum(input.transactionType) as BankKind;
    checkKind(account, row.debitOrCredit, kind);
    const other = await offsetFor(tx, org, account, kind, row.debitOrCredit, input);
    if (input.customerId) await requireContact(tx, org.id, input.customerId, ['input', 'customerId'], { contactType: 'customer' });
    await applyCategorization(tx, org, account, row, { kind, offsetAccountId: other.id, customerId: input.customerId ?? null, referenceNumber: input.referenceNumber, description: input.description }, now);
  });
  return getBankTransaction(db, org, transactionId);
}

export async function uncategorizeBankTransaction(db: Executor, org: OrganizationRow, transactionId: string, now: Date): Promise<BankTransaction> {
  await db.transaction(async (tx) => {
    const row = await lockRow(tx, org.id, transactionId);
    if (row.reconciliationId) throw lockedError(row, 'uncategorized');
    if (row.status !== 'categorized') throw new KontorError('INVALID_STATE', 'The bank transaction is uncategorized already.');
    await reverse(tx, { organizationId: org.id, sourceType: SOURCE_TYPE, sourceId: row.id });
    await tx
      .update(bankTransactions)
      .set({ status: 'uncategorized', transactionType: null, offsetAccountId: null, customerId: null, categorizedByRuleId: null, updatedAt: now })
      .where(inOrg(bankTransactions, org.id, eq(bankTransactions.id, row.id)));
  });
  return getBankTransaction(db, org, transactionId);
}

// --- Adding transactions, with the rules ---

interface NewRow extends StatementRow {
  exchangeRate: string;
}

interface Inserted {
  ids: string[];
  categorized: number;
  suggested: number;
}

/**
 * Inserts new uncategorized transactions of one account and runs the rules over them: the
 * first matching rule (in rule order) categorizes a transaction when it auto-categorizes and
 * its account is usable, else it is suggested. Reads the rules and their accounts once; writes
 * rows and postings in chunks.
 */
async function insertWithRules(tx: Tx, org: OrganizationRow, account: BankAccountRecord, rows: NewRow[], origin: { source: 'statement' | 'manual'; statementId?: string }, now: Date): Promise<Inserted> {
  const rules = (await loadRules(tx, org.id)).filter((r) => targets(r, account.id, account.kind));
  const usable = await usableOffsets(tx, org, account, rules);
  const records: (typeof bankTransactions.$inferInsert)[] = [];
  const postings: Posting[] = [];
  let categorized = 0;
  let suggested = 0;
  for (const given of rows) {
    const id = newId();
    const match = firstMatch(rules, { accountId: account.id, accountKind: account.kind, ...given });
    const offsetId = match ? usable.get(match.row.id) : undefined;
    const record: typeof bankTransactions.$inferInsert = {
      id,
      organizationId: org.id,
      accountId: account.id,
      date: given.date,
      amount: given.amount,
      debitOrCredit: given.debitOrCredit,
      status: 'uncategorized',
      payee: given.payee,
      description: given.description,
      referenceNumber: given.referenceNumber,
      exchangeRate: given.exchangeRate,
      source: origin.source,
      statementId: origin.statementId ?? null,
      importedTransactionId: given.transactionId,
      createdAt: now,
      updatedAt: now,
    };
    if (match && match.row.autoCategorize && offsetId) {
      record.status = 'categorized';
      record.transactionType = match.row.recordAs;
      record.offsetAccountId = offsetId;
      record.customerId = match.row.customerId;
      record.categorizedByRuleId = match.row.id;
      record.referenceNumber = given.referenceNumber ?? match.row.referenceNumber;
      postings.push(postingOf(org, account, { id, date: given.date, amount: given.amount, debitOrCredit: given.debitOrCredit, exchangeRate: given.exchangeRate, payee: given.payee, description: given.description, referenceNumber: record.referenceNumber ?? null }, offsetId));
      categorized++;
    } else if (match) {
      record.suggestedRuleId = match.row.id;
      suggested++;
    }
    records.push(record);
  }
  for (let i = 0; i < records.length; i += CHUNK) await tx.insert(bankTransactions).values(records.slice(i, i + CHUNK));
  for (let i = 0; i < postings.length; i += CHUNK) await postMany(tx, org.id, postings.slice(i, i + CHUNK));
  return { ids: records.map((r) => r.id), categorized, suggested };
}

/**
 * For each auto-categorizing rule, the account it would post to when that account can take
 * the posting now (active, of the kind's types, not the bank itself, same currency for
 * transfers) and the kind is allowed for this account; rules without one only suggest.
 * One statement for all rules.
 */
async function usableOffsets(tx: Tx, org: OrganizationRow, account: BankAccountRecord, rules: LoadedRule[]): Promise<Map<string, string>> {
  const auto = rules.filter((r) => r.row.autoCategorize);
  const usable = new Map<string, string>();
  if (!auto.length) return usable;
  const keys = auto.map((r) => offsetRule(r.row.recordAs as BankKind, account.kind).defaultSystemKey).filter((k): k is string => k !== undefined);
  const found = await findAccounts(tx, org.id, { ids: auto.map((r) => r.row.accountId).filter((id): id is string => id !== null), systemKeys: keys }, { lock: true });
  const byId = new Map(found.map((a) => [a.id, a]));
  const bySystemKey = new Map(found.filter((a) => a.systemKey).map((a) => [a.systemKey!, a]));
  for (const rule of auto) {
    const kind = rule.row.recordAs as BankKind;
    if (!isAllowed(account.kind, rule.applyTo, kind)) continue;
    const offsetRules = offsetRule(kind, account.kind);
    const other = rule.row.accountId ? byId.get(rule.row.accountId) : offsetRules.defaultSystemKey ? bySystemKey.get(offsetRules.defaultSystemKey) : undefined;
    if (!other || !other.isActive || other.id === account.id) continue;
    if (offsetRules.types && !offsetRules.types.includes(other.accountType)) continue;
    if (kind === 'transfer_fund' && other.currencyId && other.currencyId !== account.currencyId) continue;
    usable.set(rule.row.id, other.id);
  }
  return usable;
}

function positive(amount: string, field: readonly (string | number)[]): string {
  if (!dec(amount).greaterThan(0)) throw invalid(field, 'must be greater than 0');
  return dec(amount).toFixed();
}

/** The direction a kind implies on an account, when it has one (transfer_fund goes both ways). */
function impliedDirection(account: BankAccountRecord, kind: BankKind, named: { fromAccountId?: string | null; toAccountId?: string | null }): DebitOrCredit | undefined {
  const deposits = isAllowed(account.kind, 'deposits', kind);
  const withdrawals = isAllowed(account.kind, 'withdrawals', kind);
  if (deposits && !withdrawals) return 'credit';
  if (withdrawals && !deposits) return 'debit';
  if (named.toAccountId === account.id) return 'credit';
  if (named.fromAccountId === account.id) return 'debit';
  return undefined;
}

export async function createBankTransaction(db: Executor, org: OrganizationRow, input: CreateBankTransactionInput, now: Date): Promise<BankTransaction> {
  const amount = positive(input.amount, ['input', 'amount']);
  const id = await db.transaction(async (tx) => {
    const account = await requireBankAccount(tx, org.id, input.accountId, ['input', 'accountId']);
    const kind = input.transactionType ? (fromEnum(input.transactionType) as BankKind) : undefined;
    const debitOrCredit: DebitOrCredit | undefined = input.debitOrCredit ? fromEnum(input.debitOrCredit) : kind ? impliedDirection(account, kind, input) : undefined;
    if (!debitOrCredit) throw invalid(['input', 'debitOrCredit'], kind ? `is required: ${kind} can be money in or out of ${account.accountName}` : 'is required: debit (money out) or credit (money in)');
    const exchangeRate = exchangeRateOf(input.exchangeRate, account);
    const row: NewRow = {
      transactionId: null,
      date: input.date,
      debitOrCredit,
      amount,
      payee: text(input.payee),
      description: text(input.description),
      referenceNumber: text(input.referenceNumber),
      exchangeRate,
    };
    if (!kind) {
      const inserted = await insertWithRules(tx, org, account, [row], { source: 'manual' }, now);
      return inserted.ids[0];
    }
    checkKind(account, debitOrCredit, kind);
    const other = await offsetFor(tx, org, account, kind, debitOrCredit, input);
    if (input.customerId) await requireContact(tx, org.id, input.customerId, ['input', 'customerId'], { contactType: 'customer' });
    const createdId = newId();
    const [inserted] = await tx
      .insert(bankTransactions)
      .values({
        id: createdId,
        organizationId: org.id,
        accountId: account.id,
        date: row.date,
        amount,
        debitOrCredit,
        status: 'uncategorized',
        payee: row.payee,
        description: row.description,
        referenceNumber: row.referenceNumber,
        exchangeRate,
        source: 'manual',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await applyCategorization(tx, org, account, inserted, { kind, offsetAccountId: other.id, customerId: input.customerId ?? null }, now);
    return createdId;
  });
  return getBankTransaction(db, org, id);
}

function exchangeRateOf(given: string | null | undefined, account: BankAccountRecord): string {
  if (given == null) return dec(account.exchangeRate).toFixed();
  if (!dec(given).greaterThan(0)) throw invalid(['input', 'exchangeRate'], 'must be greater than 0');
  return dec(given).toFixed();
}

const text = (value: string | null | undefined) => (value == null ? null : value.trim() || null);

export async function updateBankTransaction(db: Executor, org: OrganizationRow, transactionId: string, input: UpdateBankTransactionInput, now: Date): Promise<BankTransaction> {
  await db.transaction(async (tx) => {
    const row = await lockRow(tx, org.id, transactionId);
    if (row.reconciliationId) throw lockedError(row, 'changed');
    const account = await findBankAccount(tx, org.id, row.accountId, { lock: true });
    const debitOrCredit: DebitOrCredit = input.debitOrCredit ? fromEnum(input.debitOrCredit) : row.debitOrCredit;
    if (debitOrCredit !== row.debitOrCredit && row.status === 'categorized') {
      throw new KontorError('INVALID_STATE', `The bank transaction is categorized as ${row.transactionType}; uncategorize it before changing debit_or_credit.`, { field: ['input', 'debitOrCredit'] });
    }
    const next: BankTransactionRow = {
      ...row,
      date: input.date ?? row.date,
      amount: input.amount != null ? positive(input.amount, ['input', 'amount']) : row.amount,
      debitOrCredit,
      payee: input.payee !== undefined ? text(input.payee) : row.payee,
      description: input.description !== undefined ? text(input.description) : row.description,
      referenceNumber: input.referenceNumber !== undefined ? text(input.referenceNumber) : row.referenceNumber,
      exchangeRate: input.exchangeRate != null ? exchangeRateOf(input.exchangeRate, account) : row.exchangeRate,
      updatedAt: now,
    };
    if (row.status === 'categorized' && row.offsetAccountId) {
      const { organizationId, sourceType, sourceId, ...posting } = postingOf(org, account, next, row.offsetAccountId);
      await repost(tx, { organizationId, sourceType, sourceId }, posting);
    }
    await tx
      .update(bankTransactions)
      .set({ date: next.date, amount: next.amount, debitOrCredit: next.debitOrCredit, payee: next.payee, description: next.description, referenceNumber: next.referenceNumber, exchangeRate: next.exchangeRate, updatedAt: now })
      .where(inOrg(bankTransactions, org.id, eq(bankTransactions.id, row.id)));
  });
  return getBankTransaction(db, org, transactionId);
}

export async function deleteBankTransaction(db: Executor, org: OrganizationRow, transactionId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, org.id, transactionId);
    if (row.reconciliationId) throw lockedError(row, 'deleted');
    if (row.status === 'categorized') await reverse(tx, { organizationId: org.id, sourceType: SOURCE_TYPE, sourceId: row.id });
    await tx.delete(bankReconciliationTransactions).where(inOrg(bankReconciliationTransactions, org.id, eq(bankReconciliationTransactions.transactionId, row.id)));
    await tx.delete(bankTransactions).where(inOrg(bankTransactions, org.id, eq(bankTransactions.id, row.id)));
    return row.id;
  });
}

// --- Statement import ---

async function rowsFromFile(blobs: BlobStore, organizationId: string, blobId: string): Promise<{ rows: StatementRow[]; fileName: string }> {
  const found = await blobs.get(organizationId, blobId);
  if (!found) throw invalid(['statement'], 'the uploaded file is not stored');
  const type = found.blob.contentType;
  const rows =
    type === 'application/x-ofx' ? await parseOfxStatement(found.stream)
    : type === 'text/tab-separated-values' ? await parseCsvStatement(found.stream, '\t')
    : await parseCsvStatement(found.stream, ',');
  return { rows, fileName: found.blob.fileName };
}

export async function importBankStatement(db: Executor, blobs: BlobStore, org: OrganizationRow, input: ImportBankStatementInput, blobId: string | null | undefined, now: Date): Promise<BankStatement> {
  await findBankAccount(db, org.id, input.accountId);
  let rows: StatementRow[];
  let fileName: string | null = null;
  if (blobId) {
    if (input.transactions?.length) throw invalid(['input', 'transactions'], 'must be left out when a statement file is sent');
    ({ rows, fileName } = await rowsFromFile(blobs, org.id, blobId));
  } else {
    const given = input.transactions ?? [];
    if (given.length > MAX_STATEMENT_ROWS) throw new KontorError('LIMIT_EXCEEDED', `A statement takes at most ${MAX_STATEMENT_ROWS} transactions; ${given.length} were given.`, { field: ['input', 'transactions'] });
    rows = given.map((t, i) => rowOf(i + 1, { ...t, debitOrCredit: t.debitOrCredit ? fromEnum(t.debitOrCredit) : null }));
  }
  if (!rows.length) throw invalid(['input', 'transactions'], 'a statement needs at least one transaction (or a file sent as the multipart field statement)');
  const dates = rows.map((r) => r.date).sort();
  const startDate = input.startDate ?? dates[0];
  const endDate = input.endDate ?? dates[dates.length - 1];
  if (startDate > endDate) throw invalid(['input', 'endDate'], `must not be before start_date ${startDate}`);
  const outside = rows.findIndex((r) => r.date < startDate || r.date > endDate);
  if (outside >= 0) throw invalid(['statement', outside + 1, 'date'], `${rows[outside].date} is outside the statement period ${startDate} to ${endDate}`);
  const statementId = newId();
  await db.transaction(async (tx) => {
    const account = await requireBankAccount(tx, org.id, input.accountId, ['input', 'accountId']);
    const exchangeRate = dec(account.exchangeRate).toFixed();
    const inserted = await insertWithRules(tx, org, account, rows.map((r) => ({ ...r, exchangeRate })), { source: 'statement', statementId }, now);
    await tx.insert(bankStatements).values({
      id: statementId,
      organizationId: org.id,
      accountId: account.id,
      startDate,
      endDate,
      blobId: blobId ?? null,
      fileName,
      transactionsCount: inserted.ids.length,
      categorizedCount: inserted.categorized,
      suggestedCount: inserted.suggested,
      createdAt: now,
    });
  });
  const [row] = await db.select().from(bankStatements).where(inOrg(bankStatements, org.id, eq(bankStatements.id, statementId)));
  return {
    statementId: row.id,
    accountId: row.accountId,
    startDate: row.startDate,
    endDate: row.endDate,
    fileName: row.fileName,
    transactionsCount: row.transactionsCount,
    categorizedCount: row.categorizedCount,
    suggestedCount: row.suggestedCount,
    createdTime: formatTimestamp(row.createdAt, org.timeZone),
  };
}

// --- What refers to accounts and contacts ---

export async function transactionUsingAccount(tx: Tx, organizationId: string, accountId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ date: bankTransactions.date, accountId: bankTransactions.accountId })
    .from(bankTransactions)
    .where(inOrg(bankTransactions, organizationId, sql`(${bankTransactions.accountId} = ${accountId} or ${bankTransactions.offsetAccountId} = ${accountId})`))
    .limit(1);
  if (!row) return undefined;
  return row.accountId === accountId ? `the account of the bank transaction of ${row.date}` : `the account a bank transaction of ${row.date} is categorized into`;
}

export async function transactionNamingCustomer(tx: Tx, organizationId: string, contactId: string): Promise<string | undefined> {
  const [row] = await tx.select({ date: bankTransactions.date }).from(bankTransactions).where(inOrg(bankTransactions, organizationId, eq(bankTransactions.customerId, contactId))).limit(1);
  return row ? `the customer of the bank transaction of ${row.date}` : undefined;
}

