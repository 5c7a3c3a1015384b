import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOverdueInvoices } from '../../subgraphs/accounting/invoices/invoice-workers.ts';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { dec, sum } from '../../subgraphs/core/values/money.ts';
import { localDate } from '../../subgraphs/core/values/time.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { customer, invoice, pay, postedReceivable, tax } from './invoice-fixtures.ts';
import { expectOk } from '../helpers/responses.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const today = () => localDate(new Date(), 'Etc/UTC');

async function balanceOf(organizationId: string, systemKey: string): Promise<string> {
  const [account] = await findAccounts(platform.database.db, organizationId, { systemKeys: [systemKey] });
  return (await accountBalances(platform.database.db, organizationId, [account.id])).get(account.id)!.balance;
}

async function expectBalanced(organizationId: string) {
  const trial = await trialBalance(platform.database.db, organizationId);
  expect(trial.balanced, JSON.stringify(trial)).toBe(true);
  expect(trial.debit).toBe(trial.credit);
}

const get = async (client: Client, id: string) => (await client.get(`/books/v3/invoices/${id}`)).body.invoice;

describe('invoices and the ledger', () => {
  it('works out taxes, compound taxes and tax groups exactly, and posts each tax to its account', async () => {
    const { client, organizationId } = await platform.tenant();
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    const surcharge = await tax(client, { tax_percentage: 5, tax_type: 'compound_tax' });
    const cgst = await tax(client, { tax_name: 'CGST', tax_percentage: 9, tax_type: 'tax' });
    const sgst = await tax(client, { tax_name: 'SGST', tax_percentage: 9, tax_type: 'tax' });
    const group = await tax(client, { tax_name: 'GST18', tax_type: 'tax_group', tax_ids: [cgst.tax_id, sgst.tax_id] });
    const buyer = await customer(client);
    const saved = await invoice(
      client,
      {
        customer_id: buyer.contact_id,
        shipping_charge: 10,
        line_items: [
          { name: 'A', rate: 100, tax_id: vat.tax_id },
          { name: 'B', rate: 250, tax_id: group.tax_id },
          { name: 'C', rate: 40, quantity: 2.5 },
        ],
      },
      { send: 'true' },
    );
    // A 100 + 10 %; B 250 + 9 % + 9 %; C 100 untaxed; shipping 10: 450 + 10 + 22.50 + 22.50 + 10 = 515
    expect(saved).toMatchObject({
      sub_total: 450,
      tax_total: 55,
      total: 515,
      taxes: [
        { tax_id: vat.tax_id, tax_name: vat.tax_name, tax_percentage: 10, tax_amount: 10 },
        { tax_id: cgst.tax_id, tax_name: 'CGST', tax_percentage: 9, tax_amount: 22.5 },
        { tax_id: sgst.tax_id, tax_name: 'SGST', tax_percentage: 9, tax_amount: 22.5 },
      ],
    });
    expect(saved.line_items.map((l: any) => [l.tax_name, l.tax_type, l.tax_percentage])).toEqual([
      [vat.tax_name, 'tax', 10],
      ['GST18', 'tax_group', 18],
      ['', '', 0],
    ]);
    expect(await postedReceivable(platform, organizationId, saved.invoice_id)).toBe(515);
    expect(await balanceOf(organizationId, 'tax_payable')).toBe('-55');
    expect(await balanceOf(organizationId, 'shipping_charge')).toBe('-10');
    expect(await balanceOf(organizationId, 'sales')).toBe('-450');

    const compound = await invoice(client, {
      customer_id: buyer.contact_id,
      line_items: [
        { name: 'D', rate: 100, tax_id: vat.tax_id },
        { name: 'E', rate: 100, tax_id: surcharge.tax_id },
      ],
    });
    // compound on a line of its own applies on the amount alone: 5
    expect(compound).toMatchObject({ tax_total: 15, total: 215 });
    await expectBalanced(organizationId);
  });

  it('extracts inclusive taxes and posts the rounding difference, so the receivable is the total', async () => {
    const { client, organizationId } = await platform.tenant();
    const vat = await tax(client, { tax_percentage: 7, tax_type: 'tax' });
    const buyer = await customer(client);
    const saved = await invoice(
      client,
      {
        customer_id: buyer.contact_id,
        is_inclusive_tax: true,
        line_items: [0, 1, 2].map(() => ({ name: 'Ten', rate: 10, tax_id: vat.tax_id })),
      },
      { send: 'true' },
    );
    expect(saved).toMatchObject({ is_inclusive_tax: true, sub_total: 30, tax_total: 1.96, total: 30, taxes: [{ tax_amount: 1.96 }] });
    expect(await postedReceivable(platform, organizationId, saved.invoice_id)).toBe(30);
    expect(await balanceOf(organizationId, 'sales')).toBe('-28.05');
    expect(await balanceOf(organizationId, 'rounding')).toBe('0.01');
    await expectBalanced(organizationId);
  });

  it('posts an entity discount to the discount account, before or after tax', async () => {
    const { client, organizationId } = await platform.tenant();
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    const buyer = await customer(client);
    const before = await invoice(
      client,
      {
        customer_id: buyer.contact_id,
        discount: '30',
        line_items: [
          { name: 'A', rate: 100, tax_id: vat.tax_id },
          { name: 'B', rate: 50 },
        ],
      },
      { send: 'true' },
    );
    expect(before).toMatchObject({ discount_amount: 30, tax_total: 8, total: 128 });
    const after = await invoice(
      client,
      {
        customer_id: buyer.contact_id,
        discount: '30',
        is_discount_before_tax: false,
        line_items: [
          { name: 'A', rate: 100, tax_id: vat.tax_id },
          { name: 'B', rate: 50 },
        ],
      },
      { send: 'true' },
    );
    expect(after).toMatchObject({ discount_amount: 30, tax_total: 10, total: 130 });
    expect(await balanceOf(organizationId, 'discount')).toBe('60');
    expect(await postedReceivable(platform, organizationId, after.invoice_id)).toBe(130);
    await expectBalanced(organizationId);
  });

  it('balances invoices in another currency in the base currency', async () => {
    const { client, organizationId } = await platform.tenant();
    const eur = await client.post('/books/v3/settings/currencies', { currency_code: 'EUR', exchange_rate: 1.5 });
    expectOk(eur, 201);
    const buyer = await customer(client, { currency_id: eur.body.currency.currency_id });
    const saved = await invoice(
      client,
      {
        customer_id: buyer.contact_id,
        line_items: [
          { name: 'A', rate: 0.01 },
          {
            name: 'B',
            rate: 0.01,
            account_id: (await client.post('/books/v3/chartofaccounts', { account_name: 'Other Sales', account_type: 'income' })).body.chart_of_account
              .account_id,
          },
        ],
      },
      { send: 'true' },
    );
    expect(saved).toMatchObject({ currency_code: 'EUR', exchange_rate: 1.5, total: 0.02, line_items: [{ bcy_rate: 0.02 }, { bcy_rate: 0.02 }] });
    expect(await postedReceivable(platform, organizationId, saved.invoice_id)).toBe(0.02);
    expect(await balanceOf(organizationId, 'accounts_receivable')).toBe('0.03');
    await expectBalanced(organizationId);
  });

  it('keeps the trial balance zero-sum and each invoice posted at its total through a day of work', async () => {
    const { client, organizationId } = await platform.tenant();
    const vat = await tax(client, { tax_percentage: 19, tax_type: 'tax' });
    const buyers = [await customer(client), await customer(client)];
    const open = new Map<string, string>();
    const check = async () => {
      await expectBalanced(organizationId);
      for (const [id] of open) {
        const current = await get(client, id);
        const posted = await postedReceivable(platform, organizationId, id);
        if (current.status === 'draft' || current.status === 'void') expect(posted, `${current.invoice_number} ${current.status}`).toBeNull();
        else expect(posted, `${current.invoice_number} ${current.status}`).toBe(current.total);
      }
      const invoices = (await client.get('/books/v3/invoices', { filter_by: 'Status.All' })).body.invoices.filter(
        (i: any) => i.status !== 'draft' && i.status !== 'void',
      );
      expect(await balanceOf(organizationId, 'accounts_receivable')).toBe(sum(invoices.map((i: any) => dec(i.balance))).toFixed());
    };
    const create = async (body: Record<string, unknown>, send = false) => {
      const saved = await invoice(client, { customer_id: buyers[open.size % 2].contact_id, ...body }, send ? { send: 'true' } : undefined);
      open.set(saved.invoice_id, saved.invoice_number);
      await check();
      return saved;
    };

    const first = await create({
      line_items: [
        { name: 'Chairs', rate: 49.99, quantity: 4, tax_id: vat.tax_id },
        { name: 'Delivery', rate: 15 },
      ],
      shipping_charge: 9.9,
    });
    expect(await postedReceivable(platform, organizationId, first.invoice_id)).toBeNull();
    await client.post(`/books/v3/invoices/${first.invoice_id}/status/sent`);
    await check();
    const second = await create(
      {
        is_inclusive_tax: true,
        discount: '12.5%',
        line_items: [
          { name: 'Desk', rate: 333.33, tax_id: vat.tax_id },
          { name: 'Lamp', rate: 19.99, quantity: 3, tax_id: vat.tax_id },
        ],
      },
      true,
    );
    const third = await create(
      { discount_type: 'item_level', adjustment: -0.37, line_items: [{ name: 'Service', rate: 120, quantity: 1.5, discount: '7%', tax_id: vat.tax_id }] },
      true,
    );
    const fourth = await create({ discount: '10%', is_discount_before_tax: false, line_items: [{ name: 'Box', rate: 7.77, quantity: 9, tax_id: vat.tax_id }] });

    // Editing sent invoices posts them again; a draft edit posts nothing.
    expectOk(
      await client.put(`/books/v3/invoices/${first.invoice_id}`, {
        line_items: [{ name: 'Chairs', rate: 52.5, quantity: 6, tax_id: vat.tax_id }],
        shipping_charge: 0,
      }),
    );
    await check();
    expectOk(await client.put(`/books/v3/invoices/${second.invoice_id}`, { discount: '20', adjustment: 0.05 }));
    await check();
    expectOk(await client.put(`/books/v3/invoices/${fourth.invoice_id}`, { notes: 'later' }));
    await check();
    // An edit that changes nothing the ledger holds leaves the entry as it is.
    expectOk(await client.put(`/books/v3/invoices/${third.invoice_id}`, { notes: 'no change' }));
    await check();

    // Payments: part of one, all of another.
    const firstNow = await get(client, first.invoice_id);
    await pay(client, organizationId, first.invoice_id, '100', today());
    await check();
    await pay(client, organizationId, third.invoice_id, String((await get(client, third.invoice_id)).balance), today());
    expect((await get(client, third.invoice_id)).status).toBe('paid');
    await check();
    expect((await client.put(`/books/v3/invoices/${first.invoice_id}`, { adjustment: 1 })).body.invoice).toMatchObject({
      total: firstNow.total + 1,
      balance: firstNow.total + 1 - 100,
      status: 'partially_paid',
    });
    await check();

    // Void, back to draft, send again, void again, delete a draft.
    await client.post(`/books/v3/invoices/${second.invoice_id}/status/void`);
    await check();
    await client.post(`/books/v3/invoices/${second.invoice_id}/status/draft`);
    await check();
    await client.post(`/books/v3/invoices/${second.invoice_id}/status/sent`);
    await check();
    await client.post(`/books/v3/invoices/${fourth.invoice_id}/status/sent`);
    await check();
    await client.post(`/books/v3/invoices/${fourth.invoice_id}/status/void`);
    await check();
    await client.post(`/books/v3/invoices/${fourth.invoice_id}/status/draft`);
    expectOk(await client.delete(`/books/v3/invoices/${fourth.invoice_id}`));
    open.delete(fourth.invoice_id);
    await check();
    // A sent invoice without payments can be deleted too; its entry is reversed.
    expectOk(await client.delete(`/books/v3/invoices/${second.invoice_id}`));
    open.delete(second.invoice_id);
    await check();
    expect(await postedReceivable(platform, organizationId, second.invoice_id)).toBeNull();
  });

  it('carries a tax change into draft invoices when update_draft_invoice is set, not into sent ones', async () => {
    const { client } = await platform.tenant();
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    const buyer = await customer(client);
    const draft = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'A', rate: 100, tax_id: vat.tax_id }] });
    const sent = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'A', rate: 100, tax_id: vat.tax_id }] }, { send: 'true' });
    const unchanged = await client.put(`/erp/v3/settings/taxes/${vat.tax_id}`, { tax_percentage: 12 });
    expectOk(unchanged);
    expect((await get(client, draft.invoice_id)).total).toBe(110);
    const carried = await client.put(`/erp/v3/settings/taxes/${vat.tax_id}`, { tax_percentage: 15, update_draft_invoice: true });
    expectOk(carried);
    expect(await get(client, draft.invoice_id)).toMatchObject({
      tax_total: 15,
      total: 115,
      taxes: [{ tax_percentage: 15, tax_amount: 15 }],
      line_items: [{ tax_percentage: 15 }],
    });
    expect(await get(client, sent.invoice_id)).toMatchObject({ tax_total: 10, total: 110 });
    // A line edited later takes the tax as it is now; untouched lines keep theirs.
    const edited = await client.put(`/books/v3/invoices/${sent.invoice_id}`, { notes: 'kept' });
    expect(edited.body.invoice.total).toBe(110);
    const history = await client.get(`/books/v3/invoices/${draft.invoice_id}/comments`);
    expect(history.body.comments.at(-1)).toMatchObject({ comment_type: 'system', operation_type: 'updated', commented_by: 'System' });
    const deleteTax = await client.delete(`/erp/v3/settings/taxes/${vat.tax_id}`);
    expect(deleteTax.body).toMatchObject({ code: 1004, message: expect.stringContaining('applied on a line of the invoice') });
  });

  it('keeps the stored state right with the overdue job, which runs every hour', async () => {
    const { client, organizationId } = await platform.tenant();
    const buyer = await customer(client);
    const saved = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'A', rate: 5 }] }, { send: 'true' });
    // The invoice was sent on its due date; a week passes.
    await platform.database.query('update accounting.invoices set due_date = due_date - 7, date = date - 7 where id = $1', [saved.invoice_id]);
    const stored = async () =>
      (await platform.database.query<{ status: string }>('select status from accounting.invoices where id = $1', [saved.invoice_id]))[0].status;
    expect(await stored()).toBe('sent');
    expect((await get(client, saved.invoice_id)).status).toBe('overdue');
    const run = { ...platform.app.runtime, id: 'test', name: markOverdueInvoices.name, retryCount: 0, signal: new AbortController().signal };
    await markOverdueInvoices.handler({}, run);
    expect(await stored()).toBe('overdue');
    await markOverdueInvoices.handler({}, run);
    const history = (await client.get(`/books/v3/invoices/${saved.invoice_id}/comments`)).body.comments.filter(
      (c: any) => c.operation_type === 'status_changed',
    );
    expect(history).toMatchObject([{ description: `Invoice ${saved.invoice_number} is overdue.`, commented_by: 'System' }]);
    const [schedule] = await platform.database.query<{ cron: string }>('select cron from pgboss.schedule where name = $1', [markOverdueInvoices.name]);
    expect(schedule.cron).toBe('5 * * * *');
    expect(organizationId).toBeTruthy();
  });
});
