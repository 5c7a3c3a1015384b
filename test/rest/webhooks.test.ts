import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../subgraphs/core/values/clock.ts';
import { retryWebhooksWorker } from '../../subgraphs/core/webhooks/webhook-delivery.ts';
import { FAR_DUE_DATE, customer, invoice, pay } from '../accounting/invoice-fixtures.ts';
import { accountId, category, expense, ok, report, team } from '../expense/expense-fixtures.ts';
import { approved, createCount, item as countItem, location as countLocation, record, started, submitted } from '../inventory/counts-fixtures.ts';
import { receive, scenario } from '../inventory/purchase-fixtures.ts';
import { exportable } from '../live/export-fixtures.ts';
import { liveClient } from '../live/live-client.ts';
import { eventually } from '../helpers/eventually.ts';
import { Client, type Platform, startPlatform } from '../helpers/platform.ts';
import { expectOk } from '../helpers/responses.ts';
import { type TestSmtpServer, startSmtpServer } from '../helpers/smtp.ts';
import { toCamel } from '../../gateway/rest/wire.ts';

/**
 * Webhooks as an integrator sees them (docs/webhooks.md): managed through
 * /books/v3/settings/webhooks and GraphQL, events POSTed signed to a local node:http receiver
 * the operator allow list admits, retries driven by the platform's clock.
 */

const clock = new ManualClock('2026-03-02T09:00:00Z');
let platform: Platform;
let client: Client;
let organizationId: string;

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver answering each request with the status `answer` gives (200 unless told). */
class Receiver {
  readonly received: Received[] = [];
  answer: (request: Received) => number = () => 200;
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
      this.received.push(request);
      res.statusCode = this.answer(request);
      res.end('ok');
    });
  });
  port = 0;
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }
  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }
  on(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const receiver = new Receiver();
/** The organizations' mail relay (test/helpers/smtp.ts): what it accepts is delivered, what it refuses with 5xx bounced. */
let smtp: TestSmtpServer;

/** A value without its null fields, empty lists and objects left empty, at every depth: what selectionOf can ask for. */
function pruned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pruned);
  if (!value || typeof value !== 'object') return value;
  const empty = (v: unknown) =>
    v === null || (Array.isArray(v) && !v.length) || (typeof v === 'object' && !Array.isArray(v) && !Object.keys(v as object).length);
  return Object.fromEntries(
    Object.entries(value)
      .map(([k, v]) => [k, pruned(v)] as const)
      .filter(([, v]) => !empty(v)),
  );
}

/** A GraphQL selection asking every field a (pruned) value has, objects and lists of objects by their keys. */
function selectionOf(value: unknown): string {
  const objects = (Array.isArray(value) ? value : [value]).filter((v) => v && typeof v === 'object') as Record<string, unknown>[];
  const keys = new Map<string, unknown[]>();
  for (const object of objects) for (const [k, v] of Object.entries(object)) keys.set(k, [...(keys.get(k) ?? []), ...(Array.isArray(v) ? v : [v])]);
  const fields = [...keys].map(([k, vs]) => (vs.some((v) => v && typeof v === 'object') ? `${k} ${selectionOf(vs)}` : k));
  return `{ ${fields.join(' ')} }`;
}

function verify(request: Received, secret: string): void {
  const timestamp = request.headers['x-kontor-timestamp'] as string;
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  expect(request.headers['x-kontor-signature']).toBe(expected);
  expect(request.headers['idempotency-key']).toBe(request.headers['x-kontor-delivery']);
  expect(request.headers['content-type']).toBe('application/json');
}

async function createWebhook(
  path: string,
  events: string[],
  body: Record<string, unknown> = {},
  as: Client = client,
): Promise<{ webhook_id: string; secret: string }> {
  const res = await as.post('/books/v3/settings/webhooks', { url: receiver.url(path), events, ...body });
  expectOk(res, 201);
  secrets.set(path, res.body.webhook.secret);
  return res.body.webhook;
}

/** The secret of the webhook made for each receiver path. */
const secrets = new Map<string, string>();

async function newInvoice(buyer: string, extra: Record<string, unknown> = {}) {
  const res = await client.post('/books/v3/invoices', {
    customer_id: buyer,
    due_date: FAR_DUE_DATE,
    line_items: [{ name: 'Consulting', rate: 120, quantity: 2 }],
    ...extra,
  });
  expectOk(res, 201);
  return res.body.invoice as { invoice_id: string; invoice_number: string };
}

async function deliveriesOf(webhookId: string): Promise<any[]> {
  const res = await client.get(`/books/v3/settings/webhooks/${webhookId}/deliveries`);
  expectOk(res);
  return res.body.deliveries;
}

const suiteAllowList = process.env.OUTBOUND_ALLOW;

beforeAll(async () => {
  platform = await startPlatform({ clock });
  ({ client, organizationId } = await platform.tenant());
  [smtp] = await Promise.all([startSmtpServer(), receiver.start()]);
  // Only the receiver and the mail relay: the suite's allow list (every loopback port) would let the refusals through.
  process.env.OUTBOUND_ALLOW = `127.0.0.1:${receiver.port},127.0.0.1:${smtp.port}`;
});
afterAll(async () => {
  process.env.OUTBOUND_ALLOW = suiteAllowList;
  await Promise.all([receiver.stop(), smtp?.close()]);
  await platform?.stop();
});

describe('webhook management', () => {
  it('creates, lists, reads, updates, rotates and deletes webhooks; the secret is shown only when made', async () => {
    const created = await client.post('/books/v3/settings/webhooks', {
      url: receiver.url('/manage'),
      events: ['invoice.created', 'invoice.paid'],
      description: 'ERP sync',
    });
    expectOk(created, 201);
    expect(created.body).toMatchObject({ code: 0, message: 'The webhook has been created.' });
    const webhook = created.body.webhook;
    expect(webhook).toMatchObject({ url: receiver.url('/manage'), events: ['invoice.created', 'invoice.paid'], description: 'ERP sync', is_active: true });
    expect(webhook.secret).toMatch(/^whsec_[0-9a-f]{48}$/);

    const listed = await client.get('/books/v3/settings/webhooks');
    expectOk(listed);
    const entry = listed.body.webhooks.find((w: any) => w.webhook_id === webhook.webhook_id);
    expect(entry).toMatchObject({ url: receiver.url('/manage'), events: ['invoice.created', 'invoice.paid'] });
    expect(entry.secret).toBe('');
    expect(listed.body.page_context).toMatchObject({ page: 1, per_page: 200, has_more_page: false });

    const read = await client.get(`/books/v3/settings/webhooks/${webhook.webhook_id}`);
    expectOk(read);
    expect(read.body.webhook.secret).toBe('');

    const updated = await client.put(`/books/v3/settings/webhooks/${webhook.webhook_id}`, { events: ['bill.created'], is_active: false });
    expectOk(updated);
    expect(updated.body.webhook).toMatchObject({ events: ['bill.created'], is_active: false, url: receiver.url('/manage') });

    const rotated = await client.post(`/books/v3/settings/webhooks/${webhook.webhook_id}/secret`);
    expectOk(rotated);
    expect(rotated.body.webhook.secret).toMatch(/^whsec_/);
    expect(rotated.body.webhook.secret).not.toBe(webhook.secret);

    const deleted = await client.delete(`/books/v3/settings/webhooks/${webhook.webhook_id}`);
    expectOk(deleted);
    expect(deleted.body).toEqual({ code: 0, message: 'The webhook has been deleted.' });
    const gone = await client.get(`/books/v3/settings/webhooks/${webhook.webhook_id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe(1002);
  });

  it('names the field and the rule of what it refuses', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ url: receiver.url('/x'), events: [] }, /^Invalid value passed for events: must name at least one event\.$/],
      [{ url: receiver.url('/x'), events: ['invoice.exploded'] }, /events/],
      [{ url: receiver.url('/x'), events: ['invoice.paid'], secret: 'short' }, /^Invalid value passed for secret: must be 16 to 200 characters\.$/],
      [{ url: 'not a url', events: ['invoice.paid'] }, /^Invalid value passed for url: not a URL\.$/],
      // Loopback not on the allow list, a private address, cloud metadata, plain http.
      [
        { url: 'https://localhost:9/hook', events: ['invoice.paid'] },
        /^Invalid value passed for url: localhost resolves to (127\.0\.0\.1|::1), a loopback address, which outbound connections may not reach/,
      ],
      [
        { url: 'https://10.1.2.3/hook', events: ['invoice.paid'] },
        /^Invalid value passed for url: 10\.1\.2\.3, a private address, which outbound connections may not reach/,
      ],
      [{ url: 'https://169.254.169.254/latest', events: ['invoice.paid'] }, /169\.254\.169\.254, a cloud metadata address/],
      [{ url: 'http://93.184.216.34/hook', events: ['invoice.paid'] }, /^Invalid value passed for url: outbound calls go to https URLs only\.$/],
    ];
    for (const [body, message] of cases) {
      const res = await client.post('/books/v3/settings/webhooks', body);
      expect(res.status, JSON.stringify({ body, answer: res.body })).toBe(400);
      expect(res.body.code, JSON.stringify(res.body)).toBe(4);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    const listed = await client.get('/books/v3/settings/webhooks');
    expect(listed.body.webhooks.some((w: any) => w.url.includes('10.1.2.3') || w.url.includes('localhost'))).toBe(false);
  });

  it('checks the token scope and keeps organizations apart', async () => {
    const hook = await createWebhook('/scoped', ['invoice.created']);
    const reader = await platform.tenant({ scope: 'SvcBooks.invoices.ALL' });
    const refused = await reader.client.get('/books/v3/settings/webhooks');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(57);
    const other = await platform.tenant();
    const hidden = await other.client.get(`/books/v3/settings/webhooks/${hook.webhook_id}`);
    expect(hidden.status).toBe(404);
    const removed = await other.client.delete(`/books/v3/settings/webhooks/${hook.webhook_id}`);
    expect(removed.status).toBe(404);
    expectOk(await client.delete(`/books/v3/settings/webhooks/${hook.webhook_id}`));
  });

  it('offers the same management in GraphQL', async () => {
    const created = await client.graphql(
      `mutation ($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { webhookId url events isActive secret } } }`,
      { input: { url: receiver.url('/graphql'), events: ['INVOICE_SENT', 'BILL_PAID'] } },
    );
    expect(created.body.errors, JSON.stringify(created.body)).toBeUndefined();
    const { webhookId, secret } = created.body.data.createWebhook.webhook;
    expect(secret).toMatch(/^whsec_/);
    const read = await client.graphql(`query ($id: ID!) { webhook(webhookId: $id) { events secret } webhooks { nodes { webhookId } } }`, { id: webhookId });
    expect(read.body.data.webhook).toEqual({ events: ['INVOICE_SENT', 'BILL_PAID'], secret: null });
    expect(read.body.data.webhooks.nodes.map((n: any) => n.webhookId)).toContain(webhookId);
    const refused = await client.graphql(`mutation ($id: ID!) { updateWebhook(webhookId: $id, input: { url: "https://10.0.0.1/x" }) { webhook { url } } }`, {
      id: webhookId,
    });
    expect(refused.body.errors[0].message).toMatch(/^Invalid value passed for url: 10\.0\.0\.1, a private address/);
    const deleted = await client.graphql(`mutation ($id: ID!) { deleteWebhook(webhookId: $id) { webhookId } }`, { id: webhookId });
    expect(deleted.body.data.deleteWebhook.webhookId).toBe(webhookId);
  });
});

describe('webhook deliveries', () => {
  it('sends a signed test ping and logs it', async () => {
    const hook = await createWebhook('/ping', ['invoice.created']);
    const tested = await client.post(`/books/v3/settings/webhooks/${hook.webhook_id}/test`);
    expectOk(tested);
    expect(tested.body.delivery).toMatchObject({ event: 'webhook.ping', status: 'delivered', attempts: 1, response_code: 200 });
    const [ping] = receiver.on('/ping');
    verify(ping, hook.secret);
    expect(ping.headers['x-kontor-event']).toBe('webhook.ping');
    expect(JSON.parse(ping.body)).toMatchObject({ event: 'webhook.ping', organization_id: organizationId, data: { webhook_id: hook.webhook_id } });
    const log = await deliveriesOf(hook.webhook_id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ delivery_id: tested.body.delivery.delivery_id, status: 'delivered', response_code: 200 });
    expect(typeof log[0].latency_ms).toBe('number');
    expectOk(await client.delete(`/books/v3/settings/webhooks/${hook.webhook_id}`));
  });

  it('sends the invoice and payment events, signed, once each', async () => {
    const hook = await createWebhook('/invoices', ['invoice.created', 'invoice.sent', 'invoice.paid', 'invoice.voided', 'payment.received']);
    const buyer = await customer(client);
    const paid = await newInvoice(buyer.contact_id);
    expectOk(await client.post(`/books/v3/invoices/${paid.invoice_id}/status/sent`));
    await pay(client, organizationId, paid.invoice_id, '240', '2026-03-02');
    const voided = await newInvoice(buyer.contact_id);
    expectOk(await client.post(`/books/v3/invoices/${voided.invoice_id}/status/void`));

    const expected: [string, string, string][] = [
      ['invoice.created', 'invoiceId', paid.invoice_id],
      ['invoice.sent', 'invoiceId', paid.invoice_id],
      ['invoice.paid', 'invoiceId', paid.invoice_id],
      ['payment.received', 'paymentId', ''],
      ['invoice.created', 'invoiceId', voided.invoice_id],
      ['invoice.voided', 'invoiceId', voided.invoice_id],
    ];
    await eventually(() => receiver.on('/invoices').length >= expected.length, 'six invoice and payment events');
    const got = receiver.on('/invoices');
    for (const request of got) verify(request, hook.secret);
    const bodies = got.map((r) => JSON.parse(r.body));
    for (const [event, key, id] of expected) {
      const match = bodies.filter((b) => b.event === event && (id === '' || b.data[key] === id));
      expect(match, `${event} ${id}`).toHaveLength(1);
      expect(match[0]).toMatchObject({ organization_id: organizationId, created_time: '2026-03-02T09:00:00.000Z' });
      expect(typeof match[0].data[key]).toBe('string');
    }
    expect(new Set(got.map((r) => r.headers['x-kontor-delivery'])).size).toBe(got.length);
    const log = await deliveriesOf(hook.webhook_id);
    expect(log.map((d) => d.status)).toEqual(Array(expected.length).fill('delivered'));
    expectOk(await client.delete(`/books/v3/settings/webhooks/${hook.webhook_id}`));
  });

  it("carries the record as its GraphQL type gives it: an invoice's and a bill's data is what invoice() and bill() answer", async () => {
    const hook = await createWebhook('/records', ['invoice.created', 'bill.created']);
    const buyer = await customer(client);
    const made = await newInvoice(buyer.contact_id, { notes: 'Thanks' });
    const vendor = await client.post('/books/v3/contacts', { contact_name: 'Paper Co', contact_type: 'vendor' });
    expectOk(vendor, 201);
    const bill = await client.post('/books/v3/bills', {
      vendor_id: vendor.body.contact.contact_id,
      bill_number: 'VB-RECORD',
      date: '2026-03-01',
      due_date: '2026-03-31',
      line_items: [{ name: 'Paper', rate: 40, quantity: 3 }],
    });
    expectOk(bill, 201);
    await eventually(() => receiver.on('/records').length >= 2, 'the invoice and bill events');
    for (const request of receiver.on('/records')) verify(request, hook.secret);
    const bodies = receiver.on('/records').map((r) => JSON.parse(r.body));
    const cases = [
      { event: 'invoice.created', query: 'invoice(invoiceId: $id)', id: made.invoice_id, type: 'Invoice' },
      { event: 'bill.created', query: 'bill(billId: $id)', id: bill.body.bill.bill_id as string, type: 'Bill' },
    ];
    for (const { event, query, id, type } of cases) {
      const { data } = bodies.find((b) => b.event === event);
      expect(data.__typename).toBe(type);
      // The same fields asked of GraphQL answer the same object, nested lines included.
      const asked = await client.graphql(`query ($id: ID!) { record: ${query} ${selectionOf(pruned(data))} }`, { id });
      expect(asked.body.errors, JSON.stringify(asked.body.errors)).toBeUndefined();
      expect(pruned(data)).toEqual(pruned(asked.body.data.record));
      expect(Object.keys(data).length).toBeGreaterThan(20);
      expect(data.lineItems.length).toBe(1);
    }
    expectOk(await client.delete(`/books/v3/settings/webhooks/${hook.webhook_id}`));
  });

  it('queues nothing for a write that is rolled back', async () => {
    const hook = await createWebhook('/rollback', ['invoice.created']);
    const buyer = await customer(client);
    const field = await client.post('/books/v3/settings/customfields', {
      entity: 'invoice',
      label: `PO ${hook.webhook_id}`,
      data_type: 'string',
      is_unique: true,
    });
    expectOk(field, 201);
    const apiName = field.body.customfield.api_name;
    const first = await newInvoice(buyer.contact_id, { custom_fields: [{ api_name: apiName, value: 'PO-1' }] });
    // The same unique value again: refused after the invoice's row (and its event) were written in its transaction.
    const refused = await client.post('/books/v3/invoices', {
      customer_id: buyer.contact_id,
      custom_fields: [{ api_name: apiName, value: 'PO-1' }],
      line_items: [{ name: 'Consulting', rate: 1, quantity: 1 }],
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    await eventually(() => receiver.on('/rollback').length >= 1, 'the first invoice event');
    const log = await deliveriesOf(hook.webhook_id);
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0].body).data.invoiceId).toBe(first.invoice_id);
    expectOk(await client.delete(`/books/v3/settings/webhooks/${hook.webhook_id}`));
  });

  it('retries a failing receiver with growing delays by the clock, then delivers; redeliver sends it again', async () => {
    const hook = await createWebhook('/flaky', ['invoice.created']);
    let failures = 3;
    receiver.answer = (request) => (request.path === '/flaky' && failures-- > 0 ? 503 : 200);
    try {
      const buyer = await customer(client);
      await newInvoice(buyer.contact_id);
      await eventually(async () => (await deliveriesOf(hook.webhook_id))[0]?.status === 'retrying', 'the first attempt to fail');
      const delays: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        const [delivery] = await deliveriesOf(hook.webhook_id);
        expect(delivery).toMatchObject({ attempts: attempt, response_code: 503 });
        const due = Date.parse(delivery.next_attempt_time);
        delays.push(due - clock.now().getTime());
        // Not due yet: a retry run sends nothing.
        await platform.app.runtime.jobs.runNow(retryWebhooksWorker, {}, platform.app.runtime);
        expect(receiver.on('/flaky')).toHaveLength(attempt);
        clock.set(new Date(due));
        await platform.app.runtime.jobs.runNow(retryWebhooksWorker, {}, platform.app.runtime);
        expect(receiver.on('/flaky')).toHaveLength(attempt + 1);
      }
      expect(delays[1]).toBeGreaterThan(delays[0]);
      expect(delays[2]).toBeGreaterThan(delays[1]);
      const [delivered] = await deliveriesOf(hook.webhook_id);
      expect(delivered).toMatchObject({ status: 'delivered', attempts: 4, response_code: 200, next_attempt_time: '' });
      const ids = new Set(receiver.on('/flaky').map((r) => r.headers['x-kontor-delivery']));
      expect(ids).toEqual(new Set([delivered.delivery_id]));

      const again = await client.post(`/books/v3/settings/webhooks/${hook.webhook_id}/deliveries/${delivered.delivery_id}/redeliver`);
      expectOk(again);
      expect(again.body.delivery).toMatchObject({ status: 'queued' });
      await eventually(() => receiver.on('/flaky').length >= 5, 'the redelivery');
      expect(receiver.on('/flaky')[4].body).toBe(receiver.on('/flaky')[0].body);
    } finally {
      receiver.answer = () => 200;
      clock.set(new Date('2026-03-02T09:00:00Z'));
    }
  });

  it('gives up after a day of failures', async () => {
    const hook = await createWebhook('/down', ['invoice.created']);
    receiver.answer = (request) => (request.path === '/down' ? 500 : 200);
    const start = clock.now().getTime();
    try {
      const buyer = await customer(client);
      await newInvoice(buyer.contact_id);
      await eventually(async () => (await deliveriesOf(hook.webhook_id))[0]?.status === 'retrying', 'the first attempt to fail');
      for (let i = 0; i < 40; i++) {
        const [delivery] = await deliveriesOf(hook.webhook_id);
        if (delivery.status !== 'retrying') break;
        clock.set(new Date(Date.parse(delivery.next_attempt_time)));
        await platform.app.runtime.jobs.runNow(retryWebhooksWorker, {}, platform.app.runtime);
      }
      const [failed] = await deliveriesOf(hook.webhook_id);
      expect(failed).toMatchObject({ status: 'failed', response_code: 500, next_attempt_time: '' });
      expect(clock.now().getTime() - start).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
      expect(failed.attempts).toBeGreaterThan(8);
      expect(receiver.on('/down')).toHaveLength(failed.attempts);
    } finally {
      receiver.answer = () => 200;
      clock.set(new Date('2026-03-02T09:00:00Z'));
    }
  });

  it('sends nothing more once the webhook is deleted or deactivated', async () => {
    const deleted = await createWebhook('/deleted', ['invoice.created']);
    const deactivated = await createWebhook('/deactivated', ['invoice.created']);
    receiver.answer = (request) => (request.path === '/deleted' || request.path === '/deactivated' ? 500 : 200);
    try {
      const buyer = await customer(client);
      await newInvoice(buyer.contact_id);
      await eventually(async () => (await deliveriesOf(deleted.webhook_id))[0]?.status === 'retrying', 'a queued retry');
      await eventually(async () => (await deliveriesOf(deactivated.webhook_id))[0]?.status === 'retrying', 'a queued retry');
      expectOk(await client.delete(`/books/v3/settings/webhooks/${deleted.webhook_id}`));
      expectOk(await client.put(`/books/v3/settings/webhooks/${deactivated.webhook_id}`, { is_active: false }));
      const [cancelled] = await deliveriesOf(deactivated.webhook_id);
      expect(cancelled).toMatchObject({ status: 'cancelled', next_attempt_time: '' });
      clock.set(new Date(clock.now().getTime() + 24 * 60 * 60 * 1000));
      await platform.app.runtime.jobs.runNow(retryWebhooksWorker, {}, platform.app.runtime);
      expect(receiver.on('/deleted')).toHaveLength(1);
      expect(receiver.on('/deactivated')).toHaveLength(1);
    } finally {
      receiver.answer = () => 200;
      clock.set(new Date('2026-03-02T09:00:00Z'));
    }
  });
});

/**
 * One case per module's event: an organization of its own, a webhook on that event, the change
 * made as a client makes it, and the id of the record the event must name.
 */
const EVENT_CASES: { event: string; key: string; run: (path: string) => Promise<string>; data?: Record<string, unknown> }[] = [
  {
    event: 'bill.created',
    key: 'bill_id',
    async run(path) {
      const { client: books } = await platform.tenant();
      await createWebhook(path, ['bill.created'], {}, books);
      const vendor = await books.post('/books/v3/contacts', { contact_name: `Vendor ${path}`, contact_type: 'vendor' });
      expectOk(vendor, 201);
      const bill = await books.post('/books/v3/bills', {
        vendor_id: vendor.body.contact.contact_id,
        bill_number: `VB-${path.slice(1)}`,
        date: '2026-03-01',
        due_date: '2026-03-31',
        line_items: [{ name: 'Paper', rate: 40 }],
      });
      expectOk(bill, 201);
      return bill.body.bill.bill_id;
    },
  },
  {
    event: 'bill.paid',
    key: 'bill_id',
    async run(path) {
      const { client: books } = await platform.tenant();
      await createWebhook(path, ['bill.paid'], {}, books);
      const vendor = await books.post('/books/v3/contacts', { contact_name: `Vendor ${path}`, contact_type: 'vendor' });
      expectOk(vendor, 201);
      const bill = await books.post('/books/v3/bills', {
        vendor_id: vendor.body.contact.contact_id,
        bill_number: `VP-${path.slice(1)}`,
        date: '2026-03-01',
        due_date: '2026-03-31',
        line_items: [{ name: 'Paper', rate: 40 }],
      });
      expectOk(bill, 201);
      const bank = await books.post('/books/v3/bankaccounts', { account_name: `Bank ${path}`, account_type: 'bank' });
      expectOk(bank, 201);
      // Paid in two parts: only the second, which settles it, raises the event.
      for (const amount of [15, 25]) {
        const paid = await books.post('/books/v3/vendorpayments', {
          vendor_id: vendor.body.contact.contact_id,
          amount,
          date: '2026-03-02',
          paid_through_account_id: bank.body.bankaccount.account_id,
          bills: [{ bill_id: bill.body.bill.bill_id, amount_applied: amount }],
        });
        expectOk(paid, 201);
      }
      return bill.body.bill.bill_id;
    },
  },
  {
    event: 'creditnote.applied',
    key: 'creditnote_id',
    async run(path) {
      const { client: books } = await platform.tenant();
      await createWebhook(path, ['creditnote.applied'], {}, books);
      const buyer = await customer(books);
      const target = await invoice(books, { customer_id: buyer.contact_id, due_date: FAR_DUE_DATE, line_items: [{ name: 'Work', rate: 100 }] }, { send: true });
      const note = await books.post('/books/v3/creditnotes', {
        customer_id: buyer.contact_id,
        date: '2026-03-01',
        line_items: [{ name: 'Returned', rate: 30 }],
      });
      expectOk(note, 201);
      const id = note.body.creditnote.creditnote_id;
      expectOk(await books.post(`/books/v3/creditnotes/${id}/invoices`, { invoices: [{ invoice_id: target.invoice_id, amount_applied: 30 }] }));
      return id;
    },
  },
  {
    event: 'purchasereceive.received',
    key: 'receive_id',
    async run(path) {
      const { client: books } = await platform.tenant();
      await createWebhook(path, ['purchasereceive.received'], {}, books);
      const { po, boltLine } = await scenario(books);
      const received = await receive(books, po.purchaseorder_id, { line_items: [{ line_item_id: boltLine.line_item_id, quantity: 4 }] });
      return received.receive_id;
    },
  },
  {
    event: 'stockcount.completed',
    key: 'inventorycount_id',
    async run(path) {
      const { client: books } = await platform.tenant();
      await createWebhook(path, ['stockcount.completed'], {}, books);
      const store = await countLocation(books);
      const widget = await countItem(books, { purchase_rate: 2, locations: [{ location_id: store.location_id }] });
      const count = await createCount(books, { location_id: store.location_id, line_items: [{ item_id: widget.item_id }] });
      const counting = await started(books, count.inventorycount_id);
      await record(
        books,
        count.inventorycount_id,
        counting.line_items.map((l: any) => ({ line_item_id: l.line_item_id, counted_quantity: 4 })),
      );
      await submitted(books, count.inventorycount_id);
      await approved(books, count.inventorycount_id);
      return count.inventorycount_id;
    },
  },
  {
    event: 'expensereport.approved',
    key: 'report_id',
    async run(path) {
      const t = await team(platform);
      await createWebhook(path, ['expensereport.approved', 'expensereport.reimbursed'], {}, t.books);
      const travel = await category(t.admin, 'Travel', await accountId(t.books, 'Travel Expense'));
      const spent = await expense(t.employee, { date: '2026-03-01', amount: 42, category_id: travel.category_id });
      const r = await report(t.employee, { expense_ids: [spent.expense_id] });
      await ok(t.employee.post(`/expensereports/${r.report_id}/submit`));
      await ok(t.approver.post(`/expensereports/${r.report_id}/approve`));
      await ok(
        t.admin.post(`/expensereports/${r.report_id}/reimburse`, { amount: 42, date: '2026-03-02', account_id: await accountId(t.books, 'Petty Cash') }),
      );
      return r.report_id;
    },
  },
  {
    event: 'expensereport.reimbursed',
    key: 'report_id',
    run: (path) => EVENT_CASES.find((c) => c.event === 'expensereport.approved')!.run(path),
  },
  {
    event: 'exportjob.completed',
    key: 'job_id',
    async run(path) {
      const tenant = await platform.tenant();
      await createWebhook(path, ['exportjob.completed', 'exportjob.failed'], {}, tenant.client);
      const { workspaceId, viewId } = await exportable(tenant);
      const api = new Client(tenant.client.baseUrl, tenant.client.token);
      const created = await api.request('GET', `/restapi/v2/bulk/workspaces/${workspaceId}/views/${viewId}/data`, {
        query: { CONFIG: JSON.stringify({ responseFormat: 'csv' }) },
        headers: { 'SVC-ANALYTICS-ORGID': tenant.organizationId },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return created.body.data.jobId;
    },
  },
  ...(['message.delivered', 'message.bounced'] as const).map((event) => ({
    event,
    key: 'message_id',
    // The email as the GraphQL type OutgoingEmail gives it, once sent or refused.
    data: { __typename: 'OutgoingEmail', status: event === 'message.delivered' ? 'SENT' : 'FAILED' },
    async run(path: string) {
      // An email through the organization's relay (the settings' test message): accepted, its
      // recipient's delivery is on the message's timeline; refused for good (550), a bounce.
      const { client: books } = await platform.tenant();
      await createWebhook(path, [event], {}, books);
      await smtp.configure(books);
      if (event === 'message.bounced') smtp.refuseNext(1, 550);
      const sent = await books.post('/v1.1/settings/email/test', { to_address: `hooks${path.replace(/\W/g, '')}@example.com` });
      expectOk(sent);
      return sent.body.outgoing_email.message_id as string;
    },
  })),
];

describe('the delivery subscription', () => {
  it("webhookDeliveriesChanged follows the organization's deliveries to delivered, and never another organization's", async () => {
    const mine = await platform.tenant();
    const theirs = await platform.tenant();
    const hook = await createWebhook('/live-mine', ['invoice.created'], {}, mine.client);
    await createWebhook('/live-theirs', ['invoice.created'], {}, theirs.client);
    const live = liveClient(platform.url, { authorization: `Svc-oauthtoken ${mine.client.token}`, organizationId: mine.organizationId });
    try {
      const sub = live.subscribe('subscription { changed: webhookDeliveriesChanged { deliveryId webhookId event status attempts responseCode } }');
      await eventually(() => platform.app.live.size >= 1, 'the subscription to be registered');
      await invoice(theirs.client, { customer_id: (await customer(theirs.client)).contact_id, line_items: [{ name: 'Work', rate: 5 }] });
      await invoice(mine.client, { customer_id: (await customer(mine.client)).contact_id, line_items: [{ name: 'Work', rate: 5 }] });
      const done = await eventually(() => sub.results.find((r) => r.data?.changed.status === 'DELIVERED'), 'the delivered delivery');
      expect(done.data.changed).toMatchObject({ webhookId: hook.webhook_id, event: 'INVOICE_CREATED', attempts: 1, responseCode: 200 });
      await eventually(() => receiver.on('/live-theirs').length === 1, "the other organization's delivery");
      expect(sub.results.every((r) => r.data.changed.webhookId === hook.webhook_id)).toBe(true);
      expect(sub.errors).toEqual([]);
    } finally {
      await live.dispose();
    }
  });
});

describe('webhook events of every module', () => {
  it.each(EVENT_CASES)('$event reaches the receiver, signed', async ({ event, key, run, data }) => {
    const path = `/${event.replace('.', '-')}-${Math.random().toString(36).slice(2, 8)}`;
    const id = await run(path);
    const [request] = await eventually(() => {
      const got = receiver.on(path).filter((r) => r.headers['x-kontor-event'] === event);
      return got.length ? got : null;
    }, `${event} at ${path}`);
    const body = JSON.parse(request.body);
    // The record as its GraphQL type gives it (camelCase keys, __typename).
    expect(body).toMatchObject({ event, data: { [toCamel(key)]: id } });
    expect(typeof body.data.__typename).toBe('string');
    if (data) expect(body.data).toMatchObject(data);
    const listed = receiver.on(path).map((r) => JSON.parse(r.body));
    expect(listed.filter((b) => b.event === event)).toHaveLength(1);
    verify(request, secrets.get(path)!);
  });
});
