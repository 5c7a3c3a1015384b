import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAccounts } from '../../subgraphs/core/books/chart-store.ts';
import { accountBalances, trialBalance } from '../../subgraphs/core/books/ledger.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';
import { customer, expectInvalid, expectState, invoice, tax } from './invoice-fixtures.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const B = '/books/v3';
const C = `${B}/creditnotes`;

async function books() {
  return platform.tenant({ organization: { time_zone: 'Etc/UTC' } });
}

async function balanceOf(organizationId: string, systemKey: string, basis: 'accrual' | 'cash' = 'accrual'): Promise<string> {
  const [account] = await findAccounts(platform.database.db, organizationId, { systemKeys: [systemKey] });
  return (await accountBalances(platform.database.db, organizationId, [account.id], basis)).get(account.id)!.balance;
}

async function accountBalance(organizationId: string, accountId: string): Promise<string> {
  return (await accountBalances(platform.database.db, organizationId, [accountId])).get(accountId)?.balance ?? '0';
}

async function expectBalanced(organizationId: string) {
  for (const basis of ['accrual', 'cash'] as const) {
    const trial = await trialBalance(platform.database.db, organizationId, undefined, basis);
    expect(trial.balanced, JSON.stringify(trial)).toBe(true);
    expect(trial.debit).toBe(trial.credit);
  }
}

/** A sent invoice of `total` (one line, no tax). */
async function sentInvoice(client: Client, customerId: string, rate: number, body: Record<string, unknown> = {}) {
  return invoice(client, { customer_id: customerId, line_items: [{ name: 'Work', rate }], ...body }, { send: true });
}

async function note(client: Client, customerId: string, rate: number, body: Record<string, unknown> = {}, query?: Record<string, string>) {
  const res = await client.post(C, { customer_id: customerId, date: '2026-11-01', line_items: [{ name: 'Returned work', rate }], ...body }, query);
  expectOk(res, 201);
  return res.body.creditnote;
}

async function bank(client: Client, name = 'Refund Bank'): Promise<string> {
  const res = await client.post(`${B}/bankaccounts`, { account_name: `${name} ${Math.random().toString(36).slice(2, 8)}`, account_type: 'bank' });
  expectOk(res, 201);
  return res.body.bankaccount.account_id;
}

const read = async (client: Client, id: string) => (await client.get(`${C}/${id}`)).body.creditnote;
const readInvoice = async (client: Client, id: string) => (await client.get(`${B}/invoices/${id}`)).body.invoice;

describe('credit notes', () => {
  it('is created open and posts the mirror of an invoice; changes repost, draft and void reverse, the trial balance stays zero', async () => {
    const { client, organizationId } = await books();
    const buyer = await customer(client, { billing_address: { address: '1 Main St', city: 'Berlin' } });
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    const created = await client.post(C, {
      customer_id: buyer.contact_id,
      date: '2026-11-02',
      reference_number: 'RMA-1',
      shipping_charge: 5,
      line_items: [
        { name: 'Chair', rate: 100, quantity: 2, tax_id: vat.tax_id },
        { name: 'Fitting', rate: 30.55 },
      ],
    });
    expectOk(created, 201);
    expect(created.body.message).toBe('The credit note has been created.');
    const cn = created.body.creditnote;
    // 200 + 30.55 + 20 tax + 5 shipping
    expect(cn).toMatchObject({
      creditnote_number: 'CN-000001',
      status: 'open',
      reference_number: 'RMA-1',
      sub_total: 230.55,
      tax_total: 20,
      total: 255.55,
      balance: 255.55,
      invoices: [],
      currency_code: 'USD',
      billing_address: { address: '1 Main St', city: 'Berlin' },
      template_name: 'Standard',
    });
    expect(await balanceOf(organizationId, 'accounts_receivable')).toBe('-255.55');
    expect(await balanceOf(organizationId, 'sales')).toBe('230.55');
    expect(await balanceOf(organizationId, 'tax_payable')).toBe('20');
    expect(await balanceOf(organizationId, 'shipping_charge')).toBe('5');
    await expectBalanced(organizationId);

    // A change reposts: one line less.
    const changed = await client.put(`${C}/${cn.creditnote_id}`, { line_items: [{ name: 'Chair', rate: 100, quantity: 2, tax_id: vat.tax_id }] });
    expectOk(changed);
    expect(changed.body.creditnote).toMatchObject({ total: 225, balance: 225, status: 'open' });
    expect(await balanceOf(organizationId, 'accounts_receivable')).toBe('-225');
    await expectBalanced(organizationId);

    // Void and draft take the entry back; open posts it again.
    expectOk(await client.post(`${C}/${cn.creditnote_id}/status/void`));
    expect((await read(client, cn.creditnote_id)).status).toBe('void');
    expect(await balanceOf(organizationId, 'accounts_receivable')).toBe('0');
    expectState(await client.post(`${C}/${cn.creditnote_id}/status/void`), 'void already');
    expectState(await client.put(`${C}/${cn.creditnote_id}`, { notes: 'x' }), 'is void');
    expectOk(await client.post(`${C}/${cn.creditnote_id}/status/draft`));
    expect((await read(client, cn.creditnote_id)).status).toBe('draft');
    expectOk(await client.post(`${C}/${cn.creditnote_id}/status/open`));
    expect(await balanceOf(organizationId, 'accounts_receivable')).toBe('-225');
    await expectBalanced(organizationId);

    // Lists: filters and sorts of the family.
    const draft = await note(client, buyer.contact_id, 10, { is_draft: true, reference_number: 'RMA-2' });
    expect(draft.status).toBe('draft');
    const ids = async (query: Record<string, string>) => (await client.get(C, query)).body.creditnotes.map((c: any) => c.creditnote_id);
    expect(await ids({ filter_by: 'Status.Open' })).toEqual([cn.creditnote_id]);
    expect(await ids({ filter_by: 'Status.Draft' })).toEqual([draft.creditnote_id]);
    expect(await ids({ status: 'draft' })).toEqual([draft.creditnote_id]);
    expect(await ids({ reference_number: 'rma-1' })).toEqual([cn.creditnote_id]);
    expect(await ids({ item_name: 'chair' })).toEqual([cn.creditnote_id]);
    expect(await ids({ tax_id: vat.tax_id })).toEqual([cn.creditnote_id]);
    expect(await ids({ search_text: 'RMA' })).toHaveLength(2);
    expect(await ids({ sort_column: 'total', sort_order: 'A' })).toEqual([draft.creditnote_id, cn.creditnote_id]);
    const listed = (await client.get(C)).body;
    expect(listed.page_context).toMatchObject({ page: 1, applied_filter: 'Status.All', sort_column: 'created_time' });

    // Approval, template, addresses, comments.
    expectOk(await client.post(`${C}/${draft.creditnote_id}/submit`));
    expectOk(await client.post(`${C}/${draft.creditnote_id}/reject`, undefined, { reason: 'Wrong amount' }));
    expectState(await client.post(`${C}/${draft.creditnote_id}/approve`), 'a draft');
    expectOk(await client.post(`${C}/${draft.creditnote_id}/submit`));
    expectState(await client.post(`${C}/${draft.creditnote_id}/status/open`), 'pending approval');
    expectOk(await client.post(`${C}/${draft.creditnote_id}/approve`));
    expectOk(await client.put(`${C}/${draft.creditnote_id}/templates/4000002`));
    expectFailure(await client.put(`${C}/${draft.creditnote_id}/templates/999`), 1002, 404);
    expectOk(await client.put(`${C}/${draft.creditnote_id}/address/shipping`, { address: '5 Dock Rd' }));
    expectOk(await client.post(`${C}/${draft.creditnote_id}/comments`, { description: 'Returned by courier' }));
    const after = await read(client, draft.creditnote_id);
    expect(after).toMatchObject({ status: 'approved', template_name: 'Spreadsheet', shipping_address: { address: '5 Dock Rd' } });
    const comments = (await client.get(`${C}/${draft.creditnote_id}/comments`)).body.comments;
    expect(comments.map((c: any) => c.operation_type)).toEqual([
      'added',
      'submitted',
      'rejected',
      'submitted',
      'approved',
      'template_changed',
      'address_changed',
      'commented',
    ]);
    expect(comments.at(-1)).toMatchObject({ creditnote_id: draft.creditnote_id, transaction_type: 'creditnote', comment_type: 'user' });
    expect(comments[2].description).toContain('Wrong amount');
    expectOk(await client.delete(`${C}/${draft.creditnote_id}/comments/${comments.at(-1).comment_id}`));
    expectState(await client.delete(`${C}/${draft.creditnote_id}/comments/${comments[0].comment_id}`), '');
    expectOk(await client.delete(`${C}/${draft.creditnote_id}`));
    expectFailure(await client.get(`${C}/${draft.creditnote_id}`), 1002, 404);
    await expectBalanced(organizationId);
  });

  it('applies credit to several invoices and takes it back, to the cent, from either side', async () => {
    const { client, organizationId } = await books();
    const buyer = await customer(client);
    const first = await sentInvoice(client, buyer.contact_id, 100.1);
    const second = await sentInvoice(client, buyer.contact_id, 50);
    const cn = await note(client, buyer.contact_id, 120.35);

    const applied = await client.post(`${C}/${cn.creditnote_id}/invoices`, {
      invoices: [
        { invoice_id: first.invoice_id, amount_applied: 100.1 },
        { invoice_id: second.invoice_id, amount_applied: 20.25 },
      ],
    });
    expectOk(applied);
    expect(applied.body.invoices_credited.map((a: any) => a.amount)).toEqual([100.1, 20.25]);
    expect(await readInvoice(client, first.invoice_id)).toMatchObject({ status: 'paid', balance: 0, credits_applied: 100.1 });
    expect(await readInvoice(client, second.invoice_id)).toMatchObject({ status: 'partially_paid', balance: 29.75, credits_applied: 20.25 });
    const closed = await read(client, cn.creditnote_id);
    expect(closed).toMatchObject({ status: 'closed', balance: 0 });
    expect(closed.invoices.map((i: any) => [i.invoice_number, i.amount])).toEqual([
      [first.invoice_number, 100.1],
      [second.invoice_number, 20.25],
    ]);
    expect((await client.get(C, { filter_by: 'Status.Closed' })).body.creditnotes).toHaveLength(1);
    const credited = (await client.get(`${C}/${cn.creditnote_id}/invoices`)).body.invoices_credited;
    expect(credited[1]).toMatchObject({ invoice_id: second.invoice_id, credited_amount: 20.25, creditnote_number: cn.creditnote_number });
    const fromInvoice = (await client.get(`${B}/invoices/${second.invoice_id}/creditsapplied`)).body.credits;
    expect(fromInvoice).toEqual([
      {
        creditnotes_invoice_id: credited[1].creditnote_invoice_id,
        creditnote_id: cn.creditnote_id,
        creditnotes_number: cn.creditnote_number,
        amount_applied: 20.25,
        credited_date: expect.any(String),
      },
    ]);
    // Applying moves nothing in the ledger: the receivable is the invoices less the credit.
    expect(await balanceOf(organizationId, 'accounts_receivable')).toBe('29.75');

    // Taken back from the credit note's side, then applied again from the invoice's side.
    expectOk(await client.delete(`${C}/${cn.creditnote_id}/invoices/${credited[0].creditnote_invoice_id}`));
    expect(await readInvoice(client, first.invoice_id)).toMatchObject({ status: 'sent', balance: 100.1, credits_applied: 0 });
    expect(await read(client, cn.creditnote_id)).toMatchObject({ status: 'open', balance: 100.1 });
    const another = await note(client, buyer.contact_id, 10);
    const both = await client.post(`${B}/invoices/${first.invoice_id}/credits`, {
      apply_creditnotes: [
        { creditnote_id: cn.creditnote_id, amount_applied: 90.1 },
        { creditnote_id: another.creditnote_id, amount_applied: 10 },
      ],
    });
    expectOk(both);
    expect(await readInvoice(client, first.invoice_id)).toMatchObject({ status: 'paid', balance: 0 });
    expect(await read(client, cn.creditnote_id)).toMatchObject({ status: 'open', balance: 10 });
    const gql = await client.graphql(`query ($id: ID!) { invoice(invoiceId: $id) { appliedCredits { creditnoteId amountApplied } } }`, {
      id: first.invoice_id,
    });
    expect(gql.body.data.invoice.appliedCredits).toEqual([
      { creditnoteId: cn.creditnote_id, amountApplied: 90.1 },
      { creditnoteId: another.creditnote_id, amountApplied: 10 },
    ]);
    // The customer's unused credits: what is left on open credit notes.
    expect((await client.get(`${B}/contacts/${buyer.contact_id}`)).body.contact.unused_credits_receivable_amount).toBe(10);
    const removed = (await client.get(`${B}/invoices/${first.invoice_id}/creditsapplied`)).body.credits[1];
    expectOk(await client.delete(`${B}/invoices/${first.invoice_id}/creditsapplied/${removed.creditnotes_invoice_id}`));
    expect(await readInvoice(client, first.invoice_id)).toMatchObject({ status: 'partially_paid', balance: 10 });
    expect(await read(client, another.creditnote_id)).toMatchObject({ status: 'open', balance: 10 });
    // An invoice with credits applied is neither voided nor deleted.
    expectState(await client.post(`${B}/invoices/${first.invoice_id}/status/void`), 'remove them first');
    await expectBalanced(organizationId);
  });

  it('refuses bad applications with the field and rule, writing nothing', async () => {
    const { client, organizationId } = await books();
    const buyer = await customer(client);
    const stranger = await customer(client);
    const eur = await client.post(`${B}/settings/currencies`, { currency_code: 'EUR', exchange_rate: 1.1 });
    expectOk(eur, 201);
    const target = await sentInvoice(client, buyer.contact_id, 40);
    const foreign = await sentInvoice(client, stranger.contact_id, 40);
    const euro = await sentInvoice(client, buyer.contact_id, 40, { currency_id: eur.body.currency.currency_id });
    const draftInvoice = (await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Work', rate: 40 }] })) as any;
    const cn = await note(client, buyer.contact_id, 30);
    const apply = (invoices: unknown[]) => client.post(`${C}/${cn.creditnote_id}/invoices`, { invoices });

    expectInvalid(await apply([{ invoice_id: target.invoice_id, amount_applied: 30.01 }]), 'invoices[0].amount_applied');
    expectInvalid(
      await apply([
        { invoice_id: target.invoice_id, amount_applied: 20 },
        { invoice_id: euro.invoice_id, amount_applied: 5 },
      ]),
      'invoices[1].invoice_id',
    );
    expectInvalid(await apply([{ invoice_id: foreign.invoice_id, amount_applied: 5 }]), 'invoices[0].invoice_id');
    expectInvalid(await apply([{ invoice_id: target.invoice_id, amount_applied: 0 }]), 'invoices[0].amount_applied');
    expectInvalid(
      await apply([
        { invoice_id: target.invoice_id, amount_applied: 5 },
        { invoice_id: target.invoice_id, amount_applied: 5 },
      ]),
      'invoices[1].invoice_id',
    );
    expectState(await apply([{ invoice_id: draftInvoice.invoice_id, amount_applied: 5 }]), 'a draft');
    // Beyond the invoice's balance (a larger credit note).
    const big = await note(client, buyer.contact_id, 100);
    expectInvalid(
      await client.post(`${C}/${big.creditnote_id}/invoices`, { invoices: [{ invoice_id: target.invoice_id, amount_applied: 40.01 }] }),
      'invoices[0].amount_applied',
    );
    // Draft and void credit notes are not applied.
    const drafted = await note(client, buyer.contact_id, 10, { is_draft: true });
    expectState(await client.post(`${C}/${drafted.creditnote_id}/invoices`, { invoices: [{ invoice_id: target.invoice_id, amount_applied: 5 }] }), 'a draft');
    expectOk(await client.post(`${C}/${drafted.creditnote_id}/status/open`));
    expectOk(await client.post(`${C}/${drafted.creditnote_id}/status/void`));
    expectState(await client.post(`${C}/${drafted.creditnote_id}/invoices`, { invoices: [{ invoice_id: target.invoice_id, amount_applied: 5 }] }), 'void');
    expectState(
      await client.post(`${B}/invoices/${target.invoice_id}/credits`, { apply_creditnotes: [{ creditnote_id: drafted.creditnote_id, amount_applied: 5 }] }),
      'void',
    );
    expectInvalid(
      await client.post(`${B}/invoices/${target.invoice_id}/credits`, { apply_creditnotes: [{ creditnote_id: target.invoice_id, amount_applied: 5 }] }),
      'apply_creditnotes[0].creditnote_id',
    );

    // Nothing was written: balances and lists as they were.
    expect(await readInvoice(client, target.invoice_id)).toMatchObject({ balance: 40, credits_applied: 0, status: 'sent' });
    expect(await read(client, cn.creditnote_id)).toMatchObject({ balance: 30, status: 'open', invoices: [] });
    expect((await client.get(`${B}/invoices/${target.invoice_id}/creditsapplied`)).body.credits).toEqual([]);
    await expectBalanced(organizationId);
  });

  it('refunds credit from a bank account, refuses more than is left, and refuses voiding a used credit note', async () => {
    const { client, organizationId } = await books();
    const buyer = await customer(client);
    const bankId = await bank(client);
    const cn = await note(client, buyer.contact_id, 80);
    const target = await sentInvoice(client, buyer.contact_id, 50);
    expectOk(await client.post(`${C}/${cn.creditnote_id}/invoices`, { invoices: [{ invoice_id: target.invoice_id, amount_applied: 50 }] }));

    const R = `${C}/${cn.creditnote_id}/refunds`;
    expectInvalid(await client.post(R, { amount: 30.01, from_account_id: bankId, date: '2026-11-05' }), 'amount');
    const [sales] = await findAccounts(platform.database.db, organizationId, { systemKeys: ['sales'] });
    expectInvalid(await client.post(R, { amount: 10, from_account_id: sales.id, date: '2026-11-05' }), 'from_account_id');
    expectInvalid(await client.post(R, { amount: 10, from_account_id: bankId, date: '2026-10-01' }), 'date');
    const refund = await client.post(R, { amount: 12.5, from_account_id: bankId, date: '2026-11-05', refund_mode: 'Bank Transfer', reference_number: 'TR-1' });
    expectOk(refund);
    const refundId = refund.body.creditnote_refund.creditnote_refund_id;
    expect(refund.body.creditnote_refund).toMatchObject({
      amount: 12.5,
      creditnote_id: cn.creditnote_id,
      refund_mode: 'Bank Transfer',
      customer_name: buyer.contact_name,
    });
    expect(await read(client, cn.creditnote_id)).toMatchObject({ balance: 17.5, status: 'open' });
    expect(await accountBalance(organizationId, bankId)).toBe('-12.5');
    // Receivable: 50 invoiced − 80 credited + 12.5 refunded.
    expect(await balanceOf(organizationId, 'accounts_receivable')).toBe('-17.5');
    // On cash basis the refund is when the credit shows: the sale given back, the receivable untouched.
    expect(await balanceOf(organizationId, 'sales', 'cash')).toBe('12.5');
    expect(await balanceOf(organizationId, 'accounts_receivable', 'cash')).toBe('0');
    await expectBalanced(organizationId);

    // Changed within what is left with its own amount; then the rest refunded: closed.
    expectInvalid(await client.put(`${R}/${refundId}`, { amount: 30.01, from_account_id: bankId, date: '2026-11-05' }), 'amount');
    const changed = await client.put(`${R}/${refundId}`, { amount: 30, from_account_id: bankId, date: '2026-11-06' });
    expectOk(changed);
    expect(await read(client, cn.creditnote_id)).toMatchObject({ balance: 0, status: 'closed' });
    expect(await accountBalance(organizationId, bankId)).toBe('-30');
    expect(await balanceOf(organizationId, 'sales', 'cash')).toBe('30');
    expectState(await client.post(R, { amount: 1, from_account_id: bankId }), 'closed');
    expect((await client.get(R)).body.creditnote_refunds.map((r: any) => r.amount_fcy)).toEqual([30]);
    expect((await client.get(`${C}/refunds`)).body.creditnote_refunds.map((r: any) => r.creditnote_refund_id)).toEqual([refundId]);
    expect((await client.get(`${C}/refunds/${refundId}`)).body.creditnote_refund.amount).toBe(30);
    expect((await client.get(`${R}/${refundId}`)).body.creditnote_refund.date).toBe('2026-11-06');

    // A used credit note is not voided, turned into a draft or deleted.
    expectState(await client.post(`${C}/${cn.creditnote_id}/status/void`), 'applied to invoices or refunded');
    expectState(await client.post(`${C}/${cn.creditnote_id}/status/draft`), 'applied to invoices or refunded');
    expectState(await client.delete(`${C}/${cn.creditnote_id}`), 'applied to invoices or refunded');
    expectInvalid(await client.put(`${C}/${cn.creditnote_id}`, { line_items: [{ name: 'Less', rate: 70 }] }), 'line_items');

    expectOk(await client.delete(`${R}/${refundId}`));
    expect(await accountBalance(organizationId, bankId)).toBe('0');
    expect(await balanceOf(organizationId, 'sales', 'cash')).toBe('0');
    const [application] = (await client.get(`${C}/${cn.creditnote_id}/invoices`)).body.invoices_credited;
    expectOk(await client.delete(`${C}/${cn.creditnote_id}/invoices/${application.creditnote_invoice_id}`));
    expectOk(await client.post(`${C}/${cn.creditnote_id}/status/void`));
    expect(await balanceOf(organizationId, 'accounts_receivable')).toBe('50');
    await expectBalanced(organizationId);
  });

  it('lets only one of two applications racing for the last credit win', async () => {
    const { client, organizationId } = await books();
    const buyer = await customer(client);
    const cn = await note(client, buyer.contact_id, 25);
    const one = await sentInvoice(client, buyer.contact_id, 25);
    const two = await sentInvoice(client, buyer.contact_id, 25);
    const results = await Promise.all(
      [one, two].map((inv) => client.post(`${C}/${cn.creditnote_id}/invoices`, { invoices: [{ invoice_id: inv.invoice_id, amount_applied: 25 }] })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expectState(results.find((r) => r.status === 400)!, 'closed');
    expect(await read(client, cn.creditnote_id)).toMatchObject({ balance: 0, status: 'closed' });
    const balances = [await readInvoice(client, one.invoice_id), await readInvoice(client, two.invoice_id)].map((i) => i.balance).sort();
    expect(balances).toEqual([0, 25]);
    expect((await client.get(`${C}/${cn.creditnote_id}/invoices`)).body.invoices_credited).toHaveLength(1);
    await expectBalanced(organizationId);
  });

  it('keeps each organization’s credit notes to itself and checks the token’s scope', async () => {
    const { client } = await books();
    const buyer = await customer(client);
    const cn = await note(client, buyer.contact_id, 20);
    const own = await sentInvoice(client, buyer.contact_id, 20);
    const { client: other } = await books();
    const theirs = await customer(other);
    const theirInvoice = await sentInvoice(other, theirs.contact_id, 20);
    expectFailure(await other.get(`${C}/${cn.creditnote_id}`), 1002, 404);
    expectFailure(await other.put(`${C}/${cn.creditnote_id}`, { notes: 'x' }), 1002, 404);
    expectFailure(await other.post(`${C}/${cn.creditnote_id}/invoices`, { invoices: [{ invoice_id: theirInvoice.invoice_id, amount_applied: 1 }] }), 1002, 404);
    expectInvalid(
      await client.post(`${C}/${cn.creditnote_id}/invoices`, { invoices: [{ invoice_id: theirInvoice.invoice_id, amount_applied: 1 }] }),
      'invoices[0].invoice_id',
    );
    expectInvalid(
      await other.post(`${B}/invoices/${theirInvoice.invoice_id}/credits`, { apply_creditnotes: [{ creditnote_id: cn.creditnote_id, amount_applied: 1 }] }),
      'apply_creditnotes[0].creditnote_id',
    );
    expectFailure(await other.get(`${C}/${cn.creditnote_id}/refunds`), 1002, 404);
    expect((await other.get(C)).body.creditnotes).toEqual([]);
    expect((await client.get(`${B}/invoices/${own.invoice_id}`)).body.invoice.balance).toBe(20);

    const { client: reader } = await platform.tenant({ scope: 'SvcBooks.creditnotes.READ' });
    expectOk(await reader.get(C));
    expectFailure(await reader.post(C, { customer_id: buyer.contact_id, line_items: [{ name: 'x', rate: 1 }] }), 57, 403);
    const { client: invoicesOnly } = await platform.tenant({ scope: 'SvcBooks.invoices.ALL' });
    expectFailure(await invoicesOnly.get(C), 57, 403);
    // The Inventory copies answer the same objects.
    const inventory = await client.get(`/inventory/v1/creditnotes/${cn.creditnote_id}`);
    expectOk(inventory);
    expect(inventory.body.creditnote).toMatchObject({ creditnote_id: cn.creditnote_id, total: 20 });
    expectOk(await client.post(`/inventory/v1/creditnotes/${cn.creditnote_id}/void`));
    expect((await read(client, cn.creditnote_id)).status).toBe('void');
    expectOk(await client.post(`/inventory/v1/creditnotes/${cn.creditnote_id}/converttoopen`));
    expect((await read(client, cn.creditnote_id)).status).toBe('open');
  });

  it('is raised against an invoice of the same customer, and numbered by hand when asked', async () => {
    const { client } = await books();
    const buyer = await customer(client);
    const stranger = await customer(client);
    const inv = await sentInvoice(client, buyer.contact_id, 20);
    const raised = await note(client, buyer.contact_id, 5, {}, { invoice_id: inv.invoice_id });
    expect(raised.invoice_id).toBe(inv.invoice_id);
    expectInvalid(
      await client.post(C, { customer_id: stranger.contact_id, line_items: [{ name: 'x', rate: 1 }] }, { invoice_id: inv.invoice_id }),
      'invoice_id',
    );
    expectInvalid(
      await client.post(C, { customer_id: buyer.contact_id, line_items: [{ name: 'x', rate: 1 }] }, { ignore_auto_number_generation: 'true' }),
      'creditnote_number',
    );
    const own = await note(client, buyer.contact_id, 1, { creditnote_number: 'CR-77' }, { ignore_auto_number_generation: 'true' });
    expect(own.creditnote_number).toBe('CR-77');
    expectFailure(
      await client.post(
        C,
        { customer_id: buyer.contact_id, creditnote_number: 'cr-77', line_items: [{ name: 'x', rate: 1 }] },
        { ignore_auto_number_generation: 'true' },
      ),
      1001,
      400,
    );
    expect((await client.get(C)).body.creditnotes).toHaveLength(2);
  });
  it('lists any number of credit notes and refunds in the same statements', async () => {
    const { client } = await books();
    const buyer = await customer(client);
    const bankId = await bank(client);
    const make = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const cn = await note(client, buyer.contact_id, 10 + i, {
          line_items: [
            { name: 'A', rate: 5 },
            { name: 'B', rate: 5 + i },
          ],
        });
        expectOk(await client.post(`${C}/${cn.creditnote_id}/refunds`, { amount: 1, from_account_id: bankId, date: '2026-11-02' }));
      }
    };
    const count = async (path: string, key: string) => {
      const { value, sql } = await platform.statementsDuring(() => client.get(path, { per_page: 200 }));
      expectOk(value);
      return { used: sql.length, rows: value.body[key].length };
    };
    const query = `{ creditnotes { nodes { creditnoteNumber lineItems { name } invoices { invoiceId } contactPersonsAssociated { contactPersonId } } } }`;
    const graphCount = async () => {
      const { value, sql } = await platform.statementsDuring(() => client.graphql(query));
      return { used: sql.length, rows: value.body.data.creditnotes.nodes.length };
    };
    await make(2);
    const few = await count(C, 'creditnotes');
    const fewGraph = await graphCount();
    const fewRefunds = await count(`${C}/refunds`, 'creditnote_refunds');
    await make(6);
    const many = await count(C, 'creditnotes');
    const manyRefunds = await count(`${C}/refunds`, 'creditnote_refunds');
    expect([few.rows, many.rows, fewRefunds.rows, manyRefunds.rows]).toEqual([2, 8, 2, 8]);
    expect(many.used).toBe(few.used);
    expect(manyRefunds.used).toBe(fewRefunds.used);
    // Every field, lines and applications included, costs the same statements for 8 as for 2.
    const manyGraph = await graphCount();
    expect([fewGraph.rows, manyGraph.rows]).toEqual([2, 8]);
    expect(manyGraph.used).toBe(fewGraph.used);
  });
  it('is made, applied and refunded through GraphQL as through REST', async () => {
    const { client } = await books();
    const buyer = await customer(client);
    const bankId = await bank(client);
    const inv = await sentInvoice(client, buyer.contact_id, 60);
    const made = await client.graphql(
      `mutation ($input: CreateCreditNoteInput!) { createCreditNote(input: $input) { creditnote { creditnoteId creditnoteNumber status total balance } } }`,
      { input: { customerId: buyer.contact_id, date: '2026-11-03', lineItems: [{ name: 'Refunded work', rate: '45.5' }] } },
    );
    const cn = made.body.data.createCreditNote.creditnote;
    expect(cn).toMatchObject({ status: 'OPEN', total: 45.5, balance: 45.5 });
    const applied = await client.graphql(
      `mutation ($id: ID!, $input: ApplyCreditNoteInput!) { applyCreditNoteToInvoices(creditnoteId: $id, input: $input) { invoicesCredited { invoiceId amount } } }`,
      { id: cn.creditnoteId, input: { invoices: [{ invoiceId: inv.invoice_id, amountApplied: '40' }] } },
    );
    expect(applied.body.data.applyCreditNoteToInvoices.invoicesCredited).toEqual([{ invoiceId: inv.invoice_id, amount: 40 }]);
    const refunded = await client.graphql(
      `mutation ($id: ID!, $input: CreditNoteRefundInput!) { createCreditNoteRefund(creditnoteId: $id, input: $input) { creditnoteRefund { amount fromAccountId } } }`,
      { id: cn.creditnoteId, input: { amount: '5.5', fromAccountId: bankId, date: '2026-11-04' } },
    );
    expect(refunded.body.data.createCreditNoteRefund.creditnoteRefund).toEqual({ amount: 5.5, fromAccountId: bankId });
    const read = await client.graphql(`query ($id: ID!) { creditnote(creditnoteId: $id) { status balance invoices { invoiceNumber amount } } }`, {
      id: cn.creditnoteId,
    });
    expect(read.body.data.creditnote).toEqual({ status: 'CLOSED', balance: 0, invoices: [{ invoiceNumber: inv.invoice_number, amount: 40 }] });
    const refused = await client.graphql(
      `mutation ($id: ID!, $input: CreditNoteRefundInput!) { createCreditNoteRefund(creditnoteId: $id, input: $input) { creditnoteRefund { amount } } }`,
      { id: cn.creditnoteId, input: { amount: '1', fromAccountId: bankId } },
    );
    expect(refused.body.errors[0].message).toContain('closed');
  });
});
