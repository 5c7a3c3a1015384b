import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';
import { customer } from './invoice-fixtures.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

/** Billing names its organization in a header. */
function billing(client: Client, organizationId: string) {
  const bare = new Client(client.baseUrl, client.token);
  const headers = { 'X-com-svc-subscriptions-organizationid': organizationId };
  return {
    post: (path: string, body: unknown) => bare.request('POST', `/billing/v1${path}`, { body, headers }),
  };
}

describe('refunds of a contact', () => {
  it('lists the refunds of the contact’s payments, newest first, in the Books shape', async () => {
    const { client, organizationId } = await platform.tenant();
    const buyer = await customer(client);
    const other = await customer(client);
    const pay = billing(client, organizationId);
    const payment = await pay.post('/payments', { customer_id: buyer.contact_id, payment_mode: 'cash', amount: 100, date: '2026-03-01' });
    expectOk(payment, 201);
    const id = payment.body.payment.payment_id;
    const cash = await pay.post(`/payments/${id}/refunds`, { amount: 15, date: '2026-03-05', refund_mode: 'cash', reference_number: 'R-1' });
    expectOk(cash, 201);
    const goodwill = await pay.post(`/payments/${id}/refunds`, { amount: 20, date: '2026-03-09', description: 'Goodwill' });
    expectOk(goodwill, 201);
    const elsewhere = await pay.post('/payments', { customer_id: other.contact_id, payment_mode: 'cash', amount: 10, date: '2026-03-01' });
    expectOk(await pay.post(`/payments/${elsewhere.body.payment.payment_id}/refunds`, { amount: 5 }), 201);

    const res = await client.get(`/books/v3/contacts/${buyer.contact_id}/refunds`);
    expectOk(res);
    expect(res.body.creditnote_refunds).toEqual([
      expect.objectContaining({
        creditnote_refund_id: goodwill.body.refund.refund_id,
        date: '2026-03-09',
        amount_fcy: 20,
        amount_bcy: 20,
        description: 'Goodwill',
        creditnote_id: '',
      }),
      expect.objectContaining({
        creditnote_refund_id: cash.body.refund.refund_id,
        date: '2026-03-05',
        amount_fcy: 15,
        refund_mode: 'cash',
        reference_number: 'R-1',
        customer_name: buyer.contact_name,
      }),
    ]);
    expect(res.body.page_context).toMatchObject({ page: 1, has_more_page: false });
    // The payment each refund gives back from is not in the family's list entry: a query selecting it names it.
    const gql = await client.graphql('query ($id: ID!) { contactRefunds(contactId: $id) { nodes { creditnoteRefundId paymentId date } } }', {
      id: buyer.contact_id,
    });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.contactRefunds.nodes).toEqual([
      { creditnoteRefundId: goodwill.body.refund.refund_id, paymentId: id, date: '2026-03-09' },
      { creditnoteRefundId: cash.body.refund.refund_id, paymentId: id, date: '2026-03-05' },
    ]);
    expect((await client.get(`/books/v3/contacts/${other.contact_id}/refunds`)).body.creditnote_refunds).toHaveLength(1);
  });

  it('is empty for a contact without refunds and 404 for another organization’s contact', async () => {
    const { client } = await platform.tenant();
    const buyer = await customer(client);
    expect((await client.get(`/books/v3/contacts/${buyer.contact_id}/refunds`)).body.creditnote_refunds).toEqual([]);
    const other = await platform.tenant();
    expectFailure(await other.client.get(`/books/v3/contacts/${buyer.contact_id}/refunds`), 1002, 404);
    const scoped = await platform.tenant({ scope: 'SvcBooks.invoices.READ' });
    expectFailure(await scoped.client.get(`/books/v3/contacts/${buyer.contact_id}/refunds`), 57, 403);
  });
});
