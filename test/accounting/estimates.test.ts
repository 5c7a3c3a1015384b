import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../subgraphs/core/values/time.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectFailure, expectOk } from '../helpers/responses.ts';
import { customer, expectInvalid, expectState, item, tax, unique } from './invoice-fixtures.ts';

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => platform?.stop());

const E = '/books/v3/estimates';

function daysFrom(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function books() {
  const tenant = await platform.tenant({ organization: { time_zone: 'Etc/UTC' } });
  return tenant.client;
}

describe('estimates', () => {
  it('creates one from items and taxes as an invoice would be, reads it back, lists its summary and changes it', async () => {
    const client = await books();
    const buyer = await customer(client, {
      contact_persons: [{ first_name: 'Ann', email: 'ann@example.com', is_primary_contact: true }],
      billing_address: { address: '1 Main St', city: 'Berlin' },
      shipping_address: { address: '2 Dock Rd', city: 'Hamburg' },
    });
    const vat = await tax(client, { tax_percentage: 10, tax_type: 'tax' });
    const chair = await item(client, { rate: 120, tax_id: vat.tax_id, description: 'Oak chair' });
    const created = await client.post(E, {
      customer_id: buyer.contact_id,
      date: '2026-11-01',
      expiry_date: '2099-01-31',
      reference_number: 'Q-7',
      discount: '10%',
      shipping_charge: 5,
      notes: 'Valid for a month',
      line_items: [
        { item_id: chair.item_id, quantity: 2 },
        { name: 'Assembly', rate: 30.005 },
      ],
    });
    expectOk(created, 201);
    expect(created.body.message).toBe('Estimate has been created.');
    const estimate = created.body.estimate;
    expect(estimate).toMatchObject({
      estimate_number: 'EST-000001',
      status: 'draft',
      date: '2026-11-01',
      expiry_date: '2099-01-31',
      reference_number: 'Q-7',
      customer_name: buyer.contact_name,
      currency_code: 'USD',
      sub_total: 270.01,
      discount_amount: 27,
      tax_total: 21.6,
      shipping_charge: '5',
      total: 269.61,
      billing_address: { address: '1 Main St', city: 'Berlin' },
      shipping_address: { address: '2 Dock Rd', city: 'Hamburg' },
      template_name: 'Standard',
      invoice_ids: [],
    });
    expect(estimate.contact_persons_associated.map((p: any) => p.contact_person_email)).toEqual(['ann@example.com']);
    expect(estimate.line_items.map((l: any) => [l.name, l.description, l.rate, l.quantity, l.tax_percentage, l.item_total])).toEqual([
      [chair.name, 'Oak chair', 120, 2, 10, 240],
      ['Assembly', '', 30.005, 1, 0, 30.01],
    ]);

    const read = await client.get(`${E}/${estimate.estimate_id}`);
    expectOk(read);
    expect(read.body.estimate).toEqual(estimate);

    const list = await client.get(E, { filter_by: 'Status.Draft', search_text: 'Q-7' });
    expectOk(list);
    expect(list.body.estimates).toHaveLength(1);
    expect(Object.keys(list.body.estimates[0]).sort()).toEqual(expect.arrayContaining(['estimate_id', 'estimate_number', 'status', 'total', 'expiry_date']));
    expect(list.body.estimates[0]).not.toHaveProperty('line_items');
    expect(list.body.page_context).toMatchObject({ page: 1, applied_filter: 'Status.Draft' });
    expectOk(await client.get(E, { estimate_number_contains: '0001', item_id: chair.item_id }));
    expect((await client.get(E, { filter_by: 'Status.Sent' })).body.estimates).toEqual([]);

    // Lines named by their id keep what they leave out; the others go.
    const [first] = estimate.line_items;
    const changed = await client.put(`${E}/${estimate.estimate_id}`, { line_items: [{ line_item_id: first.line_item_id, quantity: 3 }], discount: null });
    expectOk(changed);
    expect(changed.body.estimate).toMatchObject({ sub_total: 360, total: 401, estimate_number: 'EST-000001' });
    expect(changed.body.estimate.line_items).toMatchObject([{ line_item_id: first.line_item_id, name: chair.name, quantity: 3 }]);

    const billing = await client.put(`${E}/${estimate.estimate_id}/address/billing`, { address: '9 New St', city: 'Bonn' });
    expectOk(billing);
    expectOk(await client.put(`${E}/${estimate.estimate_id}/templates/2000003`));
    const after = (await client.get(`${E}/${estimate.estimate_id}`)).body.estimate;
    expect(after).toMatchObject({ billing_address: { address: '9 New St', city: 'Bonn' }, template_name: 'Simple' });
    expectFailure(await client.put(`${E}/${estimate.estimate_id}/templates/1234`), 1002, 404);

    const templates = await client.get(`${E}/templates`);
    expectOk(templates);
    expect(templates.body.templates.map((t: any) => t.template_name)).toEqual(['Standard', 'Spreadsheet', 'Simple']);
  });

  it('moves through sent, accepted and declined, expires by its date, and refuses the moves its state does not allow', async () => {
    const client = await books();
    const buyer = await customer(client);
    const today = localDate(new Date(), 'Etc/UTC');
    const make = async (body: Record<string, unknown> = {}, query?: Record<string, string>) => {
      const res = await client.post(E, { customer_id: buyer.contact_id, line_items: [{ name: 'Work', rate: 100 }], ...body }, query);
      expectOk(res, 201);
      return res.body.estimate;
    };
    const quote = await make();
    expectState(await client.post(`${E}/${quote.estimate_id}/status/accepted`), 'a draft');
    expectOk(await client.post(`${E}/${quote.estimate_id}/status/sent`));
    expectState(await client.post(`${E}/${quote.estimate_id}/status/sent`), 'is sent');
    const accepted = await client.post(`${E}/${quote.estimate_id}/status/accepted`);
    expectOk(accepted);
    expect(accepted.body).toMatchObject({ code: 0, message: 'Estimate status has been changed to Accepted.' });
    let read = (await client.get(`${E}/${quote.estimate_id}`)).body.estimate;
    // The family's wire answers an absent date as "".
    expect(read).toMatchObject({ status: 'accepted', accepted_date: today, declined_date: '' });
    expectOk(await client.post(`${E}/${quote.estimate_id}/status/declined`));
    read = (await client.get(`${E}/${quote.estimate_id}`)).body.estimate;
    expect(read).toMatchObject({ status: 'declined', accepted_date: '', declined_date: today });

    // Sent at once, with an expiry date behind today: it reads, lists and filters as expired.
    const lapsed = await make({ date: daysFrom(today, -30), expiry_date: daysFrom(today, -1) }, { send: 'true' });
    expect(lapsed.status).toBe('expired');
    const expired = await client.get(E, { filter_by: 'Status.Expired' });
    expect(expired.body.estimates.map((e: any) => e.estimate_id)).toEqual([lapsed.estimate_id]);
    expectOk(await client.post(`${E}/${lapsed.estimate_id}/status/accepted`));

    // Approval: submitted drafts wait for an approver, and only then go out.
    const big = await make();
    expectOk(await client.post(`${E}/${big.estimate_id}/submit`));
    expectState(await client.post(`${E}/${big.estimate_id}/status/sent`), 'pending approval');
    expectState(await client.post(`${E}/${big.estimate_id}/submit`), 'only a draft is submitted');
    expectOk(await client.post(`${E}/${big.estimate_id}/approve`));
    expect((await client.get(`${E}/${big.estimate_id}`)).body.estimate.status).toBe('approved');
    expectOk(await client.post(`${E}/${big.estimate_id}/status/sent`));

    // Bad input names the field; nothing is written.
    expectInvalid(await client.post(E, { customer_id: buyer.contact_id, line_items: [] }), 'line_items');
    expectInvalid(
      await client.post(E, { customer_id: buyer.contact_id, date: '2026-05-02', expiry_date: '2026-05-01', line_items: [{ name: 'X', rate: 1 }] }),
      'expiry_date',
    );
    const other = await books();
    const foreign = await item(other);
    expectInvalid(await client.post(E, { customer_id: buyer.contact_id, line_items: [{ item_id: foreign.item_id }] }), 'line_items[0].item_id');
    expectFailure(await other.get(`${E}/${quote.estimate_id}`), 1002, 404);
    const all = await client.get(E);
    expect(all.body.estimates).toHaveLength(3);
  });

  it('keeps a history the platform writes and comments people add, change and delete', async () => {
    const client = await books();
    const buyer = await customer(client);
    const quote = (await client.post(E, { customer_id: buyer.contact_id, line_items: [{ name: 'Work', rate: 100 }] })).body.estimate;
    expectOk(await client.post(`${E}/${quote.estimate_id}/status/sent`));
    const added = await client.post(`${E}/${quote.estimate_id}/comments`, { description: 'Called the buyer' });
    expectOk(added);
    expect(added.body).toMatchObject({ code: 0, message: 'Comments added.' });
    const history = (await client.get(`${E}/${quote.estimate_id}/comments`)).body.comments;
    expect(history.map((c: any) => [c.operation_type, c.comment_type])).toEqual([
      ['added', 'system'],
      ['marked_as_sent', 'system'],
      ['commented', 'user'],
    ]);
    expect(history[2]).toMatchObject({ estimate_id: quote.estimate_id, transaction_type: 'estimate', description: 'Called the buyer' });
    const edited = await client.put(`${E}/${quote.estimate_id}/comments/${history[2].comment_id}`, { description: 'Called twice' });
    expectOk(edited);
    expect(edited.body.comment).toMatchObject({ description: 'Called twice', estimate_id: quote.estimate_id });
    expectState(await client.delete(`${E}/${quote.estimate_id}/comments/${history[0].comment_id}`), 'cannot be changed or deleted');
    expectOk(await client.delete(`${E}/${quote.estimate_id}/comments/${history[2].comment_id}`));
    expect((await client.get(`${E}/${quote.estimate_id}/comments`)).body.comments).toHaveLength(2);
  });

  it('converts estimates to draft invoices with their lines, once, all or none', async () => {
    const client = await books();
    const buyer = await customer(client);
    const vat = await tax(client, { tax_percentage: 20, tax_type: 'tax' });
    const make = async (rate: number) => {
      const res = await client.post(E, {
        customer_id: buyer.contact_id,
        reference_number: rate === 50 ? null : `R-${rate}`,
        line_items: [
          { name: 'Design', rate, tax_id: vat.tax_id },
          { name: 'Print', rate: 10, quantity: 3 },
        ],
      });
      expectOk(res, 201);
      return res.body.estimate;
    };
    const one = await make(50);
    const two = await make(80);
    expectOk(await client.post(`${E}/${one.estimate_id}/status/sent`));
    expectOk(await client.post(`${E}/${one.estimate_id}/status/accepted`));
    const declined = await make(90);
    expectOk(await client.post(`${E}/${declined.estimate_id}/status/sent`));
    expectOk(await client.post(`${E}/${declined.estimate_id}/status/declined`));

    // A declined estimate among them refuses the whole conversion: no invoice is made.
    expectState(await client.post('/books/v3/invoices/fromestimates', undefined, { estimate_ids: `${one.estimate_id},${declined.estimate_id}` }), 'declined');
    expect((await client.get('/books/v3/invoices')).body.invoices).toEqual([]);

    const converted = await client.post('/books/v3/invoices/fromestimates', undefined, { estimate_ids: `${one.estimate_id},${two.estimate_id}` });
    expectOk(converted);
    expect(converted.body).toEqual({ code: 0, message: 'Invoice(s) have been created from the estimate(s).' });
    const invoices = (await client.get('/books/v3/invoices', { sort_column: 'invoice_number', sort_order: 'A' })).body.invoices;
    expect(invoices.map((i: any) => [i.invoice_number, i.reference_number, i.status, i.total])).toEqual([
      ['INV-000001', one.estimate_number, 'draft', one.total],
      ['INV-000002', 'R-80', 'draft', two.total],
    ]);
    const full = (await client.get(`/books/v3/invoices/${invoices[0].invoice_id}`)).body.invoice;
    expect(full.line_items.map((l: any) => [l.name, l.rate, l.quantity, l.tax_id, l.item_total])).toEqual([
      ['Design', 50, 1, vat.tax_id, 50],
      ['Print', 10, 3, '', 30],
    ]);
    const after = (await client.get(`${E}/${one.estimate_id}`)).body.estimate;
    expect(after).toMatchObject({ status: 'invoiced', invoice_ids: [invoices[0].invoice_id] });
    expect((await client.get(`${E}/${one.estimate_id}/comments`)).body.comments.at(-1).description).toBe(
      `Invoice INV-000001 created from estimate ${one.estimate_number}.`,
    );

    // Converting twice, changing or deleting an invoiced estimate is refused by name.
    expectState(await client.post('/books/v3/invoices/fromestimates', undefined, { estimate_ids: one.estimate_id }), 'an invoice has been made from it');
    expectState(await client.put(`${E}/${one.estimate_id}`, { notes: 'x' }), 'an invoice has been made from it');
    expectState(await client.delete(`${E}/${one.estimate_id}`), 'delete the invoice first');
    expectInvalid(
      await client.post('/books/v3/invoices/fromestimates', undefined, { estimate_ids: `${declined.estimate_id},${declined.estimate_id}` }),
      'estimate_ids',
    );
    expect((await client.get('/books/v3/invoices')).body.invoices).toHaveLength(2);

    // A draft estimate not yet invoiced is deleted with its lines and history.
    const spare = await make(10);
    expectOk(await client.delete(`${E}/${spare.estimate_id}`));
    expectFailure(await client.get(`${E}/${spare.estimate_id}`), 1002, 404);
  });

  it('lists 30 estimates with as many SQL statements as 3, and serves the same over GraphQL', async () => {
    const client = await books();
    const buyer = await customer(client);
    const make = async (count: number) => {
      for (let i = 0; i < count; i++)
        expectOk(
          await client.post(E, {
            customer_id: buyer.contact_id,
            line_items: [
              { name: unique('L'), rate: i + 1 },
              { name: 'Two', rate: 2 },
            ],
          }),
          201,
        );
    };
    const count = async () => {
      const { value, sql } = await platform.statementsDuring(() => client.get(E, { per_page: 200 }));
      expectOk(value);
      return { used: sql.length, rows: value.body.estimates.length };
    };
    await make(3);
    const few = await count();
    await make(27);
    const many = await count();
    expect(few.rows).toBe(3);
    expect(many.rows).toBe(30);
    expect(many.used).toBe(few.used);

    const graph = await client.graphql(
      `query { estimates(perPage: 50, sortColumn: TOTAL, sortOrder: D) { nodes { estimateNumber total status lineItems { name itemTotal } } pageContext { hasMorePage } } }`,
    );
    expect(graph.body.errors).toBeUndefined();
    expect(graph.body.data.estimates.nodes).toHaveLength(30);
    expect(graph.body.data.estimates.nodes[0]).toMatchObject({ total: 29, status: 'DRAFT', lineItems: [{ itemTotal: 27 }, { itemTotal: 2 }] });
  });
});
