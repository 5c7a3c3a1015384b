import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { customer, expectInvalid, expectState, invoice } from './invoice-fixtures.ts';
import { getRetainer, retainer, sent } from './retainer-fixtures.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

/** Balances (debit − credit, base currency) of the system accounts a retainer moves, and the trial balance zero-sum. */
async function ledger(organizationId: string) {
  const trial = await trialBalance(platform.database.db, organizationId);
  expect(trial.balanced, JSON.stringify(trial)).toBe(true);
  const accounts = await findAccounts(platform.database.db, organizationId, { systemKeys: ['customer_advances', 'accounts_receivable', 'undeposited_funds'] });
  const balances = await accountBalances(
    platform.database.db,
    organizationId,
    accounts.map((a) => a.id),
  );
  const of = (key: string) => Number(balances.get(accounts.find((a) => a.systemKey === key)!.id)!.balance);
  return { advances: of('customer_advances'), receivable: of('accounts_receivable'), undeposited: of('undeposited_funds') };
}

async function invoiceOf(client: Client, id: string) {
  const res = await client.get(`/books/v3/invoices/${id}`);
  expectOk(res);
  return res.body.invoice;
}

describe('retainer payments', () => {
  it('holds a payment as a customer advance, draws it against invoices and takes it back, the trial balance zero-sum throughout', async () => {
    const { client, organizationId } = await platform.tenant();
    const buyer = await customer(client);
    const made = await retainer(client, { customer_id: buyer.contact_id, line_items: [{ description: 'Advance', rate: 1000 }] });
    const path = `/books/v3/retainerinvoices/${made.retainerinvoice_id}`;

    // A draft takes no payment and posts nothing.
    expectState(await client.post(`${path}/payments`, { amount: 100 }), 'is a draft and cannot be paid');
    expectOk(await client.post(`${path}/status/sent`));
    expect(await ledger(organizationId)).toEqual({ advances: 0, receivable: 0, undeposited: 0 });

    expectInvalid(await client.post(`${path}/payments`, { amount: 1000.01 }), 'amount');
    expectInvalid(await client.post(`${path}/payments`, { amount: 0 }), 'amount');
    const paid = await client.post(`${path}/payments`, { amount: 600, date: '2024-06-01', payment_mode: 'banktransfer', reference_number: 'TX-1' });
    expectOk(paid, 201);
    expect(paid.body.payment).toMatchObject({ amount: 600, status: 'success', date: '2024-06-01', payment_mode: 'banktransfer', reference_number: 'TX-1' });
    expect(paid.body.retainerinvoice).toMatchObject({
      status: 'partially_paid',
      payment_made: 600,
      balance: 400,
      payment_drawn: 0,
      unused_amount: 600,
      last_payment_date: '2024-06-01',
    });
    expect(await ledger(organizationId)).toEqual({ advances: -600, receivable: 0, undeposited: 600 });

    // Changing, voiding, deleting, turning back into a draft: refused once money is in.
    expectState(await client.post(`${path}/status/void`), 'payments are recorded on it');
    expectState(await client.post(`${path}/status/draft`), 'payments are recorded on it');
    expectState(await client.delete(path), 'payments are recorded on it');
    expectState(await client.put(path, { line_items: [{ rate: 500 }] }), 'less than the 600 already received');
    expectInvalid(await client.put(path, { customer_id: (await customer(client)).contact_id }), 'customer_id');

    const first = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Work', rate: 450 }] }, { send: 'true' });
    const second = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'More work', rate: 300 }] }, { send: 'true' });
    const draftInvoice = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Later', rate: 100 }] });
    const otherCustomers = await invoice(
      client,
      { customer_id: (await customer(client)).contact_id, line_items: [{ name: 'Else', rate: 100 }] },
      { send: 'true' },
    );
    expect(await ledger(organizationId)).toEqual({ advances: -600, receivable: 850, undeposited: 600 });

    const apply = (invoices: unknown[]) => client.post(`${path}/invoices`, { invoices });
    expectInvalid(
      await apply([
        { invoice_id: first.invoice_id, amount_applied: 450 },
        { invoice_id: second.invoice_id, amount_applied: 200 },
      ]),
      'invoices: the amounts add up to 650',
    );
    expectInvalid(await apply([{ invoice_id: otherCustomers.invoice_id, amount_applied: 10 }]), 'invoices[0].invoice_id');
    expectInvalid(await apply([{ invoice_id: first.invoice_id, amount_applied: 451 }]), 'invoices[0].amount_applied');
    expectInvalid(
      await apply([
        { invoice_id: first.invoice_id, amount_applied: 1 },
        { invoice_id: first.invoice_id, amount_applied: 1 },
      ]),
      'invoices[1].invoice_id',
    );
    expectState(await apply([{ invoice_id: draftInvoice.invoice_id, amount_applied: 10 }]), 'is a draft and cannot be paid');
    // Nothing of a refused request stayed behind.
    expect(await getRetainer(client, made.retainerinvoice_id)).toMatchObject({ payment_drawn: 0, invoices: [] });

    const applied = await apply([
      { invoice_id: first.invoice_id, amount_applied: 450 },
      { invoice_id: second.invoice_id, amount_applied: 100 },
    ]);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.message).toBe('Retainer payment has been applied to the invoices.');
    expect(applied.body.invoices.map((a: any) => [a.invoice_id, a.amount_applied, a.balance])).toEqual([
      [first.invoice_id, 450, 0],
      [second.invoice_id, 100, 200],
    ]);
    expect(applied.body.retainerinvoice).toMatchObject({ payment_made: 600, payment_drawn: 550, unused_amount: 50, balance: 400 });
    expect(await invoiceOf(client, first.invoice_id)).toMatchObject({ status: 'paid', payment_made: 450, balance: 0 });
    expect(await invoiceOf(client, second.invoice_id)).toMatchObject({ status: 'partially_paid', payment_made: 100, balance: 200 });
    const invoicePayments = (await client.get(`/books/v3/invoices/${second.invoice_id}/payments`)).body.payments;
    expect(invoicePayments).toMatchObject([
      { payment_id: made.retainerinvoice_id, amount: 100, payment_mode: 'retainer', reference_number: made.retainerinvoice_number },
    ]);
    expect(await ledger(organizationId)).toEqual({ advances: -50, receivable: 300, undeposited: 600 });

    // More than what is left unused: refused; the rest goes on the second invoice.
    expectInvalid(await apply([{ invoice_id: second.invoice_id, amount_applied: 60 }]), 'invoices');
    expect((await apply([{ invoice_id: second.invoice_id, amount_applied: 50 }])).status).toBe(200);
    const drawn = await getRetainer(client, made.retainerinvoice_id);
    expect(drawn).toMatchObject({ payment_drawn: 600, unused_amount: 0 });
    expect(drawn.invoices.map((a: any) => [a.invoice_number, a.amount_applied])).toEqual([
      [first.invoice_number, 450],
      [second.invoice_number, 150],
    ]);
    expect(await ledger(organizationId)).toEqual({ advances: 0, receivable: 250, undeposited: 600 });

    // Undo: everything drawn against the second invoice comes back to the advance.
    const undone = await client.delete(`${path}/invoices/${second.invoice_id}`);
    expectOk(undone);
    expect(undone.body.retainerinvoice).toMatchObject({ payment_drawn: 450, unused_amount: 150 });
    expect(undone.body.retainerinvoice.invoices.map((a: any) => a.invoice_id)).toEqual([first.invoice_id]);
    expect(await invoiceOf(client, second.invoice_id)).toMatchObject({ status: 'sent', payment_made: 0, balance: 300 });
    expect(await ledger(organizationId)).toEqual({ advances: -150, receivable: 400, undeposited: 600 });
    expectFailure(await client.delete(`${path}/invoices/${second.invoice_id}`), 1002, 404);
    expectOk(await client.delete(`${path}/invoices/${first.invoice_id}`));
    expect(await invoiceOf(client, first.invoice_id)).toMatchObject({ status: 'sent', balance: 450 });
    expect(await ledger(organizationId)).toEqual({ advances: -600, receivable: 850, undeposited: 600 });

    // The rest of the retainer arrives: paid.
    expect((await client.post(`${path}/payments`, {})).body.retainerinvoice).toMatchObject({ status: 'paid', payment_made: 1000, balance: 0 });
    expect(await ledger(organizationId)).toEqual({ advances: -1000, receivable: 850, undeposited: 1000 });
    expect((await client.get(`${path}/payments`)).body.payments.map((p: any) => p.amount)).toEqual([600, 400]);
    const history = (await client.get(`${path}/comments`)).body.comments.map((c: any) => c.operation_type);
    expect(history.filter((o: string) => o === 'applied_to_invoice')).toHaveLength(3);
    expect(history.filter((o: string) => o === 'unapplied_from_invoice')).toHaveLength(2);
  });

  it('records to the account named, which must be cash or bank, and refuses partial payments when not allowed', async () => {
    const { client, organizationId } = await platform.tenant();
    const bank = await client.post('/books/v3/chartofaccounts', { account_name: 'Main Bank', account_type: 'bank' });
    expectOk(bank, 201);
    const made = await sent(client, { allow_partial_payments: false, line_items: [{ rate: 250 }] });
    const path = `/books/v3/retainerinvoices/${made.retainerinvoice_id}/payments`;
    expectInvalid(await client.post(path, { amount: 100 }), 'amount');
    const sales = (await client.get('/books/v3/chartofaccounts')).body.chartofaccounts.find((a: any) => a.account_name === 'Sales');
    expectInvalid(await client.post(path, { account_id: sales.account_id }), 'account_id');
    const paid = await client.post(path, { account_id: bank.body.chart_of_account.account_id });
    expectOk(paid, 201);
    expect(paid.body.payment.account_id).toBe(bank.body.chart_of_account.account_id);
    const balances = await accountBalances(platform.database.db, organizationId, [bank.body.chart_of_account.account_id]);
    expect(Number(balances.get(bank.body.chart_of_account.account_id)!.balance)).toBe(250);
    expectState(await client.post(path, { amount: 1 }), 'nothing is left to pay');
    expect((await trialBalance(platform.database.db, organizationId)).balanced).toBe(true);
  });

  it('takes an online payment asynchronously: pending until the provider calls back with the token', async () => {
    const { client, organizationId } = await platform.tenant();
    const made = await sent(client, { line_items: [{ rate: 300 }] });
    const path = `/books/v3/retainerinvoices/${made.retainerinvoice_id}`;
    const started = await client.post(`${path}/onlinepayments/asynchronous`, { amount: 120, payment_gateway: 'stripe' });
    expectOk(started);
    const online = started.body.online_payment;
    expect(online.payment).toMatchObject({ amount: 120, status: 'pending', payment_gateway: 'stripe', payment_mode: 'stripe' });
    expect(online.callback_url).toBe(`/books/v3/retainerinvoices/onlinepayments/${online.payment.payment_id}/callback`);
    expect(online.callback_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await getRetainer(client, made.retainerinvoice_id)).toMatchObject({ payment_made: 0, balance: 300 });
    expect(await ledger(organizationId)).toEqual({ advances: 0, receivable: 0, undeposited: 0 });
    // A pending payment blocks voiding: the money may still arrive.
    expectState(await client.post(`${path}/status/void`), 'payments are recorded on it');

    const callback = (body: unknown, token?: string, url: string = online.callback_url) =>
      fetch(new URL(url, platform.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'x-callback-token': token } : {}) },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as any, headers: r.headers, method: 'POST', path: url }));

    const noToken = await callback({ status: 'success' });
    expect(noToken.status).toBe(400);
    const wrong = await callback({ status: 'success' }, 'x'.repeat(43));
    expectFailure(wrong, 57, 401);
    expectInvalid(await callback({ status: 'success', amount: 100 }, online.callback_token), 'amount');

    const done = await callback({ status: 'success', gateway_transaction_id: 'ch_123', amount: 120 }, online.callback_token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      code: 0,
      message: 'The payment status has been recorded.',
      payment: { status: 'success', gateway_transaction_id: 'ch_123', amount: 120 },
    });
    expect(await getRetainer(client, made.retainerinvoice_id)).toMatchObject({ status: 'partially_paid', payment_made: 120, balance: 180 });
    expect(await ledger(organizationId)).toEqual({ advances: -120, receivable: 0, undeposited: 120 });

    // Providers retry: the same outcome again changes nothing; a contradicting one is refused.
    expect((await callback({ status: 'success', gateway_transaction_id: 'ch_123' }, online.callback_token)).status).toBe(200);
    expect((await getRetainer(client, made.retainerinvoice_id)).payment_made).toBe(120);
    expectState(await callback({ status: 'failure' }, online.callback_token), 'completed as success already');

    // A failed payment posts nothing.
    const second = (await client.post(`${path}/onlinepayments/asynchronous`, { payment_gateway: 'paypal' })).body.online_payment;
    expect(second.payment.amount).toBe(180);
    const failed = await callback({ status: 'failure', gateway_error_message: 'Card declined' }, second.callback_token, second.callback_url);
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect(failed.body.payment).toMatchObject({ status: 'failure', gateway_error_message: 'Card declined' });
    expect(await getRetainer(client, made.retainerinvoice_id)).toMatchObject({ payment_made: 120, balance: 180 });
    expect(await ledger(organizationId)).toEqual({ advances: -120, receivable: 0, undeposited: 120 });
    expect((await client.get(`${path}/payments`)).body.payments.map((p: any) => p.status)).toEqual(['success', 'failure']);

    // A draft takes no online payment; an amount above the balance is refused.
    const draft = await retainer(client);
    expectState(
      await client.post(`/books/v3/retainerinvoices/${draft.retainerinvoice_id}/onlinepayments/asynchronous`, { payment_gateway: 'stripe' }),
      'is a draft',
    );
    expectInvalid(await client.post(`${path}/onlinepayments/asynchronous`, { payment_gateway: 'stripe', amount: 181 }), 'amount');
    expect((await trialBalance(platform.database.db, organizationId)).balanced).toBe(true);
  });
});
