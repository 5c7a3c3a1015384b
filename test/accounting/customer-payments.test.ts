import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';
import { FAR_DUE_DATE, customer, expectInvalid, expectState, invoice, item } from './invoice-fixtures.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const P = '/books/v3/customerpayments';

/** A tenant with a customer and sent invoices of the given totals (one line of rate × 1). */
async function setup(totals: number[]) {
  const tenant = await platform.tenant({ organization: { time_zone: 'Etc/UTC' } });
  const books = tenant.client;
  const buyer = await customer(books);
  const product = await item(books, { rate: 1 });
  const sell = (total: number) =>
    invoice(
      books,
      { customer_id: buyer.contact_id, date: '2026-11-01', due_date: FAR_DUE_DATE, line_items: [{ item_id: product.item_id, rate: total, quantity: 1 }] },
      { send: true },
    );
  const invoices = [];
  for (const total of totals) invoices.push(await sell(total));
  return { ...tenant, books, customerId: buyer.contact_id as string, invoices, sell, productId: product.item_id as string };
}

async function invoiceOf(books: Client, invoiceId: string) {
  const res = await books.get(`/books/v3/invoices/${invoiceId}`);
  expectOk(res);
  return res.body.invoice;
}

async function balancesOf(organizationId: string, keys: string[]): Promise<Record<string, string>> {
  const accounts = await findAccounts(platform.database.db, organizationId, { systemKeys: keys });
  const balances = await accountBalances(
    platform.database.db,
    organizationId,
    accounts.map((a) => a.id),
  );
  return Object.fromEntries(accounts.map((a) => [a.systemKey, balances.get(a.id)?.balance ?? '0']));
}

async function expectTrialBalanceZero(organizationId: string) {
  const trial = await trialBalance(platform.database.db, organizationId);
  expect(trial.balanced, JSON.stringify(trial)).toBe(true);
}

/** Billing names its organization in a header, not in the query string. */
function billingWire(client: Client, organizationId: string) {
  const bare = new Client(client.baseUrl, client.token);
  const headers = { 'X-com-svc-subscriptions-organizationid': organizationId };
  return { get: (path: string) => bare.request('GET', `/billing/v1${path}`, { headers }) };
}

describe('customer payments on the Books wire', () => {
  it('applies one payment to two invoices, keeps the excess as credit, uses it later and refunds the rest', async () => {
    const { books, customerId, invoices, organizationId, sell } = await setup([100, 50.25]);
    const created = await books.post(P, {
      customer_id: customerId,
      payment_mode: 'banktransfer',
      amount: 200,
      bank_charges: 1.5,
      date: '2026-11-05',
      reference_number: 'TRF-7',
      description: 'November',
      invoices: [
        { invoice_id: invoices[0].invoice_id, amount_applied: 100 },
        { invoice_id: invoices[1].invoice_id, amount_applied: 50.25 },
      ],
      custom_fields: [{ index: 1, label: 'Batch', value: 'B1' }],
    });
    expectOk(created, 201);
    expect(created.body.message).toBe('The payment has been created.');
    const payment = created.body.payment;
    expect(payment).toMatchObject({
      payment_number: '1',
      payment_mode: 'banktransfer',
      amount: 200,
      bank_charges: 1.5,
      amount_refunded: 0,
      unused_amount: 49.75,
      customer_id: customerId,
      date: '2026-11-05',
      reference_number: 'TRF-7',
      description: 'November',
      status: 'success',
      currency_code: 'USD',
      custom_fields: [{ index: 1, label: 'Batch', value: 'B1' }],
      invoices: [
        { invoice_id: invoices[0].invoice_id, amount_applied: 100, invoice_amount: 100, balance_amount: 0 },
        { invoice_id: invoices[1].invoice_id, amount_applied: 50.25, invoice_amount: 50.25, balance_amount: 0 },
      ],
    });
    for (const i of invoices) expect(await invoiceOf(books, i.invoice_id)).toMatchObject({ status: 'paid', balance: 0 });

    // The same payment on billing's wire: one table, one ledger effect.
    const billed = await billingWire(books, organizationId).get(`/payments/${payment.payment_id}`);
    expectOk(billed);
    expect(billed.body.payment).toMatchObject({ payment_id: payment.payment_id, payment_number: '1', amount: 200, unused_amount: 49.75 });

    // The excess is the contact's credit, and the ledger's customer advances.
    expect((await books.get(`/books/v3/contacts/${customerId}`)).body.contact.unused_credits_receivable_amount).toBe(49.75);
    expect(await balancesOf(organizationId, ['customer_advances', 'accounts_receivable', 'bank_charges', 'undeposited_funds'])).toEqual({
      customer_advances: '-49.75',
      accounts_receivable: '0',
      bank_charges: '1.5',
      undeposited_funds: '198.5',
    });

    // A later invoice takes part of the credit: the payment is changed to apply to it too.
    const later = await sell(30.1);
    const used = await books.put(`${P}/${payment.payment_id}`, {
      invoices: [
        ...payment.invoices.map((i: any) => ({ invoice_id: i.invoice_id, amount_applied: i.amount_applied })),
        { invoice_id: later.invoice_id, amount_applied: 30.1 },
      ],
    });
    expectOk(used);
    expect(used.body.message).toBe('The payment has been updated.');
    expect(used.body.payment).toMatchObject({ unused_amount: 19.65, payment_number: '1' });
    expect(await invoiceOf(books, later.invoice_id)).toMatchObject({ status: 'paid', balance: 0, payment_made: 30.1 });
    expect((await books.get(`/books/v3/contacts/${customerId}`)).body.contact.unused_credits_receivable_amount).toBe(19.65);

    // Refunds of the excess: within it, and refused beyond it with nothing written.
    const refunded = await books.post(`${P}/${payment.payment_id}/refunds`, { amount: 12.5, date: '2026-11-10', refund_mode: 'cash', reference_number: 'R-1' });
    expectOk(refunded, 200);
    expect(refunded.body.payment_refunds).toHaveLength(1);
    const refund = refunded.body.payment_refunds[0];
    expect(refund).toMatchObject({
      amount: 12.5,
      date: '2026-11-10',
      refund_mode: 'cash',
      reference_number: 'R-1',
      exchange_rate: 1,
      payment_id: payment.payment_id,
    });
    expectInvalid(await books.post(`${P}/${payment.payment_id}/refunds`, { amount: 7.16 }), 'amount');
    // The refund on billing's wire too.
    const billedRefunds = await billingWire(books, organizationId).get(`/payments/${payment.payment_id}/refunds`);
    expectOk(billedRefunds);
    expect(billedRefunds.body.refunds.map((r: any) => [r.refund_id, r.amount])).toEqual([[refund.payment_refund_id, 12.5]]);
    const refunds = await books.get(`${P}/${payment.payment_id}/refunds`);
    expectOk(refunds);
    expect(refunds.body.payment_refunds.map((r: any) => [r.payment_refund_id, r.amount_fcy, r.amount_bcy, r.payment_number])).toEqual([
      [refund.payment_refund_id, 12.5, 12.5, '1'],
    ]);
    const changed = await books.put(`${P}/${payment.payment_id}/refunds/${refund.payment_refund_id}`, { amount: 19.65, description: 'all of it' });
    expectOk(changed);
    expect(changed.body.payment_refunds[0]).toMatchObject({ amount: 19.65, description: 'all of it', refund_mode: 'cash' });
    expectInvalid(await books.put(`${P}/${payment.payment_id}/refunds/${refund.payment_refund_id}`, { amount: 19.66 }), 'amount');
    expect((await books.get(`${P}/${payment.payment_id}/refunds/${refund.payment_refund_id}`)).body.payment_refunds[0].amount).toBe(19.65);
    expect(await balancesOf(organizationId, ['customer_advances', 'undeposited_funds'])).toEqual({ customer_advances: '0', undeposited_funds: '178.85' });
    expect((await books.get(`${P}/${payment.payment_id}`)).body.payment).toMatchObject({ amount_refunded: 19.65, unused_amount: 0 });
    // A payment with refunds is not deleted.
    expectFailure(await books.delete(`${P}/${payment.payment_id}`), 1004);
    expectOk(await books.delete(`${P}/${payment.payment_id}/refunds/${refund.payment_refund_id}`));
    expect((await books.get(`${P}/${payment.payment_id}`)).body.payment.unused_amount).toBe(19.65);
    expect((await books.get(`${P}/${payment.payment_id}/refunds/${refund.payment_refund_id}`)).status).toBe(404);
    await expectTrialBalanceZero(organizationId);

    // Taking the payment off one invoice (the invoice's own payment line): the amount is credit again.
    const lines = await books.get(`/books/v3/invoices/${invoices[1].invoice_id}/payments`);
    expectOk(lines);
    const [line] = lines.body.payments;
    const taken = await books.delete(`/books/v3/invoices/${invoices[1].invoice_id}/payments/${line.invoice_payment_id}`);
    expectOk(taken);
    expect(await invoiceOf(books, invoices[1].invoice_id)).toMatchObject({ status: 'sent', balance: 50.25, payment_made: 0 });
    expect((await books.get(`${P}/${payment.payment_id}`)).body.payment).toMatchObject({ unused_amount: 69.9 });
    expect((await books.get(`/books/v3/contacts/${customerId}`)).body.contact.unused_credits_receivable_amount).toBe(69.9);
    expect((await books.delete(`/books/v3/invoices/${invoices[1].invoice_id}/payments/${line.invoice_payment_id}`)).status).toBe(404);
    await expectTrialBalanceZero(organizationId);

    // Delete: every invoice owes again, the ledger holds nothing of the payment.
    expectOk(await books.delete(`${P}/${payment.payment_id}`));
    expect((await books.get(`${P}/${payment.payment_id}`)).status).toBe(404);
    expect(await invoiceOf(books, invoices[0].invoice_id)).toMatchObject({ status: 'sent', balance: 100 });
    expect(await balancesOf(organizationId, ['customer_advances', 'accounts_receivable', 'undeposited_funds'])).toEqual({
      customer_advances: '0',
      accounts_receivable: '180.35',
      undeposited_funds: '0',
    });
    await expectTrialBalanceZero(organizationId);
  });

  it('lists with the family filters and sorts, numbers payments, and deletes several at once', async () => {
    const { books, customerId, invoices } = await setup([40]);
    const other = await customer(books, { contact_name: 'Zed Other' });
    const made: any[] = [];
    for (const [mode, amount, who, number] of [
      ['cash', 10, customerId, undefined],
      ['check', 25, other.contact_id, 'CHK-9'],
      ['cash', 5, customerId, undefined],
    ] as const) {
      const res = await books.post(P, { customer_id: who, payment_mode: mode, amount, date: '2026-11-0' + (made.length + 1), payment_number: number });
      expectOk(res, 201);
      made.push(res.body.payment);
    }
    expect(made.map((p) => p.payment_number)).toEqual(['1', 'CHK-9', '2']);
    // A number taken is refused by name.
    const dup = await books.post(P, { customer_id: customerId, payment_mode: 'cash', amount: 1, payment_number: 'chk-9' });
    expectFailure(dup, 1001);
    expect(dup.body.message).toContain('"chk-9" is already used');

    const list = await books.get(P, { sort_column: 'amount', sort_order: 'A' });
    expectOk(list);
    expect(list.body.customer_payments.map((p: any) => p.amount)).toEqual([5, 10, 25]);
    expect(list.body.customer_payments[0]).toMatchObject({ payment_number: '2', payment_mode: 'cash', date: '2026-11-03' });
    const ids = (res: any) => res.body.customer_payments.map((p: any) => p.payment_id);
    expect(ids(await books.get(P, { filter_by: 'PaymentMode.Check' }))).toEqual([made[1].payment_id]);
    expect(ids(await books.get(P, { payment_mode: 'cash', sort_column: 'date', sort_order: 'A' }))).toEqual([made[0].payment_id, made[2].payment_id]);
    expect(ids(await books.get(P, { customer_name: 'zed other' }))).toEqual([made[1].payment_id]);
    expect(ids(await books.get(P, { date: '2026-11-01' }))).toEqual([made[0].payment_id]);
    expect(ids(await books.get(P, { amount: 25 }))).toEqual([made[1].payment_id]);
    expect(ids(await books.get(P, { search_text: 'chk' }))).toEqual([made[1].payment_id]);
    expect(ids(await books.get(P, { customer_id: other.contact_id }))).toEqual([made[1].payment_id]);
    expect(ids(await books.get(P, { sort_column: 'payment_number', sort_order: 'D' }))).toEqual([made[1].payment_id, made[2].payment_id, made[0].payment_id]);

    // The list runs the same statements whatever the page size.
    const count = async (perPage: number) =>
      (await platform.statementsDuring(async () => expectOk(await books.get(P, { per_page: perPage, sort_column: 'date' })))).sql.length;
    expect(await count(1)).toBe(await count(3));

    // Bulk delete: all or none.
    const paid = await books.post(P, {
      customer_id: customerId,
      payment_mode: 'cash',
      amount: 40,
      invoices: [{ invoice_id: invoices[0].invoice_id, amount_applied: 40 }],
    });
    expectOk(paid, 201);
    const refunded = await books.post(`${P}/${made[0].payment_id}/refunds`, { amount: 1 });
    expectOk(refunded);
    const refused = await books.delete(P, { payment_ids: `${made[2].payment_id},${made[0].payment_id}` });
    expectFailure(refused, 1004);
    expect((await books.get(`${P}/${made[2].payment_id}`)).status).toBe(200);
    const bulk = await books.delete(P, { payment_ids: `${made[2].payment_id},${paid.body.payment.payment_id}`, bulk_delete: true });
    expectOk(bulk);
    expect(bulk.body.message).toBe('The payments have been deleted.');
    expect((await books.get(`${P}/${made[2].payment_id}`)).status).toBe(404);
    expect(await invoiceOf(books, invoices[0].invoice_id)).toMatchObject({ status: 'sent', balance: 40 });
  });

  it('refuses bad input in the envelope, naming the field, and writes nothing', async () => {
    const { books, customerId, invoices, organizationId } = await setup([100, 20]);
    const stranger = await customer(books);
    const strangers = await invoice(
      books,
      { customer_id: stranger.contact_id, date: '2026-11-01', due_date: FAR_DUE_DATE, line_items: [{ name: 'x', rate: 10 }] },
      { send: true },
    );
    const foreign = await setup([10]);
    const draft = await invoice(books, { customer_id: customerId, line_items: [{ name: 'x', rate: 10 }] });
    const base = { customer_id: customerId, payment_mode: 'cash', amount: 50 };
    // Beyond an invoice's balance.
    expectInvalid(
      await books.post(P, { ...base, amount: 150, invoices: [{ invoice_id: invoices[1].invoice_id, amount_applied: 20.01 }] }),
      'invoices[0].amount_applied',
    );
    // More than the payment's amount.
    expectInvalid(
      await books.post(P, {
        ...base,
        invoices: [
          { invoice_id: invoices[0].invoice_id, amount_applied: 40 },
          { invoice_id: invoices[1].invoice_id, amount_applied: 20 },
        ],
      }),
      'invoices',
    );
    // Another customer's invoice, and another organization's.
    expectInvalid(await books.post(P, { ...base, invoices: [{ invoice_id: strangers.invoice_id, amount_applied: 5 }] }), 'invoices[0].invoice_id');
    expectInvalid(await books.post(P, { ...base, invoices: [{ invoice_id: foreign.invoices[0].invoice_id, amount_applied: 5 }] }), 'invoices[0].invoice_id');
    // A draft takes no payment; nor does a negative amount, nor bank charges of the whole amount.
    expectState(await books.post(P, { ...base, invoices: [{ invoice_id: draft.invoice_id, amount_applied: 5 }] }), 'is draft');
    expectInvalid(await books.post(P, { ...base, amount: -5 }), 'amount');
    expectInvalid(await books.post(P, { ...base, bank_charges: 50 }), 'bank_charges');
    expectInvalid(await books.post(P, { ...base, customer_id: foreign.customerId }), 'customer_id');
    // Nothing was written.
    expect((await books.get(P)).body.customer_payments).toEqual([]);
    expect((await invoiceOf(books, invoices[0].invoice_id)).balance).toBe(100);
    expect((await invoiceOf(books, invoices[1].invoice_id)).balance).toBe(20);
    // The next payment still takes number 1: the refused ones gave theirs back.
    const ok = await books.post(P, { ...base, invoices: [{ invoice_id: invoices[1].invoice_id, amount_applied: 20 }] });
    expectOk(ok, 201);
    expect(ok.body.payment.payment_number).toBe('1');
    // Another organization's payment is not found, on every route.
    const id = ok.body.payment.payment_id;
    expect((await foreign.books.get(`${P}/${id}`)).status).toBe(404);
    expect((await foreign.books.put(`${P}/${id}`, { amount: 1 })).status).toBe(404);
    expect((await foreign.books.delete(`${P}/${id}`)).status).toBe(404);
    expect((await foreign.books.post(`${P}/${id}/refunds`, { amount: 1 })).status).toBe(404);
    expect((await foreign.books.get(P)).body.customer_payments).toEqual([]);
    // Changing a payment to apply more than the amount is refused and leaves it as it was.
    expectInvalid(await books.put(`${P}/${id}`, { amount: 10 }), 'invoices');
    expect((await books.get(`${P}/${id}`)).body.payment).toMatchObject({ amount: 50, unused_amount: 30 });
    await expectTrialBalanceZero(organizationId);
  });

  it('lets only one of two payments racing for the last balance of an invoice take it', async () => {
    const { books, customerId, invoices, organizationId } = await setup([100]);
    const first = await books.post(P, {
      customer_id: customerId,
      payment_mode: 'cash',
      amount: 60,
      invoices: [{ invoice_id: invoices[0].invoice_id, amount_applied: 60 }],
    });
    expectOk(first, 201);
    const race = () =>
      books.post(P, { customer_id: customerId, payment_mode: 'cash', amount: 40, invoices: [{ invoice_id: invoices[0].invoice_id, amount_applied: 40 }] });
    const answers = await Promise.all([race(), race()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(await invoiceOf(books, invoices[0].invoice_id)).toMatchObject({ status: 'paid', balance: 0, payment_made: 100 });
    expect((await books.get(P)).body.customer_payments).toHaveLength(2);
    expect((await balancesOf(organizationId, ['accounts_receivable'])).accounts_receivable).toBe('0');
    await expectTrialBalanceZero(organizationId);
  });

  it('answers the same payments on the Inventory wire', async () => {
    const { books, customerId, invoices } = await setup([25]);
    const I = '/inventory/v1/customerpayments';
    const made = await books.post(I, {
      customer_id: customerId,
      payment_mode: 'check',
      amount: 30,
      invoices: [{ invoice_id: invoices[0].invoice_id, amount_applied: 25 }],
    });
    expectOk(made, 201);
    expect(made.body.payment).toMatchObject({ payment_number: '1', unused_amount: 5, currency_id: expect.any(String), account_name: 'Undeposited Funds' });
    const id = made.body.payment.payment_id;
    expect((await books.get(`${P}/${id}`)).body.payment).toMatchObject({ payment_id: id, amount: 30, unused_amount: 5 });
    const listed = await books.get(I);
    expectOk(listed);
    expect(listed.body.customerpayments.map((p: any) => [p.payment_id, p.unused_amount])).toEqual([[id, 5]]);
    expectOk(await books.put(`${I}/${id}`, { reference_number: 'CHK-1' }));
    expect((await books.get(`${P}/${id}`)).body.payment.reference_number).toBe('CHK-1');
    expectOk(await books.delete(`${I}/${id}`));
    expect(await invoiceOf(books, invoices[0].invoice_id)).toMatchObject({ status: 'sent', balance: 25 });
  });

  it('refuses a token without the customer payments scope', async () => {
    const tenant = await platform.tenant({ scope: 'SvcBooks.invoices.READ' });
    const res = await tenant.client.get(P);
    expect(res.status).toBe(403);
  });
});

describe('invoice write-off', () => {
  it('writes off the balance as bad debt, and cancels it', async () => {
    const { books, customerId, invoices, organizationId } = await setup([80.4]);
    const id = invoices[0].invoice_id;
    expectOk(await books.post(P, { customer_id: customerId, payment_mode: 'cash', amount: 30, invoices: [{ invoice_id: id, amount_applied: 30 }] }), 201);
    const written = await books.post(`/books/v3/invoices/${id}/writeoff`);
    expectOk(written);
    expect(written.body.message).toBe('Invoice has been written off.');
    expect(await invoiceOf(books, id)).toMatchObject({ status: 'paid', balance: 0, write_off_amount: 50.4, payment_made: 30 });
    expect(await balancesOf(organizationId, ['bad_debt', 'accounts_receivable'])).toEqual({ bad_debt: '50.4', accounts_receivable: '0' });
    // Twice is refused; a written-off invoice takes no payment, and is not voided.
    expectState(await books.post(`/books/v3/invoices/${id}/writeoff`), 'written off already');
    expectInvalid(
      await books.post(P, { customer_id: customerId, payment_mode: 'cash', amount: 1, invoices: [{ invoice_id: id, amount_applied: 1 }] }),
      'invoices[0].amount_applied',
    );
    expectState(await books.post(`/books/v3/invoices/${id}/status/void`), 'cannot be voided');
    await expectTrialBalanceZero(organizationId);

    const cancelled = await books.post(`/books/v3/invoices/${id}/writeoff/cancel`);
    expectOk(cancelled);
    expect(cancelled.body.message).toBe('The write off done for this invoice has been cancelled.');
    expect(await invoiceOf(books, id)).toMatchObject({ status: 'partially_paid', balance: 50.4, write_off_amount: 0 });
    expect(await balancesOf(organizationId, ['bad_debt', 'accounts_receivable'])).toEqual({ bad_debt: '0', accounts_receivable: '50.4' });
    expectState(await books.post(`/books/v3/invoices/${id}/writeoff/cancel`), 'not written off');
    await expectTrialBalanceZero(organizationId);

    // A draft is not written off; nor is another organization's invoice found.
    const draft = await invoice(books, { customer_id: customerId, line_items: [{ name: 'x', rate: 10 }] });
    expectState(await books.post(`/books/v3/invoices/${draft.invoice_id}/writeoff`), 'a draft');
    const foreign = await setup([]);
    expect((await foreign.books.post(`/books/v3/invoices/${id}/writeoff`)).status).toBe(404);
  });
});
