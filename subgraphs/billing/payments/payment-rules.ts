/** The pure rules of a payment: what it may hold, its row, the shape of its posting lines. */
import type { PaymentAutotransactionRecord, PaymentCustomFieldRecord } from '../../../drizzle/tables/billing/payments.ts';
import type { InvoiceSummary } from '../../accounting/api.ts';
import type { AccountRule } from '../../core/books/chart-store.ts';
import type { PostingLine } from '../../core/books/ledger.ts';
import { invalid } from '../../core/values/errors.ts';
import { type Decimal, dec, roundTo, sum } from '../../core/values/money.ts';
import type { PaymentCustomFieldInput } from '../generated/graphql.ts';

/** Accounts money of a payment may be deposited to (and refunded from): the chart's rule, shared with sales receipts. */
export { DEPOSIT_ACCOUNTS } from '../../core/books/chart-store.ts';
/** Accounts for tax the customer deducted. */
export const TAX_ACCOUNTS: AccountRule = { types: ['input_tax', 'other_current_asset', 'other_asset'], typesText: 'a tax or other current asset account' };

export const MAX_CUSTOM_FIELDS = 10;

/** Everything a payment is made of once its input is checked. */
export interface PaymentFields {
  customerId: string;
  customerName: string;
  currencyId: string;
  paymentMode: string;
  status: 'success' | 'failure';
  amount: Decimal;
  bankCharges: Decimal;
  exchangeRate: Decimal;
  date: string;
  referenceNumber: string | null;
  description: string | null;
  accountId: string;
  taxAccountId: string | null;
  locationId: string | null;
  autotransaction: PaymentAutotransactionRecord | null;
  customFields: PaymentCustomFieldRecord[];
  applications: { invoice: InvoiceSummary; amount: Decimal }[];
}

export function positive(value: string, field: (string | number)[]): Decimal {
  const d = dec(value);
  if (!d.isFinite() || !d.gt(0)) throw invalid(field, 'must be more than 0');
  return d;
}

export function customFieldsOf(given: readonly PaymentCustomFieldInput[]): PaymentCustomFieldRecord[] {
  if (given.length > MAX_CUSTOM_FIELDS) throw invalid(['input', 'customFields'], `takes at most ${MAX_CUSTOM_FIELDS} fields`);
  const seen = new Set<number>();
  return given.map((f, i) => {
    const index = f.index ?? i + 1;
    if (index < 1 || index > MAX_CUSTOM_FIELDS) throw invalid(['input', 'customFields', i, 'index'], `must be between 1 and ${MAX_CUSTOM_FIELDS}`);
    if (seen.has(index)) throw invalid(['input', 'customFields', i, 'index'], `${index} is given twice`);
    seen.add(index);
    return { index, label: f.label ?? null, value: f.value ?? null, dataType: f.dataType ?? null };
  });
}

export function line(accountId: string, amount: Decimal, currencyId: string, exchangeRate: Decimal | string, description: string): PostingLine {
  const rate = dec(exchangeRate).toFixed();
  return amount.lt(0)
    ? { accountId, credit: amount.negated().toFixed(), currencyId, exchangeRate: rate, description }
    : { accountId, debit: amount.toFixed(), currencyId, exchangeRate: rate, description };
}

/** What the ledger rounds each line to in the base currency. */
export function bcyOf(l: PostingLine, places: number): Decimal {
  return roundTo(dec(l.debit ?? 0).times(l.exchangeRate), places).minus(roundTo(dec(l.credit ?? 0).times(l.exchangeRate), places));
}

/** The base-currency difference of the lines posted to `accountId` so the entry balances. */
export function balanceWith(lines: PostingLine[], accountId: string, baseCurrencyId: string, places: number, description: string): PostingLine[] {
  const left = sum(lines.map((l) => bcyOf(l, places)));
  return left.isZero() ? lines : [...lines, line(accountId, left.negated(), baseCurrencyId, '1', description)];
}

/** The stored columns of a checked payment. */
export function rowValues(fields: PaymentFields) {
  return {
    customerId: fields.customerId,
    customerName: fields.customerName,
    currencyId: fields.currencyId,
    paymentMode: fields.paymentMode,
    status: fields.status,
    amount: fields.amount.toFixed(),
    bankCharges: fields.bankCharges.toFixed(),
    exchangeRate: fields.exchangeRate.toFixed(),
    date: fields.date,
    referenceNumber: fields.referenceNumber,
    description: fields.description,
    accountId: fields.accountId,
    taxAccountId: fields.taxAccountId,
    locationId: fields.locationId,
    autotransaction: fields.autotransaction,
    customFields: fields.customFields,
  };
}
