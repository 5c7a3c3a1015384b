import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../gateway/app.ts';
import { IDENTITY_HEADER, SIGNATURE_HEADER, identityHeaders } from '../../gateway/process/internal-identity.ts';
import { type Cluster, STARTUP_MS, startCluster, until } from '../helpers/cluster.ts';
import { Client, token } from '../helpers/platform.ts';
import { expectOk, expectFailure } from '../helpers/responses.ts';
import { eventually } from '../helpers/eventually.ts';
import { startProvider } from '../helpers/provider.ts';
import { exportable } from '../live/export-fixtures.ts';
import { liveClient } from '../live/live-client.ts';

// The gateway and the seven subgraphs as separate processes on PostgreSQL: always, also
// without TEST_DATABASE_URL (then on the machine's own server), as operators run them.
let cluster: Cluster;
let client: Client;
let userId: string;
// Made by the federation test, read again once the inventory process is gone.
let itemInTwoSubgraphs: { organizationId: string; itemId: string } | undefined;

beforeAll(async () => {
  cluster = await startCluster();
  const credentials = await cluster.bootstrap('distributed@example.com');
  userId = credentials.user_id;
  const issued = await token(cluster.gatewayUrl, {
    grant_type: 'refresh_token',
    refresh_token: credentials.refresh_token,
    client_id: credentials.client_id,
    client_secret: credentials.client_secret,
  });
  expect(issued.status).toBe(200);
  client = new Client(cluster.gatewayUrl, issued.body.access_token);
}, STARTUP_MS + 300_000);

afterAll(async () => {
  await cluster?.stop();
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    console.error(`processes of the cluster:\n${cluster?.logs()}`);
  });
});

async function postSubgraph(url: string, headers: Record<string, string>, query = '{ __typename }') {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  return { status: res.status, body: (await res.json()) as any };
}

describe('distributed topology', () => {
  it('serves REST and GraphQL through the gateway process over subgraph processes', async () => {
    const created = await client.post('/books/v3/organizations', { name: 'Distributed Ltd', currency_code: 'EUR', time_zone: 'Europe/Berlin' });
    expectOk(created, 201);
    expect(created.body).toMatchObject({
      code: 0,
      message: 'The organization has been created.',
      organization: { name: 'Distributed Ltd', currency_code: 'EUR', user_role: 'admin' },
    });
    const organizationId = created.body.organization.organization_id as string;

    const read = await client.get(`/books/v3/organizations/${organizationId}`);
    expectOk(read);
    expect(read.body.organization).toMatchObject({ organization_id: organizationId, time_zone: 'Europe/Berlin', currency_symbol: '€' });

    const graph = await client.in(organizationId).graphql(`{ organizations { nodes { organizationId name currencyCode } pageContext { page hasMorePage } } }`);
    expect(graph.status).toBe(200);
    expect(graph.body.errors).toBeUndefined();
    expect(graph.body.data.organizations).toEqual({
      nodes: [{ organizationId, name: 'Distributed Ltd', currencyCode: 'EUR' }],
      pageContext: { page: 1, hasMorePage: false },
    });
  });

  it('plans one request across two subgraph processes: an item from accounting, its stock from inventory', async () => {
    const created = await client.post('/books/v3/organizations', { name: 'Stock Ltd' });
    const organizationId = created.body.organization.organization_id as string;
    const org = client.in(organizationId);

    const location = await org.post('/inventory/v1/locations', { location_name: 'Main warehouse' });
    expectOk(location, 201);
    const locationId = location.body.locations.location_id as string;

    const item = await org.post('/books/v3/items', {
      name: 'Widget',
      rate: 12.5,
      item_type: 'inventory',
      purchase_rate: 4,
      locations: [{ location_id: locationId, initial_stock: 7.5, initial_stock_rate: 4 }],
    });
    expectOk(item, 201);
    const stock = {
      location_id: locationId,
      location_name: 'Main warehouse',
      status: 'active',
      is_primary: true,
      location_stock_on_hand: 7.5,
      location_available_stock: 7.5,
      location_actual_available_stock: 7.5,
    };
    expect(item.body.item).toMatchObject({ name: 'Widget', rate: 12.5, item_type: 'inventory', locations: [stock] });
    itemInTwoSubgraphs = { organizationId, itemId: item.body.item.item_id };

    const read = await org.get(`/books/v3/items/${itemInTwoSubgraphs.itemId}`);
    expectOk(read);
    expect(read.body.item).toMatchObject({ item_id: itemInTwoSubgraphs.itemId, name: 'Widget', locations: [stock] });

    const graph = await org.graphql('query ($id: ID!) { item(itemId: $id) { name rate locations { locationName locationStockOnHand } } }', {
      id: itemInTwoSubgraphs.itemId,
    });
    expect(graph.body).toMatchObject({
      data: { item: { name: 'Widget', rate: 12.5, locations: [{ locationName: 'Main warehouse', locationStockOnHand: 7.5 }] } },
    });
  });

  it('returns an invoice from accounting with its payments from the billing process', async () => {
    const created = await client.post('/books/v3/organizations', { name: 'Billing Ltd' });
    const organizationId = created.body.organization.organization_id as string;
    const org = client.in(organizationId);
    const buyer = await org.post('/books/v3/contacts', { contact_name: 'Paying Customer' });
    const sale = await org.request('POST', '/books/v3/invoices', {
      body: { customer_id: buyer.body.contact.contact_id, due_date: '2099-12-31', line_items: [{ name: 'Service', rate: 90, quantity: 1 }] },
      query: { send: 'true' },
    });
    expectOk(sale, 201);
    const invoiceId = sale.body.invoice.invoice_id as string;
    const paid = await new Client(cluster.gatewayUrl, client.token).request('POST', '/billing/v1/payments', {
      body: { customer_id: buyer.body.contact.contact_id, payment_mode: 'cash', amount: 40, invoices: [{ invoice_id: invoiceId, amount_applied: 40 }] },
      headers: { 'X-com-svc-subscriptions-organizationid': organizationId },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const graph = await org.graphql('query ($id: ID!) { invoice(invoiceId: $id) { balance status payments { paymentId amount } } }', { id: invoiceId });
    expect(graph.body).toMatchObject({
      data: { invoice: { balance: 50, status: 'PARTIALLY_PAID', payments: [{ paymentId: paid.body.payment.payment_id, amount: 40 }] } },
    });
  });

  it('delivers a live subscription across processes: billing pays in its process, the gateway hears the NOTIFY and reads accounting and billing', async () => {
    const created = await client.post('/books/v3/organizations', { name: 'Live Ltd' });
    const organizationId = created.body.organization.organization_id as string;
    const org = client.in(organizationId);
    const buyer = await org.post('/books/v3/contacts', { contact_name: 'Watched Customer' });
    const sale = await org.request('POST', '/books/v3/invoices', {
      body: { customer_id: buyer.body.contact.contact_id, due_date: '2099-12-31', line_items: [{ name: 'Service', rate: 90, quantity: 1 }] },
      query: { send: 'true' },
    });
    expectOk(sale, 201);
    const invoiceId = sale.body.invoice.invoice_id as string;
    const live = liveClient(cluster.gatewayUrl, { authorization: `Svc-oauthtoken ${client.token}`, organizationId });
    try {
      const sub = live.subscribe('subscription ($id: ID!) { invoiceStatusChanged(invoiceId: $id) { status balance payments { amount } } }', { id: invoiceId });
      // The subscription is registered once the socket answers a query after it (one connection, in order).
      const probe = live.subscribe('{ __typename }');
      await eventually(() => probe.completed.done, 'the socket to answer');
      const paid = await new Client(cluster.gatewayUrl, client.token).request('POST', '/billing/v1/payments', {
        body: { customer_id: buyer.body.contact.contact_id, payment_mode: 'cash', amount: 40, invoices: [{ invoice_id: invoiceId, amount_applied: 40 }] },
        headers: { 'X-com-svc-subscriptions-organizationid': organizationId },
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      await eventually(() => sub.results.length >= 1, 'the payment event', 60_000);
      expect(sub.results[0]).toMatchObject({ data: { invoiceStatusChanged: { status: 'PARTIALLY_PAID', balance: 50, payments: [{ amount: 40 }] } } });
    } finally {
      await live.dispose();
    }
  });

  it('follows an export job run by the analytics process, from the gateway: exportJobs from created to completed', async () => {
    const created = await client.post('/books/v3/organizations', { name: 'Export Ltd' });
    const organizationId = created.body.organization.organization_id as string;
    const target = await exportable({ client, organizationId } as Parameters<typeof exportable>[0]);
    const live = liveClient(cluster.gatewayUrl, { authorization: `Svc-oauthtoken ${client.token}`, organizationId });
    try {
      const sub = live.subscribe('subscription { exportJobs { jobId jobCode rowsWritten } }');
      const probe = live.subscribe('{ __typename }');
      await eventually(() => probe.completed.done, 'the socket to answer');
      const job = await client
        .in(organizationId)
        .graphql('mutation ($w: ID!, $v: ID!, $c: String!) { createExportJob(workspaceId: $w, viewId: $v, config: $c) { jobId } }', {
          w: target.workspaceId,
          v: target.viewId,
          c: JSON.stringify({ responseFormat: 'csv' }),
        });
      expect(job.body.errors, JSON.stringify(job.body)).toBeUndefined();
      const jobId = job.body.data.createExportJob.jobId as string;
      await eventually(() => sub.results.some((r) => r.data?.exportJobs.jobCode === '1004'), 'the completed job', 60_000);
      expect(sub.results.map((r) => r.data.exportJobs.jobId)).toEqual(sub.results.map(() => jobId));
      expect(sub.results.at(-1)).toMatchObject({ data: { exportJobs: { jobId, jobCode: '1004', rowsWritten: 3 } } });
    } finally {
      await live.dispose();
    }
  });

  it('follows an SMS handed to the provider by the messaging process: messages(channel: SMS) through the gateway', async () => {
    const provider = await startProvider();
    const created = await client.post('/books/v3/organizations', { name: 'Texting Ltd' });
    const organizationId = created.body.organization.organization_id as string;
    const org = client.in(organizationId);
    const live = liveClient(cluster.gatewayUrl, { authorization: `Svc-oauthtoken ${client.token}`, organizationId });
    try {
      expect(
        (await org.put('/v1.1/settings/providers', { api_url: provider.url, callback_secret: 'distributed-secret-0123', from_number: '+14155550100' })).status,
      ).toBe(200);
      const sub = live.subscribe('subscription { messages(channel: SMS) { ... on ChannelMessage { messageId status } } }');
      const probe = live.subscribe('{ __typename }');
      await eventually(() => probe.completed.done, 'the socket to answer');
      const sent = await org.post('/v1.1/sms/messages', { to: '+4915123456789', text: 'across processes' });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const messageId = sent.body.data.message_id as string;
      await eventually(() => sub.results.some((r) => r.data?.messages.status === 'sent'), 'the SMS handed to the provider', 60_000);
      expect(provider.about(messageId)).toHaveLength(1);
      // Queued, then sent (two changes close together may arrive as the latest state once).
      expect(sub.results.every((r) => r.data.messages.messageId === messageId)).toBe(true);
      expect(sub.results.at(-1)).toMatchObject({ data: { messages: { messageId, status: 'sent' } } });
    } finally {
      await live.dispose();
      await provider.close();
    }
  });

  it('carries a subgraph error to the client with the code and status it has in one process', async () => {
    const missing = await client.get('/books/v3/organizations/4242424242');
    expectFailure(missing, 1002, 404);
    expect(missing.body).toEqual({ code: 1002, message: 'The organization does not exist.' });

    const created = await client.post('/books/v3/organizations', { name: 'Rules Ltd' });
    const tooLong = await client.put(`/books/v3/organizations/${created.body.organization.organization_id}`, { name: 'x'.repeat(201) });
    expectFailure(tooLong, 4);
    expect(tooLong.body).toEqual({ code: 4, message: 'Invalid value passed for name: must be at most 200 characters.' });

    const graph = await client.graphql(`{ organization(organizationId: "4242424242") { name } }`);
    expect(graph.body.data).toBeNull();
    // Which process answered stays internal: no serviceName reaches the client.
    expect(graph.body.errors).toEqual([
      { message: 'The organization does not exist.', path: ['organization'], extensions: { code: 'NOT_FOUND', errorCode: 1002 } },
    ]);
  });

  it('lets only the gateway call a subgraph: a signed identity is required and checked', async () => {
    const url = cluster.subgraphUrls.accounting;
    const identity = { userId, scopes: ['SvcBooks.fullaccess.all'], requestId: 'distributed-test' };

    const unsigned = await postSubgraph(url, {});
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    expectOk(await client.post('/books/v3/organizations', { name: 'Signed Ltd' }), 201);
    const signed = identityHeaders(identity, cluster.secret);
    const accepted = await postSubgraph(url, signed, '{ organizations { nodes { name } } }');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.organizations.nodes.map((o: { name: string }) => o.name)).toContain('Signed Ltd');

    // Same signature over another caller: the payload no longer matches what was signed.
    const payload = JSON.parse(Buffer.from(signed[IDENTITY_HEADER], 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...payload, userId: '1' })).toString('base64url');
    const tampered = await postSubgraph(url, { [IDENTITY_HEADER]: forged, [SIGNATURE_HEADER]: signed[SIGNATURE_HEADER] });
    expect(tampered.status).toBe(401);

    const otherSecret = await postSubgraph(url, identityHeaders(identity, 'not the installation secret'));
    expect(otherSecret.status).toBe(401);

    const noSignature = await postSubgraph(url, { [IDENTITY_HEADER]: signed[IDENTITY_HEADER] });
    expect(noSignature.status).toBe(401);
  });

  it('answers an internal error, and nothing of the refusal, when a gateway signs with another secret', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kontor-gateway-'));
    const stray = buildApp({
      databaseUrl: cluster.databaseUrl,
      databasePoolSize: 2,
      dataDir,
      subgraphUrls: cluster.subgraphUrls,
      internalSecret: 'not the installation secret',
    });
    try {
      const url = await stray.start();
      const through = new Client(url, client.token);
      const rest = await through.get('/books/v3/organizations');
      expectFailure(rest, 1000, 500);
      expect(rest.body.message).toMatch(/^Internal error \(reference [0-9a-f-]{36}\)\.$/);
      const graph = await through.graphql('{ organizations { nodes { name } } }');
      expect(graph.body.data).toBeNull();
      expect(graph.body.errors).toEqual([
        {
          message: expect.stringMatching(/^Internal error \(reference [0-9a-f-]{36}\)\.$/),
          extensions: { code: 'INTERNAL', errorCode: 1000 },
        },
      ]);
    } finally {
      await stray.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is ready only while every subgraph answers', async () => {
    const ready = await fetch(new URL('/ready', cluster.gatewayUrl));
    expect(ready.status).toBe(200);
    for (const url of Object.values(cluster.subgraphUrls)) expect((await fetch(new URL('/ready', url))).status).toBe(200);

    await cluster.subgraphs.inventory.stop();
    await until(new URL('/ready', cluster.gatewayUrl).toString(), 503);
    const notReady = await fetch(new URL('/ready', cluster.gatewayUrl));
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'not ready' });
    // Liveness is not readiness: the gateway process itself is fine.
    expect((await fetch(new URL('/health', cluster.gatewayUrl))).status).toBe(200);

    // The item's own fields still come from the accounting process; its stock needs the one
    // that is gone: that part of the plan fails as an outage to retry, not as a bug.
    expect(itemInTwoSubgraphs).toBeDefined();
    const org = client.in(itemInTwoSubgraphs!.organizationId);
    const variables = { id: itemInTwoSubgraphs!.itemId };
    const own = await org.graphql('query ($id: ID!) { item(itemId: $id) { name } }', variables);
    expect(own.body).toMatchObject({ data: { item: { name: 'Widget' } } });
    const federated = await org.graphql('query ($id: ID!) { item(itemId: $id) { name locations { locationName } } }', variables);
    expect(federated.body.data).toBeNull();
    expect(federated.body.errors[0].extensions).toEqual({ code: 'UNAVAILABLE', errorCode: 1011 });
    const rest = await org.get(`/books/v3/items/${itemInTwoSubgraphs!.itemId}`);
    expectFailure(rest, 1011, 503);
    expect(rest.body.message).toMatch(/^A part of the platform cannot be reached right now; retry later \(reference [0-9a-f-]{36}\)\.$/);
  });
});
