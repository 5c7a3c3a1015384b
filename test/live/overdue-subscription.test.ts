import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOverdueInvoices } from '../../subgraphs/accounting/invoices/invoice-workers.ts';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { customer } from '../accounting/invoice-fixtures.ts';
import { eventually } from '../helpers/eventually.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { liveClient } from './live-client.ts';

const clock = new ManualClock('2032-03-10T01:00:00Z');
let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ clock });
});
afterAll(async () => platform?.stop());

describe('invoicesChanged and the overdue job', () => {
  it('hears every invoice the job moves to overdue, published in one statement on its commit', async () => {
    const tenant = await platform.tenant();
    const buyer = await customer(tenant.client, { payment_terms: 15 });
    const ids: string[] = [];
    for (const rate of [10, 20]) {
      const res = await tenant.client.request('POST', '/books/v3/invoices', {
        body: { customer_id: buyer.contact_id, line_items: [{ name: 'Hours', rate }] },
        query: { send: 'true' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.invoice.invoice_id);
    }
    const live = liveClient(platform.url, { authorization: `Svc-oauthtoken ${tenant.client.token}`, organizationId: tenant.organizationId });
    try {
      const sub = live.subscribe('subscription { invoicesChanged { invoiceId status } }');
      await eventually(() => platform.app.live.size === 1, 'the subscription to be registered');
      clock.set('2032-04-30T02:30:00Z');
      await platform.app.runtime.jobs.runNow(markOverdueInvoices, {}, platform.app.runtime);
      await eventually(() => sub.results.length >= 2, 'both overdue events');
      expect(sub.results.map((r) => r.data.invoicesChanged).sort((a: any, b: any) => a.invoiceId.localeCompare(b.invoiceId))).toEqual(
        [...ids].sort().map((invoiceId) => ({ invoiceId, status: 'OVERDUE' })),
      );
    } finally {
      await live.dispose();
    }
  });
});
