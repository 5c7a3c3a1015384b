import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { accountsByName, customer, expectInvalid, invoice, item } from '../accounting/invoice-fixtures.ts';
import { Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';
import { expectEachFieldAlone, columnsSelected } from '../helpers/selection.ts';

let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform();
});

afterAll(async () => {
  await platform?.stop();
});

/** Billing names its organization in a header, not in the query string. */
function billing(client: Client, organizationId: string) {
  const bare = new Client(client.baseUrl, client.token);
  const headers = { 'X-com-svc-subscriptions-organizationid': organizationId };
  return {
    get: (path: string, query?: Record<string, string | number>) => bare.request('GET', `/billing/v1${path}`, { query, headers }),
    post: (path: string, body?: unknown) => bare.request('POST', `/billing/v1${path}`, { body, headers }),
    put: (path: string, body?: unknown) => bare.request('PUT', `/billing/v1${path}`, { body, headers }),
    delete: (path: string) => bare.request('DELETE', `/billing/v1${path}`, { headers }),
  };
}

/** A tenant with a customer and sent invoices of the given totals (one line of rate × 1). */
async function setup(totals: number[]) {
  const tenant = await platform.tenant();
  const books = tenant.client;
  const buyer = await customer(books);
  const product = await item(books, { rate: 1 });
  const invoices = [];
  for (const total of totals) {
    invoices.push(
      await invoice(
        books,
        { customer_id: buyer.contact_id, date: '2026-11-01', due_date: '2027-01-31', line_items: [{ item_id: product.item_id, rate: total, quantity: 1 }] },
        { send: true },
      ),
    );
  }
  return { ...tenant, books, pay: billing(books, tenant.organizationId), customerId: buyer.contact_id as string, invoices };
}

async function invoiceOf(books: Client, invoiceId: string) {
  const res = await books.get(`/books/v3/invoices/${invoiceId}`);
  expectOk(res);
  return res.body.invoice;
}

/** The ledger agrees with the documents: debits equal credits, receivables equal what invoices still owe. */
async function expectLedgerAgrees(organizationId: string, books: Client, invoiceIds: string[]) {
  const trial = await trialBalance(platform.database.db, organizationId);
  expect(trial.balanced, JSON.stringify(trial)).toBe(true);
  const [receivable] = await findAccounts(platform.database.db, organizationId, { systemKeys: ['accounts_receivable'] });
  const balances = await accountBalances(platform.database.db, organizationId, [receivable.id]);
  let owed = 0;
  for (const id of invoiceIds) owed += (await invoiceOf(books, id)).balance;
  expect(Number(balances.get(receivable.id)!.balance)).toBeCloseTo(owed, 6);
}

describe('POST /billing/v1/payments', () => {
  it('records a payment applied to two invoices, moving each invoice in the same transaction', async () => {
    const { pay, books, customerId, invoices, organizationId } = await setup([100, 50]);
    const res = await pay.post('/payments', {
      customer_id: customerId,
      payment_mode: 'banktransfer',
      amount: 130,
      date: '2026-11-05',
      reference_number: 'TRF-1',
      bank_charges: 2.5,
      invoices: [
        { invoice_id: invoices[0].invoice_id, amount_applied: 100 },
        { invoice_id: invoices[1].invoice_id, amount_applied: 20 },
      ],
      custom_fields: [{ index: 1, label: 'Batch', value: 'A7' }],
    });
    expectOk(res, 201);
    expect(res.body).toMatchObject({ code: 0, message: 'The payment has been created.' });
    expect(res.body.payment).toMatchObject({
      payment_mode: 'banktransfer',
      amount: 130,
      bank_charges: 2.5,
      exchange_rate: 1,
      bcy_amount: 130,
      amount_applied: 120,
      unused_amount: 10,
      amount_refunded: 0,
      status: 'success',
      date: '2026-11-05',
      reference_number: 'TRF-1',
      customer_id: customerId,
      currency_code: 'USD',
      account_name: 'Undeposited Funds',
      custom_fields: [{ index: 1, label: 'Batch', value: 'A7', data_type: '' }],
      invoices: [
        { invoice_id: invoices[0].invoice_id, invoice_number: invoices[0].invoice_number, amount_applied: 100, invoice_amount: 100, balance_amount: 0 },
        { invoice_id: invoices[1].invoice_id, invoice_number: invoices[1].invoice_number, amount_applied: 20, invoice_amount: 50, balance_amount: 30 },
      ],
    });

    const first = await invoiceOf(books, invoices[0].invoice_id);
    expect(first).toMatchObject({ status: 'paid', payment_made: 100, balance: 0, last_payment_date: '2026-11-05' });
    const second = await invoiceOf(books, invoices[1].invoice_id);
    expect(second).toMatchObject({ status: 'partially_paid', payment_made: 20, balance: 30 });

    // Ledger: deposit 127.50 + charges 2.50 against receivables 120 and the customer's credit 10.
    const accounts = await accountsByName(books);
    const balances = await accountBalances(platform.database.db, organizationId, [
      accounts['Undeposited Funds'],
      accounts['Bank Fees and Charges'],
      accounts['Unearned Revenue'],
    ]);
    expect(balances.get(accounts['Undeposited Funds'])!.balance).toBe('127.5');
    expect(balances.get(accounts['Bank Fees and Charges'])!.balance).toBe('2.5');
    expect(balances.get(accounts['Unearned Revenue'])!.balance).toBe('-10');
    await expectLedgerAgrees(
      organizationId,
      books,
      invoices.map((i) => i.invoice_id),
    );
  });

  it('returns the invoice with its payments in one GraphQL query across accounting and billing', async () => {
    const { pay, books, customerId, invoices } = await setup([80]);
    const paid = await pay.post('/payments', {
      customer_id: customerId,
      payment_mode: 'cash',
      amount: 30,
      invoices: [{ invoice_id: invoices[0].invoice_id, amount_applied: 30 }],
    });
    expectOk(paid, 201);
    const graph = await books.graphql(
      'query ($id: ID!) { invoice(invoiceId: $id) { invoiceNumber balance status payments { paymentId amount paymentMode invoices { invoiceId amountApplied } } } }',
      { id: invoices[0].invoice_id },
    );
    expect(graph.body.errors).toBeUndefined();
    expect(graph.body.data.invoice).toEqual({
      invoiceNumber: invoices[0].invoice_number,
      balance: 50,
      status: 'PARTIALLY_PAID',
      payments: [
        { paymentId: paid.body.payment.payment_id, amount: 30, paymentMode: 'CASH', invoices: [{ invoiceId: invoices[0].invoice_id, amountApplied: 30 }] },
      ],
    });
  });

  it('names each missing required field and each broken rule', async () => {
    const { pay, customerId, invoices } = await setup([40]);
    for (const missing of ['customer_id', 'payment_mode', 'amount']) {
      const body: Record<string, unknown> = { customer_id: customerId, payment_mode: 'cash', amount: 10 };
      delete body[missing];
      const res = await pay.post('/payments', body);
      expectFailure(res, 4);
      expect(res.body.message).toContain(missing);
    }
    const mode = await pay.post('/payments', { customer_id: customerId, payment_mode: 'barter', amount: 10 });
    expect(mode.status).toBe(400);
    expect(mode.body.message).toContain('payment_mode');
    for (const index of [0, 11]) {
      const res = await pay.post('/payments', { customer_id: customerId, payment_mode: 'cash', amount: 10, custom_fields: [{ index, value: 'x' }] });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toContain('custom_fields[0].index');
    }
    expectInvalid(await pay.post('/payments', { customer_id: customerId, payment_mode: 'cash', amount: 0 }), 'amount');
    expectInvalid(
      await pay.post('/payments', {
        customer_id: customerId,
        payment_mode: 'cash',
        amount: 10,
        invoices: [{ invoice_id: invoices[0].invoice_id, amount_applied: 11 }],
      }),
      'invoices',
    );
    expectInvalid(
      await pay.post('/payments', {
        customer_id: customerId,
        payment_mode: 'cash',
        amount: 100,
        invoices: [{ invoice_id: invoices[0].invoice_id, amount_applied: 41 }],
      }),
      'invoices[0].amount_applied',
    );
    expectInvalid(await pay.post('/payments', { customer_id: customerId, payment_mode: 'cash', amount: 10, exchange_rate: 2 }), 'exchange_rate');
    expectInvalid(await pay.post('/payments', { customer_id: customerId, payment_mode: 'cash', amount: 10, bank_charges: 10 }), 'bank_charges');
    expectInvalid(
      await pay.post('/payments', { customer_id: customerId, payment_mode: 'cash', amount: 10, autotransaction: { payment_gateway: 'stripe' } }),
      'autotransaction',
    );
    const twice = await pay.post('/payments', {
      customer_id: customerId,
      payment_mode: 'cash',
      amount: 10,
      invoices: [
        { invoice_id: invoices[0].invoice_id, amount_applied: 1 },
        { invoice_id: invoices[0].invoice_id, amount_applied: 1 },
      ],
    });
    expectInvalid(twice, 'invoices[1].invoice_id');
  });

  it('refuses an invoice of another customer or another organization, and a draft invoice', async () => {
    const { pay, books, customerId } = await setup([]);
    const other = await customer(books);
    const product = await item(books);
    const theirs = await invoice(books, { customer_id: other.contact_id, line_items: [{ item_id: product.item_id, quantity: 1 }] }, { send: true });
    expectInvalid(
      await pay.post('/payments', {
        customer_id: customerId,
        payment_mode: 'cash',
        amount: 5,
        invoices: [{ invoice_id: theirs.invoice_id, amount_applied: 5 }],
      }),
      'invoices[0].invoice_id',
    );

    const foreign = await setup([20]);
    expectInvalid(
      await pay.post('/payments', {
        customer_id: customerId,
        payment_mode: 'cash',
        amount: 5,
        invoices: [{ invoice_id: foreign.invoices[0].invoice_id, amount_applied: 5 }],
      }),
      'invoices[0].invoice_id',
    );
    expectInvalid(await pay.post('/payments', { customer_id: foreign.customerId, payment_mode: 'cash', amount: 5 }), 'customer_id');

    const draft = await invoice(books, { customer_id: customerId, line_items: [{ item_id: product.item_id, quantity: 1 }] });
    const res = await pay.post('/payments', {
      customer_id: customerId,
      payment_mode: 'cash',
      amount: 5,
      invoices: [{ invoice_id: draft.invoice_id, amount_applied: 5 }],
    });
    expectFailure(res, 1003);
    expect(res.body.message).toContain('draft');
  });

  it('records a failed gateway charge with its details and applies nothing', async () => {
    const { pay, books, customerId, invoices, organizationId } = await setup([60]);
    const res = await pay.post('/payments', {
      customer_id: customerId,
      payment_mode: 'autotransaction',
      amount: 60,
      status: 'failure',
      invoices: [{ invoice_id: invoices[0].invoice_id, amount_applied: 60 }],
      autotransaction: {
        autotransaction_id: '42',
        payment_gateway: 'stripe',
        gateway_transaction_id: 'ch_1',
        gateway_error_message: 'card declined',
        card_id: 'card_9',
        last_four_digits: 4242,
        expiry_month: 12,
        expiry_year: 2030,
      },
    });
    expectOk(res, 201);
    expect(res.body.payment).toMatchObject({
      status: 'failure',
      invoices: [],
      amount_applied: 0,
      autotransaction: {
        payment_gateway: 'stripe',
        gateway_transaction_id: 'ch_1',
        gateway_error_message: 'card declined',
        last_four_digits: 4242,
        expiry_month: 12,
        expiry_year: 2030,
      },
    });
    expect(await invoiceOf(books, invoices[0].invoice_id)).toMatchObject({ status: 'sent', balance: 60, payment_made: 0 });
    await expectLedgerAgrees(organizationId, books, [invoices[0].invoice_id]);
  });

  it('converts with the exchange rate, booking the difference of rates as exchange gain or loss', async () => {
    const tenant = await platform.tenant();
    const books = tenant.client;
    const euros = await books.post('/books/v3/settings/currencies', { currency_code: 'EUR' });
    expectOk(euros, 201);
    const buyer = await customer(books, { currency_id: euros.body.currency.currency_id });
    const product = await item(books);
    const sale = await invoice(
      books,
      { customer_id: buyer.contact_id, exchange_rate: 1.1, line_items: [{ item_id: product.item_id, rate: 100, quantity: 1 }] },
      { send: true },
    );
    const pay = billing(books, tenant.organizationId);
    const res = await pay.post('/payments', {
      customer_id: buyer.contact_id,
      payment_mode: 'banktransfer',
      amount: 100,
      exchange_rate: 1.2,
      invoices: [{ invoice_id: sale.invoice_id, amount_applied: 100 }],
    });
    expectOk(res, 201);
    expect(res.body.payment).toMatchObject({ currency_code: 'EUR', exchange_rate: 1.2, bcy_amount: 120 });
    const accounts = await accountsByName(books);
    const balances = await accountBalances(platform.database.db, tenant.organizationId, [
      accounts['Exchange Gain or Loss'],
      accounts['Accounts Receivable'],
      accounts['Undeposited Funds'],
    ]);
    expect(balances.get(accounts['Undeposited Funds'])!.balance).toBe('120');
    expect(balances.get(accounts['Accounts Receivable'])!.balance).toBe('0');
    expect(balances.get(accounts['Exchange Gain or Loss'])!.balance).toBe('-10');
    expect((await trialBalance(platform.database.db, tenant.organizationId)).balanced).toBe(true);
  });
});

describe('changing and deleting payments', () => {
  it('re-applies an edited payment and reverses a deleted one', async () => {
    const { pay, books, customerId, invoices, organizationId } = await setup([100, 100]);
    const created = await pay.post('/payments', {
      customer_id: customerId,
      payment_mode: 'check',
      amount: 100,
      invoices: [{ invoice_id: invoices[0].invoice_id, amount_applied: 100 }],
    });
    expectOk(created, 201);
    const id = created.body.payment.payment_id;

    const moved = await pay.put(`/payments/${id}`, {
      amount: 150,
      invoices: [
        { invoice_id: invoices[0].invoice_id, amount_applied: 50 },
        { invoice_id: invoices[1].invoice_id, amount_applied: 100 },
      ],
    });
    expectOk(moved);
    expect(moved.body).toMatchObject({
      code: 0,
      message: 'The payment has been updated.',
      payment: { amount: 150, payment_mode: 'check', amount_applied: 150, unused_amount: 0 },
    });
    expect(await invoiceOf(books, invoices[0].invoice_id)).toMatchObject({ status: 'partially_paid', balance: 50 });
    expect(await invoiceOf(books, invoices[1].invoice_id)).toMatchObject({ status: 'paid', balance: 0 });
    await expectLedgerAgrees(
      organizationId,
      books,
      invoices.map((i) => i.invoice_id),
    );

    const refused = await pay.put(`/payments/${id}`, { amount: 120 });
    expectInvalid(refused, 'invoices');
    expect(await invoiceOf(books, invoices[1].invoice_id)).toMatchObject({ status: 'paid', balance: 0 });

    const deleted = await pay.delete(`/payments/${id}`);
    expectOk(deleted);
    expect(deleted.body).toEqual({ code: 0, message: 'The payment has been deleted.' });
    expectFailure(await pay.get(`/payments/${id}`), 1002, 404);
    for (const i of invoices) expect(await invoiceOf(books, i.invoice_id)).toMatchObject({ status: 'sent', balance: 100, payment_made: 0 });
    await expectLedgerAgrees(
      organizationId,
      books,
      invoices.map((i) => i.invoice_id),
    );
  });

  it('refunds from the unused amount only, and keeps a refunded payment from being deleted', async () => {
    const { pay, books, customerId, invoices, organizationId } = await setup([30]);
    const created = await pay.post('/payments', {
      customer_id: customerId,
      payment_mode: 'autotransaction',
      amount: 50,
      invoices: [{ invoice_id: invoices[0].invoice_id, amount_applied: 30 }],
    });
    const id = created.body.payment.payment_id;
    expectInvalid(await pay.post(`/payments/${id}/refunds`, { amount: 21 }), 'amount');
    const refund = await pay.post(`/payments/${id}/refunds`, { amount: 15, refund_mode: 'stripe', reference_number: 're_1' });
    expectOk(refund, 201);
    expect(refund.body.refund).toMatchObject({ payment_id: id, amount: 15, refund_mode: 'stripe', from_account_name: 'Undeposited Funds' });
    expect((await pay.get(`/payments/${id}`)).body.payment).toMatchObject({ amount_refunded: 15, unused_amount: 5, refunds: [{ amount: 15 }] });
    const accounts = await accountsByName(books);
    expect((await accountBalances(platform.database.db, organizationId, [accounts['Unearned Revenue']])).get(accounts['Unearned Revenue'])!.balance).toBe('-5');
    const blocked = await pay.delete(`/payments/${id}`);
    expectFailure(blocked, 1004);
    await expectLedgerAgrees(organizationId, books, [invoices[0].invoice_id]);
  });

  it('never takes an invoice below zero when payments race for it', async () => {
    const { pay, books, customerId, invoices, organizationId } = await setup([100]);
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        pay.post('/payments', {
          customer_id: customerId,
          payment_mode: 'cash',
          amount: 40,
          invoices: [{ invoice_id: invoices[0].invoice_id, amount_applied: 40 }],
        }),
      ),
    );
    const accepted = attempts.filter((a) => a.status === 201);
    expect(accepted).toHaveLength(2);
    for (const refused of attempts.filter((a) => a.status !== 201)) expectInvalid(refused, 'invoices[0].amount_applied');
    expect(await invoiceOf(books, invoices[0].invoice_id)).toMatchObject({ status: 'partially_paid', payment_made: 80, balance: 20 });
    await expectLedgerAgrees(organizationId, books, [invoices[0].invoice_id]);
  });

  it('recognises the income in cash basis as it is paid', async () => {
    const { pay, books, customerId, invoices, organizationId } = await setup([200]);
    const accounts = await accountsByName(books);
    const sales = (basis: 'accrual' | 'cash') =>
      accountBalances(platform.database.db, organizationId, [accounts.Sales], basis).then((b) => b.get(accounts.Sales)!.balance);
    expect(await sales('accrual')).toBe('-200');
    expect(await sales('cash')).toBe('0');
    await pay.post('/payments', {
      customer_id: customerId,
      payment_mode: 'cash',
      amount: 50,
      invoices: [{ invoice_id: invoices[0].invoice_id, amount_applied: 50 }],
    });
    expect(await sales('cash')).toBe('-50');
    expect(await sales('accrual')).toBe('-200');
    expect((await trialBalance(platform.database.db, organizationId, undefined, 'cash')).balanced).toBe(true);
  });
});

describe('GET /billing/v1/payments', () => {
  it('lists with filters, search, sort and pages', async () => {
    const { pay, customerId } = await setup([]);
    for (const [mode, amount, reference] of [
      ['cash', 10, 'R-1'],
      ['check', 30, 'R-2'],
      ['cash', 20, 'X-3'],
    ] as const) {
      expectOk(
        await pay.post('/payments', { customer_id: customerId, payment_mode: mode, amount, reference_number: reference, date: `2026-11-0${amount / 10}` }),
        201,
      );
    }
    const all = await pay.get('/payments');
    expectOk(all);
    expect(all.body.payments.map((p: any) => p.amount)).toEqual([30, 20, 10]);
    expect(all.body.page_context).toMatchObject({ page: 1, per_page: 200, has_more_page: false, sort_column: 'date', sort_order: 'D' });
    const cash = await pay.get('/payments', { filter_by: 'PaymentMode.Cash', sort_column: 'amount', sort_order: 'A' });
    expect(cash.body.payments.map((p: any) => p.amount)).toEqual([10, 20]);
    const searched = await pay.get('/payments', { search_text: 'r-' });
    expect(searched.body.payments.map((p: any) => p.reference_number).sort()).toEqual(['R-1', 'R-2']);
    const paged = await pay.get('/payments', { per_page: 2, page: 2 });
    expect(paged.body.payments).toHaveLength(1);
    expect(paged.body.page_context).toMatchObject({ page: 2, per_page: 2, has_more_page: false });
    expect((await pay.get('/payments', { filter_by: 'PaymentMode.Barter' })).status).toBe(400);
  });

  it('keeps each organization to its own payments and checks the token scope', async () => {
    const a = await setup([]);
    const b = await setup([]);
    const created = await a.pay.post('/payments', { customer_id: a.customerId, payment_mode: 'cash', amount: 5 });
    expectFailure(await b.pay.get(`/payments/${created.body.payment.payment_id}`), 1002, 404);
    expect((await b.pay.get('/payments')).body.payments).toEqual([]);
    const missing = await new Client(platform.url, a.books.token).request('GET', '/billing/v1/payments');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('X-com-svc-subscriptions-organizationid');

    const reader = await platform.tenant({ scope: 'SvcSubscriptions.payments.READ' });
    const readOnly = billing(reader.client, reader.organizationId);
    expectOk(await readOnly.get('/payments'));
    const denied = await readOnly.post('/payments', { customer_id: a.customerId, payment_mode: 'cash', amount: 5 });
    expectFailure(denied, 57, 403);
  });
});

describe('the payments list reads only what it selects', () => {
  /**
   * Four payments that make every computed field differ: a bank transfer with bank charges, a
   * tax account, custom fields and a refund, applied to two invoices; cash applied to one; a
   * failed gateway charge; a payment in another currency at an exchange rate, applied to none.
   */
  async function varied() {
    const tenant = await setup([100, 50, 40]);
    const { pay, books, customerId, invoices } = tenant;
    const accounts = await accountsByName(books);
    const euros = await books.post('/books/v3/settings/currencies', { currency_code: 'EUR' });
    expectOk(euros, 201);
    const abroad = await customer(books, {
      currency_id: euros.body.currency.currency_id,
      email: 'eva@example.com',
    });
    const paid = async (body: Record<string, unknown>) => {
      const res = await pay.post('/payments', body);
      expectOk(res, 201);
      return res.body.payment;
    };
    const two = await paid({
      customer_id: customerId,
      payment_mode: 'banktransfer',
      amount: 130,
      date: '2026-11-02',
      reference_number: 'A-two',
      bank_charges: 2.5,
      account_id: accounts['Petty Cash'],
      tax_account_id: accounts['Input Tax'],
      invoices: [
        { invoice_id: invoices[0].invoice_id, amount_applied: 100 },
        { invoice_id: invoices[1].invoice_id, amount_applied: 20 },
      ],
      custom_fields: [{ index: 1, label: 'Batch', value: 'A7', data_type: 'text' }],
    });
    expectOk(await pay.post(`/payments/${two.payment_id}/refunds`, { amount: 4, date: '2026-11-10', refund_mode: 'cash', reference_number: 'RF-1' }), 201);
    await paid({
      customer_id: customerId,
      payment_mode: 'cash',
      amount: 40,
      date: '2026-11-03',
      reference_number: 'B-one',
      description: 'At the counter',
      invoices: [{ invoice_id: invoices[2].invoice_id, amount_applied: 40 }],
    });
    await paid({
      customer_id: customerId,
      payment_mode: 'autotransaction',
      amount: 30,
      date: '2026-11-04',
      reference_number: 'C-failed',
      status: 'failure',
      invoices: [{ invoice_id: invoices[1].invoice_id, amount_applied: 30 }],
      autotransaction: { payment_gateway: 'stripe', gateway_transaction_id: 'ch_1', gateway_error_message: 'card declined', last_four_digits: 4242 },
    });
    await paid({ customer_id: abroad.contact_id, payment_mode: 'check', amount: 33.33, exchange_rate: 1.2345, date: '2026-11-05', reference_number: 'D-euro' });
    return tenant;
  }

  /** The columns a captured select of one table names, sorted (unqualified: columnsRead reads those of joins). */
  const list = (nodes: string, perPage = 10) => `{ payments(perPage: ${perPage}, sortColumn: DATE, sortOrder: A) { nodes ${nodes} } }`;

  it('answers each field alone as in the whole entry, and the whole entry as the single payment', async () => {
    const { books } = await varied();
    const entries = await expectEachFieldAlone(
      books,
      'Payment',
      list,
      (data) => data.payments.nodes,
      (e, selection) => `{ payment(paymentId: "${e.paymentId}") ${selection} }`,
    );
    expect(entries.map((e) => e.referenceNumber)).toEqual(['A-two', 'B-one', 'C-failed', 'D-euro']);
    expect(entries[0]).toMatchObject({
      paymentMode: 'BANKTRANSFER',
      bankCharges: 2.5,
      amountApplied: 120,
      amountRefunded: 4,
      unusedAmount: 6,
      accountName: 'Petty Cash',
      taxAccountName: 'Input Tax',
      invoices: [
        { amountApplied: 100, balanceAmount: 0 },
        { amountApplied: 20, invoiceAmount: 50 },
      ],
      refunds: [{ amount: 4, referenceNumber: 'RF-1', fromAccountName: 'Petty Cash' }],
      customFields: [{ index: 1, label: 'Batch', value: 'A7', dataType: 'text' }],
    });
    expect(entries[1]).toMatchObject({ paymentMode: 'CASH', description: 'At the counter', invoices: [{ amountApplied: 40 }], unusedAmount: 0 });
    expect(entries[2]).toMatchObject({
      status: 'FAILURE',
      invoices: [],
      amountApplied: 0,
      autotransaction: { paymentGateway: 'stripe', lastFourDigits: 4242 },
    });
    expect(entries[3]).toMatchObject({ currencyCode: 'EUR', exchangeRate: 1.2345, bcyAmount: 41.15, email: 'eva@example.com', taxAccountName: null });
  });

  it('reads the columns and child rows its selection names, in as many statements whatever the page size', async () => {
    const { books, pay } = await varied();
    const { value: two, sql } = await platform.statementsDuring(() => books.graphql(list('{ referenceNumber amount }')));
    expect(two.body.errors).toBeUndefined();
    expect(two.body.data.payments.nodes.map((p: any) => p.referenceNumber)).toEqual(['A-two', 'B-one', 'C-failed', 'D-euro']);
    // One statement of the payments' data, reading their id and the two columns; no applications, refunds, invoices, contacts, currencies or accounts.
    const data = sql.filter((statement) => /from "(billing|accounting)"\.|from "core"\."(currencies|accounts)"/.test(statement));
    expect(data).toHaveLength(1);
    expect(data[0]).toContain('from "billing"."payments"');
    expect(columnsSelected(data[0])).toEqual(['amount', 'id', 'reference_number']);

    const count = async (read: () => Promise<unknown>) => (await platform.statementsDuring(read)).sql.length;
    const everything =
      '{ paymentId amountRefunded unusedAmount customerName email currencyCode accountName taxAccountName invoices { invoiceNumber } refunds { fromAccountName } }';
    const graph = (perPage: number) => count(async () => expect((await books.graphql(list(everything, perPage))).body.errors).toBeUndefined());
    expect(await graph(1)).toBe(await graph(4));
    const rest = (perPage: number) => count(async () => expectOk(await pay.get('/payments', { per_page: perPage, sort_column: 'date', sort_order: 'A' })));
    expect(await rest(1)).toBe(await rest(4));

    // The REST list's entries answer as the payment read whole does.
    const listed = await pay.get('/payments', { sort_column: 'date', sort_order: 'A' });
    expectOk(listed);
    expect(listed.body.payments).toHaveLength(4);
    for (const entry of listed.body.payments) {
      const whole = await pay.get(`/payments/${entry.payment_id}`);
      expectOk(whole);
      expect(Object.fromEntries(Object.keys(entry).map((key) => [key, whole.body.payment[key]]))).toEqual(entry);
    }
  });
});
