/**
 * The purchase cycle from order to payment (issue 33's worked scenario), as a client drives it: a
 * purchase order for 10 units → receive 6 → bill the 6 from the order → receive 4 → bill the rest
 * → a vendor credit for 1 returned unit applied to the second bill → one vendor payment across
 * both bills with a bank charge → the bank account reconciled (the payment in its register, cleared
 * by the statement's closing balance) → the reconciliation undone and the payment deleted, which
 * takes it out of the register. After each step: stock, the
 * order's billed status, accounts payable (the ledger and the vendor's), the bank and a zero-sum
 * trial balance, to the cent. Then the refusals, each naming its field, with nothing written.
 * Runs on PGlite and, in the suite's second pass, on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemAccountId } from '../../subgraphs/core/books/chart-store.ts';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';
import { expectInvalid, unique } from './invoice-fixtures.ts';
import { order, receive, scenario, stockOf } from '../inventory/purchase-fixtures.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ clock: { now: () => new Date('2026-11-02T10:00:00Z') } });
});
afterAll(async () => platform?.stop());

const B = '/books/v3';

async function ok(res: Promise<{ status: number; body: any }>, status = 200) {
  const answered = await res;
  expectOk(answered as never, status);
  return answered.body;
}

/** Payable, stock value and bank on the ledger (accrual), the trial balance zero-sum on both bases. */
async function books(organizationId: string, bankId: string) {
  const db = platform.database.db;
  const ids = await Promise.all((['accounts_payable', 'inventory', 'bank_charges'] as const).map((k) => systemAccountId(db, organizationId, k)));
  const balances = await accountBalances(db, organizationId, [...ids, bankId]);
  for (const basis of ['accrual', 'cash'] as const) {
    const trial = await trialBalance(db, organizationId, undefined, basis);
    expect(trial.balanced, `${basis}: ${JSON.stringify(trial)}`).toBe(true);
  }
  const of = (id: string) => balances.get(id)?.balance ?? '0';
  return { payable: of(ids[0]), inventory: of(ids[1]), bankCharges: of(ids[2]), bank: of(bankId) };
}

describe('the purchase cycle from order to payment', () => {
  let client: Client;
  let organizationId: string;
  let world: Awaited<ReturnType<typeof scenario>>;
  let bank: any;

  beforeAll(async () => {
    ({ client, organizationId } = await platform.tenant({ organization: { time_zone: 'Etc/UTC', currency_code: 'USD' } }));
    world = await scenario(client);
    bank = (await ok(client.post(`${B}/bankaccounts`, { account_name: 'Operating Account', account_type: 'bank' }), 201)).bankaccount;
  });

  it('order 10 → receive 6 → bill 6 → receive 4 → bill 4 → credit 1 → one payment: every figure to the cent', async () => {
    const { supplier, bolt, warehouse } = world;
    const po = await order(client, {
      vendor_id: supplier.contact_id,
      location_id: warehouse.location_id,
      line_items: [{ item_id: bolt.item_id, quantity: 10, rate: 12.5 }],
    });
    const poLine = po.line_items[0].line_item_id;
    const state = async () => {
      const read = (await client.get(`/inventory/v1/purchaseorders/${po.purchaseorder_id}`)).body.purchase_order;
      const vendor = (await client.get(`${B}/contacts/${supplier.contact_id}`)).body.contact;
      return {
        stock: await stockOf(client, bolt.item_id),
        billed: read.billed_status,
        bills: read.bills.map((b: any) => [b.bill_number, b.status, b.balance]),
        owed: vendor.outstanding_payable_amount,
        ...(await books(organizationId, bank.account_id)),
      };
    };
    const bill = (number: string, quantity: number) =>
      client.post(`${B}/bills`, {
        vendor_id: supplier.contact_id,
        bill_number: number,
        date: '2026-11-03',
        due_date: '2026-12-03',
        purchaseorder_ids: [po.purchaseorder_id],
        line_items: [{ item_id: bolt.item_id, purchaseorder_item_id: poLine, quantity, rate: 12.5 }],
      });
    const zero = { payable: '0', inventory: '0', bankCharges: '0', bank: '0' };
    expect(await state()).toMatchObject({ stock: 0, billed: 'unbilled', bills: [], owed: 0, ...zero });

    // Receive 6: stock and its value in, the payable booked by the receive.
    await receive(client, po.purchaseorder_id, { date: '2026-11-02', status: 'received', line_items: [{ line_item_id: poLine, quantity: 6 }] });
    expect(await state()).toMatchObject({ stock: 6, billed: 'unbilled', owed: 0, payable: '-75', inventory: '75', bank: '0' });

    // Billing more than is received is refused, naming the quantity; nothing is written.
    const early = await bill('VB-EARLY', 7);
    expectInvalid(early, 'line_items[0].quantity');
    expect(early.body.message).toContain('more than the 6 received');

    // Bill the 6 from the order: the bill owes 75; the receive's payable is the bill's, no stock or payable counted twice.
    const first = (await ok(bill('VB-1', 6), 201)).bill;
    expect([first.status, first.total, first.balance, first.purchaseorder_ids]).toEqual(['open', 75, 75, [po.purchaseorder_id]]);
    expect(first.line_items[0].purchaseorder_item_id).toBe(poLine);
    expect(first.purchaseorders).toEqual([
      {
        purchaseorder_id: po.purchaseorder_id,
        purchaseorder_number: po.purchaseorder_number,
        purchaseorder_date: po.date,
        purchaseorder_status: 'partially_received',
      },
    ]);
    expect(await state()).toMatchObject({
      stock: 6,
      billed: 'partially_billed',
      bills: [['VB-1', 'open', 75]],
      owed: 75,
      payable: '-75',
      inventory: '75',
      bank: '0',
    });

    // Receive the other 4; billing 5 of them would bill 11 of the 10 ordered: refused, nothing written.
    await receive(client, po.purchaseorder_id, { date: '2026-11-04', status: 'received', line_items: [{ line_item_id: poLine, quantity: 4 }] });
    expect(await state()).toMatchObject({ stock: 10, billed: 'partially_billed', owed: 75, payable: '-125', inventory: '125' });
    const over = await bill('VB-OVER', 5);
    expectInvalid(over, 'line_items[0].quantity');
    expect(over.body.message).toContain('more than was ordered');
    expect((await client.get(`${B}/bills`, { bill_number: 'VB-OVER' })).body.bills).toEqual([]);

    // Bill the rest: the order is billed.
    const second = (await ok(bill('VB-2', 4), 201)).bill;
    expect([second.total, second.balance]).toEqual([50, 50]);
    expect(await state()).toMatchObject({
      stock: 10,
      billed: 'billed',
      bills: [
        ['VB-1', 'open', 75],
        ['VB-2', 'open', 50],
      ],
      payable: '-125',
      inventory: '125',
    });

    // One unit goes back: a vendor credit of 12.50 applied to the second bill.
    const credit = (
      await ok(
        client.post(`${B}/vendorcredits`, {
          vendor_id: supplier.contact_id,
          date: '2026-11-05',
          line_items: [{ item_id: bolt.item_id, quantity: 1, rate: 12.5 }],
        }),
        201,
      )
    ).vendor_credit;
    await ok(client.post(`${B}/vendorcredits/${credit.vendor_credit_id}/bills`, { bills: [{ bill_id: second.bill_id, amount_applied: 12.5 }] }), 201);
    // The unit goes back to the vendor: it leaves the stock (at the primary location, the warehouse) and its value leaves inventory.
    expect(await state()).toMatchObject({
      stock: 9,
      billed: 'billed',
      bills: [
        ['VB-1', 'open', 75],
        ['VB-2', 'partially_paid', 37.5],
      ],
      payable: '-112.5',
      inventory: '112.5',
    });

    // One payment of 112.50 across both bills, with a bank charge of 2.50.
    // The family spreads the payment's fields over the answer.
    const payment = await ok(
      client.post(`${B}/vendorpayments`, {
        vendor_id: supplier.contact_id,
        amount: 112.5,
        bank_charges: 2.5,
        date: '2026-11-06',
        paid_through_account_id: bank.account_id,
        bills: [
          { bill_id: first.bill_id, amount_applied: 75 },
          { bill_id: second.bill_id, amount_applied: 37.5 },
        ],
      }),
      201,
    );
    expect([payment.amount, payment.balance]).toEqual([112.5, 0]);
    expect(await state()).toMatchObject({
      billed: 'billed',
      bills: [
        ['VB-1', 'paid', 0],
        ['VB-2', 'paid', 0],
      ],
      payable: '0',
      inventory: '112.5',
      bankCharges: '2.5',
      bank: '-115',
    });

    // The payment is in the bank's register: 115 out (112.50 to the vendor, 2.50 charged), categorized by the payment.
    const register = async () => (await client.get(`${B}/banktransactions`, { account_id: bank.account_id })).body.banktransactions;
    const listed = await register();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      account_id: bank.account_id,
      date: '2026-11-06',
      amount: 115,
      debit_or_credit: 'debit',
      status: 'categorized',
      transaction_type: 'vendor_payment',
      source: 'document',
      payee: supplier.contact_name,
      reference_number: payment.payment_number,
      offset_account_name: 'Accounts Payable',
    });
    const entry = listed[0].transaction_id;
    expect((await client.get(`${B}/banktransactions/${entry}`)).body.banktransaction).toMatchObject({
      amount: 115,
      bank_charges: 2.5,
      total: 112.5,
      bcy_total: 112.5,
      vendor_id: supplier.contact_id,
      vendor_name: supplier.contact_name,
      from_account_id: bank.account_id,
      to_account_name: 'Accounts Payable',
      is_reconciled: false,
    });
    expect((await client.get(`${B}/bankaccounts/${bank.account_id}`)).body.bankaccount).toMatchObject({ balance: -115, bank_balance: -115 });
    // The payment owns its row: the bank transaction routes leave it to the payment.
    for (const refused of [
      await client.put(`${B}/banktransactions/${entry}`, { amount: 1 }),
      await client.delete(`${B}/banktransactions/${entry}`),
      await client.post(`${B}/banktransactions/${entry}/uncategorize`),
    ]) {
      expectFailure(refused, 1003);
      expect(refused.body.message).toContain('recorded by a vendor payment');
    }

    // The statement says 115 left in November: the reconciliation clears the payment to the cent.
    const reconciliations = `${B}/bankaccounts/${bank.account_id}/reconciliations`;
    const reconciled = (
      await ok(
        client.post(reconciliations, {
          start_date: '2026-11-01',
          end_date: '2026-11-30',
          closing_balance: -115,
          save_option: 'reconcile',
          transactions_to_be_reconciled: [{ transaction_id: entry }],
        }),
      )
    ).reconciliation;
    expect(reconciled).toMatchObject({ status: 'reconciled', opening_balance: 0, cleared_amount: -115, closing_balance: -115, difference: 0 });
    expect((await register())[0]).toMatchObject({ transaction_id: entry, amount: 115 });
    expect((await client.get(`${B}/banktransactions`, { account_id: bank.account_id, filter_by: 'Status.Reconciled' })).body.banktransactions).toHaveLength(1);
    // While reconciled, the payment keeps what the bank saw: its amount and its existence; a note may change.
    for (const refused of [
      await client.put(`${B}/vendorpayments/${payment.payment_id}`, { amount: 113 }),
      await client.delete(`${B}/vendorpayments/${payment.payment_id}`),
    ]) {
      expectFailure(refused, 1003);
      expect(refused.body.message).toContain(`The vendor payment ${payment.payment_number} is reconciled`);
    }
    await ok(client.put(`${B}/vendorpayments/${payment.payment_id}`, { description: 'Bolts, November' }));
    expect((await client.get(`${B}/banktransactions/${entry}`)).body.banktransaction).toMatchObject({
      description: 'Bolts, November',
      amount: 115,
      is_reconciled: true,
    });
    expect(await state()).toMatchObject({
      payable: '0',
      bank: '-115',
      bills: [
        ['VB-1', 'paid', 0],
        ['VB-2', 'paid', 0],
      ],
    });

    // Undone, the payment can go: it leaves the register (and the draft) with its entry, the bills owe again.
    await ok(client.post(`${reconciliations}/${reconciled.reconciliation_id}/undo`));
    // Paid through another account instead, it moves to that account's register (and out of the draft).
    const savings = (await ok(client.post(`${B}/bankaccounts`, { account_name: 'Savings Account', account_type: 'bank' }), 201)).bankaccount;
    await ok(client.put(`${B}/vendorpayments/${payment.payment_id}`, { paid_through_account_id: savings.account_id }));
    const onSavings = async () =>
      (await client.get(`${B}/banktransactions`, { account_id: savings.account_id })).body.banktransactions.map((t: any) => [t.transaction_type, t.amount]);
    expect(await register()).toEqual([]);
    expect(await onSavings()).toEqual([['vendor_payment', 115]]);
    expect(await state()).toMatchObject({ payable: '0', bank: '0' });
    await ok(client.delete(`${B}/vendorpayments/${payment.payment_id}`));
    expect(await onSavings()).toEqual([]);
    expect((await client.get(`${reconciliations}/${reconciled.reconciliation_id}`)).body.reconciliation).toMatchObject({ status: 'draft', transactions: [] });
    expect((await client.get(`${B}/bankaccounts/${bank.account_id}`)).body.bankaccount).toMatchObject({ balance: 0, bank_balance: 0 });
    expect(await state()).toMatchObject({
      bills: [
        ['VB-1', 'open', 75],
        ['VB-2', 'partially_paid', 37.5],
      ],
      payable: '-112.5',
      inventory: '112.5',
      bankCharges: '0',
      bank: '0',
    });
  });

  it('a void vendor credit is not applied; nothing is written', async () => {
    const owed = (
      await ok(
        client.post(`${B}/bills`, {
          vendor_id: world.supplier.contact_id,
          bill_number: unique('VB'),
          date: '2026-11-02',
          line_items: [{ name: 'Freight', rate: 30 }],
        }),
        201,
      )
    ).bill;
    // A unit goes back, then the credit is voided: the unit is in stock again.
    const credit = (
      await ok(
        client.post(`${B}/vendorcredits`, {
          vendor_id: world.supplier.contact_id,
          location_id: world.warehouse.location_id,
          line_items: [{ item_id: world.bolt.item_id, quantity: 1, rate: 10 }],
        }),
        201,
      )
    ).vendor_credit;
    expect(await stockOf(client, world.bolt.item_id)).toBe(8);
    await ok(client.post(`${B}/vendorcredits/${credit.vendor_credit_id}/status/void`), 201);
    expect(await stockOf(client, world.bolt.item_id)).toBe(9);
    const applied = await client.post(`${B}/vendorcredits/${credit.vendor_credit_id}/bills`, { bills: [{ bill_id: owed.bill_id, amount_applied: 10 }] });
    expectFailure(applied, 1003);
    expect(applied.body.message).toContain('void');
    expect((await client.get(`${B}/bills/${owed.bill_id}`)).body.bill).toMatchObject({ balance: 30, vendor_credits: [] });
    expect(await books(organizationId, bank.account_id)).toMatchObject({ payable: '-142.5', bank: '0' });
  });

  it("another organization's purchase order is not found; nothing is written", async () => {
    const theirs = await platform.tenant({ organization: { time_zone: 'Etc/UTC' } });
    const before = (await client.get(`${B}/bills`, { vendor_id: world.supplier.contact_id })).body.bills.length;
    const foreign = await scenario(theirs.client);
    const res = await client.post(`${B}/bills`, {
      vendor_id: world.supplier.contact_id,
      bill_number: unique('VB'),
      purchaseorder_ids: [foreign.po.purchaseorder_id],
      line_items: [{ item_id: world.bolt.item_id, purchaseorder_item_id: foreign.boltLine.line_item_id, quantity: 1, rate: 7.5 }],
    });
    expectFailure(res, 1002, 404);
    expect(res.body.message).toContain('purchaseorder_ids[0]');
    expect((await client.get(`${B}/bills`, { vendor_id: world.supplier.contact_id })).body.bills).toHaveLength(before);
    // A line of an order the bill does not name is not found either; other documents refuse the field.
    const stray = await client.post(`${B}/bills`, {
      vendor_id: world.supplier.contact_id,
      bill_number: unique('VB'),
      line_items: [{ item_id: world.bolt.item_id, purchaseorder_item_id: world.boltLine.line_item_id, quantity: 1, rate: 7.5 }],
    });
    expectFailure(stray, 1002, 404);
    expect(stray.body.message).toContain('line_items[0].purchaseorder_item_id');
    expectInvalid(
      await client.post(`${B}/vendorcredits`, {
        vendor_id: world.supplier.contact_id,
        line_items: [{ name: 'Back', rate: 1, purchaseorder_item_id: world.boltLine.line_item_id }],
      }),
      'line_items[0].purchaseorder_item_id',
    );
  });
});
