import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOverdueInvoices } from '../../subgraphs/accounting/invoices/invoice-workers.ts';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { type Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { customer } from './invoice-fixtures.ts';

// Years ahead of any real clock: nothing here can follow the machine's time by accident.
// The organization keeps Tokyo time (UTC+9), so its days turn at 15:00 UTC.
const clock = new ManualClock('2032-03-10T01:00:00Z');
let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ clock });
});
afterAll(async () => {
  await platform?.stop();
});

const markOverdue = () => platform.app.runtime.jobs.runNow(markOverdueInvoices, {}, platform.app.runtime);

async function invoice(client: Client, body: Record<string, unknown>): Promise<any> {
  const res = await client.request('POST', '/books/v3/invoices', { body, query: { send: 'true' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.invoice;
}

async function get(client: Client, id: string): Promise<any> {
  const res = await client.get(`/books/v3/invoices/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.invoice;
}

describe('the clock of invoices', () => {
  it('dates invoices, works out their due and overdue state, and runs the overdue job on the clock', async () => {
    const { client } = await platform.tenant({ organization: { time_zone: 'Asia/Tokyo' } });
    const buyer = await customer(client, { payment_terms: 15 });

    // Day D in Tokyo: an invoice without a date is dated D and due 15 days later.
    const saved = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Hours', rate: 80 }] });
    expect(saved).toMatchObject({ date: '2032-03-10', due_date: '2032-03-25', status: 'sent', payment_terms: 15 });

    // On the due date it is still sent; the day after, it reads overdue before any job ran.
    clock.set('2032-03-25T10:00:00Z');
    expect((await get(client, saved.invoice_id)).status).toBe('sent');
    clock.set('2032-03-26T02:30:00Z');
    expect((await get(client, saved.invoice_id)).status).toBe('overdue');
    const overdueList = await client.request('GET', '/books/v3/invoices', { query: { filter_by: 'Status.OverDue' } });
    expect(overdueList.status, JSON.stringify(overdueList.body)).toBe(200);
    expect(overdueList.body.invoices.map((i: any) => i.invoice_id)).toEqual([saved.invoice_id]);
    const stored = async () =>
      (await platform.database.query<{ status: string }>('select status from accounting.invoices where id = $1', [saved.invoice_id]))[0].status;
    expect(await stored()).toBe('sent');

    // The hourly job stores the state with the clock's time, once.
    await markOverdue();
    expect(await stored()).toBe('overdue');
    clock.set('2032-03-26T03:30:00Z');
    await markOverdue();
    const history = (await client.get(`/books/v3/invoices/${saved.invoice_id}/comments`)).body.comments.filter(
      (c: any) => c.operation_type === 'status_changed',
    );
    expect(history).toMatchObject([
      {
        description: `Invoice ${saved.invoice_number} is overdue.`,
        commented_by: 'System',
        date: '2032-03-26',
        time: '11:30 AM',
        date_description: expect.stringContaining('hour'),
      },
    ]);
    const [entry] = await platform.database.query<{ created_at: Date }>(
      "select created_at from accounting.invoice_comments where invoice_id = $1 and operation_type = 'status_changed'",
      [saved.invoice_id],
    );
    expect(new Date(entry.created_at).toISOString()).toBe('2032-03-26T02:30:00.000Z');
  });

  it('moves the default date at midnight in the organization time zone, not in UTC', async () => {
    const { client } = await platform.tenant({ organization: { time_zone: 'Asia/Tokyo' } });
    const buyer = await customer(client, { payment_terms: 0 });
    clock.set('2032-04-01T14:59:00Z');
    const before = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Late', rate: 1 }] });
    expect(before).toMatchObject({ date: '2032-04-01', due_date: '2032-04-01' });
    clock.set('2032-04-01T15:01:00Z');
    const after = await invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Early', rate: 1 }] });
    expect(after).toMatchObject({ date: '2032-04-02', due_date: '2032-04-02', status: 'sent' });
    // The first one is past due now in Tokyo, though UTC is still on April 1.
    expect((await get(client, before.invoice_id)).status).toBe('overdue');
  });
});
