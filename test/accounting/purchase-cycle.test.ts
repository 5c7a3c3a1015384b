/**
 * The purchase cycle on the ledger, as a business pays its vendors in Kontor: a bill paid in two
 * vendor payments (the second with a bank charge and an excess kept as the vendor's credit), a
 * vendor credit applied to another bill, one refunded, the payment's excess refunded. After each
 * step the bills, the documents and the ledger (accounts payable, the bank, input tax, expense,
 * bank charges, and the trial balance on both bases) are checked to the cent. Then the refusals,
 * each naming its field, with nothing written. Runs on PGlite and, in the suite's second pass,
 * on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemAccountId } from '../../subgraphs/core/books/chart-store.ts';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';
import { expectInvalid, expectState, tax, unique } from './invoice-fixtures.ts';

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

async function vendor(client: Client) {
  return (await ok(client.post(`${B}/contacts`, { contact_name: unique('Vendor'), contact_type: 'vendor' }), 201)).contact;
}

async function bill(client: Client, vendorId: string, rate: number, taxId?: string) {
  const body = {
    vendor_id: vendorId,
    bill_number: unique('VB'),
    date: '2026-11-01',
    due_date: '2026-12-01',
    line_items: [{ name: 'Paper', rate, tax_id: taxId }],
  };
  return (await ok(client.post(`${B}/bills`, body), 201)).bill;
}

/** The ledger of the accounts a purchase touches, accrual basis, and the trial balance on both bases. */
async function ledger(organizationId: string, bankId: string) {
  const db = platform.database.db;
  const keys = ['accounts_payable', 'input_tax', 'cost_of_goods_sold', 'bank_charges'] as const;
  const ids = await Promise.all(keys.map((k) => systemAccountId(db, organizationId, k)));
  const balances = await accountBalances(db, organizationId, [...ids, bankId]);
  for (const basis of ['accrual', 'cash'] as const) {
    const trial = await trialBalance(db, organizationId, undefined, basis);
    expect(trial.balanced, `${basis}: ${JSON.stringify(trial)}`).toBe(true);
    expect(trial.debit).toBe(trial.credit);
  }
  const of = (id: string) => balances.get(id)?.balance ?? '0';
  return { payable: of(ids[0]), inputTax: of(ids[1]), expense: of(ids[2]), bankCharges: of(ids[3]), bank: of(bankId) };
}

describe('the purchase cycle on the ledger', () => {
  it('a bill paid in two payments (bank charge, excess kept), refunds: every balance to the cent', async () => {
    const { client, organizationId } = await platform.tenant({ organization: { time_zone: 'Etc/UTC', currency_code: 'USD' } });
    const supplier = await vendor(client);
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    const bank = (await ok(client.post(`${B}/bankaccounts`, { account_name: 'Operating Account', account_type: 'bank' }), 201)).bankaccount;
    const readBill = async (id: string) => (await client.get(`${B}/bills/${id}`)).body.bill;
    const money = (b: any) => [b.status, b.total, b.balance];
    const books = () => ledger(organizationId, bank.account_id);

    // A bill of 100 + 10% tax: 110 owed to the vendor.
    const first = await bill(client, supplier.contact_id, 100, vat.tax_id);
    expect(money(first)).toEqual(['open', 110, 110]);
    expect(await books()).toEqual({ payable: '-110', inputTax: '10', expense: '100', bankCharges: '0', bank: '0' });

    // 50 paid from the bank: partially paid, 60 left.
    const partial = await ok(
      client.post(`${B}/vendorpayments`, {
        vendor_id: supplier.contact_id,
        amount: 50,
        date: '2026-11-05',
        paid_through_account_id: bank.account_id,
        payment_mode: 'Bank Transfer',
        bills: [{ bill_id: first.bill_id, amount_applied: 50 }],
      }),
      201,
    );
    expect([partial.payment_number, partial.amount, partial.balance, partial.paid_through_account_name]).toEqual(['1', 50, 0, 'Operating Account']);
    expect(partial.bills).toMatchObject([{ bill_id: first.bill_id, amount_applied: 50 }]);
    expect(money(await readBill(first.bill_id))).toEqual(['partially_paid', 110, 60]);
    expect(await books()).toEqual({ payable: '-60', inputTax: '10', expense: '100', bankCharges: '0', bank: '-50' });

    // Paying more than the 60 left is refused, naming the field; nothing is written.
    expectInvalid(
      await client.post(`${B}/vendorpayments`, {
        vendor_id: supplier.contact_id,
        amount: 70,
        paid_through_account_id: bank.account_id,
        bills: [{ bill_id: first.bill_id, amount_applied: 60.01 }],
      }),
      'bills[0].amount_applied',
    );
    expect(money(await readBill(first.bill_id))).toEqual(['partially_paid', 110, 60]);

    // 70 with a bank charge of 2.50 pays the 60 left; 10 is kept as the vendor's credit.
    const rest = await ok(
      client.post(`${B}/vendorpayments`, {
        vendor_id: supplier.contact_id,
        amount: 70,
        bank_charges: 2.5,
        date: '2026-11-10',
        paid_through_account_id: bank.account_id,
        check_number: 'CHK-17',
        bills: [{ bill_id: first.bill_id, amount_applied: 60 }],
      }),
      201,
    );
    expect([rest.amount, rest.balance, rest.check_details.check_number]).toEqual([70, 10, 'CHK-17']);
    const paid = await readBill(first.bill_id);
    expect(money(paid)).toEqual(['paid', 110, 0]);
    expect(paid.payments.map((p: any) => [p.payment_id, p.amount])).toEqual([
      [partial.payment_id, 50],
      [rest.payment_id, 60],
    ]);
    expect(await books()).toEqual({ payable: '10', inputTax: '10', expense: '100', bankCharges: '2.5', bank: '-122.5' });
    expectState(
      await client.post(`${B}/vendorpayments`, {
        vendor_id: supplier.contact_id,
        amount: 1,
        paid_through_account_id: bank.account_id,
        bills: [{ bill_id: first.bill_id, amount_applied: 1 }],
      }),
      'paid',
    );
    expectState(await client.post(`${B}/bills/${first.bill_id}/status/void`), 'paid');

    // The vendor pays the 10 back: the bank gets it, the payable is even again. More is refused.
    expectInvalid(
      await client.post(`${B}/vendorpayments/${rest.payment_id}/refunds`, { amount: 10.01, to_account_id: bank.account_id, date: '2026-11-12' }),
      'amount',
    );
    const refund = (
      await ok(
        client.post(`${B}/vendorpayments/${rest.payment_id}/refunds`, { amount: 10, to_account_id: bank.account_id, date: '2026-11-12', refund_mode: 'Cash' }),
        201,
      )
    ).vendorpayment_refund[0];
    expect([refund.amount, refund.to_account_id]).toEqual([10, bank.account_id]);
    expect((await client.get(`${B}/vendorpayments/${rest.payment_id}`)).body.vendorpayment.balance).toBe(0);
    expect(await books()).toEqual({ payable: '0', inputTax: '10', expense: '100', bankCharges: '2.5', bank: '-112.5' });

    // Deleting a payment with refunds is refused; taking the first payment off the bill leaves its 50 unused.
    expectFailure(await client.delete(`${B}/vendorpayments/${rest.payment_id}`), 1004);
    const [application] = (await client.get(`${B}/bills/${first.bill_id}/payments`)).body.payments;
    await ok(client.delete(`${B}/bills/${first.bill_id}/payments/${application.bill_payment_id}`));
    expect(money(await readBill(first.bill_id))).toEqual(['partially_paid', 110, 50]);
    expect((await client.get(`${B}/vendorpayments/${partial.payment_id}`)).body.vendorpayment.balance).toBe(50);
    expect(await books()).toEqual({ payable: '0', inputTax: '10', expense: '100', bankCharges: '2.5', bank: '-112.5' });
    // A change applies it again; a delete gives the bill its 50 back and the bank its money.
    await ok(client.put(`${B}/vendorpayments/${partial.payment_id}`, { bills: [{ bill_id: first.bill_id, amount_applied: 50 }] }));
    expect(money(await readBill(first.bill_id))).toEqual(['paid', 110, 0]);
    await ok(client.delete(`${B}/vendorpayments`, { vendorpayment_id: partial.payment_id, bulk_delete: 'true' }));
    expect(money(await readBill(first.bill_id))).toEqual(['partially_paid', 110, 50]);
    expect(await books()).toEqual({ payable: '-50', inputTax: '10', expense: '100', bankCharges: '2.5', bank: '-62.5' });

    // A second bill of 200 + 10% tax.
    const second = await bill(client, supplier.contact_id, 200, vat.tax_id);
    expect(await books()).toEqual({ payable: '-270', inputTax: '30', expense: '300', bankCharges: '2.5', bank: '-62.5' });

    // Goods worth 50 + 10% go back: the vendor credit is the bill's mirror (payable debited, expense and input tax credited).
    const returned = (
      await ok(
        client.post(`${B}/vendorcredits`, {
          vendor_id: supplier.contact_id,
          date: '2026-11-15',
          line_items: [{ name: 'Paper', rate: 50, tax_id: vat.tax_id }],
        }),
        201,
      )
    ).vendor_credit;
    expect([returned.vendor_credit_number, returned.status, returned.total, returned.balance]).toEqual(['VC-00001', 'open', 55, 55]);
    expect(await books()).toEqual({ payable: '-215', inputTax: '25', expense: '250', bankCharges: '2.5', bank: '-62.5' });

    // Applying more credit than it has is refused, naming the field; its 55 go to the second bill.
    const apply = (amount: number) =>
      client.post(`${B}/vendorcredits/${returned.vendor_credit_id}/bills`, { bills: [{ bill_id: second.bill_id, amount_applied: amount }] });
    expectInvalid(await apply(55.01), 'bills[0].amount_applied');
    expect((await ok(apply(55), 201)).bills).toMatchObject([{ bill_id: second.bill_id, amount: 55 }]);
    expect(money(await readBill(second.bill_id))).toEqual(['partially_paid', 220, 165]);
    const used = (await client.get(`${B}/vendorcredits/${returned.vendor_credit_id}`)).body.vendor_credit;
    expect([used.status, used.balance, used.total_credits_used, used.bills_credited.length]).toEqual(['closed', 0, 55, 1]);
    expect(await books()).toEqual({ payable: '-215', inputTax: '25', expense: '250', bankCharges: '2.5', bank: '-62.5' });
    // Voiding or deleting a credit with applications is refused.
    expectState(await client.post(`${B}/vendorcredits/${returned.vendor_credit_id}/status/void`), 'applied');
    expectState(await client.delete(`${B}/vendorcredits/${returned.vendor_credit_id}`), 'applied');

    // A goodwill credit of 30: 10 applied from the bill's side, the 20 left refunded into the bank.
    const goodwill = (
      await ok(client.post(`${B}/vendorcredits`, { vendor_id: supplier.contact_id, date: '2026-11-16', line_items: [{ name: 'Goodwill', rate: 30 }] }), 201)
    ).vendor_credit;
    expect(await books()).toEqual({ payable: '-185', inputTax: '25', expense: '220', bankCharges: '2.5', bank: '-62.5' });
    await ok(
      client.post(`${B}/bills/${second.bill_id}/credits`, { vendor_credits: [{ vendor_credit_id: goodwill.vendor_credit_id, amount_applied: 10 }] }),
      201,
    );
    expect(money(await readBill(second.bill_id))).toEqual(['partially_paid', 220, 155]);
    expectInvalid(
      await client.post(`${B}/vendorcredits/${goodwill.vendor_credit_id}/refunds`, { amount: 20.01, account_id: bank.account_id, date: '2026-11-20' }),
      'amount',
    );
    await ok(client.post(`${B}/vendorcredits/${goodwill.vendor_credit_id}/refunds`, { amount: 20, account_id: bank.account_id, date: '2026-11-20' }), 201);
    // The same vendor credit on the Inventory wire.
    const onInventory = (await client.get(`/inventory/v1/vendorcredits/${goodwill.vendor_credit_id}`)).body.vendor_credit;
    expect([onInventory.status, onInventory.balance, onInventory.total_refunded_amount, onInventory.total_credits_used]).toEqual(['closed', 0, 20, 10]);
    const credited = await readBill(second.bill_id);
    expect([credited.vendor_credits_applied, credited.vendor_credits.map((c: any) => c.amount)]).toEqual([65, [55, 10]]);
    // What the vendor is owed: 50 on the first bill, 155 on the second; the bank out 62.50 net.
    expect(await books()).toEqual({ payable: '-205', inputTax: '25', expense: '220', bankCharges: '2.5', bank: '-42.5' });
    // The bank's register holds what moved money through it, and sums to the ledger's bank: the payment
    // kept (72.50 out, 2.50 of it charged) and the two refunds in; the deleted payment is gone.
    const register = (await client.get(`${B}/banktransactions`, { account_id: bank.account_id, sort_column: 'date', sort_order: 'A' })).body.banktransactions;
    expect(register.map((t: any) => [t.date, t.transaction_type, t.debit_or_credit, t.amount, t.status, t.source])).toEqual([
      ['2026-11-10', 'vendor_payment', 'debit', 72.5, 'categorized', 'document'],
      ['2026-11-12', 'vendor_payment_refund', 'credit', 10, 'categorized', 'document'],
      ['2026-11-20', 'vendor_credit_refund', 'credit', 20, 'categorized', 'document'],
    ]);
    expect((await client.get(`${B}/bankaccounts/${bank.account_id}`)).body.bankaccount).toMatchObject({ balance: -42.5, bank_balance: -42.5 });
    // A refund deleted leaves the register with its entry.
    const creditRefund = (await client.get(`${B}/vendorcredits/${goodwill.vendor_credit_id}/refunds`)).body.vendor_credit_refunds[0];
    await ok(client.delete(`${B}/vendorcredits/${goodwill.vendor_credit_id}/refunds/${creditRefund.vendor_credit_refund_id}`));
    expect((await client.get(`${B}/banktransactions`, { account_id: bank.account_id })).body.banktransactions.map((t: any) => t.transaction_type)).toEqual([
      'vendor_payment_refund',
      'vendor_payment',
    ]);
    expect(await books()).toEqual({ payable: '-185', inputTax: '25', expense: '220', bankCharges: '2.5', bank: '-62.5' });
  });

  it("another organization's bill is not found; nothing is written", async () => {
    const mine = await platform.tenant({ organization: { time_zone: 'Etc/UTC' } });
    const theirs = await platform.tenant({ organization: { time_zone: 'Etc/UTC' } });
    const foreign = await bill(theirs.client, (await vendor(theirs.client)).contact_id, 40);
    const supplier = await vendor(mine.client);
    const bank = (await ok(mine.client.post(`${B}/bankaccounts`, { account_name: 'Bank', account_type: 'bank' }), 201)).bankaccount;
    const res = await mine.client.post(`${B}/vendorpayments`, {
      vendor_id: supplier.contact_id,
      amount: 40,
      paid_through_account_id: bank.account_id,
      bills: [{ bill_id: foreign.bill_id, amount_applied: 40 }],
    });
    expectFailure(res, 1002, 404);
    expect(res.body.message).toContain('bills[0].bill_id');
    expect((await mine.client.get(`${B}/vendorpayments`)).body.vendorpayments).toEqual([]);
    expectFailure(await mine.client.get(`${B}/bills/${foreign.bill_id}/payments`), 1002, 404);
    // Nor does a vendor credit reach it, from either side.
    const credit = (await ok(mine.client.post(`${B}/vendorcredits`, { vendor_id: supplier.contact_id, line_items: [{ name: 'Back', rate: 10 }] }), 201))
      .vendor_credit;
    const applied = await mine.client.post(`${B}/vendorcredits/${credit.vendor_credit_id}/bills`, { bills: [{ bill_id: foreign.bill_id, amount_applied: 5 }] });
    expectFailure(applied, 1002, 404);
    expect(applied.body.message).toContain('bills[0].bill_id');
    expectFailure(
      await mine.client.post(`${B}/bills/${foreign.bill_id}/credits`, { vendor_credits: [{ vendor_credit_id: credit.vendor_credit_id, amount_applied: 5 }] }),
      1002,
      404,
    );
    expect((await mine.client.get(`${B}/vendorcredits/${credit.vendor_credit_id}`)).body.vendor_credit.balance).toBe(10);
  });

  it('two payments racing for the last balance of a bill: one pays it, the other is refused and writes nothing', async () => {
    const { client, organizationId } = await platform.tenant({ organization: { time_zone: 'Etc/UTC' } });
    const supplier = await vendor(client);
    const bank = (await ok(client.post(`${B}/bankaccounts`, { account_name: 'Bank', account_type: 'bank' }), 201)).bankaccount;
    const owed = await bill(client, supplier.contact_id, 70);
    const pay = () =>
      client.post(`${B}/vendorpayments`, {
        vendor_id: supplier.contact_id,
        amount: 70,
        paid_through_account_id: bank.account_id,
        bills: [{ bill_id: owed.bill_id, amount_applied: 70 }],
      });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect((await client.get(`${B}/bills/${owed.bill_id}`)).body.bill).toMatchObject({ status: 'paid', balance: 0 });
    expect((await client.get(`${B}/vendorpayments`)).body.vendorpayments).toHaveLength(1);
    expect(await ledger(organizationId, bank.account_id)).toMatchObject({ payable: '0', bank: '-70' });
  });

  it('an overdue bill with a payment on it is neither voided nor deleted', async () => {
    const { client } = await platform.tenant({ organization: { time_zone: 'Etc/UTC' } });
    const supplier = await vendor(client);
    const bank = (await ok(client.post(`${B}/bankaccounts`, { account_name: 'Bank', account_type: 'bank' }), 201)).bankaccount;
    const late = (
      await ok(
        client.post(`${B}/bills`, {
          vendor_id: supplier.contact_id,
          bill_number: unique('VB'),
          date: '2026-10-01',
          due_date: '2026-10-15',
          line_items: [{ name: 'Ink', rate: 80 }],
        }),
        201,
      )
    ).bill;
    await ok(
      client.post(`${B}/vendorpayments`, {
        vendor_id: supplier.contact_id,
        amount: 30,
        paid_through_account_id: bank.account_id,
        bills: [{ bill_id: late.bill_id, amount_applied: 30 }],
      }),
      201,
    );
    expect((await client.get(`${B}/bills/${late.bill_id}`)).body.bill).toMatchObject({ status: 'overdue', balance: 50 });
    expectState(await client.post(`${B}/bills/${late.bill_id}/status/void`), 'payments');
    expectState(await client.delete(`${B}/bills/${late.bill_id}`), 'payments');
  });
});
