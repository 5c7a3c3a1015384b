/** The organization's currencies (core.currencies); the base currency is made with the organization. */
import { eq, sql } from 'drizzle-orm';
import { currencies } from '../../../drizzle/tables/core/organizations.ts';
import { uniquely } from '../../core/request/constraints.ts';
import { findCurrency } from '../../core/books/currencies.ts';
import { KontorError, invalid, notFound } from '../../core/values/errors.ts';
import { newId } from '../../core/values/ids.ts';
import { currencyFacts } from '../../core/values/locale.ts';
import { dec, toDb } from '../../core/values/money.ts';
import { localDate } from '../../core/values/time.ts';
import { type Page, listPage } from '../../core/request/pagination.ts';
import { orderOf, window } from '../../core/request/scoped.ts';
import type { Scope } from '../../core/request/scope.ts';
import type { CurrencyRow } from '../../core/request/tenancy.ts';
import type { CreateCurrencyInput, Currency, CurrencyFilter, CurrencySortColumn, SortOrder } from '../generated/graphql.ts';
import { inOrg } from '../../../drizzle/tenancy.ts';

const FILTERS: Record<CurrencyFilter, string> = { ALL: 'Currencies.All', EXCLUDE_BASE_CURRENCY: 'Currencies.ExcludeBaseCurrency' };

const SORT_COLUMNS = { currency_code: currencies.currencyCode, currency_name: sql`lower(${currencies.currencyName})` };

// Digit grouping styles of the API family's currency_format: western, European, SI, Swiss,
// Indian lakh/crore, ungrouped; then an optional decimal mark and the decimals shown.
const FORMAT = /^(1,234,567|1\.234\.567|1 234 567|1'234'567|1,23,45,678|1234567)(?:([.,])(\d{1,4}))?$/;

function view(row: CurrencyRow, timeZone: string): Currency {
  return {
    currencyId: row.id,
    currencyCode: row.currencyCode,
    currencyName: row.currencyName,
    currencySymbol: row.currencySymbol,
    pricePrecision: row.pricePrecision,
    currencyFormat: row.currencyFormat,
    isBaseCurrency: row.isBaseCurrency,
    exchangeRate: row.exchangeRate,
    effectiveDate: localDate(row.createdAt, timeZone),
  };
}

export async function listCurrencies(
  scope: Scope,
  page: Page,
  args: { filterBy?: CurrencyFilter | null; sortColumn?: CurrencySortColumn | null; sortOrder?: SortOrder | null },
) {
  const filterBy = args.filterBy ?? 'ALL';
  const order = orderOf(SORT_COLUMNS, currencies.id, args.sortColumn?.toLowerCase(), args.sortOrder, { column: 'currency_code', order: 'A' });
  const { limit, offset } = window(page);
  const rows = await scope.db
    .select()
    .from(currencies)
    .where(inOrg(currencies, scope.org.id, filterBy === 'EXCLUDE_BASE_CURRENCY' ? eq(currencies.isBaseCurrency, false) : undefined))
    .orderBy(...order.orderBy)
    .limit(limit)
    .offset(offset);
  return listPage(rows, page, { ...order, appliedFilter: FILTERS[filterBy] }, (nodes) => nodes.map((row) => view(row, scope.org.timeZone)));
}

export async function getCurrency(scope: Scope, currencyId: string): Promise<Currency> {
  const row = await findCurrency(scope.db, scope.org.id, currencyId);
  if (!row) throw notFound('The currency');
  return view(row, scope.org.timeZone);
}

/** The format as given, checked against the precision it must show; the default shows the precision's decimals. */
function formatFor(format: string | null | undefined, precision: number | null | undefined, fallbackPrecision: number): { format: string; precision: number } {
  if (format == null) {
    const places = precision ?? fallbackPrecision;
    return { format: places ? `1,234,567.${'8999'.slice(0, places)}` : '1,234,567', precision: places };
  }
  const match = FORMAT.exec(format.trim());
  if (!match) throw invalid(['input', 'currencyFormat'], 'must be a format such as 1,234,567.89, 1.234.567,89, 1 234 567,89, 1,23,45,678.89 or 1234567.89');
  const [, grouping, mark, decimals = ''] = match;
  if (mark && grouping.includes(mark)) throw invalid(['input', 'currencyFormat'], 'the decimal mark must differ from the digit grouping separator');
  const places = precision ?? decimals.length;
  if (decimals.length !== places) throw invalid(['input', 'currencyFormat'], `shows ${decimals.length} decimal places but price_precision is ${places}`);
  return { format: format.trim(), precision: places };
}

export async function createCurrency(scope: Scope, input: CreateCurrencyInput): Promise<Currency> {
  const organizationId = scope.org.id;
  const facts = currencyFacts(input.currencyCode.trim());
  if (!facts) throw invalid(['input', 'currencyCode'], 'must be an ISO 4217 currency code such as EUR');
  const { format, precision } = formatFor(input.currencyFormat, input.pricePrecision, Math.min(facts.precision, 4));
  if (input.exchangeRate != null && dec(input.exchangeRate).lte(0)) throw invalid(['input', 'exchangeRate'], 'must be greater than 0');
  const symbol = input.currencySymbol?.trim();
  const [row] = await uniquely(
    () =>
      scope.db
        .insert(currencies)
        .values({
          id: newId(),
          organizationId,
          currencyCode: facts.code,
          currencyName: facts.name,
          currencySymbol: symbol || facts.symbol,
          pricePrecision: precision,
          currencyFormat: format,
          isBaseCurrency: false,
          exchangeRate: toDb(input.exchangeRate ?? 1),
          createdAt: scope.now,
        })
        .returning(),
    {
      currencies_org_code: () =>
        new KontorError('DUPLICATE', `The currency ${facts.code} already exists in the organization.`, { field: ['input', 'currencyCode'] }),
    },
  );
  return view(row, scope.org.timeZone);
}
