import { createClient as createSseClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/eventually.ts';
import { type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk } from '../helpers/responses.ts';
import { FAR_DUE_DATE, customer, invoice, pay } from '../accounting/invoice-fixtures.ts';
import { QUERY_LIMITS } from '../../gateway/guard/query-limits.ts';
import { liveClient } from './live-client.ts';

/** Every answer tells the document's cost against the limit, as /graphql does. */
const costed = (requested: number) => ({ extensions: { cost: { requested, limit: QUERY_LIMITS.cost } } });

let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform({ live: { tokenCheckSeconds: 0.2 } });
});
afterAll(async () => platform?.stop());

const today = () => new Date().toISOString().slice(0, 10);

async function draftInvoice(client: Awaited<ReturnType<Platform['tenant']>>['client']) {
  const buyer = await customer(client);
  return invoice(client, { customer_id: buyer.contact_id, line_items: [{ name: 'Thing', rate: 100 }], due_date: FAR_DUE_DATE });
}

function params(tenant: { client: { token: string }; organizationId: string }) {
  return { authorization: `Svc-oauthtoken ${tenant.client.token}`, organizationId: tenant.organizationId };
}

describe('live subscriptions over graphql-ws at /graphql', () => {
  it('invoiceStatusChanged gives the invoice with fields of billing each time its status is set, and only that invoice', async () => {
    const tenant = await platform.tenant();
    const watched = await draftInvoice(tenant.client);
    const other = await draftInvoice(tenant.client);
    const live = liveClient(platform.url, params(tenant));
    try {
      const sub = live.subscribe('subscription ($id: ID!) { changed: invoiceStatusChanged(invoiceId: $id) { invoiceId status balance payments { amount } } }', {
        id: watched.invoice_id,
      });
      await eventually(() => platform.app.live.size === 1, 'the subscription to be registered');
      expectOk(await tenant.client.post(`/books/v3/invoices/${other.invoice_id}/status/sent`));
      expectOk(await tenant.client.post(`/books/v3/invoices/${watched.invoice_id}/status/sent`));
      await eventually(() => sub.results.length >= 1, 'the sent event');
      expect(sub.results[0]).toEqual({ data: { changed: { invoiceId: watched.invoice_id, status: 'SENT', balance: 100, payments: [] } }, ...costed(15) });

      await pay(tenant.client, tenant.organizationId, watched.invoice_id, '100', today());
      await eventually(() => sub.results.some((r) => r.data?.changed.status === 'PAID'), 'the paid event');
      const paid = sub.results.find((r) => r.data?.changed.status === 'PAID');
      // payments come from billing: the selection is resolved through the federated query.
      expect(paid.data.changed).toMatchObject({ invoiceId: watched.invoice_id, balance: 0, payments: [{ amount: 100 }] });
      expect(sub.results.every((r) => r.data.changed.invoiceId === watched.invoice_id)).toBe(true);
      expect(sub.errors).toEqual([]);
    } finally {
      await live.dispose();
    }
  });

  it("invoicesChanged gives every invoice of the connection's organization, never another organization's", async () => {
    const mine = await platform.tenant();
    const theirs = await platform.tenant();
    const a = await draftInvoice(mine.client);
    const b = await draftInvoice(theirs.client);
    const live = liveClient(platform.url, params(mine));
    try {
      const sub = live.subscribe('subscription { invoicesChanged { invoiceId invoiceNumber status } }');
      await eventually(() => platform.app.live.size === 1, 'the subscription to be registered');
      expectOk(await theirs.client.post(`/books/v3/invoices/${b.invoice_id}/status/sent`));
      expectOk(await mine.client.post(`/books/v3/invoices/${a.invoice_id}/status/sent`));
      expectOk(await mine.client.post(`/books/v3/invoices/${a.invoice_id}/status/void`));
      await eventually(() => sub.results.length >= 2, 'two events of my organization');
      expect(sub.results.map((r) => r.data.invoicesChanged)).toEqual([
        { invoiceId: a.invoice_id, invoiceNumber: a.invoice_number, status: 'SENT' },
        { invoiceId: a.invoice_id, invoiceNumber: a.invoice_number, status: 'VOID' },
      ]);
    } finally {
      await live.dispose();
    }
  });

  it('releases every subscription of a closed socket (no listener left)', async () => {
    const tenant = await platform.tenant();
    const inv = await draftInvoice(tenant.client);
    const live = liveClient(platform.url, params(tenant));
    const before = platform.app.live.size;
    live.subscribe('subscription { invoicesChanged { invoiceId } }');
    live.subscribe('subscription ($id: ID!) { invoiceStatusChanged(invoiceId: $id) { status } }', { id: inv.invoice_id });
    const third = live.subscribe('subscription { invoicesChanged { status } }');
    await eventually(() => platform.app.live.size === before + 3, 'three listeners');
    third.stop();
    await eventually(() => platform.app.live.size === before + 2, 'a completed subscription to release its listener');
    await live.dispose();
    await eventually(() => platform.app.live.size === before, 'the closed socket to release its listeners');
  });

  it('refuses a connection without a live token (4401), without an organization (4400) or of a foreign organization (4403)', async () => {
    const tenant = await platform.tenant();
    const stranger = await platform.tenant();
    const cases = [
      { params: { organizationId: tenant.organizationId }, code: 4401, reason: 'Invalid OAuth token' },
      { params: { authorization: 'Svc-oauthtoken nope', organizationId: tenant.organizationId }, code: 4401, reason: 'unknown, expired or revoked' },
      { params: { authorization: `Svc-oauthtoken ${tenant.client.token}` }, code: 4400, reason: 'organizationId' },
      { params: params({ client: stranger.client, organizationId: tenant.organizationId }), code: 4403, reason: 'not a member' },
    ];
    for (const c of cases) {
      const live = liveClient(platform.url, c.params);
      live.subscribe('subscription { invoicesChanged { invoiceId } }');
      await eventually(() => live.closed.code !== undefined, 'the socket to close');
      expect(live.closed.code).toBe(c.code);
      expect(live.closed.reason).toContain(c.reason);
      await live.dispose();
    }
  });

  it('closes the socket with 4401 when its token is revoked, releasing its subscriptions', async () => {
    const tenant = await platform.tenant();
    const before = platform.app.live.size;
    const live = liveClient(platform.url, params(tenant));
    live.subscribe('subscription { invoicesChanged { invoiceId } }');
    await eventually(() => platform.app.live.size === before + 1, 'the subscription to be registered');
    const revoked = await fetch(new URL('/oauth/v2/token/revoke', platform.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tenant.client.token }),
    });
    expect(revoked.status).toBe(200);
    await eventually(() => live.closed.code !== undefined, 'the socket to close');
    expect(live.closed).toEqual({ code: 4401, reason: 'Invalid OAuth token: the token is unknown, expired or revoked.' });
    await eventually(() => platform.app.live.size === before, 'the listener to be released');
    await live.dispose();
  });

  it('refuses a subscription the token has no scope for, naming the scope', async () => {
    const tenant = await platform.tenant({ scope: 'SvcInventory.fullaccess.all' });
    const live = liveClient(platform.url, params(tenant));
    try {
      const sub = live.subscribe('subscription { invoicesChanged { invoiceId } }');
      await eventually(() => sub.errors.length === 1, 'the refusal');
      expect(sub.errors[0]).toEqual([
        expect.objectContaining({
          message: 'You are not authorized to perform this operation: it needs the scope SvcBooks.invoices.READ.',
          extensions: expect.objectContaining({ code: 'FORBIDDEN', errorCode: 57 }),
        }),
      ]);
      const bad = live.subscribe('subscription { invoicesChanged { nope } }');
      await eventually(() => bad.errors.length === 1, 'the validation error');
      expect(JSON.stringify(bad.errors[0])).toContain('Cannot query field \\"nope\\" on type \\"Invoice\\"');
    } finally {
      await live.dispose();
    }
  });

  it('runs queries over the same socket', async () => {
    const tenant = await platform.tenant();
    const inv = await draftInvoice(tenant.client);
    const live = liveClient(platform.url, params(tenant));
    try {
      const sub = live.subscribe('query ($id: ID!) { invoice(invoiceId: $id) { invoiceNumber status } }', { id: inv.invoice_id });
      await eventually(() => sub.completed.done, 'the query to complete');
      expect(sub.results).toEqual([{ data: { invoice: { invoiceNumber: inv.invoice_number, status: 'DRAFT' } }, ...costed(3) }]);
    } finally {
      await live.dispose();
    }
  });
});

describe('live subscriptions over SSE at /graphql/stream', () => {
  it('streams invoiceStatusChanged with the same mechanism, and refuses a missing token with 401', async () => {
    const tenant = await platform.tenant();
    const inv = await draftInvoice(tenant.client);
    const before = platform.app.live.size;
    const client = createSseClient({
      url: `${platform.url}/graphql/stream`,
      singleConnection: false,
      retryAttempts: 0,
      headers: { authorization: `Svc-oauthtoken ${tenant.client.token}`, 'x-organization-id': tenant.organizationId },
    });
    const results: any[] = [];
    const errors: unknown[] = [];
    const stop = client.subscribe(
      { query: 'subscription ($id: ID!) { invoiceStatusChanged(invoiceId: $id) { invoiceId status payments { amount } } }', variables: { id: inv.invoice_id } },
      { next: (v) => results.push(v), error: (e) => errors.push(e), complete: () => {} },
    );
    try {
      await eventually(() => platform.app.live.size === before + 1, 'the stream to be registered');
      expectOk(await tenant.client.post(`/books/v3/invoices/${inv.invoice_id}/status/sent`));
      await eventually(() => results.length >= 1, 'the sent event');
      expect(results[0]).toEqual({ data: { invoiceStatusChanged: { invoiceId: inv.invoice_id, status: 'SENT', payments: [] } }, ...costed(14) });
    } finally {
      stop();
      client.dispose();
    }
    await eventually(() => platform.app.live.size === before, 'the closed stream to release its listener');

    const refused = await fetch(`${platform.url}/graphql/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-organization-id': tenant.organizationId },
      body: JSON.stringify({ query: 'subscription { invoicesChanged { invoiceId } }' }),
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED', errorCode: 57 } }] });
  });
});

// Every document kind declares its live fields on the kernel (documents/document-live.ts).
describe('live status of estimates and sales orders', () => {
  it('estimateStatusChanged follows one estimate through sent and accepted (by the order made from it); salesordersChanged every order of the organization', async () => {
    const mine = await platform.tenant();
    const theirs = await platform.tenant();
    const buyer = await customer(mine.client);
    const quote = (await mine.client.post('/books/v3/estimates', { customer_id: buyer.contact_id, line_items: [{ name: 'Work', rate: 50 }] })).body.estimate;
    const elsewhere = (
      await theirs.client.post('/books/v3/salesorders', { customer_id: (await customer(theirs.client)).contact_id, line_items: [{ name: 'X', rate: 1 }] })
    ).body.salesorder[0];
    const live = liveClient(platform.url, params(mine));
    try {
      const before = platform.app.live.size;
      const estimate = live.subscribe('subscription ($id: ID!) { changed: estimateStatusChanged(estimateId: $id) { estimateId status } }', {
        id: quote.estimate_id,
      });
      const orders = live.subscribe('subscription { salesordersChanged { salesorderNumber status invoicedStatus } }');
      await eventually(() => platform.app.live.size === before + 2, 'the subscriptions to be registered');

      expectOk(await mine.client.post(`/books/v3/estimates/${quote.estimate_id}/status/sent`));
      expectOk(await theirs.client.post(`/books/v3/salesorders/${elsewhere.salesorder_id}/status/open`), 201);
      const order = (
        await mine.client.post('/books/v3/salesorders', {
          customer_id: buyer.contact_id,
          estimate_id: quote.estimate_id,
          line_items: [{ name: 'Work', rate: 50 }],
        })
      ).body.salesorder[0];
      // A new order is heard of at once, as the draft it is (read before it is opened).
      await eventually(() => orders.results.length >= 1, 'the new order');
      expectOk(await mine.client.post(`/books/v3/salesorders/${order.salesorder_id}/status/open`), 201);
      expectOk(await mine.client.post('/books/v3/invoices/fromsalesorder', undefined, { salesorder_id: order.salesorder_id }), 201);

      await eventually(() => estimate.results.length >= 2 && orders.results.length >= 3, 'the estimate and order events');
      expect(estimate.results.map((r) => r.data.changed)).toEqual([
        { estimateId: quote.estimate_id, status: 'SENT' },
        { estimateId: quote.estimate_id, status: 'ACCEPTED' },
      ]);
      expect(orders.results.map((r) => r.data.salesordersChanged)).toEqual([
        { salesorderNumber: order.salesorder_number, status: 'DRAFT', invoicedStatus: 'NOT_INVOICED' },
        { salesorderNumber: order.salesorder_number, status: 'OPEN', invoicedStatus: 'NOT_INVOICED' },
        { salesorderNumber: order.salesorder_number, status: 'CLOSED', invoicedStatus: 'INVOICED' },
      ]);
      expect([...estimate.errors, ...orders.errors]).toEqual([]);
    } finally {
      await live.dispose();
    }
  });
});
