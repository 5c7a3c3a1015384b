/**
 * Bank, PayPal and credit-card accounts: accounts of the chart (types bank and credit_card)
 * with their bank details (accounting.bank_account_details) and balances read from the ledger
 * and the bank transactions. A page of the list costs three statements whatever its size.
 */
import { type SQL, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../drizzle/client.ts';
import { bankAccountDetails, bankTransactions } from '../../../drizzle/tables/accounting/banking.ts';
import { accounts, journalLines } from '../../../drizzle/tables/core/ledger.ts';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { type AccountRecord, createAccount, deleteAccount, setAccountActive, updateAccount } from '../../core/books/chart-store.ts';
import { cannotMove, invalid, notFound } from '../../core/values/errors.ts';
import { fromEnum, maybeEnum, toEnum } from '../../core/values/enums.ts';
import { isId } from '../../core/values/ids.ts';
import { dec } from '../../core/values/money.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { anyId, lockOf, orderOf, window } from '../../core/request/scoped.ts';
import type { Scope } from '../../core/request/scope.ts';
import type {
  BankAccount,
  BankAccountFilter,
  BankAccountSortColumn,
  BankAccountType,
  CreateBankAccountInput,
  PaypalType,
  SortOrder,
  UpdateBankAccountInput,
} from '../generated/graphql.ts';
import { type AccountKind, accountKindOf } from './bank-kinds.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

export const BANK_ACCOUNT_TYPES = ['bank', 'credit_card'] as const;

type DetailsRow = typeof bankAccountDetails.$inferSelect;

/** A bank account as the services use it: the chart account, its currency and details. */
export interface BankAccountRecord {
  id: string;
  accountName: string;
  accountCode: string | null;
  accountType: string;
  kind: AccountKind;
  description: string | null;
  isActive: boolean;
  isSystemAccount: boolean;
  currencyId: string;
  currencyCode: string;
  currencySymbol: string;
  pricePrecision: number;
  exchangeRate: string;
  details: DetailsRow | null;
}

const FILTERS: Record<BankAccountFilter, { wire: string; condition?: SQL }> = {
  ALL: { wire: 'Status.All' },
  ACTIVE: { wire: 'Status.Active', condition: eq(accounts.isActive, true) },
  INACTIVE: { wire: 'Status.Inactive', condition: eq(accounts.isActive, false) },
};

const SORT_COLUMNS = {
  account_name: sql`lower(${accounts.accountName})`,
  account_type: accounts.accountType,
  account_code: sql`lower(${accounts.accountCode})`,
};

function selectBankAccounts(db: Executor) {
  return db
    .select({ account: accounts, currency: currencies, details: bankAccountDetails })
    .from(accounts)
    .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
    .leftJoin(bankAccountDetails, eq(bankAccountDetails.accountId, accounts.id))
    .$dynamic();
}

type Selected = { account: typeof accounts.$inferSelect; currency: typeof currencies.$inferSelect; details: DetailsRow | null };

function record(r: Selected): BankAccountRecord {
  return {
    id: r.account.id,
    accountName: r.account.accountName,
    accountCode: r.account.accountCode,
    accountType: r.account.accountType,
    kind: accountKindOf(r.account.accountType)!,
    description: r.account.description,
    isActive: r.account.isActive,
    isSystemAccount: r.account.isSystemAccount,
    currencyId: r.currency.id,
    currencyCode: r.currency.currencyCode,
    currencySymbol: r.currency.currencySymbol,
    pricePrecision: r.currency.pricePrecision,
    exchangeRate: r.currency.exchangeRate,
    details: r.details,
  };
}

const isBankType = inArray(accounts.accountType, [...BANK_ACCOUNT_TYPES]);

/** Bank accounts of the organization by id, in one statement; `lock` holds them FOR SHARE. */
export async function findBankAccounts(
  db: Executor,
  organizationId: string,
  ids: readonly string[],
  options: { lock?: boolean } = {},
): Promise<BankAccountRecord[]> {
  const wanted = [...new Set(ids.filter(isId))];
  if (!wanted.length) return [];
  const query = selectBankAccounts(db).where(inOrg(accounts, organizationId, isBankType, anyId(accounts.id, wanted)));
  const rows = await (options.lock ? query.for('share', lockOf(accounts)) : query);
  return rows.map(record);
}

/** Every bank and credit-card account of the organization (a handful), for rules that act on all of them; in creation order. */
export async function allBankAccounts(db: Executor, organizationId: string): Promise<BankAccountRecord[]> {
  return (
    await selectBankAccounts(db)
      .where(inOrg(accounts, organizationId, isBankType))
      .orderBy(asc(accounts.id))
  ).map(record);
}

export async function findBankAccount(db: Executor, organizationId: string, accountId: string, options: { lock?: boolean } = {}): Promise<BankAccountRecord> {
  const [row] = await findBankAccounts(db, organizationId, [accountId], options);
  if (!row) throw notFound('The bank account');
  return row;
}

/** A bank account a client names in a field: the organization's, active, bank or credit card. */
export async function requireBankAccount(
  db: Executor,
  organizationId: string,
  accountId: string,
  field: readonly (string | number)[],
): Promise<BankAccountRecord> {
  const [row] = await findBankAccounts(db, organizationId, [accountId], { lock: true });
  if (!row) throw invalid(field, 'is not a bank or credit card account of the organization');
  if (!row.isActive) throw invalid(field, `the account ${row.accountName} is inactive`);
  return row;
}

/**
 * Balances of bank accounts, two statements for any number: the ledger per account (in the
 * account's currency and in the base currency), and the bank transactions (what the bank
 * shows, and how many wait to be categorized).
 */
async function views(db: Executor, rows: BankAccountRecord[], organizationId: string): Promise<BankAccount[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [ledger, bank] = await Promise.all([
    db
      .select({
        accountId: journalLines.accountId,
        balance: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)`.mapWith(String),
        bcyBalance: sql<string>`coalesce(sum(${journalLines.bcyDebit} - ${journalLines.bcyCredit}), 0)`.mapWith(String),
      })
      .from(journalLines)
      .where(inOrg(journalLines, organizationId, anyId(journalLines.accountId, ids)))
      .groupBy(journalLines.accountId),
    db
      .select({
        accountId: bankTransactions.accountId,
        credits: sql<string>`coalesce(sum(case when ${bankTransactions.debitOrCredit} = 'credit' then ${bankTransactions.amount} else 0 end), 0)`.mapWith(
          String,
        ),
        debits: sql<string>`coalesce(sum(case when ${bankTransactions.debitOrCredit} = 'debit' then ${bankTransactions.amount} else 0 end), 0)`.mapWith(String),
        uncategorized: sql<number>`count(*) filter (where ${bankTransactions.status} = 'uncategorized')`.mapWith(Number),
      })
      .from(bankTransactions)
      .where(inOrg(bankTransactions, organizationId, anyId(bankTransactions.accountId, ids)))
      .groupBy(bankTransactions.accountId),
  ]);
  const ledgerOf = new Map(ledger.map((l) => [l.accountId, l]));
  const bankOf = new Map(bank.map((b) => [b.accountId, b]));
  return rows.map((row) => {
    // A card's balance is what is owed: credits less debits.
    const sign = row.kind === 'credit_card' ? -1 : 1;
    const l = ledgerOf.get(row.id);
    const b = bankOf.get(row.id);
    const bankBalance = dec(b?.credits ?? 0)
      .minus(b?.debits ?? 0)
      .times(sign);
    return view(row, {
      balance: dec(l?.balance ?? 0)
        .times(sign)
        .toFixed(),
      bcyBalance: dec(l?.bcyBalance ?? 0)
        .times(sign)
        .toFixed(),
      bankBalance: bankBalance.toFixed(),
      uncategorized: b?.uncategorized ?? 0,
    });
  });
}

function view(row: BankAccountRecord, figures: { balance: string; bcyBalance: string; bankBalance: string; uncategorized: number }): BankAccount {
  const d = row.details;
  return {
    accountId: row.id,
    accountName: row.accountName,
    accountCode: row.accountCode,
    currencyId: row.currencyId,
    currencyCode: row.currencyCode,
    currencySymbol: row.currencySymbol,
    pricePrecision: row.pricePrecision,
    accountType: toEnum<BankAccountType>(row.accountType),
    accountNumber: d?.accountNumber ?? null,
    uncategorizedTransactions: figures.uncategorized,
    totalUnprintedChecks: 0,
    isActive: row.isActive,
    isFeedsSubscribed: false,
    isFeedsActive: false,
    balance: figures.balance,
    bankBalance: figures.bankBalance,
    bcyBalance: figures.bcyBalance,
    bankName: d?.bankName ?? null,
    routingNumber: d?.routingNumber ?? null,
    isPrimaryAccount: d?.isPrimaryAccount ?? false,
    isPaypalAccount: d?.isPaypalAccount ?? false,
    paypalType: maybeEnum<PaypalType>(d?.paypalType ?? null),
    paypalEmailAddress: d?.paypalEmailAddress ?? null,
    description: row.description,
    refreshStatusCode: null,
    feedsLastRefreshDate: null,
    serviceId: null,
    isSystemAccount: row.isSystemAccount,
    isShowWarningForFeedsRefresh: false,
  };
}

export async function listBankAccounts(
  scope: Scope,
  page: Page,
  args: { filterBy?: BankAccountFilter | null; sortColumn?: BankAccountSortColumn | null; sortOrder?: SortOrder | null },
) {
  const { db, org } = scope;
  const filter = FILTERS[args.filterBy ?? 'ALL'];
  const order = orderOf(SORT_COLUMNS, accounts.id, args.sortColumn ? fromEnum(args.sortColumn) : null, args.sortOrder, { column: 'account_name', order: 'A' });
  const { limit, offset } = window(page);
  const rows = await selectBankAccounts(db)
    .where(inOrg(accounts, org.id, isBankType, filter.condition))
    .orderBy(...order.orderBy)
    .limit(limit)
    .offset(offset);
  return listPage(rows.map(record), page, { sortColumn: order.sortColumn, sortOrder: order.sortOrder, appliedFilter: filter.wire }, (page) =>
    views(db, page, org.id),
  );
}

export async function getBankAccount(scope: Scope, accountId: string): Promise<BankAccount> {
  const [view] = await views(scope.db, [await findBankAccount(scope.db, scope.org.id, accountId)], scope.org.id);
  return view;
}

const FIELD = {
  currencyCode: ['input', 'currencyCode'],
  accountType: ['input', 'accountType'],
  currencyId: ['input', 'currencyId'],
  paypalType: ['input', 'paypalType'],
  paypalEmailAddress: ['input', 'paypalEmailAddress'],
  isPaypalAccount: ['input', 'isPaypalAccount'],
} as const;

async function currencyIdOf(
  tx: Executor,
  organizationId: string,
  input: { currencyId?: string | null; currencyCode?: string | null },
): Promise<string | null | undefined> {
  if (input.currencyId != null || input.currencyCode == null) return input.currencyId;
  const [row] = await tx
    .select({ id: currencies.id })
    .from(currencies)
    .where(inOrg(currencies, organizationId, eq(currencies.currencyCode, input.currencyCode.trim().toUpperCase())));
  if (!row) throw invalid(FIELD.currencyCode, `${input.currencyCode} is not a currency of the organization (see GET /settings/currencies)`);
  return row.id;
}

/** Only one primary account: a new one takes the mark from the previous one. */
async function clearPrimary(tx: Tx, organizationId: string, exceptId: string): Promise<void> {
  await tx
    .update(bankAccountDetails)
    .set({ isPrimaryAccount: false })
    .where(inOrg(bankAccountDetails, organizationId, eq(bankAccountDetails.isPrimaryAccount, true), ne(bankAccountDetails.accountId, exceptId)));
}

const text = (value: string | null | undefined) => (value == null ? value : value.trim() || null);

export async function createBankAccount(scope: Scope, input: CreateBankAccountInput): Promise<BankAccount> {
  const { org } = scope;
  const accountType = fromEnum(input.accountType ?? 'BANK');
  const isPaypal = input.isPaypalAccount ?? false;
  if (isPaypal && accountType !== 'bank') throw invalid(FIELD.accountType, 'a PayPal account is of account_type bank');
  if (!isPaypal && input.paypalType) throw invalid(FIELD.paypalType, 'is only for PayPal accounts (is_paypal_account true)');
  if (!isPaypal && input.paypalEmailAddress) throw invalid(FIELD.paypalEmailAddress, 'is only for PayPal accounts (is_paypal_account true)');
  const id = await scope.db.transaction(async (tx) => {
    const currencyId = await currencyIdOf(tx, org.id, input);
    const account: AccountRecord = await createAccount(tx, org.id, {
      accountName: input.accountName,
      accountCode: input.accountCode,
      accountType,
      currencyId,
      description: input.description,
    });
    if (input.isPrimaryAccount) await clearPrimary(tx, org.id, account.id);
    await tx.insert(bankAccountDetails).values({
      accountId: account.id,
      organizationId: org.id,
      accountNumber: text(input.accountNumber) ?? null,
      bankName: text(input.bankName) ?? null,
      routingNumber: text(input.routingNumber) ?? null,
      isPrimaryAccount: input.isPrimaryAccount ?? false,
      isPaypalAccount: isPaypal,
      paypalType: isPaypal ? (input.paypalType ? fromEnum(input.paypalType) : 'standard') : null,
      paypalEmailAddress: isPaypal ? (text(input.paypalEmailAddress) ?? null) : null,
      createdAt: scope.now,
      updatedAt: scope.now,
    });
    return account.id;
  });
  return getBankAccount(scope, id);
}

/** Whether an account has bank transactions or ledger lines: then its type and currency stay. */
async function hasHistory(tx: Executor, organizationId: string, accountId: string): Promise<boolean> {
  const [transaction] = await tx
    .select({ id: bankTransactions.id })
    .from(bankTransactions)
    .where(inOrg(bankTransactions, organizationId, eq(bankTransactions.accountId, accountId)))
    .limit(1);
  if (transaction) return true;
  const [line] = await tx
    .select({ id: journalLines.id })
    .from(journalLines)
    .where(inOrg(journalLines, organizationId, eq(journalLines.accountId, accountId)))
    .limit(1);
  return line !== undefined;
}

export async function updateBankAccount(scope: Scope, accountId: string, input: UpdateBankAccountInput): Promise<BankAccount> {
  const { org } = scope;
  await scope.db.transaction(async (tx) => {
    const current = await findBankAccount(tx, org.id, accountId);
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(inOrg(accounts, org.id, eq(accounts.id, current.id)))
      .for('update');
    const accountType = input.accountType ? fromEnum(input.accountType) : undefined;
    if (accountType === 'credit_card' && current.details?.isPaypalAccount) throw invalid(FIELD.accountType, 'a PayPal account is of account_type bank');
    const currencyId = await currencyIdOf(tx, org.id, input);
    const typeChanges = accountType !== undefined && accountType !== current.accountType;
    const currencyChanges = currencyId != null && currencyId !== current.currencyId;
    if ((typeChanges || currencyChanges) && (await hasHistory(tx, org.id, current.id))) {
      throw invalid(
        typeChanges ? FIELD.accountType : FIELD.currencyId,
        `the account ${current.accountName} has transactions; its ${typeChanges ? 'type' : 'currency'} cannot change`,
      );
    }
    await updateAccount(
      tx,
      org.id,
      current.id,
      {
        accountName: input.accountName ?? undefined,
        accountCode: input.accountCode,
        accountType,
        currencyId: currencyId ?? undefined,
        description: input.description,
      },
      scope.now,
    );
    if (input.isPrimaryAccount) await clearPrimary(tx, org.id, current.id);
    const changes = {
      accountNumber: text(input.accountNumber),
      bankName: text(input.bankName),
      routingNumber: text(input.routingNumber),
      isPrimaryAccount: input.isPrimaryAccount ?? undefined,
    };
    await tx
      .insert(bankAccountDetails)
      .values({
        accountId: current.id,
        organizationId: org.id,
        accountNumber: changes.accountNumber ?? null,
        bankName: changes.bankName ?? null,
        routingNumber: changes.routingNumber ?? null,
        isPrimaryAccount: changes.isPrimaryAccount ?? false,
        createdAt: scope.now,
        updatedAt: scope.now,
      })
      .onConflictDoUpdate({ target: bankAccountDetails.accountId, set: { ...changes, updatedAt: scope.now } });
  });
  return getBankAccount(scope, accountId);
}

/**
 * Deletes a bank account with nothing recorded on it. Bank transactions, bank rules and
 * journal lines refer to accounts through `accountReferences`, so the chart's delete refuses
 * an account in use (IN_USE) naming what uses it.
 */
export async function deleteBankAccount(scope: Scope, accountId: string): Promise<string> {
  const { org } = scope;
  return scope.db.transaction(async (tx) => {
    const current = await findBankAccount(tx, org.id, accountId);
    await tx.delete(bankAccountDetails).where(inOrg(bankAccountDetails, org.id, eq(bankAccountDetails.accountId, current.id)));
    await deleteAccount(tx, org.id, current.id);
    return current.id;
  });
}

export async function setBankAccountActive(scope: Scope, accountId: string, active: boolean): Promise<BankAccount> {
  const current = await findBankAccount(scope.db, scope.org.id, accountId);
  if (!active && current.details?.isPrimaryAccount) {
    throw cannotMove(
      { kind: 'bank account', name: current.accountName, state: 'the primary account' },
      'marked inactive',
      'make another account primary first',
    );
  }
  await setAccountActive(scope.db, scope.org.id, current.id, active, scope.now);
  return getBankAccount(scope, accountId);
}
