/**
 * The sales cycle end to end, as a business that moves its books to Kontor runs it: an estimate
 * accepted into a sales order, invoiced in two parts, one credit note applied and one refunded, a
 * customer payment across two invoices whose excess is kept as credit and used on a later
 * invoice. Every balance is checked to the cent where a client reads it, and the ledger's trial
 * balance on both bases. Runs on PGlite and, in the suite's second pass, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemAccountId } from '../../subgraphs/core/books/chart-store.ts';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk } from '../helpers/responses.ts';
import { customer, expectInvalid, expectState, invoice, item, tax } from './invoice-fixtures.ts';

let platform: Platform;
beforeAll(async () => {
  // Every document dated by the platform's clock: the same day whenever the suite runs.
  platform = await startPlatform({ clock: { now: () => new Date('2026-11-02T10:00:00Z') } });
});
afterAll(async () => platform?.stop());

const B = '/books/v3';

async function ok(res: Promise<{ status: number; body: any }>, status = 200) {
  const answered = await res;
  expectOk(answered as never, status);
  return answered.body;
}

describe('the sales cycle on the ledger', () => {
  it('estimate → sales order → two invoices → credit notes applied and refunded → one payment across two invoices, its excess used later: every balance to the cent', async () => {
    const { client, organizationId } = await platform.tenant({ organization: { time_zone: 'Etc/UTC', currency_code: 'USD' } });
    const buyer = await customer(client);
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    const chair = await item(client, { rate: 100, tax_id: vat.tax_id });
    const contact = async () => (await client.get(`${B}/contacts/${buyer.contact_id}`)).body.contact;
    const readInvoice = async (id: string) => (await client.get(`${B}/invoices/${id}`)).body.invoice;
    const money = (invoice: any) => [invoice.status, invoice.total, invoice.balance];

    // A quote for three chairs (330 with tax), sent, then accepted by the order made from it.
    const quote = (await ok(client.post(`${B}/estimates`, { customer_id: buyer.contact_id, line_items: [{ item_id: chair.item_id, quantity: 3 }] }), 201))
      .estimate;
    expect(quote.total).toBe(330);
    await ok(client.post(`${B}/estimates/${quote.estimate_id}/status/sent`));
    const order = (
      await ok(
        client.post(`${B}/salesorders`, {
          customer_id: buyer.contact_id,
          estimate_id: quote.estimate_id,
          line_items: [{ item_id: chair.item_id, quantity: 3 }],
        }),
        201,
      )
    ).salesorder[0];
    expect((await client.get(`${B}/estimates/${quote.estimate_id}`)).body.estimate.status).toBe('accepted');
    await ok(client.post(`${B}/salesorders/${order.salesorder_id}/status/open`), 201);

    // Two invoices: two chairs, then the last one; the order closes.
    const [line] = order.line_items;
    const first = (
      await ok(
        client.post(`${B}/invoices/fromsalesorder`, { line_items: [{ line_item_id: line.line_item_id, quantity: 2 }] }, { salesorder_id: order.salesorder_id }),
        201,
      )
    ).invoice;
    const second = (await ok(client.post(`${B}/invoices/fromsalesorder`, undefined, { salesorder_id: order.salesorder_id }), 201)).invoice;
    expectState(await client.post(`${B}/invoices/fromsalesorder`, undefined, { salesorder_id: order.salesorder_id }), 'closed');
    for (const sent of [first, second]) await ok(client.post(`${B}/invoices/${sent.invoice_id}/status/sent`));
    expect(money(await readInvoice(first.invoice_id))).toEqual(['sent', 220, 220]);
    expect(money(await readInvoice(second.invoice_id))).toEqual(['sent', 110, 110]);
    const closed = (await client.get(`${B}/salesorders/${order.salesorder_id}`)).body.salesorder[0];
    expect([closed.status, closed.invoiced_status, closed.invoices.map((i: any) => i.invoice_id)]).toEqual([
      'closed',
      'invoiced',
      [first.invoice_id, second.invoice_id],
    ]);
    expect((await contact()).outstanding_receivable_amount).toBe(330);

    // A chair comes back: its credit note (110) is applied to the first invoice, and no further.
    const returned = (
      await ok(
        client.post(
          `${B}/creditnotes`,
          { customer_id: buyer.contact_id, line_items: [{ item_id: chair.item_id, quantity: 1 }] },
          { invoice_id: first.invoice_id },
        ),
        201,
      )
    ).creditnote;
    expect([returned.status, returned.total, returned.balance]).toEqual(['open', 110, 110]);
    expectInvalid(
      await client.post(`${B}/creditnotes/${returned.creditnote_id}/invoices`, { invoices: [{ invoice_id: second.invoice_id, amount_applied: 110.01 }] }),
      'invoices[0].amount_applied',
    );
    await ok(client.post(`${B}/creditnotes/${returned.creditnote_id}/invoices`, { invoices: [{ invoice_id: first.invoice_id, amount_applied: 110 }] }));
    expect(money(await readInvoice(first.invoice_id))).toEqual(['partially_paid', 220, 110]);
    const used = (await client.get(`${B}/creditnotes/${returned.creditnote_id}`)).body.creditnote;
    expect([used.status, used.balance]).toEqual(['closed', 0]);
    expectState(await client.post(`${B}/creditnotes/${returned.creditnote_id}/status/void`), 'applied');

    // A goodwill credit of 50 is refunded in cash from the bank, not applied.
    const bank = (await ok(client.post(`${B}/bankaccounts`, { account_name: 'Operating Account', account_type: 'bank' }), 201)).bankaccount;
    const goodwill = (await ok(client.post(`${B}/creditnotes`, { customer_id: buyer.contact_id, line_items: [{ name: 'Goodwill', rate: 50 }] }), 201))
      .creditnote;
    expectInvalid(
      await client.post(`${B}/creditnotes/${goodwill.creditnote_id}/refunds`, { date: '2026-11-20', amount: 50.01, from_account_id: bank.account_id }),
      'amount',
    );
    await ok(
      client.post(`${B}/creditnotes/${goodwill.creditnote_id}/refunds`, {
        date: '2026-11-20',
        amount: 50,
        from_account_id: bank.account_id,
        refund_mode: 'Cash',
      }),
    );
    expect((await client.get(`${B}/creditnotes/${goodwill.creditnote_id}`)).body.creditnote).toMatchObject({ status: 'closed', balance: 0 });
    expect((await contact()).outstanding_receivable_amount).toBe(220);

    // One payment of 300 settles both invoices (110 each); the 80 left is the customer's credit.
    const payment = (
      await ok(
        client.post(`${B}/customerpayments`, {
          customer_id: buyer.contact_id,
          payment_mode: 'banktransfer',
          amount: 300,
          date: '2026-11-21',
          invoices: [
            { invoice_id: first.invoice_id, amount_applied: 110 },
            { invoice_id: second.invoice_id, amount_applied: 110 },
          ],
        }),
        201,
      )
    ).payment;
    expect(payment.unused_amount).toBe(80);
    expect(money(await readInvoice(first.invoice_id))).toEqual(['paid', 220, 0]);
    expect(money(await readInvoice(second.invoice_id))).toEqual(['paid', 110, 0]);
    expect(await contact()).toMatchObject({ outstanding_receivable_amount: 0, unused_credits_receivable_amount: 80 });

    // A later sale of one chair takes the 80 of credit; 30 is left to pay. Beyond it is refused.
    const later = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ item_id: chair.item_id, quantity: 1 }] }, { send: true });
    const applied = (amount: number) => ({
      invoices: [
        { invoice_id: first.invoice_id, amount_applied: 110 },
        { invoice_id: second.invoice_id, amount_applied: 110 },
        { invoice_id: later.invoice_id, amount_applied: amount },
      ],
    });
    expect((await client.put(`${B}/customerpayments/${payment.payment_id}`, applied(80.01))).status).toBe(400);
    await ok(client.put(`${B}/customerpayments/${payment.payment_id}`, applied(80)));
    expect(money(await readInvoice(later.invoice_id))).toEqual(['partially_paid', 110, 30]);
    expect((await client.get(`${B}/customerpayments/${payment.payment_id}`)).body.payment.unused_amount).toBe(0);
    expect(await contact()).toMatchObject({ outstanding_receivable_amount: 30, unused_credits_receivable_amount: 0 });

    // The ledger agrees: 30 receivable, the bank out by the refund, the tax of three chairs kept
    // (four sold, one returned), balanced on both bases.
    const [receivable, taxPayable] = await Promise.all(
      ['accounts_receivable', 'tax_payable'].map((key) => systemAccountId(platform.database.db, organizationId, key)),
    );
    const balances = await accountBalances(platform.database.db, organizationId, [receivable, taxPayable, bank.account_id]);
    expect(balances.get(receivable)?.balance).toBe('30');
    expect(balances.get(taxPayable)?.balance).toBe('-30');
    expect(balances.get(bank.account_id)?.balance).toBe('-50');
    for (const basis of ['accrual', 'cash'] as const) {
      const trial = await trialBalance(platform.database.db, organizationId, undefined, basis);
      expect(trial.balanced, `${basis}: ${JSON.stringify(trial)}`).toBe(true);
    }
  });
});
