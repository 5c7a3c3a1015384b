/**
 * Bank transactions: added one by one or imported as a statement (bank-statement-service.ts),
 * matched against the bank rules, categorized (posted to the ledger, source type
 * `bank_transaction`) and uncategorized (reversed). A completed reconciliation locks the
 * transactions it holds. The reading is bank-transaction-views.ts, the SQL
 * bank-transaction-store.ts, the kinds and postings the pure bank-kinds.ts.
 *
 * New rows are set-based: rules are read once, matched in memory, and the rows and their
 * postings are written in chunks (a constant number of statements per thousand rows).
 */
import type { Tx } from '../../../drizzle/client.ts';
import { type AccountRecord, checkAccount, findAccounts, requireAccount } from '../../core/books/chart-store.ts';
import { type Posting, postMany, repost, reverse } from '../../core/books/ledger.ts';
import { type KontorError, cannotMove, invalid, notFound } from '../../core/values/errors.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import type { Scope } from '../../core/request/scope.ts';
import { fromEnum } from '../../core/values/enums.ts';
import { isId, newId } from '../../core/values/ids.ts';
import { dec, toDb } from '../../core/values/money.ts';

import { SALES_TAX_TYPES, checkTax, findTaxes } from '../../erp/api.ts';
import { patch } from '../../core/values/patch.ts';
import { requireContact } from '../parties/contact-store.ts';
import type { BankTransaction, CategorizeBankTransactionInput, CreateBankTransactionInput, UpdateBankTransactionInput } from '../generated/graphql.ts';
import { type BankAccountRecord, findBankAccount, requireBankAccount } from './bank-accounts.ts';
import { documentOwned } from './bank-register.ts';
import {
  type BankKind,
  type DebitOrCredit,
  allowedRule,
  bankPostingLines,
  bankTotals,
  directionOf,
  firstMatch,
  isAllowed,
  offsetRule,
  targets,
} from './bank-kinds.ts';
import { type LoadedRule, loadRules } from './bank-rule-store.ts';
import type { StatementRow } from './bank-statement-parse.ts';
import {
  type BankTransactionRow,
  CHUNK,
  type NewBankTransaction,
  deleteTransaction,
  insertTransaction,
  insertTransactions,
  lockTransaction,
  updateTransaction,
} from './bank-transaction-store.ts';
import { type TransactionListArgs, transactionPage, transactionViews } from './bank-transaction-views.ts';
import type { StoredTaxComponent } from '../../../drizzle/columns.ts';
import { componentOf } from '../documents/document-taxes.ts';

export const SOURCE_TYPE = 'bank_transaction';

export async function getBankTransaction(scope: Scope, transactionId: string): Promise<BankTransaction> {
  if (!isId(transactionId)) throw notFound('The bank transaction');
  const [found] = await transactionViews(scope.db, scope.org, [transactionId]);
  if (!found) throw notFound('The bank transaction');
  return found;
}

/** A page of transactions reading only the columns and joins the selection of its entries (selectedFields) needs; as many statements whatever the page size. */
export async function listBankTransactions(scope: Scope, page: Page, args: TransactionListArgs, selected?: ReadonlySet<string>) {
  if (args.accountId) await findBankAccount(scope.db, scope.org.id, args.accountId);
  const { rows, filter, order, view } = await transactionPage(scope.db, scope.org, page, args, selected);
  return listPage(rows, page, { sortColumn: order.sortColumn, sortOrder: order.sortOrder, appliedFilter: filter.wire }, (nodes) => nodes.map(view));
}

// --- Categorizing ---

/** What a categorization records besides its kind and account: party, payment mode, bank charges and tax. */
interface Details {
  customerId: string | null;
  vendorId: string | null;
  paymentMode: string | null;
  bankCharges: string;
  taxId: string | null;
  taxName: string | null;
  taxPercentage: string | null;
  taxComponents: StoredTaxComponent[];
}

const NO_DETAILS: Details = {
  customerId: null,
  vendorId: null,
  paymentMode: null,
  bankCharges: '0',
  taxId: null,
  taxName: null,
  taxPercentage: null,
  taxComponents: [],
};

interface Categorization extends Details {
  kind: BankKind;
  offsetAccountId: string;
  categorizedByRuleId?: string | null;
  referenceNumber?: string | null;
  description?: string | null;
}

type Postable = Pick<BankTransactionRow, 'id' | 'date' | 'amount' | 'debitOrCredit' | 'exchangeRate' | 'payee' | 'description' | 'referenceNumber'> &
  Partial<Pick<BankTransactionRow, 'bankCharges' | 'taxComponents'>>;

/** The system accounts bank charges and taxes are posted to (a tax naming its own account goes there). */
interface ChargeAccounts {
  bankCharges: string;
  inputTax: string;
  taxPayable: string;
  places: number;
}

async function chargeAccounts(tx: Tx, scope: Scope): Promise<ChargeAccounts> {
  const found = await findAccounts(tx, scope.org.id, { systemKeys: ['bank_charges', 'input_tax', 'tax_payable'] }, { lock: true });
  const key = (k: string) => {
    const account = found.find((a) => a.systemKey === k);
    if (!account) throw new Error(`organization ${scope.org.id} lacks the ${k} system account`);
    return account.id;
  };
  return { bankCharges: key('bank_charges'), inputTax: key('input_tax'), taxPayable: key('tax_payable'), places: scope.org.pricePrecision };
}

function postingOf(organizationId: string, account: BankAccountRecord, row: Postable, offsetAccountId: string, charges?: ChargeAccounts): Posting {
  const bankCharges = dec(row.bankCharges ?? 0);
  const components = (row.taxComponents ?? []).map(componentOf);
  let extras: Pick<Parameters<typeof bankPostingLines>[0], 'bankCharges' | 'taxes'> = {};
  if (charges && (!bankCharges.isZero() || components.length)) {
    const totals = bankTotals({ amount: row.amount, debitOrCredit: row.debitOrCredit, bankCharges, components, places: charges.places });
    const moneyIn = row.debitOrCredit === 'credit';
    extras = {
      bankCharges: { accountId: charges.bankCharges, amount: bankCharges },
      // Money in charges tax (credited to the tax's account, else Tax Payable); money out pays it (debited to its purchase account, else Input Tax).
      taxes: totals.taxes.map((t) => ({
        accountId: moneyIn ? t.component.accountId || charges.taxPayable : t.component.purchaseAccountId || charges.inputTax,
        amount: t.amount,
      })),
    };
  }
  return {
    organizationId,
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
      ...extras,
    }),
  };
}

/** What a client gives with a categorization besides the kind and account. */
interface DetailsInput {
  customerId?: string | null;
  vendorId?: string | null;
  paymentMode?: string | null;
  bankCharges?: string | null;
  taxId?: string | null;
  isInclusiveTax?: boolean | null;
}

/**
 * The details a categorization records, checked: a customer and a vendor of the organization,
 * bank charges of 0 or more (less than the amount for money out), a tax, compound tax or tax
 * group (not on a transfer). `previous` holds what stays when the input leaves a field out.
 */
async function detailsOf(
  tx: Tx,
  scope: Scope,
  row: { amount: string; debitOrCredit: DebitOrCredit },
  kind: BankKind,
  input: DetailsInput,
  previous: Details = NO_DETAILS,
): Promise<Details> {
  // The tax is always inside the amount (bankTotals): the family's exclusive form is refused, not ignored.
  if (input.isInclusiveTax === false) throw invalid(['input', 'isInclusiveTax'], "must be true: a bank transaction's tax is inside its amount");
  const details: Details = { ...previous };
  if (input.customerId !== undefined) {
    details.customerId = input.customerId
      ? (await requireContact(tx, scope.org.id, input.customerId, ['input', 'customerId'], { contactType: 'customer' })).id
      : null;
  }
  if (input.vendorId !== undefined) {
    details.vendorId = input.vendorId ? (await requireContact(tx, scope.org.id, input.vendorId, ['input', 'vendorId'], { contactType: 'vendor' })).id : null;
  }
  if (input.paymentMode !== undefined) details.paymentMode = text(input.paymentMode);
  if (input.bankCharges != null) {
    const charges = dec(input.bankCharges);
    if (charges.lt(0)) throw invalid(['input', 'bankCharges'], 'must be 0 or more');
    details.bankCharges = toDb(charges);
  }
  if (row.debitOrCredit === 'debit' && dec(details.bankCharges).gte(row.amount)) {
    throw invalid(['input', 'bankCharges'], `must be less than the amount (${toDb(row.amount)}) of money out`);
  }
  if (input.taxId !== undefined) {
    if (input.taxId && kind === 'transfer_fund') throw invalid(['input', 'taxId'], 'a transfer between accounts takes no tax');
    const tax = input.taxId
      ? checkTax((await findTaxes(tx, scope.org.id, [input.taxId], { lock: true })).get(input.taxId), ['input', 'taxId'], {
          types: SALES_TAX_TYPES,
          typesText: 'a tax, compound tax or tax group',
        })
      : undefined;
    details.taxId = tax?.taxId ?? null;
    details.taxName = tax?.taxName ?? null;
    details.taxPercentage = tax ? tax.percentage.toFixed() : null;
    details.taxComponents = (tax?.components ?? []).map((c) => ({
      tax_id: c.taxId,
      tax_name: c.name,
      percentage: dec(c.percentage).toFixed(),
      is_compound: c.isCompound,
      account_id: c.accountId,
      purchase_account_id: c.purchaseAccountId,
    }));
  }
  return details;
}

/** The tax inside a transaction's total, rounded: stored so lists read it without computing. */
function taxAmountOf(row: { amount: string; debitOrCredit: DebitOrCredit }, details: Pick<Details, 'bankCharges' | 'taxComponents'>, places: number): string {
  if (!details.taxComponents.length) return '0';
  return toDb(
    bankTotals({
      amount: row.amount,
      debitOrCredit: row.debitOrCredit,
      bankCharges: details.bankCharges,
      components: details.taxComponents.map(componentOf),
      places,
    }).taxAmount,
  );
}

/**
 * The other account of a categorization, checked: named by the client (from_account_id for
 * money in, to_account_id for money out; either is taken, the bank itself is skipped) or the
 * kind's default system account, of the types the kind allows, not the bank itself, and for a
 * transfer in the bank's currency.
 */
async function offsetFor(
  tx: Tx,
  scope: Scope,
  account: BankAccountRecord,
  kind: BankKind,
  debitOrCredit: DebitOrCredit,
  named: { fromAccountId?: string | null; toAccountId?: string | null },
): Promise<AccountRecord> {
  const moneyIn = debitOrCredit === 'credit';
  const preferred = moneyIn ? (['fromAccountId', 'toAccountId'] as const) : (['toAccountId', 'fromAccountId'] as const);
  const field = preferred.find((f) => named[f] && named[f] !== account.id);
  const rule = offsetRule(kind, account.kind);
  let other: AccountRecord;
  if (field) {
    other = await requireAccount(tx, scope.org.id, named[field]!, ['input', field], { types: rule.types, typesText: rule.typesText });
  } else if (rule.defaultSystemKey) {
    const [found] = await findAccounts(tx, scope.org.id, { systemKeys: [rule.defaultSystemKey] }, { lock: true });
    other = checkAccount(found, ['input', preferred[0]], {});
  } else {
    throw invalid(
      ['input', preferred[0]],
      `is required to record a ${moneyIn ? 'deposit' : 'withdrawal'} as ${kind}${rule.typesText ? `: ${rule.typesText}` : ''}`,
    );
  }
  if (kind === 'transfer_fund' && other.currencyId && other.currencyId !== account.currencyId) {
    throw invalid(
      ['input', field ?? preferred[0]],
      `${other.accountName} is in another currency than ${account.accountName}; a transfer is between accounts of one currency`,
    );
  }
  return other;
}

function checkKind(account: BankAccountRecord, debitOrCredit: DebitOrCredit, kind: BankKind): void {
  if (!isAllowed(account.kind, directionOf(debitOrCredit), kind))
    throw invalid(['input', 'transactionType'], allowedRule(account.kind, directionOf(debitOrCredit), kind));
}

/** A bank transaction as a refusal names it: by its date, in the state it is in. */
function stated(row: BankTransactionRow) {
  return { kind: 'bank transaction', name: `of ${row.date}`, state: row.status === 'categorized' ? `categorized as ${row.transactionType}` : 'uncategorized' };
}

/** A row a document wrote changes with that document only (bank-register.ts). */
function refuseDocumentOwned(row: BankTransactionRow, action: string): void {
  const refusal = documentOwned(row, action);
  if (refusal) throw refusal;
}

function reconciled(row: BankTransactionRow, action: string): KontorError {
  return cannotMove({ ...stated(row), state: 'reconciled' }, action, 'undo its reconciliation first', { reconciliationId: row.reconciliationId });
}

/** Posts and records one categorization of a locked, uncategorized row. */
async function applyCategorization(tx: Tx, scope: Scope, account: BankAccountRecord, row: BankTransactionRow, c: Categorization): Promise<void> {
  const referenceNumber = c.referenceNumber != null ? c.referenceNumber.trim() || null : row.referenceNumber;
  const description = c.description != null ? c.description.trim() || null : row.description;
  const charges = await chargeAccounts(tx, scope);
  await postMany(tx, scope.org.id, [
    postingOf(
      scope.org.id,
      account,
      { ...row, referenceNumber, description, bankCharges: c.bankCharges, taxComponents: c.taxComponents },
      c.offsetAccountId,
      charges,
    ),
  ]);
  await updateTransaction(tx, scope.org.id, row.id, {
    status: 'categorized',
    transactionType: c.kind,
    offsetAccountId: c.offsetAccountId,
    customerId: c.customerId,
    vendorId: c.vendorId,
    paymentMode: c.paymentMode,
    bankCharges: c.bankCharges,
    taxId: c.taxId,
    taxName: c.taxName,
    taxPercentage: c.taxPercentage,
    taxComponents: c.taxComponents,
    taxAmount: taxAmountOf(row, c, charges.places),
    categorizedByRuleId: c.categorizedByRuleId ?? null,
    suggestedRuleId: null,
    referenceNumber,
    description,
    updatedAt: scope.now,
  });
}

export async function categorizeBankTransaction(scope: Scope, transactionId: string, input: CategorizeBankTransactionInput): Promise<BankTransaction> {
  await scope.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, scope.org.id, transactionId);
    if (row.reconciliationId) throw reconciled(row, 'categorized');
    if (row.status === 'categorized') throw cannotMove(stated(row), 'categorized again', 'uncategorize it first');
    const account = await findBankAccount(tx, scope.org.id, row.accountId, { lock: true });
    const kind = fromEnum(input.transactionType) as BankKind;
    checkKind(account, row.debitOrCredit, kind);
    const other = await offsetFor(tx, scope, account, kind, row.debitOrCredit, input);
    await applyCategorization(tx, scope, account, row, {
      kind,
      offsetAccountId: other.id,
      ...(await detailsOf(tx, scope, row, kind, input)),
      referenceNumber: input.referenceNumber,
      description: input.description,
    });
  });
  return getBankTransaction(scope, transactionId);
}

export async function uncategorizeBankTransaction(scope: Scope, transactionId: string): Promise<BankTransaction> {
  await scope.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, scope.org.id, transactionId);
    if (row.reconciliationId) throw reconciled(row, 'uncategorized');
    refuseDocumentOwned(row, 'uncategorized');
    if (row.status !== 'categorized') throw cannotMove(stated(row), 'uncategorized', 'it is not in the books');
    await reverse(tx, { organizationId: scope.org.id, sourceType: SOURCE_TYPE, sourceId: row.id });
    await updateTransaction(tx, scope.org.id, row.id, {
      status: 'uncategorized',
      transactionType: null,
      offsetAccountId: null,
      ...NO_DETAILS,
      taxAmount: '0',
      categorizedByRuleId: null,
      updatedAt: scope.now,
    });
  });
  return getBankTransaction(scope, transactionId);
}

// --- Adding transactions, with the rules ---

export interface NewRow extends StatementRow {
  exchangeRate: string;
}

export interface Inserted {
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
export async function insertWithRules(
  tx: Tx,
  scope: Scope,
  account: BankAccountRecord,
  rows: NewRow[],
  origin: { source: 'statement' | 'manual'; statementId?: string },
): Promise<Inserted> {
  const rules = (await loadRules(tx, scope.org.id)).filter((r) => targets(r, account.id, account.kind));
  const usable = await usableOffsets(tx, scope, account, rules);
  const records: NewBankTransaction[] = [];
  const postings: Posting[] = [];
  let categorized = 0;
  let suggested = 0;
  for (const given of rows) {
    const id = newId();
    const match = firstMatch(rules, { accountId: account.id, accountKind: account.kind, ...given });
    const offsetId = match ? usable.get(match.row.id) : undefined;
    const record: NewBankTransaction = {
      id,
      organizationId: scope.org.id,
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
      createdAt: scope.now,
      updatedAt: scope.now,
    };
    if (match && match.row.autoCategorize && offsetId) {
      record.status = 'categorized';
      record.transactionType = match.row.recordAs;
      record.offsetAccountId = offsetId;
      record.customerId = match.row.customerId;
      record.paymentMode = match.row.paymentMode;
      record.categorizedByRuleId = match.row.id;
      record.referenceNumber = given.referenceNumber ?? match.row.referenceNumber;
      postings.push(postingOf(scope.org.id, account, { ...given, id, referenceNumber: record.referenceNumber ?? null }, offsetId));
      categorized++;
    } else if (match) {
      record.suggestedRuleId = match.row.id;
      suggested++;
    }
    records.push(record);
  }
  await insertTransactions(tx, records);
  for (let i = 0; i < postings.length; i += CHUNK) await postMany(tx, scope.org.id, postings.slice(i, i + CHUNK));
  return { ids: records.map((r) => r.id!), categorized, suggested };
}

/**
 * For each auto-categorizing rule, the account it would post to when that account can take
 * the posting now (active, of the kind's types, not the bank itself, same currency for
 * transfers) and the kind is allowed for this account; rules without one only suggest.
 * One statement for all rules.
 */
async function usableOffsets(tx: Tx, scope: Scope, account: BankAccountRecord, rules: LoadedRule[]): Promise<Map<string, string>> {
  const auto = rules.filter((r) => r.row.autoCategorize);
  const usable = new Map<string, string>();
  if (!auto.length) return usable;
  const keys = auto.map((r) => offsetRule(r.row.recordAs as BankKind, account.kind).defaultSystemKey).filter((k): k is string => k !== undefined);
  const found = await findAccounts(
    tx,
    scope.org.id,
    { ids: auto.map((r) => r.row.accountId).filter((id): id is string => id !== null), systemKeys: keys },
    { lock: true },
  );
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
function impliedDirection(
  account: BankAccountRecord,
  kind: BankKind,
  named: { fromAccountId?: string | null; toAccountId?: string | null },
): DebitOrCredit | undefined {
  const deposits = isAllowed(account.kind, 'deposits', kind);
  const withdrawals = isAllowed(account.kind, 'withdrawals', kind);
  if (deposits && !withdrawals) return 'credit';
  if (withdrawals && !deposits) return 'debit';
  if (named.toAccountId === account.id) return 'credit';
  if (named.fromAccountId === account.id) return 'debit';
  return undefined;
}

function exchangeRateOf(given: string | null | undefined, account: BankAccountRecord): string {
  if (given == null) return dec(account.exchangeRate).toFixed();
  if (!dec(given).greaterThan(0)) throw invalid(['input', 'exchangeRate'], 'must be greater than 0');
  return dec(given).toFixed();
}

const text = (value: string | null | undefined) => (value == null ? null : value.trim() || null);
/** `text` for an update: a field left out stays out. */
const textGiven = (value: string | null | undefined) => (value === undefined ? undefined : text(value));

export async function createBankTransaction(scope: Scope, input: CreateBankTransactionInput): Promise<BankTransaction> {
  const amount = positive(input.amount, ['input', 'amount']);
  const id = await scope.db.transaction(async (tx) => {
    const account = await requireBankAccount(tx, scope.org.id, input.accountId, ['input', 'accountId']);
    const kind = input.transactionType ? (fromEnum(input.transactionType) as BankKind) : undefined;
    const debitOrCredit: DebitOrCredit | undefined = input.debitOrCredit
      ? fromEnum(input.debitOrCredit)
      : kind
        ? impliedDirection(account, kind, input)
        : undefined;
    if (!debitOrCredit)
      throw invalid(
        ['input', 'debitOrCredit'],
        kind ? `is required: ${kind} can be money in or out of ${account.accountName}` : 'is required: debit (money out) or credit (money in)',
      );
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
      refuseDetails(input, 'give transaction_type to categorize it at once');
      const inserted = await insertWithRules(tx, scope, account, [row], { source: 'manual' });
      return inserted.ids[0];
    }
    checkKind(account, debitOrCredit, kind);
    const other = await offsetFor(tx, scope, account, kind, debitOrCredit, input);
    const details = await detailsOf(tx, scope, { amount, debitOrCredit }, kind, input);
    const created = await insertTransaction(tx, {
      id: newId(),
      organizationId: scope.org.id,
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
      createdAt: scope.now,
      updatedAt: scope.now,
    });
    await applyCategorization(tx, scope, account, created, { kind, offsetAccountId: other.id, ...details });
    return created.id;
  });
  return getBankTransaction(scope, id);
}

/** Details belong to a categorization: an uncategorized transaction takes none. */
function refuseDetails(input: DetailsInput, how: string): void {
  const given = (['vendorId', 'paymentMode', 'bankCharges', 'taxId'] as const).find((f) => input[f] != null);
  if (given) throw invalid(['input', given], `is recorded when the transaction is categorized: ${how}`);
}

const CHANGEABLE = ['date', 'amount', 'debitOrCredit', 'payee', 'description', 'referenceNumber', 'exchangeRate'] as const;

export async function updateBankTransaction(scope: Scope, transactionId: string, input: UpdateBankTransactionInput): Promise<BankTransaction> {
  await scope.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, scope.org.id, transactionId);
    if (row.reconciliationId) throw reconciled(row, 'changed');
    refuseDocumentOwned(row, 'changed');
    const account = await findBankAccount(tx, scope.org.id, row.accountId, { lock: true });
    const debitOrCredit: DebitOrCredit | undefined = input.debitOrCredit ? fromEnum(input.debitOrCredit) : undefined;
    if (debitOrCredit && debitOrCredit !== row.debitOrCredit && row.status === 'categorized') {
      throw cannotMove(stated(row), 'switched between debit and credit', 'uncategorize it first', { field: ['input', 'debitOrCredit'] });
    }
    const next = patch(
      row,
      {
        date: input.date,
        amount: input.amount != null ? positive(input.amount, ['input', 'amount']) : input.amount,
        debitOrCredit,
        payee: textGiven(input.payee),
        description: textGiven(input.description),
        referenceNumber: textGiven(input.referenceNumber),
        exchangeRate: input.exchangeRate != null ? exchangeRateOf(input.exchangeRate, account) : input.exchangeRate,
      },
      CHANGEABLE,
      ['date', 'amount', 'debitOrCredit', 'exchangeRate'],
    );
    let details: Partial<BankTransactionRow> = {};
    if (row.status === 'categorized' && row.offsetAccountId) {
      const kept = await detailsOf(
        tx,
        scope,
        next,
        row.transactionType as BankKind,
        { ...input, customerId: undefined },
        {
          customerId: row.customerId,
          vendorId: row.vendorId,
          paymentMode: row.paymentMode,
          bankCharges: row.bankCharges,
          taxId: row.taxId,
          taxName: row.taxName,
          taxPercentage: row.taxPercentage,
          taxComponents: row.taxComponents,
        },
      );
      const charges = await chargeAccounts(tx, scope);
      details = { ...kept, taxAmount: taxAmountOf(next, kept, charges.places) };
      const { organizationId, sourceType, sourceId, ...posting } = postingOf(scope.org.id, account, { ...row, ...next, ...kept }, row.offsetAccountId, charges);
      await repost(tx, { organizationId, sourceType, sourceId }, posting);
    } else {
      refuseDetails(input, 'categorize it first');
    }
    await updateTransaction(tx, scope.org.id, row.id, { ...next, ...details, updatedAt: scope.now });
  });
  return getBankTransaction(scope, transactionId);
}

export async function deleteBankTransaction(scope: Scope, transactionId: string): Promise<string> {
  return scope.db.transaction(async (tx) => {
    const row = await lockTransaction(tx, scope.org.id, transactionId);
    if (row.reconciliationId) throw reconciled(row, 'deleted');
    refuseDocumentOwned(row, 'deleted');
    if (row.status === 'categorized') await reverse(tx, { organizationId: scope.org.id, sourceType: SOURCE_TYPE, sourceId: row.id });
    await deleteTransaction(tx, scope.org.id, row.id);
    return row.id;
  });
}
