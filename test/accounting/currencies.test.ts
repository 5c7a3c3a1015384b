import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

describe('currencies', () => {
  it('starts with the base currency of the organization', async () => {
    const { client } = await platform.tenant({ organization: { currency_code: 'EUR' } });
    const res = await client.get('/books/v3/settings/currencies');
    expectOk(res);
    expect(res.body.currencies).toEqual([
      {
        currency_id: expect.stringMatching(/^\d+$/),
        currency_code: 'EUR',
        currency_name: 'Euro',
        currency_symbol: '€',
        price_precision: 2,
        currency_format: '1,234,567.89',
        is_base_currency: true,
        exchange_rate: 1,
        effective_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    expect(res.body.page_context).toEqual({
      page: 1,
      per_page: 200,
      has_more_page: false,
      sort_column: 'currency_code',
      sort_order: 'A',
      applied_filter: 'Currencies.All',
      report_name: 'Currencies',
    });
  });

  it('adds a currency with the defaults of its ISO code', async () => {
    const { client } = await platform.tenant({ organization: { time_zone: 'Pacific/Kiritimati' } });
    // The rate takes effect the day the currency is added, in the organization's time zone (UTC+14).
    const today = () =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const before = today();
    const eur = await client.post('/books/v3/settings/currencies', { currency_code: 'eur', exchange_rate: 1.0825 });
    expect([before, today()]).toContain(eur.body.currency.effective_date);
    const listed = (await client.get('/books/v3/settings/currencies')).body.currencies.find((c: any) => c.currency_code === 'EUR');
    expect(listed.effective_date).toBe(eur.body.currency.effective_date);
    expect((await client.get(`/books/v3/settings/currencies/${listed.currency_id}`)).body.currency.effective_date).toBe(listed.effective_date);
    expectOk(eur, 201);
    expect(eur.body).toMatchObject({ code: 0, message: 'The currency has been added.' });
    expect(eur.body.currency).toMatchObject({
      currency_code: 'EUR',
      currency_name: 'Euro',
      currency_symbol: '€',
      price_precision: 2,
      currency_format: '1,234,567.89',
      is_base_currency: false,
      exchange_rate: 1.0825,
    });

    const jpy = await client.post('/books/v3/settings/currencies', { currency_code: 'JPY' });
    expect(jpy.body.currency).toMatchObject({ currency_code: 'JPY', currency_symbol: '¥', price_precision: 0, currency_format: '1,234,567', exchange_rate: 1 });

    const chf = await client.post('/books/v3/settings/currencies', {
      currency_code: 'CHF',
      currency_symbol: 'Fr.',
      currency_format: "1'234'567.89",
      price_precision: 2,
    });
    expect(chf.body.currency).toMatchObject({ currency_symbol: 'Fr.', currency_format: "1'234'567.89", price_precision: 2 });

    // Precision follows the format when only the format is given.
    const bhd = await client.post('/books/v3/settings/currencies', { currency_code: 'BHD', currency_format: '1.234.567,899' });
    expect(bhd.body.currency).toMatchObject({ currency_format: '1.234.567,899', price_precision: 3 });

    const one = await client.get(`/books/v3/settings/currencies/${eur.body.currency.currency_id}`);
    expectOk(one);
    expect(one.body.currency).toEqual(eur.body.currency);
  });

  it('names the field and the rule of a bad value', async () => {
    const { client } = await platform.tenant();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Invalid value passed for currency_code: is required.'],
      [{ currency_code: 'XYZ' }, 'Invalid value passed for currency_code: must be an ISO 4217 currency code such as EUR.'],
      [{ currency_code: 'EURO' }, 'Invalid value passed for currency_code: must be at most 3 characters.'],
      [{ currency_code: 'EUR', price_precision: 5 }, 'Invalid value passed for price_precision: must be at most 4.'],
      [{ currency_code: 'EUR', price_precision: -1 }, 'Invalid value passed for price_precision: must be at least 0.'],
      [{ currency_code: 'EUR', exchange_rate: 0 }, 'Invalid value passed for exchange_rate: must be greater than 0.'],
      [{ currency_code: 'EUR', exchange_rate: 'lots' }, 'Invalid value passed for exchange_rate: must be a number.'],
      [
        { currency_code: 'EUR', currency_format: '12.34' },
        'Invalid value passed for currency_format: must be a format such as 1,234,567.89, 1.234.567,89, 1 234 567,89, 1,23,45,678.89 or 1234567.89.',
      ],
      [
        { currency_code: 'EUR', currency_format: '1,234,567,89' },
        'Invalid value passed for currency_format: the decimal mark must differ from the digit grouping separator.',
      ],
      [
        { currency_code: 'EUR', currency_format: '1,234,567.89', price_precision: 3 },
        'Invalid value passed for currency_format: shows 2 decimal places but price_precision is 3.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await client.post('/books/v3/settings/currencies', body);
      expect({ body, status: res.status, code: res.body.code, message: res.body.message }).toEqual({ body, status: 400, code: 4, message });
    }
  });

  it('refuses a currency the organization already has', async () => {
    const { client } = await platform.tenant({ organization: { currency_code: 'USD' } });
    expectOk(await client.post('/books/v3/settings/currencies', { currency_code: 'GBP' }), 201);
    const again = await client.post('/books/v3/settings/currencies', { currency_code: 'gbp' });
    expectFailure(again, 1001);
    expect(again.body).toEqual({ code: 1001, message: 'The currency GBP already exists in the organization.' });
    const base = await client.post('/books/v3/settings/currencies', { currency_code: 'USD' });
    expect(base.body.code).toBe(1001);
  });

  it('filters, sorts and pages the list', async () => {
    const { client } = await platform.tenant({ organization: { currency_code: 'USD' } });
    for (const code of ['SEK', 'AUD', 'NOK']) await client.post('/books/v3/settings/currencies', { currency_code: code });
    const all = await client.get('/books/v3/settings/currencies');
    expect(all.body.currencies.map((c: any) => c.currency_code)).toEqual(['AUD', 'NOK', 'SEK', 'USD']);
    const foreign = await client.get('/books/v3/settings/currencies', { filter_by: 'Currencies.ExcludeBaseCurrency' });
    expect(foreign.body.currencies.map((c: any) => c.currency_code)).toEqual(['AUD', 'NOK', 'SEK']);
    expect(foreign.body.page_context.applied_filter).toBe('Currencies.ExcludeBaseCurrency');
    const byName = await client.get('/books/v3/settings/currencies', { sort_column: 'currency_name', sort_order: 'D' });
    expect(byName.body.currencies.map((c: any) => c.currency_name)).toEqual(['US Dollar', 'Swedish Krona', 'Norwegian Krone', 'Australian Dollar']);
    const page = await client.get('/books/v3/settings/currencies', { per_page: 3, page: 1 });
    expect(page.body.currencies).toHaveLength(3);
    expect(page.body.page_context).toMatchObject({ page: 1, per_page: 3, has_more_page: true });
    const last = await client.get('/books/v3/settings/currencies', { per_page: 3, page: 2 });
    expect(last.body.currencies.map((c: any) => c.currency_code)).toEqual(['USD']);
    expect(last.body.page_context).toMatchObject({ page: 2, has_more_page: false });
    const bad = await client.get('/books/v3/settings/currencies', { filter_by: 'Currencies.Shiny' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('filter_by');
  });

  it('lists a page in a constant number of SQL statements', async () => {
    const { client } = await platform.tenant();
    for (const code of ['EUR', 'GBP', 'JPY']) expect((await client.post('/books/v3/settings/currencies', { currency_code: code })).status).toBe(201);
    const count = async (perPage: number) => {
      const { value: res, sql } = await platform.statementsDuring(() => client.get('/books/v3/settings/currencies', { per_page: perPage }));
      expect(res.body.currencies).toHaveLength(perPage);
      return sql.length;
    };
    expect(await count(4)).toBe(await count(1));
  });

  it("keeps one organization's currencies from another", async () => {
    const first = await platform.tenant();
    const second = await platform.tenant();
    const eur = await first.client.post('/books/v3/settings/currencies', { currency_code: 'EUR' });
    const id = eur.body.currency.currency_id;
    const res = await second.client.get(`/books/v3/settings/currencies/${id}`);
    expectFailure(res, 1002, 404);
    const list = await second.client.get('/books/v3/settings/currencies');
    expect(list.body.currencies.map((c: any) => c.currency_id)).not.toContain(id);
    // Using it on a record of the other organization is an invalid value of the field.
    const contact = await second.client.post('/books/v3/contacts', { contact_name: 'Borrower', currency_id: id });
    expect(contact.status).toBe(400);
    expect(contact.body.message).toContain('currency_id');
  });

  it('needs the settings scope', async () => {
    const { client } = await platform.tenant({ scope: 'SvcBooks.contacts.ALL' });
    const res = await client.post('/books/v3/settings/currencies', { currency_code: 'EUR' });
    expectFailure(res, 57, 403);
  });

  it('serves the same over GraphQL', async () => {
    const { client } = await platform.tenant();
    const created = await client.graphql(
      'mutation ($input: CreateCurrencyInput!) { createCurrency(input: $input) { currency { currencyId currencyCode pricePrecision exchangeRate isBaseCurrency } } }',
      { input: { currencyCode: 'INR', exchangeRate: '0.012' } },
    );
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createCurrency.currency).toMatchObject({ currencyCode: 'INR', pricePrecision: 2, exchangeRate: 0.012, isBaseCurrency: false });
    const list = await client.graphql('{ currencies(filterBy: EXCLUDE_BASE_CURRENCY) { nodes { currencyCode } pageContext { appliedFilter } } }');
    expect(list.body.data.currencies).toEqual({ nodes: [{ currencyCode: 'INR' }], pageContext: { appliedFilter: 'Currencies.ExcludeBaseCurrency' } });
    const duplicate = await client.graphql('mutation { createCurrency(input: { currencyCode: "INR" }) { currency { currencyId } } }');
    expect(duplicate.body.errors?.[0].extensions.code).toBe('DUPLICATE');
  });
});
