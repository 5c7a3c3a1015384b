/**
 * The pure rules of banking: which record_as kinds an account kind allows per direction (the
 * spec's table), which account each kind posts against, the posting of a categorized
 * transaction, and how bank-rule criteria match a transaction. No database here: unit-tested
 * in test/accounting/bank-kinds.test.ts and used by the services.
 */
import { type Decimal, type DecimalInput, dec, roundTo, sum } from '../../core/values/money.ts';
import { type TaxComponent, computeTaxes } from '../../erp/api.ts';
import type { PostingLine } from '../../core/books/ledger.ts';

export const BANK_KINDS = [
  'expense',
  'deposit',
  'refund',
  'transfer_fund',
  'card_payment',
  'sales_without_invoices',
  'expense_refund',
  'interest_income',
  'other_income',
  'owner_drawings',
] as const;
export type BankKind = (typeof BANK_KINDS)[number];

export type AccountKind = 'bank' | 'credit_card';
export type Direction = 'deposits' | 'withdrawals';
export type DebitOrCredit = 'debit' | 'credit';

/** Spec, Bank rule: account kind × apply_to → allowed record_as. Categorizing by hand follows it too. */
export const ALLOWED_KINDS: Record<AccountKind, Record<Direction, readonly BankKind[]>> = {
  bank: {
    deposits: ['sales_without_invoices', 'transfer_fund', 'interest_income', 'other_income', 'expense_refund', 'deposit'],
    withdrawals: ['expense', 'transfer_fund', 'card_payment', 'owner_drawings'],
  },
  credit_card: {
    deposits: ['card_payment', 'transfer_fund', 'expense_refund', 'refund'],
    withdrawals: ['expense', 'transfer_fund'],
  },
};

export const ACCOUNT_KIND_LABEL: Record<AccountKind, string> = { bank: 'bank accounts', credit_card: 'credit card accounts' };

/** Chart account types that are bank accounts of each kind. */
export function accountKindOf(accountType: string): AccountKind | null {
  return accountType === 'bank' ? 'bank' : accountType === 'credit_card' ? 'credit_card' : null;
}

/** A bank's credit is money into the account (a deposit); its debit is money out. */
export function directionOf(debitOrCredit: DebitOrCredit): Direction {
  return debitOrCredit === 'credit' ? 'deposits' : 'withdrawals';
}

export function isAllowed(kind: AccountKind, direction: Direction, recordAs: BankKind): boolean {
  return ALLOWED_KINDS[kind][direction].includes(recordAs);
}

/** The refusal of a kind the table does not allow, naming what is allowed. */
export function allowedRule(kind: AccountKind, direction: Direction, recordAs: string): string {
  return `${recordAs} is not allowed for ${direction} of ${ACCOUNT_KIND_LABEL[kind]}; allowed: ${ALLOWED_KINDS[kind][direction].join(', ')}`;
}

const EXPENSE_TYPES = ['expense', 'cost_of_goods_sold', 'other_expense'];
const INCOME_TYPES = ['income', 'other_income'];
const MONEY_TYPES = ['bank', 'cash', 'credit_card'];

/** What the other account of a kind may be, and the system account used when none is named. */
export interface OffsetRule {
  types?: readonly string[];
  typesText?: string;
  defaultSystemKey?: string;
}

export function offsetRule(recordAs: BankKind, kind: AccountKind): OffsetRule {
  switch (recordAs) {
    case 'expense':
    case 'expense_refund':
      return { types: EXPENSE_TYPES, typesText: 'an expense account' };
    case 'sales_without_invoices':
      return { types: INCOME_TYPES, typesText: 'an income account', defaultSystemKey: 'sales' };
    case 'interest_income':
      return { types: INCOME_TYPES, typesText: 'an income account', defaultSystemKey: 'interest_income' };
    case 'other_income':
      return { types: INCOME_TYPES, typesText: 'an income account', defaultSystemKey: 'other_income' };
    case 'owner_drawings':
      return { types: ['equity'], typesText: 'an equity account', defaultSystemKey: 'drawings' };
    case 'transfer_fund':
      return { types: MONEY_TYPES, typesText: 'a bank, cash or credit card account' };
    case 'card_payment':
      // A bank pays the card; a card is paid from a bank (or cash).
      return kind === 'bank'
        ? { types: ['credit_card'], typesText: 'a credit card account' }
        : { types: ['bank', 'cash'], typesText: 'a bank or cash account' };
    case 'deposit':
    case 'refund':
      return {};
  }
}

/**
 * The entry of a categorized transaction: money in debits the bank (or card) and credits the
 * other account; money out the other way round. Both lines in the account's currency.
 */
export function bankPostingLines(input: {
  bankAccountId: string;
  offsetAccountId: string;
  debitOrCredit: DebitOrCredit;
  amount: string;
  currencyId: string;
  exchangeRate: string;
  description?: string | null;
  /** The bank's fee (debited to `bankChargesAccountId`) and the taxes inside the total (see `bankTotals`). */
  bankCharges?: { accountId: string; amount: Decimal };
  taxes?: readonly { accountId: string; amount: Decimal }[];
}): PostingLine[] {
  const base = { currencyId: input.currencyId, exchangeRate: input.exchangeRate, description: input.description ?? null };
  const moneyIn = input.debitOrCredit === 'credit';
  const charges = input.bankCharges && !input.bankCharges.amount.isZero() ? input.bankCharges : undefined;
  const taxes = (input.taxes ?? []).filter((t) => !t.amount.isZero());
  // Money in: the payer paid amount + charges; money out: amount − charges reached the payee.
  const total = charges ? (moneyIn ? dec(input.amount).plus(charges.amount) : dec(input.amount).minus(charges.amount)) : dec(input.amount);
  const offset = total.minus(sum(taxes.map((t) => t.amount)));
  const otherSide = (amount: Decimal | string) => {
    const text = typeof amount === 'string' ? amount : amount.toFixed();
    return moneyIn ? { credit: text } : { debit: text };
  };
  return [
    { accountId: input.bankAccountId, ...(moneyIn ? { debit: input.amount } : { credit: input.amount }), ...base },
    ...(charges ? [{ accountId: charges.accountId, debit: charges.amount.toFixed(), ...base }] : []),
    { accountId: input.offsetAccountId, ...otherSide(charges || taxes.length ? offset : input.amount), ...base },
    ...taxes.map((t) => ({ accountId: t.accountId, ...otherSide(t.amount), ...base })),
  ];
}

/**
 * The figures of a categorized transaction: the counterparty's total (amount − charges for
 * money out, amount + charges for money in), the taxes inside it, rounded per tax, and the
 * sub-total the other account is posted. Decimal only.
 */
export function bankTotals(input: {
  amount: DecimalInput;
  debitOrCredit: DebitOrCredit;
  bankCharges: DecimalInput;
  components: readonly TaxComponent[];
  places: number;
}): { total: Decimal; taxes: { component: TaxComponent; amount: Decimal }[]; taxAmount: Decimal; subTotal: Decimal } {
  const total = input.debitOrCredit === 'credit' ? dec(input.amount).plus(input.bankCharges) : dec(input.amount).minus(input.bankCharges);
  const computed = computeTaxes({ amount: total, inclusive: true, components: input.components });
  const taxes = computed.components.map((c, i) => ({ component: input.components[i], amount: roundTo(c.amount, input.places) }));
  const taxAmount = sum(taxes.map((t) => t.amount));
  return { total, taxes, taxAmount, subTotal: total.minus(taxAmount) };
}

/**
 * A transaction's amount as it moves the account's balance: money in raises a bank's balance
 * and lowers what is owed on a card; money out the other way round.
 */
export function signedAmount(kind: AccountKind, debitOrCredit: DebitOrCredit, amount: string | Decimal): Decimal {
  const up = kind === 'bank' ? debitOrCredit === 'credit' : debitOrCredit === 'debit';
  return up ? dec(amount) : dec(amount).negated();
}

// --- Bank rule criteria ---

export const TEXT_FIELDS = ['payee', 'description', 'reference', 'reference_number'] as const;
export const RULE_FIELDS = [...TEXT_FIELDS, 'amount'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];
export const TEXT_COMPARATORS = ['is', 'is_not', 'contains', 'not_contains', 'starts_with', 'ends_with'] as const;
export const AMOUNT_COMPARATORS = ['is', 'is_not', 'greater_than', 'less_than'] as const;

export function comparatorsOf(field: string): readonly string[] {
  return field === 'amount' ? AMOUNT_COMPARATORS : TEXT_COMPARATORS;
}

export interface Criterion {
  field: string;
  comparator: string;
  value: string;
}

export interface MatchableRule {
  ruleCategory: string;
  /** Ids of the selected accounts (selected_accounts). */
  accountIds: ReadonlySet<string>;
  applyTo: Direction;
  criteriaType: 'and' | 'or';
  criterion: readonly Criterion[];
}

export interface MatchableTransaction {
  accountId: string;
  accountKind: AccountKind;
  debitOrCredit: DebitOrCredit;
  amount: string;
  payee?: string | null;
  description?: string | null;
  referenceNumber?: string | null;
}

/** Whether a rule acts on transactions of this account. */
export function targets(rule: Pick<MatchableRule, 'ruleCategory' | 'accountIds'>, accountId: string, kind: AccountKind): boolean {
  switch (rule.ruleCategory) {
    case 'selected_accounts':
      return rule.accountIds.has(accountId);
    case 'all_banks':
      return kind === 'bank';
    case 'all_credit_cards':
      return kind === 'credit_card';
    default:
      return true;
  }
}

function textOf(transaction: MatchableTransaction, field: string): string {
  const value = field === 'payee' ? transaction.payee : field === 'description' ? transaction.description : transaction.referenceNumber;
  return (value ?? '').trim().toLowerCase();
}

export function criterionHolds(criterion: Criterion, transaction: MatchableTransaction): boolean {
  if (criterion.field === 'amount') {
    const amount = dec(transaction.amount);
    const value = dec(criterion.value);
    switch (criterion.comparator) {
      case 'is':
        return amount.equals(value);
      case 'is_not':
        return !amount.equals(value);
      case 'greater_than':
        return amount.greaterThan(value);
      case 'less_than':
        return amount.lessThan(value);
      default:
        return false;
    }
  }
  const text = textOf(transaction, criterion.field);
  const value = criterion.value.trim().toLowerCase();
  switch (criterion.comparator) {
    case 'is':
      return text === value;
    case 'is_not':
      return text !== value;
    case 'contains':
      return text.includes(value);
    case 'not_contains':
      return !text.includes(value);
    case 'starts_with':
      return text.startsWith(value);
    case 'ends_with':
      return text.endsWith(value);
    default:
      return false;
  }
}

/** Whether a rule matches a transaction: its account, its direction, then its criteria combined by and/or. */
export function ruleMatches(rule: MatchableRule, transaction: MatchableTransaction): boolean {
  if (!targets(rule, transaction.accountId, transaction.accountKind)) return false;
  if (rule.applyTo !== directionOf(transaction.debitOrCredit)) return false;
  if (!rule.criterion.length) return false;
  return rule.criteriaType === 'and' ? rule.criterion.every((c) => criterionHolds(c, transaction)) : rule.criterion.some((c) => criterionHolds(c, transaction));
}

/** The first rule (they come in rule order) that matches, or undefined. */
export function firstMatch<R extends MatchableRule>(rules: readonly R[], transaction: MatchableTransaction): R | undefined {
  return rules.find((rule) => ruleMatches(rule, transaction));
}
